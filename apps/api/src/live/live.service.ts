import { GraphQLError } from 'graphql';
import { MatchEvent } from '../matches/match.entity';
import { matchRedaction, redactEvent } from '../matches/match.visibility';
import { MatchResolver, MatchState } from '../matches/match.resolver';
import { enginePlays, MatchService } from '../matches/match.service';
import { LeagueService } from '../leagues/league.service';
import { LeagueStandings } from '../leagues/league.entity';
import { LiveErrorCode } from './live.errors';
import { leagueTopic, matchTopic } from './live.listener';
import { LeagueActivityKind } from './live.notify';
import type { LiveContext } from './live.context';
import { liveStream } from './live.stream';

/** Events read at a time from a match's log when a subscriber catches up. */
const BACKLOG_PAGE = 100;

/** What leagueActivity delivers before it is shaped (live.resolver.ts). */
export interface LeagueActivityNotice {
  kind: LeagueActivityKind;
  matchId: string;
}

const refusal = (code: string, message: string) => new GraphQLError(message, { extensions: { code } });

export class LiveService {
  /**
   * A match's events as they are committed, oldest first. With `after`, first every stored event
   * after that sequence, then the live ones: the log is read again after each notice, from the
   * last sequence delivered, so none is lost or sent twice, whichever process recorded it.
   */
  static async matchEvents(ctx: LiveContext, matchId: string, after: number | null | undefined): Promise<AsyncIterable<MatchEvent>> {
    if (after != null && after < 0) throw refusal(LiveErrorCode.BAD_USER_INPUT, '`after` is a sequence number: 0 or more.');
    const match = await MatchService.find(ctx, matchId);
    if (!match) throw refusal(LiveErrorCode.MATCH_NOT_FOUND, 'There is no such match.');
    let last = after ?? null;
    return liveStream(ctx, matchTopic(match.id), match.worldId, async (_, share) => {
      if (last === null) {
        // Live events only: those committed once LISTEN is active.
        const [row] = await ctx.em.query('SELECT COALESCE(max(sequence), 0)::int AS sequence FROM match_event WHERE match_id = $1', [match.id]);
        last = row.sequence as number;
        return { values: [] };
      }
      const from = last;
      const events = await share(`events after ${from}`, () =>
        ctx.em.createQueryBuilder(MatchEvent, 'e').where('e.match_id = :matchId AND e.sequence > :from', { matchId: match.id, from }).orderBy('e.sequence', 'ASC').take(BACKLOG_PAGE).getMany(),
      );
      if (events.length) last = events[events.length - 1].sequence;
      return { values: events, more: events.length === BACKLOG_PAGE };
    });
  }

  /** An event as the viewer may see it (a hidden figure's event without its result or note, as over HTTP). */
  static async shownEvent(ctx: LiveContext, event: MatchEvent): Promise<MatchEvent> {
    const match = (await ctx.loaders.matchById.load(event.matchId))!;
    return redactEvent(event, await matchRedaction(ctx, match));
  }

  /** Where a match stands (as the matchState query answers), now and after each event. */
  static async matchState(ctx: LiveContext, matchId: string): Promise<AsyncIterable<MatchState>> {
    const match = await MatchService.find(ctx, matchId);
    if (!match) throw refusal(LiveErrorCode.MATCH_NOT_FOUND, 'There is no such match.');
    if (!enginePlays(match.ruleset)) throw refusal(LiveErrorCode.RULESET_NOT_PLAYED, `The match engine does not play ${match.ruleset} yet: the match has no state to follow.`);
    const read = new MatchResolver();
    let sequence = -1;
    return liveStream(ctx, matchTopic(match.id), match.worldId, async (_, share) => {
      const state = await share('state', () => read.matchState(ctx, match.id));
      if (!state || state.sequence === sequence) return { values: [] };
      sequence = state.sequence;
      return { values: [state] };
    });
  }

  /** A league's table (as the standings query answers), now and whenever a league match is resolved or voided. */
  static async standings(ctx: LiveContext, leagueId: string): Promise<AsyncIterable<LeagueStandings>> {
    const league = await LeagueService.find(ctx, leagueId);
    if (!league) throw refusal(LiveErrorCode.LEAGUE_NOT_FOUND, 'There is no such league.');
    let first = true;
    return liveStream(ctx, leagueTopic(league.id), league.worldId, async (notices, share) => {
      const moved = first || notices.some((n) => n === null || n.activity === LeagueActivityKind.RESOLVED || n.activity === LeagueActivityKind.VOIDED);
      first = false;
      const standings = moved ? await share('standings', () => LeagueService.standings(ctx, league.id)) : null;
      return { values: standings ? [standings] : [] };
    });
  }

  /** A league's matches as they start (their first event), are resolved or are voided. */
  static async leagueActivity(ctx: LiveContext, leagueId: string): Promise<AsyncIterable<LeagueActivityNotice>> {
    const league = await LeagueService.find(ctx, leagueId);
    if (!league) throw refusal(LiveErrorCode.LEAGUE_NOT_FOUND, 'There is no such league.');
    return liveStream(ctx, leagueTopic(league.id), league.worldId, async (notices) => ({
      values: notices.flatMap((n) => (n?.activity ? [{ kind: n.activity, matchId: n.matchId }] : [])),
    }));
  }
}
