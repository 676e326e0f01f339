import { In } from 'typeorm';
import {
  type AlphaInsteadOfAttacking,
  type AttackFeat,
  type AttackPurpose,
  createDice,
  dicePositionOf,
  forcedDice,
  type MatchActionKind,
  type MatchAttackerFacts,
  type MatchAttackTarget,
  type MatchEngineEvent,
  type MatchFigureSetup,
  type MatchRefusal,
  type MatchSetup,
  type MatchSideSetup,
  type MatchState as EngineState,
  type ObjectInPlay,
  replayMatch,
} from '@clix/rules';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { rulesClick } from '../teams/team.util';
import { MatchEventType } from './match.enums';
import { Match, MatchEvent, MatchFigure, MatchSide } from './match.entity';
import { MatchEventInput } from './match.inputs';

// The API stores and the engine decides: these are the only translations between the two.

/** A figure as the engine's setup needs it: its dial (clicks in number order) and persona name. */
export function engineFigure(id: string, name: string, version: CharacterVersion): MatchFigureSetup {
  const clicks = [...(version.clicks ?? [])].sort((a, b) => a.number - b.number).map(rulesClick);
  return {
    id,
    name,
    version: {
      rank: version.rank,
      pointValue: version.pointValue,
      range: version.range,
      targets: version.targets,
      movement: version.movement,
      damageSymbol: version.damageSymbol,
      keywords: version.keywords,
      archenemyColour: version.archenemyColour,
      startingClick: version.startingClick,
      clicks,
      koClicks: version.koClicks,
    },
  } as MatchFigureSetup;
}

/**
 * The engine's sides: each side's figures in order, its reinforcements (Alpha) and minions
 * (HorrorClix) apart; `toFigure` gives a figure its engine id (`${side}.${index}` when the figures
 * have no id yet).
 */
export function engineSides<F extends { side: number; reinforcement: boolean; minion: boolean; id?: string }>(
  sideCount: number,
  figures: readonly F[],
  toFigure: (figure: F, id: string) => MatchFigureSetup,
): MatchSideSetup[] {
  return Array.from({ length: sideCount }, (_, s) => {
    const own = figures.filter((f) => f.side === s);
    const list = (kept: (f: F) => boolean, kind: string) => own.filter(kept).map((f, i) => toFigure(f, f.id ?? `${s}.${kind}${i}`));
    const reinforcements = list((f) => f.reinforcement, 'r');
    const minions = list((f) => f.minion, 'm');
    return {
      figures: list((f) => !f.reinforcement && !f.minion, ''),
      ...(reinforcements.length ? { reinforcements } : {}),
      ...(minions.length ? { minions } : {}),
    };
  });
}

/** The engine's setup of a stored match: its figures in match order with their dials, and the settings it pinned. */
export async function engineSetupOf(ctx: RequestContext, match: Match): Promise<MatchSetup> {
  // Sequential: inside a mutation ctx.em is one connection, which runs one query at a time.
  const sides = await ctx.em.find(MatchSide, { where: { matchId: match.id }, order: { position: 'ASC' } });
  const figures = await ctx.em.find(MatchFigure, { where: { matchId: match.id }, order: { position: 'ASC' } });
  const versionIds = [...new Set(figures.map((f) => f.versionId))];
  const versions = versionIds.length ? await ctx.em.find(CharacterVersion, { where: { id: In(versionIds) }, relations: { clicks: true } }) : [];
  const characters = figures.length ? await ctx.em.find(Character, { where: { id: In([...new Set(figures.map((f) => f.characterId))]) } }) : [];
  return engineSetupFrom(match, sides, figures, new Map(versions.map((v) => [v.id, v])), new Map(characters.map((c) => [c.id, c.name])));
}

/**
 * The engine's setup of a stored match from its rows: its sides and figures in position order, each
 * figure's version with its clicks (by version id) and its character's name (by character id).
 */
export function engineSetupFrom(
  match: Match,
  sides: readonly MatchSide[],
  figures: readonly MatchFigure[],
  versions: ReadonlyMap<string, CharacterVersion>,
  characterNames: ReadonlyMap<string, string>,
): MatchSetup {
  const placed = figures.map((f) => ({
    figure: f,
    id: f.id,
    reinforcement: f.reinforcement,
    minion: f.minion,
    side: sides.findIndex((s) => s.id === f.sideId),
  }));
  return {
    ruleset: match.ruleset as MatchSetup['ruleset'],
    sides: engineSides(sides.length, placed, ({ figure }, id) => engineFigure(id, characterNames.get(figure.characterId)!, versions.get(figure.versionId)!)),
    settings: match.settings ?? { buildTotal: match.buildTotal },
  };
}

/** The engine's refusal as a user error: its own code (EVENT_REFUSED_BY_RULES for a code the API does not know yet) at `field`. */
export function refusalError(refusal: MatchRefusal, field: string[]): UserError {
  const code = (UserErrorCode as Record<string, UserErrorCode>)[refusal.code] ?? UserErrorCode.EVENT_REFUSED_BY_RULES;
  return userError(code, field, refusal.message);
}

/** Where a setup refusal points in CreateMatchInput: a side's figures are its teamMemberIds or versionIds, apart from its reinforcementIds and minionIds. */
export function setupField(path: readonly string[], figureList: (side: number) => 'teamMemberIds' | 'versionIds'): string[] {
  const [head, side, list, index] = path;
  if (head === 'settings') return path[1] === 'buildTotal' || path[1] === 'firstSide' ? [path[1]] : [...path];
  if (head !== 'sides' || side === undefined) return [...path];
  if (list !== 'figures' && list !== 'reinforcements' && list !== 'minions') return ['sides', side];
  const field = list === 'reinforcements' ? 'reinforcementIds' : list === 'minions' ? 'minionIds' : figureList(Number(side));
  return index === undefined ? ['sides', side, field] : ['sides', side, field, index];
}

/** Where an event refusal points in MatchEventInput, under ['event']; `perTarget`: the targets were entered as `targets`; `type`: the event's. */
export function eventField(path: readonly string[], perTarget = false, type?: MatchEventType): string[] {
  const [head, index, leaf] = path;
  // A kill answer's power is a name (answerPower); `power` is the POWER event's.
  if (head === 'power' && type === MatchEventType.KILL_ANSWER) return ['event', 'answerPower'];
  if (head === 'targets' && perTarget) return ['event', ...path];
  if (head === 'targets')
    return leaf === 'distance' ? ['event', 'distance'] : index === undefined ? ['event', 'targetFigureIds'] : ['event', 'targetFigureIds', index];
  if (head === 'dice') return ['event', 'forcedDice'];
  if (head === 'targetIds') return ['event', 'targetFigureIds', ...path.slice(1)];
  if (head === 'choices') return ['event', 'reinforcementFigureIds', ...path.slice(1)];
  return ['event', ...path];
}

/** The acting side: as entered, else the side of the figure the event is about, else the side to act. */
function actingSide(state: EngineState, input: Pick<MatchEventInput, 'side' | 'figureId'>): number {
  if (input.side != null) return input.side;
  if (input.figureId && Object.prototype.hasOwnProperty.call(state.figures, input.figureId)) return state.figures[input.figureId].side;
  return state.turn.activeSide;
}

/** What is stored of an event (its payload), with the acting side it was recorded for, so a replay reads the same event. */
export function eventPayload(state: EngineState, input: MatchEventInput): Record<string, unknown> {
  const attack = input.type === MatchEventType.ATTACK;
  const plotTwist = input.type === MatchEventType.PLOT_TWIST;
  const killAnswer = input.type === MatchEventType.KILL_ANSWER;
  const targets = input.targets?.length ? input.targets : null;
  const payload = {
    figureId: input.figureId,
    byFigureId: input.byFigureId,
    fromFigureId: input.type === MatchEventType.FLEE ? input.fromFigureId : undefined,
    toFigureId: input.type === MatchEventType.SHARED_BURDEN ? input.toFigureId : undefined,
    coordinatedWith: attack && input.coordinatedWith?.length ? input.coordinatedWith : undefined,
    targetFigureIds: targets ? targets.map((t) => t.figureId) : input.targetFigureIds?.length ? input.targetFigureIds : undefined,
    // Each target's distance and line of fire when entered one by one; else one distance for all.
    targets: targets?.map(
      ({
        figureId,
        distance,
        lineOfFireCrossesHinderingTerrain,
        altitude,
        inHinderingTerrain,
        knockbackStop,
        adjacentToTeamMate,
        adjacentFriendlyRally,
        otherEnemiesAdjacent,
        sharedDefenseFrom,
      }) => ({
        figureId,
        distance,
        lineOfFireCrossesHinderingTerrain,
        ...(altitude ? { altitude } : {}),
        ...(inHinderingTerrain ? { inHinderingTerrain } : {}),
        ...(knockbackStop ? { knockbackStop } : {}),
        ...(adjacentToTeamMate ? { adjacentToTeamMate } : {}),
        ...(adjacentFriendlyRally ? { adjacentFriendlyRally } : {}),
        ...(otherEnemiesAdjacent?.length ? { otherEnemiesAdjacent } : {}),
        ...(sharedDefenseFrom?.length ? { sharedDefenseFrom } : {}),
      }),
    ),
    attackKind: input.attackKind,
    distance: (attack && !targets) || input.type === MatchEventType.ATTACK_TERRAIN ? input.distance : undefined,
    attacker: attack && input.attacker ? attackerFacts(input.attacker) : undefined,
    frenzy: attack && input.frenzy ? true : undefined,
    goodLuckReroll: attack ? input.goodLuckReroll : undefined,
    mindControl: attack && input.mindControl ? true : undefined,
    flurry: attack && input.flurry ? true : undefined,
    power: input.type === MatchEventType.POWER ? input.power : undefined,
    victimId: input.victimId,
    nextToTreeOfTheDamned: input.type === MatchEventType.VICTIM_KILLED && input.nextToTreeOfTheDamned ? true : undefined,
    passedVictimIds: input.type === MatchEventType.ACTION && input.passedVictimIds?.length ? input.passedVictimIds : undefined,
    card: plotTwist ? input.card : undefined,
    subplot: plotTwist && input.subplot ? true : undefined,
    answerPower: killAnswer ? input.answerPower : undefined,
    success: (plotTwist || killAnswer) && input.success ? true : undefined,
    points: plotTwist && input.points ? input.points : undefined,
    insanityValue: input.insanityValue,
    possessed: input.type === MatchEventType.POSSESSION ? input.possessed : undefined,
    damageSplit: input.damageSplit?.length ? Object.fromEntries(input.damageSplit.map((share) => [share.figureId, share.clicks])) : undefined,
    object: input.object
      ? { weight: input.object.weight, ...(input.object.rules ? { rules: input.object.rules } : {}), viaTelekinesis: input.object.viaTelekinesis }
      : undefined,
    feats: attack && input.feats?.length ? input.feats : undefined,
    purpose: attack && input.purpose && input.purpose !== 'DAMAGE' ? input.purpose : undefined,
    captiveFigureId: input.captiveFigureId,
    action: input.action,
    reinforcementFigureIds: input.type === MatchEventType.REINFORCE ? (input.reinforcementFigureIds ?? []) : undefined,
    clicks: input.clicks,
    side: input.type === MatchEventType.REVERSAL ? input.side : actingSide(state, input),
    reversesSequence: input.reversesSequence,
    note: input.note,
  };
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined && v !== null));
}

/** The attacker facts the table gave, without the ones left at their defaults. */
function attackerFacts(facts: NonNullable<MatchEventInput['attacker']>): MatchAttackerFacts {
  const { altitude, otherEnemiesAdjacent, sharedAttackFrom, ...flags } = facts;
  const given = {
    altitude: altitude ?? undefined,
    ...flags,
    otherEnemiesAdjacent: otherEnemiesAdjacent?.length ? otherEnemiesAdjacent : undefined,
    sharedAttackFrom: sharedAttackFrom?.length ? sharedAttackFrom : undefined,
  };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== false)) as MatchAttackerFacts;
}

/** A stored payload: what `eventPayload` wrote (logs from before `targets` hold targetFigureIds and one distance). */
interface Payload {
  side: number;
  figureId?: string;
  byFigureId?: string;
  fromFigureId?: string;
  toFigureId?: string;
  coordinatedWith?: string[];
  targetFigureIds?: string[];
  targets?: MatchAttackTarget[];
  attackKind?: 'CLOSE' | 'RANGED';
  distance?: number;
  damageSplit?: Record<string, number>;
  object?: ObjectInPlay;
  feats?: AttackFeat[];
  purpose?: AttackPurpose;
  captiveFigureId?: string;
  attacker?: MatchAttackerFacts;
  frenzy?: boolean;
  goodLuckReroll?: 'ALWAYS' | 'IF_MISSED';
  mindControl?: boolean;
  flurry?: boolean;
  power?: AlphaInsteadOfAttacking;
  victimId?: string;
  nextToTreeOfTheDamned?: boolean;
  passedVictimIds?: string[];
  card?: string;
  answerPower?: string;
  subplot?: boolean;
  success?: boolean;
  points?: number;
  insanityValue?: number;
  possessed?: boolean;
  action?: MatchActionKind;
  reinforcementFigureIds?: (string | null)[];
  clicks?: number;
}

/** A stored event (type and payload) as the engine's event. */
export function engineEvent(
  type: Exclude<MatchEventType, MatchEventType.REVERSAL | MatchEventType.RPS_MOVE>,
  stored: Record<string, unknown>,
): MatchEngineEvent {
  const p = stored as unknown as Payload;
  const side = p.side;
  switch (type) {
    case MatchEventType.ATTACK:
      return {
        type,
        side,
        figureId: p.figureId!,
        attackKind: p.attackKind!,
        targets: p.targets ?? (p.targetFigureIds ?? []).map((figureId) => ({ figureId, distance: p.distance ?? 1 })),
        ...(p.damageSplit ? { damageSplit: p.damageSplit } : {}),
        ...(p.object ? { object: p.object } : {}),
        ...(p.feats ? { feats: p.feats } : {}),
        ...(p.purpose ? { purpose: p.purpose } : {}),
        ...(p.captiveFigureId ? { captiveFigureId: p.captiveFigureId } : {}),
        ...(p.attacker ? { attacker: p.attacker } : {}),
        ...(p.frenzy ? { frenzy: true } : {}),
        ...(p.goodLuckReroll ? { goodLuckReroll: p.goodLuckReroll } : {}),
        ...(p.mindControl ? { mindControl: true } : {}),
        ...(p.flurry ? { flurry: true } : {}),
        ...(p.coordinatedWith ? { coordinatedWith: p.coordinatedWith } : {}),
      };
    case MatchEventType.ATTACK_TERRAIN:
      return { type, side, figureId: p.figureId!, attackKind: p.attackKind!, distance: p.distance ?? 1 };
    case MatchEventType.ACTION:
      return { type, side, figureId: p.figureId!, action: p.action!, ...(p.passedVictimIds ? { passedVictimIds: p.passedVictimIds } : {}) };
    case MatchEventType.POWER:
      return { type, side, figureId: p.figureId!, power: p.power!, ...(p.targetFigureIds ? { targetIds: p.targetFigureIds } : {}) };
    case MatchEventType.DAMAGE:
      return { type, side, figureId: p.figureId!, clicks: p.clicks!, byFigureId: p.byFigureId ?? null };
    case MatchEventType.HEAL:
      return { type, side, figureId: p.figureId!, clicks: p.clicks! };
    case MatchEventType.KO:
    case MatchEventType.CRITICAL_CONDITION:
      return { type, side, figureId: p.figureId!, byFigureId: p.byFigureId ?? null };
    case MatchEventType.CAPTURE:
      return { type, side, figureId: p.figureId!, byFigureId: p.byFigureId! };
    case MatchEventType.RESCUE:
    case MatchEventType.ESCAPE:
      return { type, side, figureId: p.figureId! };
    case MatchEventType.VICTIM_KILLED:
      return {
        type,
        side,
        figureId: p.figureId!,
        ...(p.victimId ? { victimId: p.victimId } : {}),
        ...(p.nextToTreeOfTheDamned ? { nextToTreeOfTheDamned: true } : {}),
      };
    case MatchEventType.PHASE:
    case MatchEventType.HOURGLASS:
      return { type, side };
    case MatchEventType.MOVE_VICTIM:
      return { type, side, victimId: p.victimId! };
    case MatchEventType.INSANITY_ROLL:
      return { type, side, figureId: p.figureId!, value: p.insanityValue! };
    case MatchEventType.POSSESSION:
      return { type, side, figureId: p.figureId!, possessed: p.possessed! };
    case MatchEventType.PLOT_TWIST:
      return {
        type,
        side,
        card: p.card!,
        ...(p.victimId ? { victimId: p.victimId } : {}),
        ...(p.subplot ? { subplot: true } : {}),
        ...(p.success ? { success: true } : {}),
        ...(p.points ? { points: p.points } : {}),
      };
    case MatchEventType.KILL_ANSWER:
      return { type, side, figureId: p.figureId!, power: p.answerPower!, ...(p.success ? { success: true } : {}) };
    case MatchEventType.MINION:
      return { type, side, figureId: p.figureId!, victimId: p.victimId! };
    case MatchEventType.BYSTANDER_SAVED:
    case MatchEventType.BYSTANDER_HURT:
    case MatchEventType.PROPERTY_DESTROYED:
    case MatchEventType.OBJECTIVE_MET:
      return { type, side, figureId: p.figureId ?? null };
    case MatchEventType.REINFORCE:
      return { type, side, choices: p.reinforcementFigureIds ?? [] };
    case MatchEventType.FLEE:
      return { type, side, figureId: p.figureId!, fromFigureId: p.fromFigureId! };
    case MatchEventType.SHARED_BURDEN:
      return { type, side, figureId: p.figureId!, toFigureId: p.toFigureId! };
    case MatchEventType.ETIQUETTE:
    case MatchEventType.END_TURN:
      return { type, side };
  }
}

/** The events that roll dice: from the match's stream, or the table's. */
export const ROLLING_EVENTS: ReadonlySet<MatchEventType> = new Set([
  MatchEventType.ATTACK,
  MatchEventType.POWER,
  MatchEventType.INSANITY_ROLL,
  MatchEventType.FLEE,
  MatchEventType.ETIQUETTE,
]);

/**
 * The log folded again from the setup: every event but the reversals and those reversed (and
 * `without`), each attack with the faces it rolled. The dice of the stream are never un-rolled, so
 * the state's stream position is where the whole log left it (every server roll, reversed or not).
 */
export function replayLog(
  setup: MatchSetup,
  seed: string,
  events: readonly MatchEvent[],
  without: number | null = null,
): { state: EngineState } | { refusal: MatchRefusal; sequence: number } {
  const undone = new Set(events.flatMap((e) => (e.reversesSequence ? [e.reversesSequence] : [])));
  if (without !== null) undone.add(without);
  const kept = events.filter((e) => e.type !== MatchEventType.REVERSAL && !undone.has(e.sequence));
  const replayed = replayMatch(
    setup,
    kept.map((e) => engineEvent(e.type as Exclude<MatchEventType, MatchEventType.REVERSAL | MatchEventType.RPS_MOVE>, e.payload)),
    (_event, index) => (ROLLING_EVENTS.has(kept[index].type) ? forcedDice(kept[index].diceFaces) : undefined),
  );
  if ('refusal' in replayed) return { refusal: replayed.refusal, sequence: kept[replayed.index]?.sequence ?? 0 };
  const serverRolls = events.filter((e) => ROLLING_EVENTS.has(e.type) && !e.atTable).reduce((n, e) => n + e.diceFaces.length, 0);
  return { state: { ...replayed.state, dice: streamPosition(seed, serverRolls) } };
}

/** Where the match's stream stands after `rolls` d6 (null before the first). */
function streamPosition(seed: string, rolls: number): EngineState['dice'] {
  if (rolls === 0) return null;
  const dice = createDice(seed);
  for (let i = 0; i < rolls; i++) dice.d6();
  return dicePositionOf(dice);
}
