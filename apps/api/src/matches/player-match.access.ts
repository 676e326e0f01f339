import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { Team } from '../teams/team.entity';
import { isUuid } from '../teams/team.util';
import { Match } from './match.entity';
import type { CreateMatchInput } from './match.inputs';

/**
 * How the viewer may run a match: ANY as its world's Creator or an organizer; OWN as a player whose
 * team plays one of its sides (he records on it and proposes its resolution).
 */
export type MatchAccess = 'ANY' | 'OWN';

/** Stands in for a team id that is no id at all (its own refusal comes from the input's checks). */
const NO_TEAM = '00000000-0000-0000-0000-000000000000';

/** The positions of the match's sides whose team the viewer owns (none for anyone not signed in). */
export async function ownSidePositions(ctx: RequestContext, match: Match): Promise<number[]> {
  const viewer = ctx.viewer;
  if (viewer.kind !== 'account') return [];
  const sides = await ctx.loaders.matchSidesByMatchId.load(match.id);
  const teams = await ctx.loaders.teamById.loadMany(sides.flatMap((s) => (s.teamId ? [s.teamId] : [])));
  const own = new Set(teams.flatMap((t) => (t instanceof Team && t.ownerId === viewer.accountId ? [t.id] : [])));
  return sides.filter((s) => s.teamId !== null && own.has(s.teamId)).map((s) => s.position);
}

/**
 * Whether the viewer may take a match action (record or resolve): ANY for the Creator and organizers,
 * OWN for a player with a side in it, NOT_YOUR_MATCH for a player without; anyone else is refused
 * as today (UNAUTHENTICATED, or FORBIDDEN).
 */
export async function matchAccess(ctx: RequestContext, match: Match, action: 'match.record' | 'match.resolve'): Promise<MatchAccess | UserError> {
  const viewer = requireAccount(ctx.viewer);
  if (can(viewer, match.worldId, action)) return 'ANY';
  if (!can(viewer, match.worldId, 'match.playOwn')) authorize(viewer, match.worldId, action);
  if ((await ownSidePositions(ctx, match)).length) return 'OWN';
  return userError(
    UserErrorCode.NOT_YOUR_MATCH,
    ['matchId'],
    'none of the sides of this match is a team of yours: its players, the Creator or an organizer run it',
  );
}

/**
 * What refuses a new match for this viewer: nothing for the Creator and organizers; for a player, a
 * match that is not his team against another player's (exactly two sides, both teams, one his and
 * one not). Anyone else is refused as today (FORBIDDEN). Teams not found are left to the sides' own
 * checks (TEAM_NOT_FOUND).
 */
export async function newMatchProblems(ctx: RequestContext, worldId: string, input: CreateMatchInput): Promise<UserError[]> {
  const viewer = requireAccount(ctx.viewer);
  if (can(viewer, worldId, 'match.create')) return [];
  if (!can(viewer, worldId, 'match.playOwn')) authorize(viewer, worldId, 'match.create');
  const sides = input.sides ?? [];
  if (sides.length !== 2 || sides.some((side) => !side.teamId)) {
    return [userError(UserErrorCode.PLAYER_MATCH_TEAMS_ONLY, ['sides'], "a player's match is his team against another player's team: two sides, each a team")];
  }
  const teams = await ctx.loaders.teamById.loadMany(sides.map((side) => (isUuid(side.teamId) ? side.teamId : NO_TEAM)));
  const ownerOf = (i: number) => {
    const team = teams[i];
    return team instanceof Team && team.worldId === worldId ? team.ownerId : null;
  };
  const mine = sides.map((_, i) => ownerOf(i) === viewer.accountId);
  if (!mine.some(Boolean))
    return [userError(UserErrorCode.NOT_YOUR_TEAM, ['sides', '0', 'teamId'], 'you can set up matches for your own teams only: neither side is yours')];
  if (mine.every(Boolean)) {
    return [userError(UserErrorCode.OPPONENT_IS_YOUR_TEAM, ['sides', '1', 'teamId'], "both sides are your teams: play against another player's team")];
  }
  return [];
}

/**
 * A player records for his own side only: the refusal of an event whose acting side (as entered, else the
 * side of the figure it is about, else the side to act: the engine's `side`) is not one of his; else null.
 */
export function ownSideProblem(ownPositions: readonly number[], side: unknown, field: string[]): UserError | null {
  if (typeof side === 'number' && ownPositions.includes(side)) return null;
  return userError(
    UserErrorCode.NOT_YOUR_SIDE,
    field,
    typeof side === 'number'
      ? `this event is side ${side + 1}'s to record: a player records for his own side's figures only`
      : "say which side records this event (side): a player records for his own side's figures only",
  );
}
