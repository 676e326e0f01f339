import { GlobalIdOf } from '../common/global-id';
import { ArrayMaxSize, IsOptional, IsUUID, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { OrderInput, PageArgs } from '../common/pagination';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';
import { AwardCurrency, Currency, LedgerOrderField, TeamAlignment, TeamOrderField } from './team.enums';

const NOT_FOUND_CHARACTER = code(UserErrorCode.CHARACTER_NOT_FOUND, 'no such character');

@InputType({ description: "A new team: founders picked from the world's characters, the leader among them." })
export class CreateTeamInput {
  @Field(() => String, { description: 'Slug of the world.' })
  world: string;

  @Field(() => String, { description: "The team's name, 1 to 80 characters; unique within the world (TEAM_NAME_TAKEN)." }) @Length(1, 80) name: string;

  @Field(() => TeamAlignment, { description: 'Hero or villain; fixed for the life of the team.' }) alignment: TeamAlignment;

  @Field(() => ID, { description: 'The founder who leads: he is given Leadership and may not have Battle Fury.' })
  @IsUUID('all', NOT_FOUND_CHARACTER)
  @GlobalIdOf('Character')
  leaderCharacterId: string;

  @Field(() => [ID], {
    description:
      "Every founder, the leader included or not (he is added); Rookie versions, at most the world's maxFoundingMembers (3 by the rules, up to 100).",
  })
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, ...NOT_FOUND_CHARACTER })
  @GlobalIdOf('Character')
  founderCharacterIds: string[];

  @Field(() => Boolean, { defaultValue: false, description: 'Run by several players: starts with the larger Hero Point reserve.' })
  severalPlayers: boolean;
}

@InputType({ description: 'Moves a member up to the next rank version of his character.' })
export class LevelUpMemberInput {
  @Field(() => ID, { description: 'The team member to move up (TeamMember.id).' }) @GlobalIdOf('TeamMember') memberId: string;

  @Field(() => ID, { nullable: true, description: "The version to move to; by default the next level's version of the same character." })
  @IsOptional()
  @GlobalIdOf('CharacterVersion')
  versionId?: string | null;
}

@InputType({
  description: 'Asks a character of the world to join a team: he joins at once when worth less than the leader, else the leader pleads with a roll.',
})
export class RecruitCharacterInput {
  @Field(() => ID, { description: 'The team that recruits; the caller must own it (or be the Creator).' }) @GlobalIdOf('Team') teamId: string;
  @Field(() => ID, { description: 'The character asked to join; not one already on this team (ALREADY_ON_TEAM).' })
  @GlobalIdOf('Character')
  characterId: string;

  @Field(() => ID, { nullable: true, description: 'The version to enlist; by default his Rookie (or the rank he left a team at).' })
  @IsOptional()
  @GlobalIdOf('CharacterVersion')
  versionId?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'Hero Points the leader spends to raise his Attack for the plea (steps of 50).' })
  @Min(0, code(UserErrorCode.PLEA_SPEND_INVALID, 'must be 0 or more'))
  @Max(10000, code(UserErrorCode.PLEA_SPEND_INVALID))
  heroPointsForPlea: number;
}

@InputType({ description: "A feat of the world's catalogue, and the member who gets it or loses it." })
export class MemberFeatInput {
  @Field(() => ID, { description: 'The team member (TeamMember.id).' }) @GlobalIdOf('TeamMember') memberId: string;
  @Field(() => String, { description: 'Feat id from the catalogue, e.g. "all-out".' }) @Length(1, 80) featId: string;
}

@InputType({ description: 'A bonus bought for a member from the row of the bonuses table for his rank, with Hero Points.' })
export class BuyBonusInput {
  @Field(() => ID, { description: 'The team member (TeamMember.id).' }) @GlobalIdOf('TeamMember') memberId: string;

  @Field(() => Int, { description: "Tier 1-4 of the row of the member's rank." })
  tier: number;
}

@InputType({ description: 'Puts Non-Combat Skill points (10 per level) into one skill.' })
export class AllocateSkillPointsInput {
  @Field(() => ID, { description: 'The team member (TeamMember.id); he must have that many points left.' }) @GlobalIdOf('TeamMember') memberId: string;
  @Field(() => String, { description: 'Skill id, e.g. "criminology".' }) @Length(1, 80) skillId: string;

  @Field(() => Int, { description: 'Points to add (1 or more).' })
  @Min(1)
  @Max(100)
  points: number;
}

@InputType({ description: "An item or weapon of the world's catalogue bought for a team with its cash." })
export class BuyItemInput {
  @Field(() => ID, { description: 'The team that buys; the caller must own it (or be the Creator).' }) @GlobalIdOf('Team') teamId: string;
  @Field(() => String, {
    description: 'The `catalogueId` of an entry of the world\'s `items` with a price, e.g. "stim-pack", "handgun-small"; it costs that price.',
  })
  @Length(1, 80)
  itemId: string;
}

@InputType({ description: 'Bonus Hero Points or cash from the Creator, with the reason.' })
export class GrantAwardInput {
  @Field(() => ID, { description: 'The team that receives the award.' }) @GlobalIdOf('Team') teamId: string;
  @Field(() => AwardCurrency, { description: 'Hero Points or cash.' }) currency: AwardCurrency;

  @Field(() => Int, { description: 'How much to add, 1 to 1,000,000 (Hero Points, or $ for cash).' })
  @Min(1)
  @Max(1_000_000)
  amount: number;

  @Field(() => String, { description: 'Why it is awarded, 1 to 500 characters; kept on the ledger entry.' }) @Length(1, 500) note: string;
}

@InputType({ description: 'Reverses a ledger entry with a new CORRECTION entry; the original stays.' })
export class CorrectLedgerEntryInput {
  @Field(() => ID, { description: 'The ledger entry to reverse (LedgerEntry.id).' }) @GlobalIdOf('LedgerEntry') entryId: string;
  @Field(() => String, { description: 'Why it is corrected.' }) @Length(1, 500) note: string;
}

@InputType({ description: 'Every condition given must hold.' })
export class TeamFilter {
  @Field(() => TeamAlignment, { nullable: true, description: 'Only hero teams, or only villain teams.' }) alignment?: TeamAlignment | null;

  @Field(() => ID, { nullable: true, description: 'Account id of the owner.' })
  @IsOptional()
  @GlobalIdOf('Account')
  owner?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' })
  @IsOptional()
  @MaxLength(80)
  name?: string | null;
}

@InputType({ description: 'An order of teams: a field and its direction; ties are broken by id.' })
export class TeamOrder extends OrderInput(TeamOrderField, 'Team') {}

@InputType({ description: 'An order of a ledger: a field and its direction; ties are broken by the order entries were written.' })
export class LedgerOrder extends OrderInput(LedgerOrderField, 'Ledger') {}

/** A world's teams: `World.teams`, and `teams` with the world named. */
@ArgsType()
export class WorldTeamsArgs extends PageArgs {
  @Field(() => TeamFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: TeamFilter | null;

  @Field(() => TeamOrder, { nullable: true, description: 'The order of the list; by name (NAME ASC) when left out.' })
  orderBy?: TeamOrder | null;
}

@ArgsType()
export class TeamsArgs extends WorldTeamsArgs {
  @Field(() => String, { description: 'World slug.' })
  world: string;
}

/** A team's ledger: `Team.history`, and `teamHistory` with the team named. */
@ArgsType()
export class TeamLedgerArgs extends PageArgs {
  @Field(() => Currency, { nullable: true, description: 'Only entries of this currency.' })
  currency?: Currency | null;

  @Field(() => LedgerOrder, { nullable: true, description: 'The order of the ledger; newest first (CREATED_AT DESC) when left out.' })
  orderBy?: LedgerOrder | null;
}

@ArgsType()
export class TeamHistoryArgs extends TeamLedgerArgs {
  @Field(() => ID) @GlobalIdOf('Team') teamId: string;
}
