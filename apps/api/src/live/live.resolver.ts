import { GlobalIdArgs } from '../common/global-id';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Resolver, Root, Subscription } from 'type-graphql';
import { Match, MatchEvent } from '../matches/match.entity';
import { MatchState } from '../matches/match.resolver';
import { LeagueStandings, PrestigeTableEntry } from '../leagues/league.entity';
import { PrestigeTableArgs } from '../leagues/league.inputs';
import { PrestigeTableConnection } from '../leagues/league.resolver';
import { type Page, pageComplexity } from '../common/pagination';
import type { LiveContext } from './live.context';
import type { LeagueActivityEntry } from './live.reads';
import { LiveService } from './live.service';
import { LeagueActivity } from './live.types';

type Subscribed<T> = { args: T; context: LiveContext };

/** Subscriptions (graphql-ws on /graphql): each value is read, and shaped for the viewer, as its query would be over HTTP. */
@Resolver()
export class LiveResolver {
  @Subscription(() => MatchEvent, {
    description:
      "A match's events as they are committed, with the rules' result. With `after`, first every stored event after that sequence (reconnect with the last one received: none is lost or repeated), then the live ones.",
    subscribe: ({ args, context }: Subscribed<{ matchId: string; after?: number | null }>) => LiveService.matchEvents(context, args.matchId, args.after),
  })
  @GlobalIdArgs({ matchId: 'Match' })
  matchEvents(
    @Root() event: MatchEvent,
    @Ctx() ctx: LiveContext,
    @Arg('matchId', () => ID) _matchId: string,
    @Arg('after', () => Int, {
      nullable: true,
      description: 'The last sequence received: events after it are sent first. Without it, only events committed from now on.',
    })
    _after?: number,
  ): Promise<MatchEvent> {
    return LiveService.shownEvent(ctx, event);
  }

  @Subscription(() => MatchState, {
    description: 'Where a match stands (as the matchState query), at once and after every event.',
    subscribe: ({ args, context }: Subscribed<{ matchId: string }>) => LiveService.matchState(context, args.matchId),
  })
  @GlobalIdArgs({ matchId: 'Match' })
  matchState(@Root() state: MatchState, @Arg('matchId', () => ID) _matchId: string): MatchState {
    return state;
  }

  @Subscription(() => LeagueStandings, {
    description:
      "A league's table (as the standings query), at once and whenever it changes: a match resolved or a resolved one voided, a team joining or leaving, the scoring or tie-breakers changed, the league finalized, the standings rebuilt.",
    subscribe: ({ args, context }: Subscribed<{ leagueId: string }>) => LiveService.standings(context, args.leagueId),
  })
  @GlobalIdArgs({ leagueId: 'League' })
  standings(@Root() standings: LeagueStandings, @Arg('leagueId', () => ID) _leagueId: string): LeagueStandings {
    return standings;
  }

  @Subscription(() => PrestigeTableConnection, {
    complexity: pageComplexity,
    description:
      "A world's prestige table (as the prestigeTable query, for the same page), at once and whenever a match's resolution is applied, a resolved match is voided, or a Prestige or Infamy entry is corrected.",
    subscribe: ({ args, context }: Subscribed<PrestigeTableArgs>) => LiveService.prestigeTable(context, args),
  })
  prestigeTable(@Root() table: Page<PrestigeTableEntry>, @Args(() => PrestigeTableArgs) _args: PrestigeTableArgs): Page<PrestigeTableEntry> {
    return table;
  }

  @Subscription(() => LeagueActivity, {
    description:
      "A league's matches as they start (their first event), are resolved or are voided. With `after`, first every entry of the league's activity after that sequence (reconnect with the last one received: none is lost or repeated), then the live ones.",
    subscribe: ({ args, context }: Subscribed<{ leagueId: string; after?: number | null }>) => LiveService.leagueActivity(context, args.leagueId, args.after),
  })
  @GlobalIdArgs({ leagueId: 'League' })
  leagueActivity(
    @Root() entry: LeagueActivityEntry,
    @Arg('leagueId', () => ID) _leagueId: string,
    @Arg('after', () => Int, {
      nullable: true,
      description: 'The last sequence received: the activity after it is sent first. Without it, only activity committed from now on.',
    })
    _after?: number,
  ): LeagueActivity {
    return Object.assign(new LeagueActivity(), entry);
  }
}

@Resolver(() => LeagueActivity)
export class LeagueActivityResolver {
  @FieldResolver(() => Match, { description: 'The match, as it stands when this is delivered.' })
  match(@Root() activity: LeagueActivity, @Ctx() ctx: LiveContext) {
    return ctx.loaders.matchById.load(activity.matchId);
  }
}
