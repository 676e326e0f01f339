import { ArrayMaxSize, IsOptional, IsUUID, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../common/pagination';
import { UserErrorCode } from '../common/user-error';
import { code } from '../common/validation';
import { AwardCurrency, Currency, TeamAlignment } from './team.enums';

const NOT_FOUND_CHARACTER = code(UserErrorCode.CHARACTER_NOT_FOUND, 'no such character');

@InputType({ description: 'A new team: founders picked from the world\'s characters, the leader among them.' })
export class CreateTeamInput {
  @Field(() => String, { description: 'Slug of the world.' })
  world: string;

  @Field(() => String) @Length(1, 80) name: string;

  @Field(() => TeamAlignment) alignment: TeamAlignment;

  @Field(() => ID, { description: 'The founder who leads: he is given Leadership and may not have Battle Fury.' })
  @IsUUID('all', NOT_FOUND_CHARACTER)
  leaderCharacterId: string;

  @Field(() => [ID], { description: 'Every founder, the leader included or not (he is added); Rookie versions, at most 3.' })
  @ArrayMaxSize(10)
  @IsUUID('all', { each: true, ...NOT_FOUND_CHARACTER })
  founderCharacterIds: string[];

  @Field(() => Boolean, { defaultValue: false, description: 'Run by several players: starts with the larger Hero Point reserve.' })
  severalPlayers: boolean;
}

@InputType({ description: 'Moves a member up to the next rank version of his character.' })
export class LevelUpMemberInput {
  @Field(() => ID) memberId: string;

  @Field(() => ID, { nullable: true, description: 'The version to move to; by default the next level\'s version of the same character.' })
  @IsOptional()
  versionId?: string | null;
}

@InputType()
export class RecruitCharacterInput {
  @Field(() => ID) teamId: string;
  @Field(() => ID) characterId: string;

  @Field(() => ID, { nullable: true, description: 'The version to enlist; by default his Rookie (or the rank he left a team at).' })
  @IsOptional()
  versionId?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'Hero Points the leader spends to raise his Attack for the plea (steps of 50).' })
  @Min(0, code(UserErrorCode.PLEA_SPEND_INVALID, 'must be 0 or more'))
  @Max(10000, code(UserErrorCode.PLEA_SPEND_INVALID))
  heroPointsForPlea: number;
}

@InputType()
export class MemberFeatInput {
  @Field(() => ID) memberId: string;
  @Field(() => String, { description: 'Feat id from the catalogue, e.g. "all-out".' }) @Length(1, 80) featId: string;
}

@InputType()
export class BuyBonusInput {
  @Field(() => ID) memberId: string;

  @Field(() => Int, { description: 'Tier 1-4 of the row of the member\'s rank.' })
  tier: number;
}

@InputType({ description: 'Puts Non-Combat Skill points (10 per level) into one skill.' })
export class AllocateSkillPointsInput {
  @Field(() => ID) memberId: string;
  @Field(() => String, { description: 'Skill id, e.g. "criminology".' }) @Length(1, 80) skillId: string;

  @Field(() => Int, { description: 'Points to add (1 or more).' })
  @Min(1)
  @Max(100)
  points: number;
}

@InputType()
export class BuyItemInput {
  @Field(() => ID) teamId: string;
  @Field(() => String, { description: 'Item or advanced weapon id, e.g. "stim-pack", "handgun-small".' }) @Length(1, 80) itemId: string;
}

@InputType({ description: 'Bonus Hero Points or cash from the Creator, with the reason.' })
export class GrantAwardInput {
  @Field(() => ID) teamId: string;
  @Field(() => AwardCurrency) currency: AwardCurrency;

  @Field(() => Int)
  @Min(1)
  @Max(1_000_000)
  amount: number;

  @Field(() => String) @Length(1, 500) note: string;
}

@InputType({ description: 'Reverses a ledger entry with a new CORRECTION entry; the original stays.' })
export class CorrectLedgerEntryInput {
  @Field(() => ID) entryId: string;
  @Field(() => String, { description: 'Why it is corrected.' }) @Length(1, 500) note: string;
}

@InputType({ description: 'Every condition given must hold.' })
export class TeamFilter {
  @Field(() => TeamAlignment, { nullable: true }) alignment?: TeamAlignment | null;

  @Field(() => ID, { nullable: true, description: 'Account id of the owner.' })
  @IsOptional()
  owner?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' })
  @IsOptional()
  @MaxLength(80)
  name?: string | null;
}

@ArgsType()
export class TeamsArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' })
  world: string;

  @Field(() => TeamFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: TeamFilter | null;
}

@ArgsType()
export class TeamHistoryArgs extends PageArgs {
  @Field(() => ID) teamId: string;

  @Field(() => Currency, { nullable: true, description: 'Only entries of this currency.' })
  currency?: Currency | null;
}
