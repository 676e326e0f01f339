import { ArrayMaxSize, ArrayMinSize, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../common/pagination';
import { UserErrorCode } from '../common/user-error';
import { code } from '../common/validation';
import { TeamAlignment } from '../teams/team.enums';
import { AttackKindEnum, MapType, MatchEventType, MatchRuleset, MatchStatus } from './match.enums';

@InputType({ description: 'One side: a team with the members taking part, or an NPC force of character versions.' })
export class MatchSideInput {
  @Field(() => TeamAlignment, { description: 'Heroes or villains.' }) alignment: TeamAlignment;

  @Field(() => ID, { nullable: true, description: 'The team playing this side; leave out for an NPC force.' })
  @IsOptional()
  @IsUUID('all', code(UserErrorCode.TEAM_NOT_FOUND, 'no such team'))
  teamId?: string | null;

  @Field(() => [ID], { defaultValue: [], description: 'Members of the team taking part (active members only).' })
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, ...code(UserErrorCode.TEAM_MEMBER_NOT_FOUND, 'no such member') })
  teamMemberIds: string[];

  @Field(() => [ID], { defaultValue: [], description: 'NPC force: character versions of the world, one figure each.' })
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, ...code(UserErrorCode.VERSION_NOT_FOUND, 'no such character version') })
  versionIds: string[];
}

@InputType({ description: 'A new match in a world.' })
export class CreateMatchInput {
  @Field(() => String, { description: 'Slug of the world.' })
  world: string;

  @Field(() => MatchRuleset, { defaultValue: MatchRuleset.CLIX_CAMPAIGN, description: 'The rules the match is played under.' })
  ruleset: MatchRuleset;

  @Field(() => String, { nullable: true, description: "Catalogue id of one of the world's scenarios, e.g. \"BANK_ROBBERY\"." })
  @IsOptional()
  scenarioId?: string | null;

  @Field(() => ID, { nullable: true, description: 'An OPEN league of the world the match counts for; every team side must be a team of it.' })
  @IsOptional()
  @IsUUID('all', code(UserErrorCode.LEAGUE_NOT_FOUND, 'no such league'))
  leagueId?: string | null;

  @Field(() => [MatchSideInput], { description: 'The sides, 2 to 8; their order gives their positions.' })
  @ArrayMinSize(2, code(UserErrorCode.TOO_FEW_SIDES, 'a match needs at least 2 sides'))
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  sides: MatchSideInput[];

  @Field(() => Int, { description: 'Build total in points each side plays to (1-10000).' }) @Min(1) @Max(10000) buildTotal: number;

  @Field(() => Boolean, { defaultValue: false, description: 'A training mission: each member earns a quarter of his points, nothing else.' }) trainingMission: boolean;

  @Field(() => MapType, { defaultValue: MapType.CITY, description: 'The map played on.' }) mapType: MapType;
}

@InputType({ description: 'What happened. Which fields matter depends on the type.' })
export class MatchEventInput {
  @Field(() => MatchEventType, { description: 'What happened.' }) type: MatchEventType;

  @Field(() => ID, {
    nullable: true,
    description:
      'The figure concerned: the attacker, the one damaged or healed... BYSTANDER_SAVED / BYSTANDER_HURT / PROPERTY_DESTROYED / OBJECTIVE_MET: optional, the figure whose side it counts for at resolution (left out: it counts for nobody unless the resolution outcome assigns it).',
  })
  @IsOptional()
  figureId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'DAMAGE / KO / CRITICAL_CONDITION: the figure that dealt it, so hand-entered damage counts as its defeat (leave out for pushing or self-damage: nobody). CAPTURE: the captor.',
  })
  @IsOptional()
  byFigureId?: string | null;

  @Field(() => [ID], { defaultValue: [], description: 'ATTACK: the target figures.' })
  @ArrayMaxSize(10)
  targetFigureIds: string[];

  @Field(() => AttackKindEnum, { nullable: true, description: 'ATTACK: close or ranged.' })
  @IsOptional()
  attackKind?: AttackKindEnum | null;

  @Field(() => Int, { defaultValue: 1, description: 'ATTACK: squares from the attacker to the targets (1: adjacent).' })
  @Min(1)
  @Max(100)
  distance: number;

  @Field(() => Int, { nullable: true, description: 'DAMAGE / HEAL: clicks.' })
  @IsOptional()
  @Min(0)
  @Max(30)
  clicks?: number | null;

  @Field(() => Int, { nullable: true, description: 'The position of the side recording the event (END_TURN: the side whose turn ends); left out: the side of `figureId`, else the side to act. Only the side to act may act or end its turn.' })
  @IsOptional()
  @Min(0)
  side?: number | null;

  @Field(() => [Int], { nullable: true, description: 'ATTACK: dice rolled at the table, entered by hand; leave out to let the server roll.' })
  @IsOptional()
  @ArrayMaxSize(20)
  forcedDice?: number[] | null;

  @Field(() => Int, { nullable: true, description: 'REVERSAL: the sequence number of the event to undo.' })
  @IsOptional()
  @Min(1)
  reversesSequence?: number | null;

  @Field(() => String, { nullable: true, description: 'Free words for the log.' })
  @IsOptional()
  note?: string | null;
}

@InputType({ description: 'An event to append to a match log.' })
export class RecordMatchEventInput {
  @Field(() => ID, { description: 'The match.' }) matchId: string;

  @Field(() => MatchEventInput, { description: 'What happened.' })
  @ValidateNested()
  event: MatchEventInput;
}

@ArgsType()
export class MatchesArgs extends PageArgs {
  @Field(() => String, { description: 'Slug of the world.' }) world: string;

  @Field(() => MatchStatus, { nullable: true, description: 'Only matches in this status.' })
  status?: MatchStatus | null;
}

@ArgsType()
export class MatchEventsArgs extends PageArgs {
  @Field(() => ID) matchId: string;

  @Field(() => MatchEventType, { nullable: true, description: 'Only events of this type.' })
  type?: MatchEventType | null;
}
