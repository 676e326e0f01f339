import { GlobalIdOf } from '../common/global-id';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsUUID, Length, MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { OrderInput, PageArgs } from '../common/pagination';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';
import { TeamAlignment } from '../teams/team.enums';
import { LeagueOrderField, LeagueStatus, LeagueTieBreakerEnum, PrestigeTableOrderField } from './league.enums';

const INVALID_SCORING = code(UserErrorCode.LEAGUE_SCORING_INVALID, 'points are whole numbers');

@InputType({ description: 'Points for each result of a league match.' })
export class LeagueScoringInput {
  @Field(() => Int, { description: 'Points for a win: 0-100, more than a loss.' }) @IsInt(INVALID_SCORING) win: number;
  @Field(() => Int, { description: 'Points for a draw: from the points for a loss to those for a win.' }) @IsInt(INVALID_SCORING) draw: number;
  @Field(() => Int, { description: 'Points for a loss: 0-100.' }) @IsInt(INVALID_SCORING) loss: number;
}

@InputType({ description: 'A new league in a world.' })
export class CreateLeagueInput {
  @Field(() => String, { description: 'Slug of the world.' })
  world: string;

  @Field(() => String, { description: '1-80 characters; unique in the world for its season (any case).' })
  @Length(1, 80)
  name: string;

  @Field(() => String, { defaultValue: '', description: 'Season label, e.g. "2026 Spring".' })
  @MaxLength(40)
  season: string;

  @Field(() => LeagueScoringInput, { nullable: true, description: 'Defaults to 3 for a win, 1 for a draw, 0 for a loss.' })
  @IsOptional()
  @ValidateNested()
  scoring?: LeagueScoringInput | null;

  @Field(() => [LeagueTieBreakerEnum], {
    nullable: true,
    description: 'In order; defaults to HEAD_TO_HEAD, HERO_POINTS, PRESTIGE, OPPONENTS_WIN_PERCENTAGE, KOS.',
  })
  @IsOptional()
  @ArrayMaxSize(5, code(UserErrorCode.LEAGUE_TIE_BREAKERS_INVALID, 'at most 5 tie-breakers'))
  @IsIn(Object.values(LeagueTieBreakerEnum), { each: true, ...code(UserErrorCode.LEAGUE_TIE_BREAKERS_INVALID, 'unknown tie-breaker') })
  tieBreakers?: LeagueTieBreakerEnum[] | null;

  @Field(() => [ID], { defaultValue: [], description: 'Teams of the world entering the league now.' })
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, ...code(UserErrorCode.TEAM_NOT_FOUND, 'no such team') })
  @GlobalIdOf('Team')
  teamIds: string[];
}

@InputType({ description: "Changes to an OPEN league's settings; fields left out stay as they are. Standings follow at once: points are computed when read." })
export class UpdateLeagueInput {
  @Field(() => ID, { description: 'The league to change.' }) @GlobalIdOf('League') leagueId: string;

  @Field(() => String, { nullable: true, description: 'A new name, 1-80 characters.' })
  @IsOptional()
  @Length(1, 80)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'A new season label (up to 40 characters; empty for none).' })
  @IsOptional()
  @MaxLength(40)
  season?: string | null;

  @Field(() => LeagueScoringInput, { nullable: true, description: 'New points for a win, a draw, a loss.' })
  @IsOptional()
  @ValidateNested()
  scoring?: LeagueScoringInput | null;

  @Field(() => [LeagueTieBreakerEnum], { nullable: true, description: 'New tie-breakers, in order (an empty list: teams level on points share a rank).' })
  @IsOptional()
  @ArrayMaxSize(5, code(UserErrorCode.LEAGUE_TIE_BREAKERS_INVALID, 'at most 5 tie-breakers'))
  @IsIn(Object.values(LeagueTieBreakerEnum), { each: true, ...code(UserErrorCode.LEAGUE_TIE_BREAKERS_INVALID, 'unknown tie-breaker') })
  tieBreakers?: LeagueTieBreakerEnum[] | null;
}

@InputType({ description: 'A team joining or leaving a league.' })
export class LeagueTeamInput {
  @Field(() => ID, { description: 'The league (OPEN).' }) @GlobalIdOf('League') leagueId: string;

  @Field(() => ID, { description: "A team of the league's world." })
  @IsUUID('all', code(UserErrorCode.TEAM_NOT_FOUND, 'no such team'))
  @GlobalIdOf('Team')
  teamId: string;
}

@InputType({ description: 'A league whose standings become final.' })
export class FinalizeLeagueInput {
  @Field(() => ID, { description: 'The league (OPEN, with no match still being played).' }) @GlobalIdOf('League') leagueId: string;
}

@InputType({ description: 'An order of the prestige table: a field and its direction; ties are broken by name, then id.' })
export class PrestigeTableOrder extends OrderInput(PrestigeTableOrderField, 'PrestigeTable') {}

@InputType({ description: 'An order of leagues: a field and its direction; ties are broken by id.' })
export class LeagueOrder extends OrderInput(LeagueOrderField, 'League') {}

/** A world's leagues: `World.leagues`, and `leagues` with the world named. */
@ArgsType()
export class WorldLeaguesArgs extends PageArgs {
  @Field(() => LeagueStatus, { nullable: true, description: 'Only leagues in this status.' })
  status?: LeagueStatus | null;

  @Field(() => String, { nullable: true, description: 'Only leagues of this season (exact label, any case).' })
  season?: string | null;

  @Field(() => LeagueOrder, { nullable: true, description: 'The order of the list; newest first (CREATED_AT DESC) when left out.' })
  orderBy?: LeagueOrder | null;
}

@ArgsType()
export class LeaguesArgs extends WorldLeaguesArgs {
  @Field(() => String, { description: 'Slug of the world.' }) world: string;
}

@ArgsType()
export class PrestigeTableArgs extends PageArgs {
  @Field(() => String, { description: 'Slug of the world.' }) world: string;

  @Field(() => TeamAlignment, { nullable: true, description: 'Only heroes (Prestige) or only villains (Infamy).' })
  alignment?: TeamAlignment | null;

  @Field(() => PrestigeTableOrder, {
    nullable: true,
    description: 'The order of the table; most renowned first, equal renown by name, when left out. `rank` stays the rank by renown in any order.',
  })
  orderBy?: PrestigeTableOrder | null;
}
