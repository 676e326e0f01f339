import { toGlobalId } from '../common/global-id';
import { RequestContext } from '../context';

// Figure ids outside the typed ID fields (which GlobalIdOf('MatchFigure') encodes): in the rules' words and in an event's deprecated JSON.

// A UUID anywhere in a text: the rules know the figures by id only, so one in their words is a figure's.
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The rules' words ("<figure> takes 2") naming each figure by the global id its typed fields answer, so a client puts names in by the ids it holds. */
export const namingFigures = (text: string) => text.replace(UUID_IN_TEXT, (id) => toGlobalId('MatchFigure', id));

/**
 * A stored payload or result with every figure id of the match (a value, a key such as the dial changes', or in words) as its global id,
 * for the deprecated JSON fields, whose readers compare them with the typed fields' ids.
 */
export function withFigureGlobalIds(value: unknown, figureIds: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return value.replace(UUID_IN_TEXT, (id) => (figureIds.has(id) ? toGlobalId('MatchFigure', id) : id));
  if (Array.isArray(value)) return value.map((v) => withFigureGlobalIds(v, figureIds));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [withFigureGlobalIds(key, figureIds), withFigureGlobalIds(v, figureIds)]));
  }
  return value;
}

/** The row ids of a match's figures (the request's loader: one statement for the matches of a page). */
export async function figureIdsOf(ctx: RequestContext, matchId: string): Promise<ReadonlySet<string>> {
  return new Set((await ctx.loaders.matchFiguresByMatchId.load(matchId)).map((f) => f.id));
}
