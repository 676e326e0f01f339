import { GlobalIdArgs, nodeTypeOf } from '../common/global-id';
import { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Args,
  Authorized,
  createUnionType,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  Info,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import {
  PERMANENT_INJURIES,
  bonusRowFor,
  BONUSES,
  canBuyBonus,
  levelOfRank,
  levelUpCost,
  NON_COMBAT_SKILL_POINTS_PER_LEVEL,
  NON_COMBAT_SKILLS,
  findSkill,
} from '@clix/rules';
import { Account } from '../accounts/account.entity';
import { can } from '../auth/policy';
import { RequestContext } from '../context';
import { selects } from '../common/lookahead';
import { ConnectionType, PageArgs, pageComplexity } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { Idempotent } from '../idempotency/idempotency.middleware';
import { UserError } from '../common/user-error';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { Match } from '../matches/match.entity';
import { NodeService } from '../nodes/node.service';
import { entryKey } from '../catalogues/catalogue.loaders';
import { Feat } from '../catalogues/feat.entity';
import { Scenario } from '../catalogues/scenario.entity';
import { World } from '../worlds/world.entity';
import { AdvancementService, nextVersion } from './advancement.service';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerService } from './ledger.service';
import { OppositionService } from './opposition.service';
import {
  AllocateSkillPointsInput,
  BuyBonusInput,
  BuyItemInput,
  CorrectLedgerEntryInput,
  CreateTeamInput,
  GrantAwardInput,
  LevelUpMemberInput,
  MemberFeatInput,
  RecruitCharacterInput,
  TeamHistoryArgs,
  TeamLedgerArgs,
  TeamsArgs,
} from './team.inputs';
import { Currency, LEDGER_SOURCE_NODE_TYPE, LedgerSourceType, PleaOutcome, TeamAlignment } from './team.enums';
import { MemberSkill, Team, TeamAbility, TeamItem, TeamMember } from './team.entity';
import { PermanentInjury } from './team.types';
import { LEFT_TEAM, TeamService } from './team.service';
import { settingsFor } from './team.settings';

@ObjectType({ description: 'The price of moving a member up one level, as levelUpMember would charge it.' })
export class LevelUpQuote {
  @Field(() => CharacterVersion, { description: 'The rank version the member would move to.' }) version: CharacterVersion;
  @Field(() => Int, { description: 'Hero Points the level-up would cost the team.' }) heroPoints: number;
}

@ObjectType({ description: "One bonus of the member's row of the bonuses table, with its price and whether the rules allow it now." })
export class BonusOption {
  @Field(() => Int, { description: 'Tier 1-4: the value buyBonus takes.' }) tier: number;
  @Field(() => String, { description: 'The row it is bought from (ROOKIE, EXPERIENCED or VETERAN).' }) rank: string;
  @Field(() => Int, { description: 'Hero Points it costs the team.' }) cost: number;
  @Field(() => String, { description: 'What it gives, as printed.' }) text: string;
  @Field(() => String, { nullable: true, description: 'The footnote printed with it, if any.' }) note: string | null;
  @Field(() => Boolean, { description: 'Whether the rules allow buying it now (not owned, in order); Hero Points are checked at purchase.' }) allowed: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, in words, when not allowed.' }) refusal: string | null;
}

@ObjectType({ description: 'A Non-Combat Skill members can put points into (allocateSkillPoints takes its id).' })
export class NonCombatSkill {
  @Field(() => String, { description: 'Stable id, e.g. "criminology".' }) id: string;
  @Field(() => String, { description: 'Name as printed.' }) name: string;
  @Field(() => String, { description: 'What the skill covers.' }) text: string;
  @Field(() => String, { nullable: true, description: 'The group it belongs to (e.g. "Knowledge"), if any.' }) group: string | null;
}

@ObjectType({ description: "A character of the world as the team's recruiting sees him now (recruitCharacter with no Hero Points on a plea)." })
export class RecruitOption {
  @Field(() => Character, { description: 'The character.' }) character: Character;
  @Field(() => CharacterVersion, {
    nullable: true,
    description: 'The version he would join at (his Rookie, or the rank he left a team at); null when he has none.',
  })
  version: CharacterVersion | null;
  @Field(() => Boolean, { description: 'Whether the team may try to enlist him now.' }) allowed: boolean;
  @Field(() => Boolean, { description: 'He is worth less than the leader: he joins without a plea (false when not allowed).' }) joinsWithoutPlea: boolean;
  @Field(() => [String], { description: 'Every reason the team may not enlist him now, in words; empty when allowed.' }) refusals: string[];
}

@ObjectType({ description: "A page of recruit options, in the order of the world's characters (by name)." })
export class RecruitOptionConnection extends ConnectionType(RecruitOption, 'RecruitOption') {}

@ObjectType({ description: 'A page of teams.' })
export class TeamConnection extends ConnectionType(Team, 'Team') {}

@ObjectType({ description: 'A page of ledger entries, newest first.' })
export class LedgerEntryConnection extends ConnectionType(LedgerEntry, 'LedgerEntry') {}

@ObjectType({ description: 'Result of createTeam: the team founded and its team ability roll.' })
export class TeamPayload {
  @Field(() => Team, { nullable: true, description: 'The team as founded; null when userErrors is not empty.' })
  team: Team | null;

  @Field(() => DiceRoll, { nullable: true, description: 'The 2d6 rolled on the team abilities chart.' })
  teamAbilityRoll: DiceRoll | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({
  description: 'Result of a change to one member (levelUpMember, assignFeat, removeFeat, buyBonus, allocateSkillPoints): the member and what it cost.',
})
export class TeamMemberPayload {
  @Field(() => TeamMember, { nullable: true, description: 'The member as changed; null when userErrors is not empty.' })
  member: TeamMember | null;

  @Field(() => LedgerEntry, { nullable: true, description: 'What it cost, when it cost anything.' })
  ledgerEntry: LedgerEntry | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'How a recruitment went, as the rules decided it.' })
export class Plea {
  @Field(() => PleaOutcome, { description: 'How the plea ended: joined at once, convinced, refused or insulted.' })
  outcome: PleaOutcome;

  @Field(() => Boolean, { description: 'True when the character joined the team (AUTO_JOINED or CONVINCED).' })
  joined: boolean;

  @Field(() => Int, { nullable: true, description: "Leader's Attack + bonuses + the 2d6; null when he joined without a plea." })
  attackTotal: number | null;

  @Field(() => Int, { nullable: true, description: "The target's Defence + any rejoin penalty." })
  defenseTarget: number | null;

  @Field(() => Int, { description: 'Hero Points spent: the plea spend, plus his points if he joined.' })
  heroPointsSpent: number;

  @Field(() => Int, { nullable: true, description: 'After a refusal: the leader level at which the team may ask again.' })
  approachAgainAtLeaderLevel: number | null;

  @Field(() => Boolean, { description: 'Insulted, or refused a leader at his maximum level: never again.' })
  neverApproachAgain: boolean;
}

@ObjectType({
  description:
    'Result of recruitCharacter: the plea and its roll, and the new member when he joined. A refused or insulted plea is a result, not a user error: it is recorded and bars the next attempt.',
})
export class RecruitPayload {
  @Field(() => TeamMember, { nullable: true, description: 'The new member, when he joined.' })
  member: TeamMember | null;

  @Field(() => Plea, { nullable: true, description: 'How the recruitment went; null when refused with userErrors.' })
  plea: Plea | null;

  @Field(() => DiceRoll, { nullable: true, description: 'The plea roll; null when he joined without one.' })
  roll: DiceRoll | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of buyItem: the item now owned by the team and the cash entry that paid for it.' })
export class TeamItemPayload {
  @Field(() => TeamItem, { nullable: true, description: 'The item bought; null when refused.' })
  item: TeamItem | null;

  @Field(() => LedgerEntry, { nullable: true, description: 'The CASH entry that paid for it (negative amount); null when refused or when the item was free.' })
  ledgerEntry: LedgerEntry | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of grantAward or correctLedgerEntry: the new ledger entry.' })
export class LedgerEntryPayload {
  @Field(() => LedgerEntry, { nullable: true, description: 'The entry written (the award, or the reversing CORRECTION); null when refused.' })
  entry: LedgerEntry | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'One NPC proposed for the opposition.' })
export class OppositionPick {
  @Field(() => Character, { description: 'The NPC or normal character proposed.' })
  character: Character;

  @Field(() => CharacterVersion, { description: 'The version of it to field; its points count toward the total.' })
  version: CharacterVersion;
}

@ObjectType({ description: "An NPC force sized to a team for a scenario: the world's NPCs and normals, largest first, up to the target." })
export class OppositionSuggestion {
  @Field(() => Scenario, { description: "The world's scenario the force is sized for." }) scenario: Scenario;
  @Field(() => String, {
    description: 'The catalogueId of the scenario the force is sized for.',
    deprecationReason: 'It is a catalogue id, not a `Scenario.id`: use `scenario { id catalogueId }`.',
  })
  scenarioId: string;

  @Field(() => String, { description: "The scenario's name in this world's catalogue." }) scenarioName: string;
  @Field(() => Float, { description: 'Opposition as a multiple of the team.' }) forceRatio: number;
  @Field(() => Int, { description: "Points of the team's active members." }) teamPointValue: number;
  @Field(() => Int, { description: 'teamPointValue × forceRatio, rounded down.' }) targetPointValue: number;
  @Field(() => Int, { description: 'Points of the force proposed (at most the target).' }) totalPointValue: number;
  @Field(() => [OppositionPick], { description: 'The figures proposed, largest first; empty when no NPC fits the target.' }) picks: OppositionPick[];
}

@ObjectType({ description: 'Result of suggestOpposition: a proposed NPC force, or why none could be sized. Nothing is written either way.' })
export class OppositionPayload {
  @Field(() => OppositionSuggestion, { nullable: true, description: 'The force proposed; null when userErrors is not empty.' })
  suggestion: OppositionSuggestion | null;

  @Field(() => [UserError], {
    description:
      'Problems that stopped the suggestion (TEAM_NOT_FOUND, SCENARIO_REQUIRED, SCENARIO_GIVEN_TWICE, SCENARIO_NOT_FOUND, SCENARIO_HAS_NO_FORCE_RATIO); empty when it succeeded.',
  })
  userErrors: UserError[];
}

/** Members a viewer may see: hidden characters only for their world's Creator. */
function visibleMembers(ctx: RequestContext, worldId: string, members: TeamMember[]): TeamMember[] {
  if (can(ctx.viewer, worldId, 'character.readHidden')) return members;
  return members.filter((m) => m.character?.visibility !== 'HIDDEN');
}

@Resolver(() => Team)
export class TeamResolver {
  @Query(() => [NonCombatSkill], { description: 'The Non-Combat Skills of the rules (a short, fixed list): what allocateSkillPoints takes.' })
  nonCombatSkills(): NonCombatSkill[] {
    return NON_COMBAT_SKILLS.map(({ id, name, text, group }) => ({ id, name, text, group }));
  }

  @Query(() => Team, { nullable: true, description: 'A team by id; null when there is none.' })
  @GlobalIdArgs({ id: 'Team' })
  team(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Info() info: GraphQLResolveInfo) {
    // A roster (members, their dials) is the common read of one team: fetched with the team in one statement.
    if (selects(info, ['members'])) return TeamService.findWithRoster(ctx, id, selects(info, ['members', 'version', 'clicks']));
    return TeamService.findById(ctx, id);
  }

  @Query(() => TeamConnection, { nullable: true, complexity: pageComplexity, description: "A page of a world's teams, ordered by name." })
  teams(@Ctx() ctx: RequestContext, @Args(() => TeamsArgs) args: TeamsArgs) {
    return TeamService.list(ctx, args);
  }

  @Query(() => LedgerEntryConnection, { nullable: true, complexity: pageComplexity, description: "A team's ledger, newest first." })
  teamHistory(@Ctx() ctx: RequestContext, @Args(() => TeamHistoryArgs) args: TeamHistoryArgs, @Info() info: GraphQLResolveInfo) {
    return LedgerService.history(ctx, args, info);
  }

  @Query(() => OppositionPayload, { description: "Creator only: an NPC force for a scenario, sized by the scenario's force ratio to the team." })
  @GlobalIdArgs({ teamId: 'Team', scenario: 'Scenario' })
  suggestOpposition(
    @Ctx() ctx: RequestContext,
    @Arg('teamId', () => ID) teamId: string,
    @Arg('scenario', () => ID, { nullable: true, description: "The scenario, one of the team's world's, by its id (`Scenario.id`)." }) scenario: string | null,
    @Arg('scenarioCatalogueId', () => String, { nullable: true, description: 'The scenario by its catalogue id (e.g. "BANK_ROBBERY"), instead of `scenario`.' })
    scenarioCatalogueId: string | null,
    @Arg('scenarioId', () => String, {
      nullable: true,
      description: 'A catalogue id (e.g. "BANK_ROBBERY").',
      deprecationReason: 'It takes a catalogue id, not a `Scenario.id`: use `scenario` (the id) or `scenarioCatalogueId`.',
    })
    scenarioId: string | null,
  ) {
    return OppositionService.suggest(ctx, teamId, { scenario, scenarioCatalogueId, scenarioId });
  }

  @Mutation(() => TeamPayload, { description: 'Founds a team owned by the caller (a player or the Creator of the world).' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  createTeam(@Ctx() ctx: RequestContext, @Arg('input', () => CreateTeamInput, { validate: false }) input: CreateTeamInput) {
    return TeamService.create(ctx, input);
  }

  @FieldResolver(() => World, { description: 'The world the team plays in.' })
  world(@Root() team: Team, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(team.worldId);
  }

  @FieldResolver(() => Account, { description: 'The account that founded and runs the team.' })
  owner(@Root() team: Team, @Ctx() ctx: RequestContext) {
    return ctx.loaders.accountById.load(team.ownerId);
  }

  @FieldResolver(() => TeamAbility, { description: 'The team ability rolled at founding; it applies to every member.' })
  teamAbility(@Root() team: Team): TeamAbility {
    return { roll: team.teamAbilityRoll, name: team.teamAbilityName, text: team.teamAbilityText };
  }

  @FieldResolver(() => DiceRoll, { nullable: true, description: 'The recorded roll that chose the team ability.' })
  teamAbilityRoll(@Root() team: Team, @Ctx() ctx: RequestContext) {
    return team.teamAbilityRollId ? ctx.loaders.diceRollById.load(team.teamAbilityRollId) : null;
  }

  @FieldResolver(() => Int, { description: 'Hero Point reserve.' })
  async heroPoints(@Root() team: Team, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.teamBalancesByTeamId.load(team.id)).get(Currency.HERO_POINTS) ?? 0;
  }

  @FieldResolver(() => Int, { description: 'Cash, in $.' })
  async cash(@Root() team: Team, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.teamBalancesByTeamId.load(team.id)).get(Currency.CASH) ?? 0;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Prestige rating of a hero team; null for villains.',
    deprecationReason: 'Use `renown { currency value }`, one field for heroes and villains alike.',
  })
  async prestige(@Root() team: Team, @Ctx() ctx: RequestContext) {
    if (team.alignment !== TeamAlignment.HERO) return null;
    return (await ctx.loaders.teamBalancesByTeamId.load(team.id)).get(Currency.PRESTIGE) ?? 0;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Infamy rating of a villain team (more negative is more infamous); null for heroes.',
    deprecationReason: 'Use `renown { currency value }`, one field for heroes and villains alike.',
  })
  async infamy(@Root() team: Team, @Ctx() ctx: RequestContext) {
    if (team.alignment !== TeamAlignment.VILLAIN) return null;
    return (await ctx.loaders.teamBalancesByTeamId.load(team.id)).get(Currency.INFAMY) ?? 0;
  }

  @FieldResolver(() => [TeamMember], { description: 'Members, leader first then by joining; those who died or quit only with includeFormer.' })
  async members(@Root() team: Team, @Ctx() ctx: RequestContext, @Arg('includeFormer', () => Boolean, { defaultValue: false }) includeFormer: boolean) {
    const members = visibleMembers(ctx, team.worldId, await ctx.loaders.teamMembersByTeamId.load(team.id));
    return includeFormer ? members : members.filter((m) => !LEFT_TEAM.includes(m.status));
  }

  @FieldResolver(() => TeamMember, { nullable: true, description: 'The member who holds Leadership; null when there is none or he is hidden from you.' })
  async leader(@Root() team: Team, @Ctx() ctx: RequestContext) {
    const members = visibleMembers(ctx, team.worldId, await ctx.loaders.teamMembersByTeamId.load(team.id));
    return members.find((m) => m.isLeader) ?? null;
  }

  @FieldResolver(() => Int, { description: "Sum of the current versions' points of the members on the team (not dead or quit)." })
  async pointValue(@Root() team: Team, @Ctx() ctx: RequestContext) {
    const members = visibleMembers(ctx, team.worldId, await ctx.loaders.teamMembersByTeamId.load(team.id));
    return members.filter((m) => !LEFT_TEAM.includes(m.status)).reduce((sum, m) => sum + (m.version?.pointValue ?? 0), 0);
  }

  @FieldResolver(() => RecruitOptionConnection, {
    nullable: true,
    complexity: pageComplexity,
    description:
      "The world's characters with whether this team may enlist each now and why not; null unless you may act for the team (its owner or the Creator).",
  })
  async recruitOptions(@Root() team: Team, @Ctx() ctx: RequestContext, @Args(() => PageArgs) args: PageArgs) {
    if (!TeamService.mayActFor(ctx, team)) return null;
    return AdvancementService.recruitOptions(ctx, team, args);
  }

  @FieldResolver(() => LedgerEntryConnection, { complexity: pageComplexity, description: 'The ledger, as `teamHistory` answers for this team: newest first.' })
  history(@Root() team: Team, @Ctx() ctx: RequestContext, @Args(() => TeamLedgerArgs) args: TeamLedgerArgs, @Info() info: GraphQLResolveInfo) {
    return LedgerService.history(ctx, { ...args, teamId: team.id }, info);
  }

  @FieldResolver(() => [TeamItem], { description: 'Items bought, oldest first.' })
  items(@Root() team: Team, @Ctx() ctx: RequestContext) {
    return ctx.loaders.teamItemsByTeamId.load(team.id);
  }
}

@Resolver(() => TeamMember)
export class TeamMemberResolver {
  @Mutation(() => TeamMemberPayload, { description: 'Moves a member up one level, to the next rank version of his character, for Hero Points.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  levelUpMember(@Ctx() ctx: RequestContext, @Arg('input', () => LevelUpMemberInput, { validate: false }) input: LevelUpMemberInput) {
    return AdvancementService.levelUp(ctx, input);
  }

  @Mutation(() => RecruitPayload, { description: 'Enlists a character: at once when worth less than the leader, else by a plea roll.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  recruitCharacter(@Ctx() ctx: RequestContext, @Arg('input', () => RecruitCharacterInput, { validate: false }) input: RecruitCharacterInput) {
    return AdvancementService.recruit(ctx, input);
  }

  @Mutation(() => TeamMemberPayload, { description: 'Buys a feat for a member with Hero Points.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  assignFeat(@Ctx() ctx: RequestContext, @Arg('input', () => MemberFeatInput, { validate: false }) input: MemberFeatInput) {
    return AdvancementService.assignFeat(ctx, input);
  }

  @Mutation(() => TeamMemberPayload, { description: 'Takes a feat off a member (no refund).' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  removeFeat(@Ctx() ctx: RequestContext, @Arg('input', () => MemberFeatInput, { validate: false }) input: MemberFeatInput) {
    return AdvancementService.removeFeat(ctx, input);
  }

  @Mutation(() => TeamMemberPayload, { description: "Buys a bonus from the row of the member's rank with Hero Points." })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  buyBonus(@Ctx() ctx: RequestContext, @Arg('input', () => BuyBonusInput, { validate: false }) input: BuyBonusInput) {
    return AdvancementService.buyBonus(ctx, input);
  }

  @Mutation(() => TeamMemberPayload, { description: 'Puts Non-Combat Skill points (10 per level) into a skill.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  allocateSkillPoints(@Ctx() ctx: RequestContext, @Arg('input', () => AllocateSkillPointsInput, { validate: false }) input: AllocateSkillPointsInput) {
    return AdvancementService.allocateSkillPoints(ctx, input);
  }

  @Mutation(() => TeamItemPayload, { description: 'Buys an item or weapon for the team with cash.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  buyItem(@Ctx() ctx: RequestContext, @Arg('input', () => BuyItemInput, { validate: false }) input: BuyItemInput) {
    return AdvancementService.buyItem(ctx, input);
  }

  @Mutation(() => LedgerEntryPayload, { description: 'Creator only: bonus Hero Points or cash, with the reason.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  grantAward(@Ctx() ctx: RequestContext, @Arg('input', () => GrantAwardInput, { validate: false }) input: GrantAwardInput) {
    return LedgerService.grantAward(ctx, input);
  }

  @Mutation(() => LedgerEntryPayload, { description: 'Creator only: reverses a ledger entry with a CORRECTION entry.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  correctLedgerEntry(@Ctx() ctx: RequestContext, @Arg('input', () => CorrectLedgerEntryInput, { validate: false }) input: CorrectLedgerEntryInput) {
    return LedgerService.correct(ctx, input);
  }

  @FieldResolver(() => Team, { description: 'The team the member belongs (or belonged) to.' })
  team(@Root() member: TeamMember, @Ctx() ctx: RequestContext) {
    return ctx.loaders.teamById.load(member.teamId);
  }

  @FieldResolver(() => Character, { description: 'The character enlisted; `version` is the rank he plays.' })
  async character(@Root() member: TeamMember, @Ctx() ctx: RequestContext) {
    return member.character ?? (await ctx.loaders.teamMemberById.load(member.id))!.character;
  }

  @FieldResolver(() => [Feat], {
    description: "The feats the member has, as this world's catalogue describes them, in the order bought; a feat the Creator has since removed is left out.",
  })
  async feats(@Root() member: TeamMember, @Ctx() ctx: RequestContext): Promise<Feat[]> {
    const feats = await ctx.loaders.featByWorldAndCatalogueId.loadMany(member.featIds.map((id) => entryKey(member.worldId, id)));
    return feats.filter((f): f is Feat => f !== null && !(f instanceof Error));
  }

  @FieldResolver(() => [PermanentInjury], { description: 'Permanent injuries suffered, in the order suffered, with their names and effects.' })
  permanentInjuries(@Root() member: TeamMember): PermanentInjury[] {
    return member.injuries.map((id) => {
      const entry = PERMANENT_INJURIES.find((e) => e.id === id);
      return { id, name: entry?.name ?? id, effect: entry?.text ?? '' };
    });
  }

  @FieldResolver(() => CharacterVersion, { description: 'The rank version he plays now.' })
  async version(@Root() member: TeamMember, @Ctx() ctx: RequestContext) {
    return member.version ?? (await ctx.loaders.teamMemberById.load(member.id))!.version;
  }

  @FieldResolver(() => LevelUpQuote, {
    nullable: true,
    description: 'What levelUpMember would do now: the next version and its Hero Point cost; null at the top level.',
  })
  async nextLevelUp(@Root() member: TeamMember, @Ctx() ctx: RequestContext): Promise<LevelUpQuote | null> {
    const [settings, versions] = await Promise.all([settingsFor(ctx, member.worldId), ctx.loaders.versionsByCharacterId.load(member.characterId)]);
    const target = nextVersion(member.rank, versions, settings.campaign);
    const cost = target && levelUpCost(member.rank, target.rank, target.pointValue, settings.campaign);
    return target && cost?.ok ? { version: target, heroPoints: cost.heroPoints } : null;
  }

  @FieldResolver(() => [BonusOption], {
    description: "The bonuses of the member's row with their prices, so a client can show the cost before buyBonus; empty when the rank buys none.",
  })
  async bonusOptions(@Root() member: TeamMember, @Ctx() ctx: RequestContext): Promise<BonusOption[]> {
    const settings = await settingsFor(ctx, member.worldId);
    const row = bonusRowFor(member.rank, settings.bonuses);
    return BONUSES.filter((bonus) => bonus.rank === row).map((bonus) => {
      const allowed = canBuyBonus({ rank: member.rank, bonuses: member.bonuses }, bonus.tier, { settings: settings.bonuses });
      return {
        tier: bonus.tier,
        rank: bonus.rank,
        cost: bonus.cost,
        text: bonus.text,
        note: bonus.note ?? null,
        allowed: allowed.ok,
        refusal: allowed.ok ? null : allowed.message,
      };
    });
  }

  @FieldResolver(() => Int, { description: 'Campaign level: Rookie 1, Experienced 2, Veteran 3 (by default).' })
  async level(@Root() member: TeamMember, @Ctx() ctx: RequestContext) {
    return levelOfRank(member.rank, (await settingsFor(ctx, member.worldId)).campaign);
  }

  @FieldResolver(() => Int, { description: 'Achievement Points (from the ledger; may be negative).' })
  achievementPoints(@Root() member: TeamMember, @Ctx() ctx: RequestContext) {
    return ctx.loaders.achievementPointsByMemberId.load(member.id);
  }

  @FieldResolver(() => [MemberSkill], { description: 'Non-Combat Skills the member has put points into; empty when none.' })
  skills(@Root() member: TeamMember): MemberSkill[] {
    return Object.entries(member.skills).map(([skillId, points]) => ({ skillId, name: findSkill(skillId)?.name ?? skillId, points }));
  }

  @FieldResolver(() => Int, { description: 'Non-Combat Skill points not yet allocated (10 per level).' })
  async skillPointsLeft(@Root() member: TeamMember, @Ctx() ctx: RequestContext) {
    const budget = NON_COMBAT_SKILL_POINTS_PER_LEVEL * levelOfRank(member.rank, (await settingsFor(ctx, member.worldId)).campaign);
    return budget - Object.values(member.skills).reduce((sum, p) => sum + p, 0);
  }
}

/** What a ledger entry points at as its cause: one type per `LedgerSourceType`. */
export const LedgerSource = createUnionType({
  name: 'LedgerSource',
  description: 'The record that caused a ledger entry: the member bought or levelled, the item bought, the roll, the entry corrected or the match.',
  types: () => [TeamMember, TeamItem, DiceRoll, LedgerEntry, Match] as const,
  resolveType: (source: object) => nodeTypeOf(source),
});

@Resolver(() => LedgerEntry)
export class LedgerEntryResolver {
  @FieldResolver(() => Team, { description: "The team whose balance (or whose member's Achievement Points) changed." })
  team(@Root() entry: LedgerEntry, @Ctx() ctx: RequestContext) {
    return ctx.loaders.teamById.load(entry.teamId);
  }

  @FieldResolver(() => TeamMember, { nullable: true, description: 'The member whose Achievement Points changed (null when hidden from you).' })
  async member(@Root() entry: LedgerEntry, @Ctx() ctx: RequestContext) {
    const member = entry.memberId ? await ctx.loaders.teamMemberById.load(entry.memberId) : null;
    return member && visibleMembers(ctx, member.worldId, [member]).length ? member : null;
  }

  @FieldResolver(() => TeamMember, { nullable: true, description: 'The member a purchase, level-up or recruitment was for (null when hidden from you).' })
  async sourceMember(@Root() entry: LedgerEntry, @Ctx() ctx: RequestContext) {
    if (entry.sourceType !== LedgerSourceType.TEAM_MEMBER || !entry.sourceId) return null;
    const member = await ctx.loaders.teamMemberById.load(entry.sourceId);
    return member && visibleMembers(ctx, member.worldId, [member]).length ? member : null;
  }

  @FieldResolver(() => LedgerSource, {
    nullable: true,
    description:
      'The record that caused it (`sourceType` names its kind, `sourceId` is its id), as `node(id: sourceId)` answers it for you: null when there is none or it is hidden from you.',
  })
  source(@Root() entry: LedgerEntry, @Ctx() ctx: RequestContext) {
    if (!entry.sourceType || !entry.sourceId) return null;
    return NodeService.lookup(ctx, LEDGER_SOURCE_NODE_TYPE[entry.sourceType], entry.sourceId);
  }

  @FieldResolver(() => Account, { nullable: true, description: 'Who made the change.' })
  createdBy(@Root() entry: LedgerEntry, @Ctx() ctx: RequestContext) {
    return entry.createdBy ? ctx.loaders.accountById.load(entry.createdBy) : null;
  }
}
