import { GraphQLResolveInfo } from 'graphql';
import { Redaction } from '../characters/character.visibility';
import { selectsBeyond } from '../common/projection';
import { RequestContext } from '../context';
import { Match, MatchEvent, MatchFigure } from './match.entity';
import type { HiddenFigure } from './match.reads';
import { StoredResolution } from './resolution.entity';

// Every figure of a match (its character, its dial), and every field of a resolution, asks for the
// same redaction: work it out once per match (or resolution) and request, keyed on the request's
// loaders, which live exactly as long as the request (a mutation's transaction has its own), in Maps
// that die with it (a WeakMap entry per object costs the garbage collector more).
const redactionsPerRequest = new WeakMap<object, Map<string, Promise<Redaction>>>();
const resolutionsPerRequest = new WeakMap<object, Map<StoredResolution, Promise<StoredResolution>>>();
// What a read found hidden: a match's figures (by match id), and a stored resolution's match (matchPage), kept with the result it read.
const hiddenFiguresPerRequest = new WeakMap<object, Map<string, readonly HiddenFigure[]>>();
const knownHiddenPerRequest = new WeakMap<object, Map<StoredResolution, KnownHidden>>();

/** What a read found the viewer may not see of a match: its figures and resolution members playing characters that are not PUBLIC. */
interface KnownHidden {
  worldId: string;
  figures: readonly HiddenFigure[];
  memberCharacterIds: readonly string[];
}

function perRequest<T>(cache: WeakMap<object, T>, ctx: RequestContext, create: () => T): T {
  let entry = cache.get(ctx.loaders);
  if (!entry) cache.set(ctx.loaders, (entry = create()));
  return entry;
}

async function figureSubjects(ctx: RequestContext, matchId: string) {
  const figures = await ctx.loaders.matchFiguresByMatchId.load(matchId);
  return figures.map((f) => ({ characterId: f.characterId, figureId: f.id, memberId: f.teamMemberId }));
}

/**
 * The match's reads as the viewer may see them: a figure playing a hidden character keeps its
 * place and its match-local id (so the log still says who did what), and loses to everyone but
 * the Creator what would tell its character: member, character, dial, points, words.
 */
export function matchRedaction(ctx: RequestContext, match: Pick<Match, 'id' | 'worldId'>): Promise<Redaction> {
  const redactions = perRequest(redactionsPerRequest, ctx, () => new Map<string, Promise<Redaction>>());
  let redaction = redactions.get(match.id);
  if (!redaction) {
    const hidden = hiddenFiguresPerRequest.get(ctx.loaders)?.get(match.id);
    redaction = hidden
      ? Redaction.of(ctx, match.worldId, hidden, [...new Set(hidden.map((f) => f.characterId))])
      : figureSubjects(ctx, match.id).then((subjects) => Redaction.of(ctx, match.worldId, subjects));
    redactions.set(match.id, redaction);
  }
  return redaction;
}

/**
 * Keeps what a read found of the match's figures (matchStateRows, matchPage): those playing characters
 * that are not PUBLIC, so `matchRedaction` loads no figure or character when it is first asked for.
 */
export function knowHiddenFigures(ctx: RequestContext, matchId: string, hiddenFigures: readonly HiddenFigure[]): void {
  const known = perRequest(hiddenFiguresPerRequest, ctx, () => new Map<string, readonly HiddenFigure[]>());
  if (!known.has(matchId)) known.set(matchId, hiddenFigures);
}

/**
 * Keeps what a read of a stored resolution found hidden (its match's figures and its members playing
 * characters that are not PUBLIC), so `resolutionForViewer` on that result loads nothing.
 */
export function knownResolutionHidden(ctx: RequestContext, result: StoredResolution, known: KnownHidden): void {
  perRequest(knownHiddenPerRequest, ctx, () => new Map<StoredResolution, KnownHidden>()).set(result, known);
}

export function redactFigure(figure: MatchFigure, redaction: Redaction): MatchFigure {
  return redaction.hides({ figureId: figure.id }) ? Object.assign(new MatchFigure(), figure, { teamMemberId: null }) : figure;
}

/** The figures an event names: entered (payload) or decided (the dial changes of its result). */
function figuresOf(event: MatchEvent): string[] {
  const p = event.payload as {
    figureId?: string;
    byFigureId?: string;
    fromFigureId?: string;
    toFigureId?: string;
    coordinatedWith?: string[];
    targetFigureIds?: string[];
    captiveFigureId?: string;
    reinforcementFigureIds?: (string | null)[];
    monsterId?: string;
    attacker?: { otherEnemiesAdjacent?: string[]; sharedAttackFrom?: string[] };
    targets?: { otherEnemiesAdjacent?: string[]; sharedDefenseFrom?: string[] }[];
  };
  const adjacent = [
    ...(p.attacker?.otherEnemiesAdjacent ?? []),
    ...(p.attacker?.sharedAttackFrom ?? []),
    ...(p.targets ?? []).flatMap((target) => [...(target.otherEnemiesAdjacent ?? []), ...(target.sharedDefenseFrom ?? [])]),
    ...(p.coordinatedWith ?? []),
  ];
  type MonsterRef = { monsterId?: string };
  const r = event.result as { dialChanges?: Record<string, unknown>; battle?: { attacker?: MonsterRef; defender?: MonsterRef }; killed?: MonsterRef[] } | null;
  // RPS Clix moves name monsters (figures) in the move and in its battle and kills.
  const rps = [p.monsterId, r?.battle?.attacker?.monsterId, r?.battle?.defender?.monsterId, ...(r?.killed ?? []).map((k) => k.monsterId)];
  return [
    p.figureId,
    p.byFigureId,
    p.fromFigureId,
    p.toFigureId,
    p.captiveFigureId,
    ...(p.targetFigureIds ?? []),
    ...(p.reinforcementFigureIds ?? []),
    ...Object.keys(r?.dialChanges ?? {}),
    ...rps,
    ...adjacent,
  ].filter((id): id is string => Boolean(id));
}

/** An event about a hidden figure keeps what was entered at the table, without its note; what the rules read off the dial (its result) goes. */
export function redactEvent(event: MatchEvent, redaction: Redaction): MatchEvent {
  if (redaction.empty || !figuresOf(event).some((id) => redaction.hides({ figureId: id }))) return event;
  const { note: _note, ...payload } = event.payload;
  return Object.assign(new MatchEvent(), event, { payload, result: null });
}

/** The fields of a resolution's side that its redaction leaves as they are (`redactResolution` rewrites the rest). */
const SIDE_FIELDS_AS_STORED = new Set(['position', 'teamId', 'team', 'alignment', 'outcome', 'prestigeCurrency', 'heroPointsEarned', 'prestigeChange', 'kos']);

/**
 * A resolution's sides as the viewer may see them: as stored when the operation selects none of their
 * fields the redaction rewrites (a page of results: outcome and totals), else redacted.
 */
export function sidesForViewer(
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  matchId: string,
  result: StoredResolution,
): StoredResolution['sides'] | Promise<StoredResolution['sides']> {
  if (!selectsBeyond(info, 'SideResolution', SIDE_FIELDS_AS_STORED)) return result.sides;
  return resolutionForViewer(ctx, matchId, result).then((shown) => shown.sides);
}

// What the viewer may not see of a match's page needs knowing only for these fields' answers (figures, the log, the
// state, a resolution's members, morale, notes and lines): a page that selects only others reads no hidden sets.
const MATCH_FIELDS_NOT_REDACTED = new Set([
  'id',
  'buildTotal',
  'createdAt',
  'league',
  'mapType',
  'resolution',
  'ruleset',
  'scenario',
  'seed',
  'seedHash',
  'sides',
  'status',
  'trainingMission',
  'world',
]);
const MATCH_SIDE_FIELDS_NOT_REDACTED = new Set(['id', 'alignment', 'position', 'team']);
const RECORD_FIELDS_NOT_REDACTED = new Set([
  'id',
  'appliedAt',
  'diceFaces',
  'diceRollsBefore',
  'inputHash',
  'ledgerEntries',
  'match',
  'matchId',
  'sides',
  'voidReason',
  'voidedAt',
]);

/** Whether a page of matches needs what its viewer may not see of them for the fields the operation selects. */
export function pageNeedsHidden(info: GraphQLResolveInfo): boolean {
  return (
    selectsBeyond(info, 'Match', MATCH_FIELDS_NOT_REDACTED) ||
    selectsBeyond(info, 'MatchSide', MATCH_SIDE_FIELDS_NOT_REDACTED) ||
    selectsBeyond(info, 'MatchResolutionRecord', RECORD_FIELDS_NOT_REDACTED) ||
    selectsBeyond(info, 'SideResolution', SIDE_FIELDS_AS_STORED)
  );
}

/** A resolution (applied or previewed) as the viewer may see it, worked out once per request: hidden members' own results left out, lines about hidden figures redacted. */
export function resolutionForViewer(ctx: RequestContext, matchId: string, result: StoredResolution): Promise<StoredResolution> {
  const shown = perRequest(resolutionsPerRequest, ctx, () => new Map<StoredResolution, Promise<StoredResolution>>());
  let answer = shown.get(result);
  if (!answer) shown.set(result, (answer = redactResolution(ctx, matchId, result)));
  return answer;
}

async function resolutionRedaction(ctx: RequestContext, matchId: string, result: StoredResolution): Promise<Redaction> {
  const known = knownHiddenPerRequest.get(ctx.loaders)?.get(result);
  if (known) {
    const hidden = [...new Set([...known.figures.map((f) => f.characterId), ...known.memberCharacterIds])];
    return Redaction.of(ctx, known.worldId, [...known.figures, ...result.members], hidden);
  }
  const match = await ctx.loaders.matchById.load(matchId);
  // The resolution also names members of the playing teams who had no figure in the match.
  return match ? Redaction.of(ctx, match.worldId, [...(await figureSubjects(ctx, match.id)), ...result.members]) : Redaction.NONE;
}

async function redactResolution(ctx: RequestContext, matchId: string, result: StoredResolution): Promise<StoredResolution> {
  const redaction = await resolutionRedaction(ctx, matchId, result);
  if (redaction.empty) return result;
  const line = redaction.line.bind(redaction);
  const shown = (memberId: string | undefined) => !redaction.hides({ memberId });
  return {
    ...result,
    sides: result.sides.map((s) => ({
      ...s,
      heroPointLines: s.heroPointLines.map(line),
      upkeepLines: s.upkeepLines.map(line),
      prestigeLines: s.prestigeLines.map(line),
      lapsedFeats: s.lapsedFeats.filter((l) => shown(l.memberId)),
      score: s.score && { ...s.score, lines: s.score.lines.map(line) },
    })),
    members: result.members.filter((m) => shown(m.memberId)).map((m) => ({ ...m, achievementLines: m.achievementLines.map(line) })),
    morale: result.morale.map((m) => ({
      ...m,
      quits: m.quits.filter((q) => shown(q.memberId)),
      fights: m.fights.filter((f) => (f.kind === 'RIVALRY' ? [f.resentfulId, f.rivalId] : [f.challengerId, f.leaderId]).every(shown)),
    })),
    notes: result.notes.map((n) => redaction.text(n)),
  };
}
