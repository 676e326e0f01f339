import { endTurn } from '../combat/actions';
import { HORRORCLIX_PLOT_TWISTS } from '../rulesets/horrorclix';
import { powerKey } from '../combat/powers';
import type { Dice } from '../dice/types';
import { checkTurn, findFigure } from './actions';
import { dicePositionOf } from './dice';
import { allFigures, clickShowing, damageFigure, isInPlay, outOfPlayReason } from './figures';
import { type MatchRefusal, matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import { figuresOfSide } from './rulesets/shared';
import type {
  HorrorClixKillToAnswer,
  HorrorClixMatchState,
  HorrorClixOptions,
  HorrorClixPhase,
  MatchActionKind,
  MatchEngineEventOf as EventOf,
  MatchFigureState,
  MatchSettings,
  MatchState,
} from './types';

/*
 * HorrorClix's turn (seed 004, "Vuoro"): 1 preview (insanity rolls), 2 suspense (one victim
 * moved), 3 hunting (the actions; victims killed; frenzy), 4 hourglass (tokens leave monsters
 * not activated; hourglass and possessed monsters take 1 damage). A dial shows an hourglass in a
 * slot, or an insanity power, as a power of that name ("Hourglass", "Insanity") in the slot.
 */

/** Where a monster's click shows an hourglass (seed 004 "Actionit"): speed immovable, attack incapable, defense intangible. */
export interface HourglassStates {
  immovable: boolean;
  incapable: boolean;
  intangible: boolean;
  /** An hourglass in any slot: 1 damage in the hourglass phase. */
  any: boolean;
}

function shows(power: string | undefined, key: string): boolean {
  return power !== undefined && powerKey(power) === key;
}

/** The hourglass states of the click showing (none once the figure is KO'd). */
export function hourglassStates(figure: MatchFigureState): HourglassStates {
  const click = clickShowing(figure);
  const immovable = shows(click?.speedPower, 'HOURGLASS');
  const incapable = shows(click?.attackPower, 'HOURGLASS');
  const intangible = shows(click?.defensePower, 'HOURGLASS');
  return { immovable, incapable, intangible, any: immovable || incapable || intangible || shows(click?.damagePower, 'HOURGLASS') };
}

/** The click shows an insanity power: an insanity roll is due at the start of the turn. */
function showsInsanity(figure: MatchFigureState): boolean {
  const click = clickShowing(figure);
  return !!click && [click.speedPower, click.attackPower, click.defensePower, click.damagePower].some((p) => shows(p, 'INSANITY'));
}

/** A new match's victims on their spots, in the preview phase of the first turn. */
export function horrorClixStart(settings: MatchSettings): HorrorClixMatchState {
  const victims = Array.from({ length: settings.horrorClixVictims }, (_, i) => ({
    id: `victim-${i + 1}`,
    killedByFigureId: null,
    killedInTurn: null,
    faceUp: false,
    replacedByFigureId: null,
  }));
  return { phase: 'PREVIEW', victims, victimMoved: null, insanityRolled: [], plotTwists: [], killToAnswer: null };
}

/** A side's turn starts in the preview phase. */
export function startHorrorClixTurn(draft: MatchState): void {
  Object.assign(draft.horrorClix!, { phase: 'PREVIEW', victimMoved: null, insanityRolled: [] });
}

function wrongPhase(phase: HorrorClixPhase, wanted: string): { refusal: MatchRefusal } {
  return matchRefusal('WRONG_PHASE', ['type'], `it is the ${phase.toLowerCase()} phase: this comes in the ${wanted} phase`);
}

/** HorrorClix only, the side to act, in `phase`: the HorrorClix state, or the refusal. */
function horrorTurn(state: MatchState, side: number, phase: HorrorClixPhase): HorrorClixMatchState | { refusal: MatchRefusal } {
  const horror = state.horrorClix;
  if (!horror) return matchRefusal('NOT_IN_RULESET', ['type'], `${state.ruleset} has no phases, victims, insanity or possession`);
  const wrongTurn = checkTurn(state, side);
  if (wrongTurn) return wrongTurn;
  return horror.phase === phase ? horror : wrongPhase(horror.phase, phase.toLowerCase());
}

/** A monster of the side to act, still in the fight. */
function ownMonster(state: MatchState, rules: MatchRuleset, side: number, figureId: unknown, doing: string): MatchFigureState | { refusal: MatchRefusal } {
  const figure = findFigure(state, figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  if (figure.side !== side) return matchRefusal('FIGURE_NOT_ON_SIDE', ['figureId'], `${figure.name} plays for side ${figure.side}`);
  const away = outOfPlayReason(figure, rules.dialRules);
  return away ? matchRefusal('FIGURE_OUT_OF_PLAY', ['figureId'], `${away} and cannot ${doing}`) : figure;
}

function insanityRollsDue(state: MatchState, rules: MatchRuleset): string[] {
  const rolled = new Set(state.horrorClix!.insanityRolled);
  return figuresOfSide(state, state.turn.activeSide)
    .filter((f) => isInPlay(f, rules.dialRules) && showsInsanity(f) && !rolled.has(f.id))
    .map((f) => f.id);
}

function victimsOnBoard(horror: HorrorClixMatchState): string[] {
  return horror.victims.filter((v) => v.killedByFigureId === null).map((v) => v.id);
}

/** PHASE: the preview phase ends once every insanity roll is made; the suspense phase only when no victim is left to move. */
export function applyPhase(draft: MatchState, rules: MatchRuleset, event: EventOf<'PHASE'>) {
  const checked = horrorTurn(draft, event.side, draft.horrorClix?.phase ?? 'PREVIEW');
  if ('refusal' in checked) return checked;
  if (checked.phase === 'HUNTING' || checked.phase === 'HOURGLASS') {
    return matchRefusal(
      'WRONG_PHASE',
      ['type'],
      `it is the ${checked.phase.toLowerCase()} phase: HOURGLASS ends the hunting phase, END_TURN the hourglass phase`,
    );
  }
  if (checked.phase === 'PREVIEW') {
    const due = insanityRollsDue(draft, rules);
    if (due.length > 0) return matchRefusal('INSANITY_ROLLS_DUE', ['type'], `the preview phase ends after the insanity rolls of ${due.join(', ')}`);
    checked.phase = 'SUSPENSE';
  } else {
    if (victimsOnBoard(checked).length > 0) return matchRefusal('VICTIM_TO_MOVE', ['type'], 'the suspense phase moves one victim (MOVE_VICTIM)');
    checked.phase = 'HUNTING';
  }
  return { result: { phase: checked.phase } };
}

/** MOVE_VICTIM: the suspense phase's one victim moved (past monsters and victims, not through them); the hunt begins. */
export function applyMoveVictim(draft: MatchState, event: EventOf<'MOVE_VICTIM'>) {
  const horror = horrorTurn(draft, event.side, 'SUSPENSE');
  if ('refusal' in horror) return horror;
  const victim = horror.victims.find((v) => v.id === event.victimId);
  if (!victim) return matchRefusal('VICTIM_NOT_FOUND', ['victimId'], `there is no victim ${String(event.victimId)} in this match`);
  if (victim.killedByFigureId !== null) return matchRefusal('VICTIM_DEAD', ['victimId'], `${victim.id} is dead`);
  Object.assign(horror, { victimMoved: victim.id, phase: 'HUNTING' });
  return { result: { victimMoved: victim.id, phase: horror.phase } };
}

/** INSANITY_ROLL: a monster showing Insanity at the start of the turn rolls a d6; below `value` it goes insane. */
export function applyInsanityRoll(draft: MatchState, rules: MatchRuleset, event: EventOf<'INSANITY_ROLL'>, dice: Dice | undefined) {
  const horror = horrorTurn(draft, event.side, 'PREVIEW');
  if ('refusal' in horror) return horror;
  const figure = ownMonster(draft, rules, event.side, event.figureId, 'roll');
  if ('refusal' in figure) return figure;
  if (!showsInsanity(figure)) return matchRefusal('NO_INSANITY_SHOWING', ['figureId'], `${figure.name}'s dial shows no insanity power`);
  if (horror.insanityRolled.includes(figure.id))
    return matchRefusal('INSANITY_ALREADY_ROLLED', ['figureId'], `${figure.name} has made this turn's insanity roll`);
  if (!Number.isInteger(event.value) || event.value < 1 || event.value > 7)
    return matchRefusal('INVALID_FIELD', ['value'], 'the insanity value is a whole number from 1 to 7');
  if (!dice) return matchRefusal('DICE_MISSING', ['dice'], 'an insanity roll rolls a d6: pass the match stream or the die rolled at the table');
  let roll: number;
  try {
    roll = dice.d6();
  } catch (e) {
    return matchRefusal('TABLE_DICE_INVALID', ['dice'], `the dice do not fit the roll: ${(e as Error).message}`);
  }
  const failed = roll < event.value;
  figure.insane = draft.settings.horrorClixInsanityLasts ? figure.insane || failed : failed;
  horror.insanityRolled.push(figure.id);
  const position = dicePositionOf(dice);
  if (position) draft.dice = position;
  return { result: { roll, insane: figure.insane } };
}

/** POSSESSION: the table records a monster possessed, or freed; possessed it is vulnerable and takes hourglass damage. */
export function applyPossession(draft: MatchState, rules: MatchRuleset, event: EventOf<'POSSESSION'>) {
  if (!draft.horrorClix) return matchRefusal('NOT_IN_RULESET', ['type'], `${draft.ruleset} has no possession`);
  const figure = findFigure(draft, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  const away = outOfPlayReason(figure, rules.dialRules);
  if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', ['figureId'], `${away} and cannot be possessed`);
  if (typeof event.possessed !== 'boolean') return matchRefusal('INVALID_FIELD', ['possessed'], 'possessed is true or false');
  figure.possessed = event.possessed;
  return { result: { figureId: figure.id, possessed: figure.possessed } };
}

/**
 * VICTIM_KILLED: in the hunting phase a monster that moved this turn ends its move on a victim
 * and kills it: it is blooded (frenzy); next to the Tree of the Damned the side gets 1 action more.
 */
export function applyVictimKilled(draft: MatchState, rules: MatchRuleset, event: EventOf<'VICTIM_KILLED'>) {
  const horror = horrorTurn(draft, event.side, 'HUNTING');
  if ('refusal' in horror) return horror;
  const figure = ownMonster(draft, rules, event.side, event.figureId, 'kill');
  if ('refusal' in figure) return figure;
  const onBoard = victimsOnBoard(horror);
  const victimId = event.victimId ?? onBoard[0];
  const victim = horror.victims.find((v) => v.id === victimId);
  if (!victim)
    return matchRefusal(
      'VICTIM_NOT_FOUND',
      ['victimId'],
      victimId === undefined ? 'no victim is left on the board' : `there is no victim ${String(victimId)} in this match`,
    );
  if (victim.killedByFigureId !== null) return matchRefusal('VICTIM_DEAD', ['victimId'], `${victim.id} is dead`);
  if (!figure.movedThisTurn)
    return matchRefusal('VICTIM_NEEDS_MOVE', ['figureId'], `${figure.name} kills a victim by ending a move on it, and has not moved this turn`);
  if (horror.victims.some((v) => v.killedByFigureId === figure.id && v.killedInTurn === draft.turn.number)) {
    return matchRefusal('ALREADY_KILLED_THIS_TURN', ['figureId'], `${figure.name} has ended its move on a victim this turn`);
  }
  Object.assign(victim, { killedByFigureId: figure.id, killedInTurn: draft.turn.number });
  const treeAction = event.nextToTreeOfTheDamned === true;
  horror.killToAnswer = { victimId: victim.id, figureId: figure.id, wasBlooded: figure.blooded, treeAction };
  // A minion kills but is never blooded (seed 004: "ei voi olla blooded").
  if (!figure.minion) figure.blooded = true;
  draft.sides[figure.side].tallies.victimsKilled += 1;
  if (treeAction) draft.turn.actionsLeft += 1;
  const { victimsKilled } = draft.sides[figure.side].tallies;
  return { result: { victimId: victim.id, blooded: figure.blooded ? figure.id : null, victimsKilled, actionsLeft: draft.turn.actionsLeft } };
}

/** The plot twists a side has played. */
function playedBy(horror: HorrorClixMatchState, side: number) {
  return horror.plotTwists.filter((p) => p.side === side);
}

/**
 * When `side` may play a plot twist now, and on which victims: the active side in its preview phase
 * (no victim); the opponent in the suspense phase before the victim move (each victim once); the
 * opponent answering the kill the last event made (that victim). Null: not now.
 */
function plotTwistTiming(state: MatchState, side: number): { timing: 'PREVIEW' | 'SUSPENSE' | 'KILL_ANSWER'; victimIds: string[] } | null {
  const horror = state.horrorClix!;
  const active = side === state.turn.activeSide;
  if (horror.killToAnswer) return active ? null : { timing: 'KILL_ANSWER', victimIds: [horror.killToAnswer.victimId] };
  if (horror.phase === 'PREVIEW' && active) return { timing: 'PREVIEW', victimIds: [] };
  if (horror.phase !== 'SUSPENSE' || active) return null;
  const named = new Set(horror.plotTwists.filter((p) => p.turn === state.turn.number && p.timing === 'SUSPENSE').map((p) => p.victimId));
  return { timing: 'SUSPENSE', victimIds: victimsOnBoard(horror).filter((id) => !named.has(id)) };
}

/** A plot twist's own fields, each the table's answer of the right type. */
function plotTwistFieldRefusal(event: EventOf<'PLOT_TWIST'>): { refusal: MatchRefusal } | null {
  if (typeof event.card !== 'string' || event.card.trim() === '' || event.card.length > 100)
    return matchRefusal('INVALID_FIELD', ['card'], 'a plot twist names its card (1 to 100 characters)');
  if (event.subplot !== undefined && typeof event.subplot !== 'boolean') return matchRefusal('INVALID_FIELD', ['subplot'], 'subplot is true or false');
  if (event.success !== undefined && typeof event.success !== 'boolean') return matchRefusal('INVALID_FIELD', ['success'], 'success is true or false');
  const points = event.points ?? 0;
  if (!Number.isInteger(points) || points < -100 || points > 100)
    return matchRefusal('INVALID_FIELD', ['points'], "a plot twist's points are a whole number from -100 to 100");
  return null;
}

/** The side's hand: 6 cards, each played once, at most 1 subplot. */
function plotTwistCountRefusal(
  played: readonly { card: string; subplot: boolean }[],
  side: number,
  card: string,
  subplot: boolean,
): { refusal: MatchRefusal } | null {
  if (played.length >= HORRORCLIX_PLOT_TWISTS)
    return matchRefusal('PLOT_TWISTS_USED_UP', ['card'], `side ${side} has played all its ${HORRORCLIX_PLOT_TWISTS} plot twists`);
  if (played.some((p) => p.card === card))
    return matchRefusal('PLOT_TWIST_ALREADY_PLAYED', ['card'], `side ${side} has played ${card}: each card is played once`);
  if (subplot && played.some((p) => p.subplot)) return matchRefusal('SUBPLOT_ALREADY_PLAYED', ['subplot'], `side ${side} has played its one subplot`);
  return null;
}

/**
 * PLOT_TWIST: a card played, recorded with what the table says of it (success, points). The engine
 * keeps the counts: 6 cards a side, each played once, at most 1 subplot, one per victim per move or
 * kill. A successful kill answer saves the victim: it lives (the table moves it to an adjacent
 * square), the kill is not counted, the monster is as blooded as before, a Tree action is taken back.
 */
export function applyPlotTwist(draft: MatchState, event: EventOf<'PLOT_TWIST'>) {
  const horror = draft.horrorClix;
  if (!horror) return matchRefusal('NOT_IN_RULESET', ['type'], `${draft.ruleset} has no plot twists`);
  const wrongField = plotTwistFieldRefusal(event);
  if (wrongField) return wrongField;
  const points = event.points ?? 0;
  const played = playedBy(horror, event.side);
  const card = event.card.trim();
  const overHand = plotTwistCountRefusal(played, event.side, card, event.subplot === true);
  if (overHand) return overHand;
  const when = plotTwistTiming(draft, event.side);
  if (!when)
    return matchRefusal(
      'PLOT_TWIST_NOT_NOW',
      ['side'],
      `side ${event.side} may not play a plot twist now: the side to act in its preview phase, the opponent before the victim move or answering a kill`,
    );
  const victimId = event.victimId ?? null;
  if (when.timing === 'PREVIEW' ? victimId !== null : victimId === null || !when.victimIds.includes(victimId)) {
    const wanted = when.timing === 'PREVIEW' ? 'names no victim' : `names one of ${when.victimIds.join(', ') || 'no victim left'}`;
    return matchRefusal(
      'PLOT_TWIST_VICTIM',
      ['victimId'],
      `a plot twist ${when.timing === 'KILL_ANSWER' ? 'answering the kill' : `in the ${horror.phase.toLowerCase()} phase`} ${wanted}`,
    );
  }
  const success = event.success === true;
  horror.plotTwists.push({ side: event.side, card, subplot: event.subplot === true, timing: when.timing, victimId, success, points, turn: draft.turn.number });
  const kill = horror.killToAnswer;
  if (kill && success) saveVictim(draft, kill);
  return {
    result: {
      card,
      timing: when.timing,
      victimId,
      success,
      points,
      saved: kill !== null && success,
      plotTwistsLeft: HORRORCLIX_PLOT_TWISTS - played.length - 1,
    },
  };
}

/** A successful kill answer: the victim lives (the table moves it to an adjacent square), the kill is not counted, the monster is as blooded as before, a Tree action is taken back. */
function saveVictim(draft: MatchState, kill: HorrorClixKillToAnswer): void {
  const victim = draft.horrorClix!.victims.find((v) => v.id === kill.victimId)!;
  const killer = draft.figures[kill.figureId];
  Object.assign(victim, { killedByFigureId: null, killedInTurn: null });
  killer.blooded = kill.wasBlooded;
  draft.sides[killer.side].tallies.victimsKilled -= 1;
  if (kill.treeAction) draft.turn.actionsLeft = Math.max(0, draft.turn.actionsLeft - 1);
}

/**
 * KILL_ANSWER: the opponent answers the kill the last event made with a power of its monster
 * `figureId` (seed 004: "one plot twist or power per victim"; the power's text is the table's).
 * It is that victim's one answer, as a plot twist would be; `success` saves the victim.
 */
export function applyKillAnswer(draft: MatchState, rules: MatchRuleset, event: EventOf<'KILL_ANSWER'>) {
  const horror = draft.horrorClix;
  if (!horror) return matchRefusal('NOT_IN_RULESET', ['type'], `${draft.ruleset} has no victims`);
  if (typeof event.power !== 'string' || event.power.trim() === '' || event.power.length > 100)
    return matchRefusal('INVALID_FIELD', ['power'], "a kill answer names the monster's power (1 to 100 characters)");
  if (event.success !== undefined && typeof event.success !== 'boolean') return matchRefusal('INVALID_FIELD', ['success'], 'success is true or false');
  const kill = horror.killToAnswer;
  if (!kill || event.side === draft.turn.activeSide)
    return matchRefusal('KILL_ANSWER_NOT_NOW', ['side'], `side ${event.side} has no kill to answer: the opponent answers a kill with the event right after it`);
  const figure = findFigure(draft, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  if (figure.side !== event.side) return matchRefusal('FIGURE_NOT_ON_SIDE', ['figureId'], `${figure.name} plays for side ${figure.side}`);
  const away = outOfPlayReason(figure, rules.dialRules);
  if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', ['figureId'], `${away} and has no power to use`);
  const success = event.success === true;
  if (success) saveVictim(draft, kill);
  return { result: { figureId: figure.id, power: event.power.trim(), victimId: kill.victimId, success, saved: success } };
}

/** MINION: in the hunting phase, a minion of the side enters in place of a victim a monster of the side killed this turn. */
export function applyMinion(draft: MatchState, event: EventOf<'MINION'>) {
  const horror = horrorTurn(draft, event.side, 'HUNTING');
  if ('refusal' in horror) return horror;
  const figure = findFigure(draft, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  if (figure.side !== event.side) return matchRefusal('FIGURE_NOT_ON_SIDE', ['figureId'], `${figure.name} plays for side ${figure.side}`);
  if (!figure.minion) return matchRefusal('NOT_A_MINION', ['figureId'], `${figure.name} is not a minion`);
  if (!figure.inReserve) return matchRefusal('MINION_ALREADY_ENTERED', ['figureId'], `${figure.name} has entered the match`);
  const victim = horror.victims.find((v) => v.id === event.victimId);
  if (!victim) return matchRefusal('VICTIM_NOT_FOUND', ['victimId'], `there is no victim ${String(event.victimId)} in this match`);
  const killer = victim.killedByFigureId === null ? null : draft.figures[victim.killedByFigureId];
  if (!killer || killer.side !== event.side || victim.killedInTurn !== draft.turn.number) {
    return matchRefusal(
      'VICTIM_NOT_KILLED_THIS_TURN',
      ['victimId'],
      `a minion replaces a victim a monster of side ${event.side} killed this turn; ${victim.id} is not one`,
    );
  }
  if (victim.replacedByFigureId !== null)
    return matchRefusal('VICTIM_ALREADY_REPLACED', ['victimId'], `${victim.id} is already replaced by ${victim.replacedByFigureId}`);
  figure.inReserve = false;
  victim.replacedByFigureId = figure.id;
  return { result: { minion: figure.id, victimId: victim.id } };
}

/** Points the side's plot twists score. */
export function plotTwistPoints(state: MatchState, side: number): number {
  return playedBy(state.horrorClix!, side).reduce((sum, p) => sum + p.points, 0);
}

/**
 * HOURGLASS: the hunting phase ends; tokens leave the side's monsters not activated this turn, and
 * each of its monsters showing an hourglass or possessed takes 1 damage (a death now scores 0).
 * With `horrorClixHourglassDamageAllSides` every side's monsters take it.
 */
export function applyHourglass(draft: MatchState, rules: MatchRuleset, event: EventOf<'HOURGLASS'>) {
  const horror = horrorTurn(draft, event.side, 'HUNTING');
  if ('refusal' in horror) return horror;
  horror.phase = 'HOURGLASS';
  for (const figure of figuresOfSide(draft, event.side)) {
    figure.tokens = endTurn({ tokens: figure.tokens, actedThisTurn: figure.actionsThisTurn > 0 }).tokens;
  }
  const damaged: string[] = [];
  const sides = draft.settings.horrorClixHourglassDamageAllSides ? allFigures(draft) : figuresOfSide(draft, event.side);
  for (const figure of sides) {
    if (!isInPlay(figure, rules.dialRules) || !(hourglassStates(figure).any || figure.possessed)) continue;
    damageFigure(draft, figure.id, 1, null, rules.dialRules);
    damaged.push(figure.id);
  }
  return { result: { phase: horror.phase, damaged } };
}

/** What the phase forbids a figure (every action waits for the hunting phase) and what its hourglasses forbid. */
export function horrorClixActionRefusal(state: MatchState, figure: MatchFigureState, kind: MatchActionKind | 'ATTACK'): MatchRefusal | null {
  const phase = state.horrorClix!.phase;
  if (phase !== 'HUNTING') return wrongPhase(phase, 'hunting').refusal;
  const hourglass = hourglassStates(figure);
  if (hourglass.incapable)
    return { code: 'INCAPABLE', path: ['figureId'], message: `${figure.name} shows an hourglass on attack: incapable, it takes no actions` };
  if (kind === 'MOVE' && hourglass.immovable)
    return { code: 'IMMOVABLE', path: ['figureId'], message: `${figure.name} shows an hourglass on speed: immovable, it does not move` };
  return null;
}

/** An intangible monster (an hourglass on defense) cannot be attacked. */
export function horrorClixTargetRefusal(figure: MatchFigureState): { code: string; message: string } | null {
  return hourglassStates(figure).intangible
    ? { code: 'INTANGIBLE_TARGET', message: `${figure.name} shows an hourglass on defense: intangible, it cannot be attacked` }
    : null;
}

/** Why a blooded monster cannot frenzy now (after its move, once a turn, a close combat attack), or null. */
export function frenzyRefusal(figure: MatchFigureState): { refusal: MatchRefusal } | null {
  if (!figure.blooded) return matchRefusal('NOT_BLOODED', ['figureId'], `${figure.name} has killed no victim and cannot frenzy`);
  if (!figure.movedThisTurn) return matchRefusal('FRENZY_NEEDS_MOVE', ['figureId'], `${figure.name} frenzies after moving, and has not moved this turn`);
  if (figure.frenziedThisTurn) return matchRefusal('ALREADY_FRENZIED', ['figureId'], `${figure.name} has made its frenzy attack this turn`);
  return null;
}

/** What the phase allows the side to act, besides its figures' actions (`legalActions`); `enemies`: those it may attack. */
export function horrorClixOptions(state: MatchState, rules: MatchRuleset, enemies: string[]): HorrorClixOptions {
  const horror = state.horrorClix!;
  const { phase } = horror;
  const own = figuresOfSide(state, state.turn.activeSide).filter((f) => isInPlay(f, rules.dialRules));
  const onBoard = victimsOnBoard(horror);
  const hunting = phase === 'HUNTING';
  const insanityDue = phase === 'PREVIEW' ? insanityRollsDue(state, rules) : [];
  const killedThisTurn = new Set(horror.victims.filter((v) => v.killedInTurn === state.turn.number).map((v) => v.killedByFigureId));
  const killers = hunting && onBoard.length > 0 ? own.filter((f) => f.movedThisTurn && !killedThisTurn.has(f.id)).map((f) => f.id) : [];
  const frenzy =
    hunting && enemies.length > 0
      ? own.filter((f) => frenzyRefusal(f) === null && horrorClixActionRefusal(state, f, 'ATTACK') === null).map((f) => ({ figureId: f.id, targets: enemies }))
      : [];
  return {
    phase,
    insanityRollsDue: insanityDue,
    mayEndPhase: (phase === 'PREVIEW' && insanityDue.length === 0) || (phase === 'SUSPENSE' && onBoard.length === 0),
    victimsToMove: phase === 'SUSPENSE' ? onBoard : [],
    killers,
    victimsOnBoard: hunting ? onBoard : [],
    frenzy,
    mayRunHourglass: hunting,
    plotTwist: plotTwistOptions(state),
    killAnswer: killAnswerOptions(state, rules),
    minions: hunting ? minionOptions(state, horror) : [],
  };
}

/** The side that may play a plot twist now (the opponent while a kill awaits its answer), if it has cards left. */
function plotTwistOptions(state: MatchState): HorrorClixOptions['plotTwist'] {
  for (const side of state.sides.map((s) => s.position)) {
    const when = plotTwistTiming(state, side);
    const cardsLeft = HORRORCLIX_PLOT_TWISTS - playedBy(state.horrorClix!, side).length;
    if (!when || cardsLeft === 0 || (when.timing !== 'PREVIEW' && when.victimIds.length === 0)) continue;
    return { side, victimIds: when.victimIds, cardsLeft, subplotLeft: !playedBy(state.horrorClix!, side).some((p) => p.subplot) };
  }
  return null;
}

/** The opponent answering the kill the last event made with a power (KILL_ANSWER): the victim and its monsters in play. */
function killAnswerOptions(state: MatchState, rules: MatchRuleset): HorrorClixOptions['killAnswer'] {
  const kill = state.horrorClix!.killToAnswer;
  if (!kill) return null;
  const side = (state.turn.activeSide + 1) % state.sides.length;
  const figureIds = figuresOfSide(state, side)
    .filter((f) => isInPlay(f, rules.dialRules))
    .map((f) => f.id);
  return figureIds.length > 0 ? { side, victimId: kill.victimId, figureIds } : null;
}

/** Victims the side's monsters killed this turn, not yet replaced, with the side's minions still off the map. */
function minionOptions(state: MatchState, horror: HorrorClixMatchState): HorrorClixOptions['minions'] {
  const side = state.turn.activeSide;
  const waiting = figuresOfSide(state, side)
    .filter((f) => f.minion && f.inReserve)
    .map((f) => f.id);
  if (waiting.length === 0) return [];
  return horror.victims
    .filter((v) => v.killedInTurn === state.turn.number && v.replacedByFigureId === null && state.figures[v.killedByFigureId!].side === side)
    .map((v) => ({ victimId: v.id, figureIds: waiting }));
}
