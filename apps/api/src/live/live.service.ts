import { GraphQLError } from 'graphql';
import { MatchEvent } from '../matches/match.entity';
import { matchRedaction, redactEvent } from '../matches/match.visibility';
import { MatchResolver, MatchState } from '../matches/match.resolver';
import { enginePlays, MatchService } from '../matches/match.service';
import { LeagueService } from '../leagues/league.service';
import { LeagueStandings, PrestigeTableEntry } from '../leagues/league.entity';
import type { PrestigeTableArgs } from '../leagues/league.inputs';
import type { Page } from '../common/pagination';
import { WorldService } from '../worlds/world.service';
import { LiveErrorCode } from './live.errors';
import { leagueTopic, matchTopic, worldTopic } from './live.listener';
import type { LiveContext } from './live.context';
import { LeagueActivityEntry, lastLeagueActivity, lastMatchEvent, leagueActivityAfter } from './live.reads';
import { liveStream } from './live.stream';

/** Events (or league activity) read at a time from a log when a subscriber catches up. */
const BACKLOG_PAGE = 100;

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
        last = await lastMatchEvent(ctx.em, match.id);
        return { values: [] };
      }
      const from = last;
      const events = await share(`events after ${from}`, () =>
        ctx.em
          .createQueryBuilder(MatchEvent, 'e')
          .where('e.match_id = :matchId AND e.sequence > :from', { matchId: match.id, from })
          .orderBy('e.sequence', 'ASC')
          .take(BACKLOG_PAGE)
          .getMany(),
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
    if (!enginePlays(match.ruleset))
      throw refusal(LiveErrorCode.RULESET_NOT_PLAYED, `The match engine does not play ${match.ruleset} yet: the match has no state to follow.`);
    const read = new MatchResolver();
    let sequence = -1;
    return liveStream(ctx, matchTopic(match.id), match.worldId, async (_, share) => {
      const state = await share('state', () => read.matchState(ctx, match.id));
      if (!state || state.sequence === sequence) return { values: [] };
      sequence = state.sequence;
      return { values: [state] };
    });
  }

  /** A league's table (as the standings query answers), now and whenever it changes (live.notify.ts says what does). */
  static async standings(ctx: LiveContext, leagueId: string): Promise<AsyncIterable<LeagueStandings>> {
    const league = await LeagueService.find(ctx, leagueId);
    if (!league) throw refusal(LiveErrorCode.LEAGUE_NOT_FOUND, 'There is no such league.');
    let first = true;
    return liveStream(ctx, leagueTopic(league.id), league.worldId, async (notices, share) => {
      const moved = first || notices.some((n) => n === null || n.standings);
      first = false;
      const standings = moved ? await share('standings', () => LeagueService.standings(ctx, league.id)) : null;
      return { values: standings ? [standings] : [] };
    });
  }

  /** A world's prestige table (as the prestigeTable query answers, for the same page), now and whenever a resolution's awards are applied or reversed, or a Prestige or Infamy entry is corrected. */
  static async prestigeTable(ctx: LiveContext, args: PrestigeTableArgs): Promise<AsyncIterable<Page<PrestigeTableEntry>>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    let first = true;
    return liveStream(ctx, worldTopic(world.id), world.id, async (notices, share) => {
      const moved = first || notices.some((n) => n === null || n.prestige);
      first = false;
      const table = moved ? await share(`prestige ${JSON.stringify(args)}`, () => LeagueService.prestigeTable(ctx, args)) : null;
      return { values: table ? [table] : [] };
    });
  }

  /**
   * A league's matches as they start (their first event), are resolved or are voided. With
   * `after`, first every entry of the league's activity log after that sequence, then the live
   * ones: the log is read again after each notice of activity, from the last sequence delivered,
   * so none is lost or sent twice.
   */
  static async leagueActivity(ctx: LiveContext, leagueId: string, after: number | null | undefined): Promise<AsyncIterable<LeagueActivityEntry>> {
    if (after != null && after < 0) throw refusal(LiveErrorCode.BAD_USER_INPUT, '`after` is a sequence number: 0 or more.');
    const league = await LeagueService.find(ctx, leagueId);
    if (!league) throw refusal(LiveErrorCode.LEAGUE_NOT_FOUND, 'There is no such league.');
    let last = after ?? null;
    // Read the log at this step: the first, one after a full page, or one woken by activity.
    let catchUp = true;
    return liveStream(ctx, leagueTopic(league.id), league.worldId, async (notices, share) => {
      if (last === null) {
        // Live activity only: what is committed once LISTEN is active.
        last = await lastLeagueActivity(ctx.em, league.id);
        catchUp = false;
        return { values: [] };
      }
      if (!catchUp && !notices.some((n) => n === null || n.activity)) return { values: [] };
      const from = last;
      const entries = await share(`activity after ${from}`, () => leagueActivityAfter(ctx.em, league.id, from, BACKLOG_PAGE));
      if (entries.length) last = entries[entries.length - 1].sequence;
      catchUp = entries.length === BACKLOG_PAGE;
      return { values: entries, more: catchUp };
    });
  }
}
