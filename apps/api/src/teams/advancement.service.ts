import {
  BonusRefusalReason,
  canBuyBonus,
  canRecruit,
  createDice,
  FeatAssignmentRefusal,
  findSkill,
  levelOfRank,
  levelUpCost,
  LevelUpRefusal,
  NON_COMBAT_SKILL_POINTS_PER_LEVEL,
  pleaForMembership,
  PleaResult,
  rankName,
  RecruitInput,
  RecruitRefusal,
  RecruitTarget,
  validateFeatAssignment,
} from '@clix/rules';
import type { CampaignSettings, Rank } from '@clix/rules';
import { can, requireAccount } from '../auth/policy';
import { In } from 'typeorm';
import { RequestContext } from '../context';
import { groupBy } from '../common/entity-rows';
import { Page, PageArgs } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { featData } from '../catalogues/catalogue.service';
import { Feat } from '../catalogues/feat.entity';
import { Item } from '../catalogues/item.entity';
import { Character } from '../characters/character.entity';
import { CharacterService } from '../characters/character.service';
import { CharacterVersion } from '../characters/character-version.entity';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { RollService } from '../rolls/roll.service';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerService } from './ledger.service';
import { AllocateSkillPointsInput, BuyBonusInput, BuyItemInput, LevelUpMemberInput, MemberFeatInput, RecruitCharacterInput } from './team.inputs';
import { Currency, LedgerReason, LedgerSourceType, MemberStatus } from './team.enums';
import { Team, TeamItem, TeamMember } from './team.entity';
import { settingsFor } from './team.settings';
import { byRankPreference, LEFT_TEAM, TeamService } from './team.service';
import { insertPlea, pleaHistories, pleaHistory, teamIdOfMember } from './team.reads';
import { isUniqueViolation, isUuid, rulesClick, startingClickOf } from './team.util';

/** A rank as the rules write it ("Limited Edition"), not its code (LIMITED_EDITION). */

export interface MemberResult {
  member: TeamMember | null;
  ledgerEntry: LedgerEntry | null;
  userErrors: UserError[];
}

export interface RecruitResult {
  member: TeamMember | null;
  plea: PleaResult | null;
  roll: DiceRoll | null;
  userErrors: UserError[];
}

/** A character of the world as this team's recruiting sees him now (no Hero Points on a plea). */
export interface RecruitOptionResult {
  character: Character;
  version: CharacterVersion | null;
  allowed: boolean;
  joinsWithoutPlea: boolean;
  refusals: string[];
}

export interface ItemResult {
  item: TeamItem | null;
  ledgerEntry: LedgerEntry | null;
  userErrors: UserError[];
}

const memberRefused = (userErrors: UserError[]): MemberResult => ({ member: null, ledgerEntry: null, userErrors });

const LEVEL_UP_CODES: Record<LevelUpRefusal, UserErrorCode> = {
  NOT_A_LEVEL_UP: UserErrorCode.NOT_A_LEVEL_UP,
  LEVEL_SKIPPED: UserErrorCode.LEVEL_SKIPPED,
};

const RECRUIT_CODES: Record<RecruitRefusal, [UserErrorCode, string]> = {
  LEADER_NOT_EXPERIENCED: [UserErrorCode.LEADER_NOT_EXPERIENCED, 'teamId'],
  TEAM_FULL: [UserErrorCode.TEAM_FULL, 'teamId'],
  ALREADY_MEMBER: [UserErrorCode.ALREADY_ON_TEAM, 'characterId'],
  TARGET_UNAVAILABLE: [UserErrorCode.TARGET_UNAVAILABLE, 'characterId'],
  NOT_ROOKIE: [UserErrorCode.NOT_ROOKIE, 'versionId'],
  WRONG_RETURN_RANK: [UserErrorCode.WRONG_RETURN_RANK, 'versionId'],
  TARGET_INSULTED: [UserErrorCode.TARGET_INSULTED, 'characterId'],
  PLEA_REFUSED_AT_THIS_LEVEL: [UserErrorCode.PLEA_REFUSED_AT_THIS_LEVEL, 'characterId'],
  PLEA_SPEND_INVALID: [UserErrorCode.PLEA_SPEND_INVALID, 'heroPointsForPlea'],
  INSUFFICIENT_HERO_POINTS: [UserErrorCode.INSUFFICIENT_HERO_POINTS, 'heroPointsForPlea'],
};

const FEAT_CODES: Record<FeatAssignmentRefusal, UserErrorCode> = {
  FEAT_PREREQUISITE_MISSING: UserErrorCode.FEAT_PREREQUISITE_MISSING,
  TOO_MANY_FEATS: UserErrorCode.TOO_MANY_FEATS,
  FEAT_ALREADY_KNOWN: UserErrorCode.FEAT_ALREADY_KNOWN,
  FEAT_NOT_PRICED: UserErrorCode.FEAT_NOT_PRICED,
  INSUFFICIENT_HERO_POINTS: UserErrorCode.INSUFFICIENT_HERO_POINTS,
};

const BONUS_CODES: Record<BonusRefusalReason, UserErrorCode> = {
  BONUS_TIER_UNKNOWN: UserErrorCode.BONUS_TIER_UNKNOWN,
  BONUS_RANK_HAS_NO_ROW: UserErrorCode.BONUS_RANK_HAS_NO_ROW,
  BONUS_ALREADY_OWNED: UserErrorCode.BONUS_ALREADY_OWNED,
  BONUS_OUT_OF_ORDER: UserErrorCode.BONUS_OUT_OF_ORDER,
  NOT_ENOUGH_HERO_POINTS: UserErrorCode.INSUFFICIENT_HERO_POINTS,
};

/** The name a bought entry of the world's item catalogue is recorded under: a weapon's says which weapon ("Small handgun"). */
function shopName(item: Item): string {
  return item.kind === 'ADVANCED_WEAPON' ? `${item.name} ${String(item.details.group).toLowerCase()}` : item.name;
}

/** A character's status in the world as the recruiting rules see him. */
function recruitStatus(memberships: readonly TeamMember[]): RecruitTarget['status'] {
  const current = memberships.find((m) => !LEFT_TEAM.includes(m.status));
  if (current) return current.status === MemberStatus.CAPTURED ? 'CAPTURED' : 'ON_A_TEAM';
  return memberships.some((m) => m.status === MemberStatus.DEAD) ? 'DEAD' : 'FREE';
}

/** The version a member levels up to: his character's version one level above his rank. */
export function nextVersion(rank: Rank, versions: readonly CharacterVersion[], settings: CampaignSettings): CharacterVersion | undefined {
  const nextLevel = levelOfRank(rank, settings) + 1;
  return versions.filter((v) => levelOfRank(v.rank, settings) === nextLevel).sort(byRankPreference)[0];
}

/** The last time the character quit a team, if he did: he returns at that rank, and a plea may follow. */
const lastQuitOf = (memberships: readonly TeamMember[]) => memberships.find((m) => m.status === MemberStatus.QUIT) ?? null;

/** The version a character is enlisted at when none is named: the rank he left a team at, else his first by rank. */
function enlistVersion(versions: readonly CharacterVersion[], memberships: readonly TeamMember[]): CharacterVersion | undefined {
  const leftTeamAtRank = lastQuitOf(memberships)?.rank;
  return versions.find((v) => v.rank === leftTeamAtRank) ?? [...versions].sort(byRankPreference)[0];
}

/** The team as the recruiting rules see it: its leader's points and Attack, its members and its reserve. */
function recruitingTeam(
  team: Team,
  current: readonly TeamMember[],
  leader: TeamMember,
  heroPoints: number,
): Pick<RecruitInput, 'teamId' | 'leader' | 'memberIds' | 'heroPoints'> {
  const leaderVersion = leader.version!;
  return {
    teamId: team.id,
    leader: {
      characterId: leader.characterId,
      rank: leader.rank,
      pointValue: leaderVersion.pointValue,
      attack: startingClickOf(leaderVersion.clicks ?? [], leaderVersion.startingClick)?.attack ?? 0,
    },
    memberIds: current.map((m) => m.characterId),
    heroPoints,
  };
}

/** The character offered at `version`, with his standing in the world (memberships newest first). */
function recruitTarget(
  character: Character,
  version: CharacterVersion,
  versions: readonly CharacterVersion[],
  memberships: readonly TeamMember[],
): RecruitTarget {
  const lastQuit = lastQuitOf(memberships);
  return {
    characterId: character.id,
    name: character.name,
    rank: version.rank,
    pointValue: version.pointValue,
    defense: startingClickOf(version.clicks ?? [], version.startingClick)?.defense ?? 0,
    rookiePointValue: versions.find((v) => v.rank === 'ROOKIE')?.pointValue ?? null,
    status: recruitStatus(memberships),
    leftTeamAtRank: lastQuit?.rank ?? null,
    quit: lastQuit?.quitReason ? { teamId: lastQuit.teamId, reason: lastQuit.quitReason } : null,
  };
}

export class AdvancementService {
  /**
   * The member to act on, his team locked for the rest of the transaction (so spends queue up),
   * after checking the viewer owns the team or is its Creator.
   */
  private static async memberForAction(ctx: RequestContext, memberId: string): Promise<{ team: Team; member: TeamMember } | UserError> {
    requireAccount(ctx.viewer);
    const notFound = userError(UserErrorCode.TEAM_MEMBER_NOT_FOUND, ['memberId'], 'no such team member');
    if (!isUuid(memberId)) return notFound;
    const teamId = await teamIdOfMember(ctx.em, memberId);
    if (!teamId) return notFound;
    const team = (await LedgerService.lockTeam(ctx, teamId))!;
    TeamService.authorizeTeamAction(ctx, team);
    const member = await ctx.em.findOne(TeamMember, { where: { id: memberId }, relations: { character: true, version: { clicks: true } } });
    if (!member || (member.character!.visibility === 'HIDDEN' && !can(ctx.viewer, team.worldId, 'character.readHidden'))) return notFound;
    if (LEFT_TEAM.includes(member.status)) {
      return userError(UserErrorCode.MEMBER_NOT_ON_TEAM, ['memberId'], `${member.character!.name} has left the team (${member.status.toLowerCase()})`);
    }
    return { team, member };
  }

  private static async teamForAction(ctx: RequestContext, teamId: string): Promise<Team | UserError> {
    requireAccount(ctx.viewer);
    const team = await LedgerService.lockTeam(ctx, teamId);
    if (!team) return userError(UserErrorCode.TEAM_NOT_FOUND, ['teamId'], 'no such team');
    TeamService.authorizeTeamAction(ctx, team);
    return team;
  }

  /** Moves a member to the next rank version of his character, for the Hero Points levelUpCost asks. */
  static async levelUp(ctx: RequestContext, input: LevelUpMemberInput): Promise<MemberResult> {
    const found = await AdvancementService.memberForAction(ctx, input.memberId);
    if (found instanceof UserError) return memberRefused([found]);
    const { team, member } = found;
    const settings = await settingsFor(ctx, team.worldId);
    const versions = await ctx.em.find(CharacterVersion, { where: { characterId: member.characterId } });
    let target: CharacterVersion | undefined;
    if (input.versionId) {
      target = versions.find((v) => v.id === input.versionId);
      if (!target) return memberRefused([userError(UserErrorCode.VERSION_NOT_FOUND, ['versionId'], `${member.character!.name} has no such version`)]);
    } else {
      target = nextVersion(member.rank, versions, settings.campaign);
      if (!target) {
        const nextLevel = levelOfRank(member.rank, settings.campaign) + 1;
        return memberRefused([userError(UserErrorCode.NO_NEXT_VERSION, ['memberId'], `${member.character!.name} has no version at level ${nextLevel}`)]);
      }
    }
    const cost = levelUpCost(member.rank, target.rank, target.pointValue, settings.campaign);
    if (!cost.ok) return memberRefused(cost.problems.map((p) => userError(LEVEL_UP_CODES[p.reason], ['versionId'], p.message)));
    const entry = await LedgerService.spend(
      ctx,
      {
        teamId: team.id,
        currency: Currency.HERO_POINTS,
        cost: cost.heroPoints,
        reason: LedgerReason.LEVEL_UP,
        note: `${rankName(member.rank)} to ${rankName(target.rank)}: ${cost.levelHeroPoints} for the levels + ${cost.pointValueHeroPoints} points`,
        source: { type: LedgerSourceType.TEAM_MEMBER, id: member.id },
      },
      ['memberId'],
    );
    if (entry instanceof UserError) return memberRefused([entry]);
    member.versionId = target.id;
    member.version = target;
    member.rank = target.rank;
    await ctx.em.update(TeamMember, { id: member.id }, { versionId: target.id, rank: target.rank });
    return { member, ledgerEntry: entry, userErrors: [] };
  }

  /**
   * Enlists a character: the rules decide whether the team may try, whether he joins at once or
   * the leader pleads (a recorded 2d6 roll), and what it costs. A failed plea is remembered and
   * still costs the Hero Points spent on it.
   */
  static async recruit(ctx: RequestContext, input: RecruitCharacterInput): Promise<RecruitResult> {
    const refused = (userErrors: UserError[]): RecruitResult => ({ member: null, plea: null, roll: null, userErrors });
    const problems = await validateInput(input);
    const team = await AdvancementService.teamForAction(ctx, input.teamId);
    if (team instanceof UserError) return refused([team]);
    if (problems.length) return refused(problems);
    const settings = await settingsFor(ctx, team.worldId);

    const members = await ctx.em.find(TeamMember, { where: { teamId: team.id }, relations: { version: { clicks: true } } });
    const current = members.filter((m) => !LEFT_TEAM.includes(m.status));
    const leader = current.find((m) => m.isLeader);
    const character = isUuid(input.characterId) ? await ctx.em.findOne(Character, { where: { id: input.characterId, worldId: team.worldId } }) : null;
    if (!character || (character.visibility === 'HIDDEN' && !can(ctx.viewer, team.worldId, 'character.readHidden'))) {
      return refused([userError(UserErrorCode.CHARACTER_NOT_FOUND, ['characterId'], 'no such character in this world')]);
    }
    if (!leader) return refused([userError(UserErrorCode.LEADER_NOT_EXPERIENCED, ['teamId'], 'the team has no leader to plead')]);

    const versions = await ctx.em.find(CharacterVersion, { where: { characterId: character.id }, relations: { clicks: true } });
    const memberships = await ctx.em.find(TeamMember, { where: { worldId: team.worldId, characterId: character.id }, order: { joinedAt: 'DESC' } });
    let version: CharacterVersion | undefined;
    if (input.versionId) {
      version = versions.find((v) => v.id === input.versionId);
      if (!version) return refused([userError(UserErrorCode.VERSION_NOT_FOUND, ['versionId'], `${character.name} has no such version`)]);
    } else {
      version = enlistVersion(versions, memberships);
      if (!version) return refused([userError(UserErrorCode.VERSION_NOT_FOUND, ['characterId'], `${character.name} has no version to enlist`)]);
    }
    const recruitInput: RecruitInput = {
      ...recruitingTeam(team, current, leader, await LedgerService.balance(ctx, team.id, Currency.HERO_POINTS)),
      target: recruitTarget(character, version, versions, memberships),
      heroPointsForPlea: input.heroPointsForPlea,
      pleaHistory: await pleaHistory(ctx.em, team.id, character.id),
    };

    const plan = canRecruit(recruitInput, settings.campaign);
    if (!plan.ok) {
      return refused(plan.problems.map((p) => userError(RECRUIT_CODES[p.reason][0], [RECRUIT_CODES[p.reason][1]], p.message)));
    }
    let plea: PleaResult;
    let roll: DiceRoll | null = null;
    if (plan.autoJoins) {
      // Nobody rolls when he joins at once, so no dice are recorded.
      const result = pleaForMembership(recruitInput, createDice(`auto-join:${team.id}:${character.id}`), settings.campaign);
      if (!result.ok) return refused([userError(RECRUIT_CODES[result.reason][0], [RECRUIT_CODES[result.reason][1]], result.message)]);
      plea = result;
    } else {
      const rolled = await RollService.roll(ctx, { worldId: team.worldId, purpose: 'plea-for-membership', subjectId: team.id }, (dice) =>
        pleaForMembership(recruitInput, dice, settings.campaign),
      );
      if (!rolled.result.ok) {
        const r = rolled.result;
        return refused([userError(RECRUIT_CODES[r.reason][0], [RECRUIT_CODES[r.reason][1]], r.message)]);
      }
      plea = rolled.result;
      roll = rolled.roll;
      if (plea.heroPointsSpentOnPlea > 0) {
        await LedgerService.append(ctx, {
          teamId: team.id,
          characterId: character.id,
          currency: Currency.HERO_POINTS,
          amount: -plea.heroPointsSpentOnPlea,
          reason: LedgerReason.RECRUIT,
          note: `Plea for membership: +${plan.attackBonus} Attack`,
          source: { type: LedgerSourceType.DICE_ROLL, id: roll.id },
        });
      }
    }

    if (!plea.joined) {
      if (plea.pleaRecord && roll) {
        await insertPlea(ctx.em, { teamId: team.id, characterId: character.id, ...plea.pleaRecord, rollId: roll.id });
      }
      return { member: null, plea, roll, userErrors: [] };
    }
    const enlisted = versions.find((v) => v.rank === plea.enlistRank) ?? version;
    let member: TeamMember;
    try {
      member = await ctx.em.save(
        ctx.em.create(TeamMember, {
          teamId: team.id,
          worldId: team.worldId,
          characterId: character.id,
          versionId: enlisted.id,
          rank: plea.enlistRank,
          isLeader: false,
          status: MemberStatus.ACTIVE,
          featIds: [],
          bonuses: [],
          skills: {},
          injuries: [],
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error, 'team_member_one_team')) throw error;
      return refused([userError(UserErrorCode.CHARACTER_ON_A_TEAM, ['characterId'], `${character.name} has just joined another team`)]);
    }
    if (plea.enlistCost > 0) {
      await LedgerService.append(ctx, {
        teamId: team.id,
        currency: Currency.HERO_POINTS,
        amount: -plea.enlistCost,
        reason: LedgerReason.RECRUIT,
        note: 'Enlisted',
        source: { type: LedgerSourceType.TEAM_MEMBER, id: member.id },
      });
    }
    return { member, plea, roll, userErrors: [] };
  }

  /**
   * A page of the world's characters, each with what canRecruit says of him for this team now:
   * whether the team may enlist him, whether he joins without a plea, and every reason it may not.
   */
  static async recruitOptions(ctx: RequestContext, team: Team, args: PageArgs): Promise<Page<RecruitOptionResult>> {
    const world = (await ctx.loaders.worldById.load(team.worldId))!;
    const page = await CharacterService.list(ctx, { world: world.slug, first: args.first, after: args.after }, { versions: true, clicks: true });
    const ids = page.nodes.map((c) => c.id);
    const [settings, members, memberships, pleas, heroPoints] = await Promise.all([
      settingsFor(ctx, team.worldId),
      ctx.em.find(TeamMember, { where: { teamId: team.id }, relations: { version: { clicks: true } } }),
      ctx.em.find(TeamMember, { where: { worldId: team.worldId, characterId: In(ids) }, order: { joinedAt: 'DESC' } }),
      pleaHistories(ctx.em, team.id, ids),
      LedgerService.balance(ctx, team.id, Currency.HERO_POINTS),
    ]);
    const current = members.filter((m) => !LEFT_TEAM.includes(m.status));
    const leader = current.find((m) => m.isLeader);
    const teamSide = leader && recruitingTeam(team, current, leader, heroPoints);
    const membershipsOf = groupBy(ids, memberships, (m) => m.characterId);
    const option = (character: Character, index: number): RecruitOptionResult => {
      const versions = character.versions!;
      const own = membershipsOf[index];
      const version = enlistVersion(versions, own) ?? null;
      if (!teamSide || !version) {
        const refusal = !teamSide ? 'the team has no leader to plead' : `${character.name} has no version to enlist`;
        return { character, version, allowed: false, joinsWithoutPlea: false, refusals: [refusal] };
      }
      const plan = canRecruit(
        { ...teamSide, target: recruitTarget(character, version, versions, own), heroPointsForPlea: 0, pleaHistory: pleas[index] },
        settings.campaign,
      );
      return plan.ok
        ? { character, version, allowed: true, joinsWithoutPlea: plan.autoJoins, refusals: [] }
        : { character, version, allowed: false, joinsWithoutPlea: false, refusals: plan.problems.map((p) => p.message) };
    };
    const options = new Map(page.nodes.map((c, i) => [c.id, option(c, i)]));
    return { ...page, nodes: page.nodes.map((c) => options.get(c.id)!), edges: page.edges.map((e) => ({ cursor: e.cursor, node: options.get(e.node.id)! })) };
  }

  /** Buys a feat for a member (validateFeatAssignment: prerequisite on the dial, at most 3, no duplicate, priced, affordable). */
  static async assignFeat(ctx: RequestContext, input: MemberFeatInput): Promise<MemberResult> {
    const found = await AdvancementService.memberForAction(ctx, input.memberId);
    if (found instanceof UserError) return memberRefused([found]);
    const { team, member } = found;
    // The world's feat as the Creator left it: his name, prerequisites and price.
    const worldFeat = await ctx.em.findOne(Feat, { where: { worldId: team.worldId, catalogueId: input.featId } });
    if (!worldFeat) return memberRefused([userError(UserErrorCode.FEAT_NOT_FOUND, ['featId'], `there is no feat "${input.featId}"`)]);
    const feat = featData(worldFeat);
    const settings = await settingsFor(ctx, team.worldId);
    const allowed = validateFeatAssignment(
      { featIds: member.featIds, clicks: (member.version!.clicks ?? []).map(rulesClick) },
      feat,
      { teamHeroPoints: await LedgerService.balance(ctx, team.id, Currency.HERO_POINTS), maxFeatsPerCharacter: settings.maxFeatsPerCharacter },
      settings.feats,
    );
    if (!allowed.ok) return memberRefused([userError(FEAT_CODES[allowed.reason], ['featId'], allowed.message)]);
    const entry = await LedgerService.spend(
      ctx,
      {
        teamId: team.id,
        currency: Currency.HERO_POINTS,
        cost: allowed.cost,
        reason: LedgerReason.FEAT,
        note: `Feat: ${feat.name}`,
        source: { type: LedgerSourceType.TEAM_MEMBER, id: member.id },
      },
      ['featId'],
    );
    if (entry instanceof UserError) return memberRefused([entry]);
    member.featIds = [...member.featIds, feat.id];
    await ctx.em.update(TeamMember, { id: member.id }, { featIds: member.featIds });
    return { member, ledgerEntry: entry.amount ? entry : null, userErrors: [] };
  }

  /** Takes a feat off a member; what was paid for it is not refunded. */
  static async removeFeat(ctx: RequestContext, input: MemberFeatInput): Promise<MemberResult> {
    const found = await AdvancementService.memberForAction(ctx, input.memberId);
    if (found instanceof UserError) return memberRefused([found]);
    const { member } = found;
    if (!member.featIds.includes(input.featId)) {
      return memberRefused([userError(UserErrorCode.FEAT_NOT_ASSIGNED, ['featId'], `${member.character!.name} does not have "${input.featId}"`)]);
    }
    member.featIds = member.featIds.filter((id) => id !== input.featId);
    await ctx.em.update(TeamMember, { id: member.id }, { featIds: member.featIds });
    return { member, ledgerEntry: null, userErrors: [] };
  }

  /** Buys a bonus from the row of the member's rank (canBuyBonus). */
  static async buyBonus(ctx: RequestContext, input: BuyBonusInput): Promise<MemberResult> {
    const found = await AdvancementService.memberForAction(ctx, input.memberId);
    if (found instanceof UserError) return memberRefused([found]);
    const { team, member } = found;
    const settings = await settingsFor(ctx, team.worldId);
    const allowed = canBuyBonus({ rank: member.rank, bonuses: member.bonuses }, input.tier, {
      heroPointsAvailable: await LedgerService.balance(ctx, team.id, Currency.HERO_POINTS),
      settings: settings.bonuses,
    });
    if (!allowed.ok) return memberRefused([userError(BONUS_CODES[allowed.reason], ['tier'], allowed.message)]);
    const entry = await LedgerService.spend(
      ctx,
      {
        teamId: team.id,
        currency: Currency.HERO_POINTS,
        cost: allowed.cost,
        reason: LedgerReason.BONUS,
        note: `Bonus: ${allowed.bonus.text}`,
        source: { type: LedgerSourceType.TEAM_MEMBER, id: member.id },
      },
      ['tier'],
    );
    if (entry instanceof UserError) return memberRefused([entry]);
    member.bonuses = [...member.bonuses, { rank: allowed.bonus.rank, tier: allowed.bonus.tier, cost: allowed.cost, text: allowed.bonus.text }];
    await ctx.em.update(TeamMember, { id: member.id }, { bonuses: member.bonuses });
    return { member, ledgerEntry: entry, userErrors: [] };
  }

  /** Puts Non-Combat Skill points into a skill: 10 per level, cumulative; they cost no Hero Points. */
  static async allocateSkillPoints(ctx: RequestContext, input: AllocateSkillPointsInput): Promise<MemberResult> {
    const problems = await validateInput(input);
    const found = await AdvancementService.memberForAction(ctx, input.memberId);
    if (found instanceof UserError) return memberRefused([found]);
    if (problems.length) return memberRefused(problems);
    const { team, member } = found;
    const skill = findSkill(input.skillId);
    if (!skill) return memberRefused([userError(UserErrorCode.SKILL_NOT_FOUND, ['skillId'], `there is no skill "${input.skillId}"`)]);
    const settings = await settingsFor(ctx, team.worldId);
    const budget = NON_COMBAT_SKILL_POINTS_PER_LEVEL * levelOfRank(member.rank, settings.campaign);
    const spent = Object.values(member.skills).reduce((sum, points) => sum + points, 0);
    if (spent + input.points > budget) {
      return memberRefused([
        userError(UserErrorCode.SKILL_POINTS_EXCEEDED, ['points'], `${member.character!.name} has ${budget - spent} of ${budget} skill points left`),
      ]);
    }
    member.skills = { ...member.skills, [skill.id]: (member.skills[skill.id] ?? 0) + input.points };
    await ctx.em.update(TeamMember, { id: member.id }, { skills: member.skills });
    return { member, ledgerEntry: null, userErrors: [] };
  }

  /** Buys an item or advanced weapon for the team with cash. */
  static async buyItem(ctx: RequestContext, input: BuyItemInput): Promise<ItemResult> {
    const refused = (userErrors: UserError[]): ItemResult => ({ item: null, ledgerEntry: null, userErrors });
    const problems = await validateInput(input);
    const team = await AdvancementService.teamForAction(ctx, input.teamId);
    if (team instanceof UserError) return refused([team]);
    if (problems.length) return refused(problems);
    // The world's catalogue, where the Creator sets the prices; no price means not for sale.
    const shopItem = await ctx.em.findOne(Item, { where: { worldId: team.worldId, catalogueId: input.itemId } });
    if (!shopItem) return refused([userError(UserErrorCode.ITEM_NOT_FOUND, ['itemId'], `there is no item "${input.itemId}"`)]);
    const name = shopName(shopItem);
    const price = shopItem.price;
    if (price === null) {
      return refused([userError(UserErrorCode.ITEM_NOT_PRICED, ['itemId'], `${name} is not for sale in this world: it has no price`)]);
    }
    const available = await LedgerService.balance(ctx, team.id, Currency.CASH);
    if (available < price) {
      return refused([userError(UserErrorCode.INSUFFICIENT_CASH, ['itemId'], `${name} costs $${price}; the team has $${available}`)]);
    }
    const viewer = requireAccount(ctx.viewer);
    const item = await ctx.em.save(ctx.em.create(TeamItem, { teamId: team.id, itemId: shopItem.catalogueId, name, price, boughtBy: viewer.accountId }));
    if (price === 0) return { item, ledgerEntry: null, userErrors: [] };
    const entry = await LedgerService.append(ctx, {
      teamId: team.id,
      currency: Currency.CASH,
      amount: -price,
      reason: LedgerReason.ITEM,
      note: name,
      source: { type: LedgerSourceType.TEAM_ITEM, id: item.id },
    });
    return { item, ledgerEntry: entry, userErrors: [] };
  }
}
