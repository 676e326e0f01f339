import { GraphQLError, GraphQLResolveInfo } from 'graphql';
import { MATCH_STATE_VERSION, type MatchState as EngineState, setupMatch } from '@clix/rules';
import { RequestContext } from '../context';
import { selectedProperties } from '../common/projection';
import { cursorParent, OrderDirection, orderedBy, Page, pageWindow, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { isUuid } from '../teams/team.util';
import { noSuchWorld } from '../worlds/world.service';
import { Match } from './match.entity';
import { MatchesArgs, MatchOrderField } from './match.inputs';
import { engineSetupFrom } from './match.engine';
import { MATCH_SORT_COLUMNS, matchPage, MatchStateRows, matchStateRows } from './match.reads';
import { enginePlays, MatchLiveState, MatchService } from './match.service';
import { knowHiddenFigures, knownResolutionHidden, pageNeedsHidden } from './match.visibility';
import { resolutionOfMatch, teamOfSide } from './read-along';

const MATCHES_NEWEST_FIRST = { field: MatchOrderField.CREATED_AT, direction: OrderDirection.DESC };

/**
 * The public reads of matches that third-party clients make most (issue 19, bench reads d and e), each
 * one statement of `match.reads.ts` whose rows prime the request's loaders, so the fields below them
 * (sides, teams, resolution, figures, who is hidden) send no other.
 */
export class MatchReadService {
  /**
   * A world's matches, newest first unless `orderBy` says otherwise, with their sides, teams and
   * resolutions read along, each with the columns the operation's fields read (`info`). Whole
   * entities prime the request's loaders; partial ones go only to their page's fields (read-along.ts).
   */
  static async list(ctx: RequestContext, args: MatchesArgs, info: GraphQLResolveInfo): Promise<Page<Match>> {
    const order = (worldId: string) => orderedBy('matches', { world: worldId }, MATCH_SORT_COLUMNS, args.orderBy ?? MATCHES_NEWEST_FIRST);
    const window = pageWindow(order(cursorParent(args)), args);
    const sorted = order('');
    const found = await matchPage(ctx.em, {
      worldSlug: args.world,
      status: args.status ?? null,
      leagueId: args.leagueId ?? null,
      order: sorted,
      window,
      properties: {
        // This service reads a match's world (the resolution's redaction) and the cursors its sort columns.
        match: selectedProperties(info, 'Match', ['id', 'worldId', ...sorted.columns.map((c) => c.name)]),
        team: selectedProperties(info, 'Team', ['id']),
        resolution: selectedProperties(info, 'MatchResolutionRecord', ['id', 'matchId']),
      },
      hidden: pageNeedsHidden(info),
    });
    const world = found.world ?? noSuchWorld(args.world);
    // The cursor's key was read before its world was known: it must be a cursor of this world's list.
    pageWindow(order(world.id), args);
    ctx.loaders.worldById.prime(world.id, world);
    const { loaders } = ctx;
    for (const item of found.items) {
      const { match, resolution } = item;
      if (found.whole.match) loaders.matchById.prime(match.id, match);
      loaders.matchSidesByMatchId.prime(
        match.id,
        item.sides.map((s) => s.side),
      );
      for (const { side, team } of item.sides) {
        loaders.matchSideById.prime(side.id, side);
        teamOfSide.set(ctx, side, team);
        if (team && found.whole.team) loaders.teamById.prime(team.id, team);
      }
      resolutionOfMatch.set(ctx, match, resolution);
      if (found.whole.resolution) loaders.matchResolutionByMatchId.prime(match.id, resolution);
      if (!found.hidden) continue;
      knowHiddenFigures(ctx, match.id, item.hiddenFigures);
      if (resolution?.result) {
        knownResolutionHidden(ctx, resolution.result, {
          worldId: match.worldId,
          figures: item.hiddenFigures,
          memberCharacterIds: item.hiddenMemberCharacterIds,
        });
      }
    }
    return toPage(
      found.items.map((item) => item.match),
      window,
      found.totalCount,
      order(world.id),
    );
  }

  /**
   * Where the match stands (null when there is no such match, or the engine does not play its ruleset);
   * given `atSequence`, where it stood after that event (0: before the first), which must be in the log.
   * One statement reads the match, its sides and figures, who among them is hidden and the snapshot
   * stored with the event (before any event: the figures' versions, which the engine sets up); a
   * snapshot another version of the engine stored is worked out from the log by
   * `MatchService.engineState`, as before.
   */
  static async state(ctx: RequestContext, matchId: string, atSequence?: number | null): Promise<MatchLiveState | null> {
    if (!isUuid(matchId)) return null;
    const rows = await matchStateRows(ctx.em, matchId, atSequence ?? null);
    if (!rows || !enginePlays(rows.match.ruleset)) return null;
    const { match, lastSequence } = rows;
    if (atSequence != null && (!Number.isInteger(atSequence) || atSequence < 0 || atSequence > lastSequence)) {
      throw new GraphQLError(
        `atSequence must be between 0 (before the first event) and ${lastSequence} (the match's last event); got ${JSON.stringify(atSequence)}`,
        { extensions: { code: 'BAD_USER_INPUT', argumentName: 'atSequence', value: atSequence, min: 0, max: lastSequence } },
      );
    }
    const { loaders } = ctx;
    loaders.matchById.prime(match.id, match);
    loaders.matchSidesByMatchId.prime(match.id, rows.sides);
    for (const side of rows.sides) loaders.matchSideById.prime(side.id, side);
    loaders.matchFiguresByMatchId.prime(match.id, rows.figures);
    knowHiddenFigures(ctx, match.id, rows.hiddenFigures);
    const read = await MatchReadService.engineAt(ctx, rows, atSequence ?? undefined);
    if (read instanceof UserError) throw new GraphQLError(read.message, { extensions: { code: read.code } });
    return { match, sequence: read.sequence, engine: read.engine, figures: rows.figures };
  }

  /**
   * The snapshot read, when this version of the engine stored it; the setup from the versions read
   * with it before any event; else the state worked out from the log.
   */
  private static engineAt(
    ctx: RequestContext,
    rows: MatchStateRows,
    atSequence: number | undefined,
  ): Promise<{ engine: EngineState; sequence: number } | UserError> | { engine: EngineState; sequence: number } | UserError {
    const { match, snapshot, setup } = rows;
    if (snapshot?.state?.version === MATCH_STATE_VERSION) return { engine: snapshot.state, sequence: snapshot.sequence };
    if (!snapshot && setup) {
      const engineSetup = engineSetupFrom(match, rows.sides, rows.figures, setup.versions, setup.characterNames);
      const created = setupMatch(engineSetup.ruleset, engineSetup.sides, engineSetup.settings);
      if ('refusal' in created) {
        return userError(
          UserErrorCode.MATCH_LOG_OUTDATED,
          ['matchId'],
          `this match was recorded under older rules: its sides no longer set up (${created.refusal.code}); void it and play it again`,
        );
      }
      return { engine: created.state, sequence: 0 };
    }
    return MatchService.engineState(ctx, match, atSequence);
  }
}
