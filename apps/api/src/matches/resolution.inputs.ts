import { GlobalIdOf } from '../common/global-id';
import { ArrayMaxSize, IsIn, IsOptional, IsUUID, Length, Max, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';

/** Objectives a scenario's scoring lines can ask for (ids of the rules' ScenarioObjective). */
export const SCENARIO_OBJECTIVES = [
  'ROBBERY_FOILED',
  'ROBBERY_DISRUPTED',
  'ARTIFACT_RECOVERED',
  'SNITCH_SAVED',
  'BOMB_DISARMED',
  'PORTAL_DESTROYED',
  'CRYPT_CLEARED',
  'VORTEX_DESTROYED',
  'BROKE_OUT_CAPTIVES',
  'BROKEN_OUT_BY_ALLIES',
] as const;

@InputType({ description: "What one side did that the log cannot know. Counts add to what the log attributes to the side's figures." })
export class SideOutcomeInput {
  @Field(() => Int, { description: 'Position of the side in the match.' })
  @Min(0)
  @Max(7)
  position: number;

  @Field(() => String, { nullable: true, description: "WON or LOST: whether this side achieved the scenario's goal; leave out when no scenario was played." })
  @IsOptional()
  @IsIn(['WON', 'LOST'], code(UserErrorCode.INVALID_VALUE, 'WON or LOST'))
  scenarioOutcome?: 'WON' | 'LOST' | null;

  @Field(() => Boolean, { defaultValue: false, description: 'This team was responsible for the scenario win (the second 25 Hero Points).' })
  teamResponsible: boolean;

  @Field(() => ID, { nullable: true, description: "The member personally responsible for the scenario's success (+2 Achievement Points)." })
  @IsOptional()
  @IsUUID('all', code(UserErrorCode.TEAM_MEMBER_NOT_FOUND, 'no such member'))
  @GlobalIdOf('TeamMember')
  responsibleMemberId?: string | null;

  @Field(() => [String], { defaultValue: [], description: 'Scenario objectives this side met, e.g. ROBBERY_FOILED.' })
  @ArrayMaxSize(10)
  @IsIn([...SCENARIO_OBJECTIVES], { each: true, ...code(UserErrorCode.INVALID_VALUE, 'not a scenario objective') })
  objectivesMet: string[];

  @Field(() => Int, { defaultValue: 0, description: 'Bystanders saved by this side, beyond the BYSTANDER_SAVED events attributed to its figures.' })
  @Min(0)
  @Max(100)
  bystandersSaved: number;

  @Field(() => Int, { defaultValue: 0, description: 'Bystanders hurt by this side, beyond the attributed BYSTANDER_HURT events.' })
  @Min(0)
  @Max(100)
  bystandersHurt: number;

  @Field(() => Int, { defaultValue: 0, description: 'Public property destroyed by this side, beyond the attributed PROPERTY_DESTROYED events.' })
  @Min(0)
  @Max(100)
  propertyDestroyed: number;

  @Field(() => Int, { nullable: true, description: 'Scenario fact: hostages saved.' }) @IsOptional() @Min(0) @Max(1000) hostagesSaved?: number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: hostages KOed by this team.' }) @IsOptional() @Min(0) @Max(1000) hostagesKOdByTeam?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: hostages KOed by the villains.' }) @IsOptional() @Min(0) @Max(1000) hostagesKOdByVillains?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: hostages taken by the villains.' })
  @IsOptional()
  @Min(0)
  @Max(1000)
  hostagesTakenByVillains?: number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: members rescuing innocents.' }) @IsOptional() @Min(0) @Max(1000) membersRescuingInnocents?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: members not attempting the goal.' }) @IsOptional() @Min(0) @Max(1000) membersNotAttempting?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: escapees recaptured.' }) @IsOptional() @Min(0) @Max(1000) escapeesRecaptured?: number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: escapees in all.' }) @IsOptional() @Min(0) @Max(1000) escapeesTotal?: number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: monsters that escaped.' }) @IsOptional() @Min(0) @Max(1000) monstersEscaped?: number | null;
  @Field(() => Int, { nullable: true, description: 'Scenario fact: enemy points KOed without a hostage KO.' })
  @IsOptional()
  @Min(0)
  @Max(100000)
  enemyPointsKOdWithoutHostageKO?: number | null;
  @Field(() => Int, { nullable: true, description: "Scenario fact: this team's points wounded by the bomb." })
  @IsOptional()
  @Min(0)
  @Max(100000)
  ownPointsWoundedByBomb?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: 'In Over Your Head: this side ran away.' })
  ranAway: boolean;

  @Field(() => Int, { defaultValue: 0, description: 'HorrorClix: victims killed.' })
  @Min(0)
  @Max(100)
  victimsKilled: number;

  @Field(() => Int, { defaultValue: 0, description: 'HorrorClix: plot-twist (and subplot) points.' })
  @Min(-1000)
  @Max(1000)
  plotTwistPoints: number;
}

@InputType({ description: 'What the event log cannot know about how a match ended.' })
export class MatchOutcomeInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'Position of the winning side; leave out for a draw. 2003, Alpha (once 5 KO points are reached) and HorrorClix decide the winner from their scores instead.',
  })
  @IsOptional()
  @Min(0)
  @Max(7)
  winningSide?: number | null;

  @Field(() => [SideOutcomeInput], { defaultValue: [], description: 'Per-side facts; sides left out did nothing the log cannot see.' })
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  sides: SideOutcomeInput[];

  @Field(() => Int, {
    nullable: true,
    description: "The scenario's difficulty, 5-10: the prestige of winning or losing it (the world's default when left out).",
  })
  @IsOptional()
  @Min(5, code(UserErrorCode.INVALID_VALUE, 'a scenario is worth 5 to 10'))
  @Max(10, code(UserErrorCode.INVALID_VALUE, 'a scenario is worth 5 to 10'))
  scenarioDifficulty?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rounds played; left out: the END_TURN events of the log divided by the number of sides, rounded up.' })
  @IsOptional()
  @Min(0)
  @Max(1000)
  roundsPlayed?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: 'The random scenario generator gave "In Over Your Head".' })
  inOverYourHead: boolean;
}

@InputType({ description: 'Resolve a finished match, exactly once.' })
export class ResolveMatchInput {
  @Field(() => ID, { description: 'The match to resolve.' }) @GlobalIdOf('Match') matchId: string;

  @Field(() => String, {
    nullable: true,
    deprecationReason:
      'Send the Idempotency-Key HTTP header instead (docs/api.md, "Idempotent retries"); this field is read as that header when the header is absent.',
    description: 'Deprecated: the Idempotency-Key header, given as an input field (the header wins when both are sent).',
  })
  @IsOptional()
  @Length(1, 200, code(UserErrorCode.INVALID_VALUE, 'an idempotency key has 1 to 200 characters'))
  idempotencyKey?: string | null;

  @Field(() => MatchOutcomeInput, { description: 'What the log cannot know: winner, scenario results, facts.' })
  @ValidateNested()
  outcome: MatchOutcomeInput;
}

@InputType({ description: 'Preview a resolution: the same computation as resolveMatch, nothing written.' })
export class PreviewMatchResolutionInput {
  @Field(() => ID, { description: 'The match to preview.' }) @GlobalIdOf('Match') matchId: string;

  @Field(() => MatchOutcomeInput, { description: 'The outcome, as it would be given to resolveMatch.' })
  @ValidateNested()
  outcome: MatchOutcomeInput;
}

@InputType({ description: "Void a match: a resolution is reversed (ledger corrections, members' fields restored)." })
export class VoidMatchInput {
  @Field(() => ID, { description: 'The match to void.' }) @GlobalIdOf('Match') matchId: string;

  @Field(() => String, { description: 'Why it is voided (kept with the resolution).' })
  @Length(1, 500, code(UserErrorCode.INVALID_VALUE, 'give a reason of 1 to 500 characters'))
  reason: string;
}
