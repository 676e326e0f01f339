import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrderInput, PageArgs } from '../common/pagination';
import { League, StandingRow } from '../leagues/league.entity';
import { Match } from '../matches/match.entity';

/** What kind of campaign step an activity item is. */
export enum ActivityKind {
  TEAM_FOUNDED = 'TEAM_FOUNDED',
  MEMBER_JOINED = 'MEMBER_JOINED',
  PLEA_REFUSED = 'PLEA_REFUSED',
  LEVEL_UP = 'LEVEL_UP',
  FEAT_BOUGHT = 'FEAT_BOUGHT',
  BONUS_BOUGHT = 'BONUS_BOUGHT',
  ITEM_BOUGHT = 'ITEM_BOUGHT',
  CREATOR_AWARD = 'CREATOR_AWARD',
  LEDGER_CORRECTION = 'LEDGER_CORRECTION',
  MATCH_STARTED = 'MATCH_STARTED',
  RESOLUTION_PROPOSED = 'RESOLUTION_PROPOSED',
  RESOLUTION_CONFIRMED = 'RESOLUTION_CONFIRMED',
  RESOLUTION_REJECTED = 'RESOLUTION_REJECTED',
  MATCH_RESOLVED = 'MATCH_RESOLVED',
  MATCH_VOIDED = 'MATCH_VOIDED',
  MEMBER_INJURED = 'MEMBER_INJURED',
  MEMBER_CAPTURED = 'MEMBER_CAPTURED',
}
registerEnumType(ActivityKind, {
  name: 'ActivityKind',
  description: 'A step of a campaign.',
  valuesConfig: {
    TEAM_FOUNDED: { description: 'A team was founded.' },
    MEMBER_JOINED: { description: 'A character joined a team (its founders, and every recruit).' },
    PLEA_REFUSED: { description: 'A character refused (or was insulted by) a plea to join.' },
    LEVEL_UP: { description: 'Hero Points spent moving a member up a level.' },
    FEAT_BOUGHT: { description: 'Hero Points spent on a feat for a member.' },
    BONUS_BOUGHT: { description: 'Hero Points spent on a bonus for a member.' },
    ITEM_BOUGHT: { description: 'An item or weapon bought for a team.' },
    CREATOR_AWARD: { description: 'Hero Points or cash granted by the Creator.' },
    LEDGER_CORRECTION: { description: "The Creator reversed a ledger entry (a void reverses a match's entries: see MATCH_VOIDED)." },
    MATCH_STARTED: { description: 'A match was set up.' },
    RESOLUTION_PROPOSED: { description: "A player proposed a match's resolution (nothing applied until it is confirmed)." },
    RESOLUTION_CONFIRMED: { description: "A player's proposed resolution was confirmed (its MATCH_RESOLVED follows)." },
    RESOLUTION_REJECTED: { description: "A player's proposed resolution was rejected or withdrawn: the match is played on." },
    MATCH_RESOLVED: { description: "A match's resolution was applied." },
    MATCH_VOIDED: { description: "A match's resolution was voided." },
    MEMBER_INJURED: { description: 'A resolution gave a member permanent injuries.' },
    MEMBER_CAPTURED: { description: 'A member ended a match captured.' },
  },
});

@ObjectType({ description: "One step of a world's campaign, in words, with what it is about." })
export class ActivityItem {
  @Field(() => Date, { description: 'When it happened (to the millisecond).' })
  at: Date;

  @Field(() => ActivityKind, { description: 'What kind of step it is.' })
  kind: ActivityKind;

  @Field(() => String, { description: 'The step in words, naming teams and characters (a hidden character is "Hidden figure" to all but the Creator).' })
  summary: string;

  teamId: string | null;
  characterId: string | null;
  matchId: string | null;
  /** The cursor's sort key. */
  step: number;
  key: string;
}

@ArgsType()
export class WorldActivityArgs extends PageArgs {
  @Field(() => String, { description: 'Slug of the world.' }) world: string;

  @Field(() => ActivityOrder, { nullable: true, description: 'The order of the log; newest first (AT DESC) when left out.' })
  orderBy?: ActivityOrder | null;
}

/** What a world's activity can be ordered by. */
export enum ActivityOrderField {
  AT = 'AT',
}
registerEnumType(ActivityOrderField, {
  name: 'ActivityOrderField',
  description: "What a world's activity is ordered by; steps at the same moment keep the order they happened in.",
  valuesConfig: { AT: { description: 'When the step happened (the default, newest first); AT ASC reads the campaign from its start.' } },
});

@InputType({ description: "An order of a world's activity: a field and its direction." })
export class ActivityOrder extends OrderInput(ActivityOrderField, 'Activity') {}

@ObjectType({ description: "An open league's leaders." })
export class LeagueLeaders {
  @Field(() => League, { description: 'The league.' }) league: League;
  @Field(() => [StandingRow], { description: 'Its first three rows of the standings, best first (fewer while it has fewer teams).' }) rows: StandingRow[];
}

@ObjectType({ description: 'What waits for the Creator in a world.' })
export class CreatorToDo {
  @Field(() => Int, { description: 'Feats of the catalogue not for sale (no price and no printed upkeep, or taken off sale).' }) unpricedFeats: number;
  @Field(() => Int, { description: 'Matches whose play is over (the engine says so) but whose resolution has not been applied.' })
  matchesAwaitingResolution: number;
}

@ObjectType({ description: "A world's home page: its matches, results, league leaders and, for its Creator, what needs doing." })
export class WorldDashboard {
  @Field(() => [Match], { description: 'The newest matches in progress, at most 10 (see matchesInProgressCount).' }) matchesInProgress: Match[];
  @Field(() => Int, { description: 'How many matches are in progress.' }) matchesInProgressCount: number;
  @Field(() => [Match], { description: 'The last 5 matches resolved, newest first.' }) recentResults: Match[];
  @Field(() => [LeagueLeaders], { description: 'Each open league, newest first, with its top 3.' }) leagueLeaders: LeagueLeaders[];
  @Field(() => CreatorToDo, { nullable: true, description: "What needs the Creator; null for everyone but the world's Creator." })
  creatorToDo: CreatorToDo | null;
}
