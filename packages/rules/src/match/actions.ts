import type { DialChange } from '../combat/dial';
import { damageFigure, outOfPlayReason } from './figures';
import { type MatchRefusal, matchRefusal } from '../refusal';
import type { ActionGiven, MatchRuleset } from './rulesets/ruleset';
import { figuresOfSide } from './rulesets/shared';
import type { MatchActionKind, MatchEngineEventOf, MatchFigureState, MatchState } from './types';
import { passedVictimsRefusal, turnVictimsFaceUp } from './horrorclix-victims';

/** A figure cleared to act, with what the ruleset gives it; `commitAction` records it once the action stands. */
export interface ActionCleared {
  figure: MatchFigureState;
  given: ActionGiven | null;
}

/** The side must be the one to act; a refusal otherwise. */
export function checkTurn(state: MatchState, side: number): { refusal: MatchRefusal } | null {
  if (side !== state.turn.activeSide) return matchRefusal('NOT_YOUR_TURN', ['side'], `it is side ${state.turn.activeSide}'s turn, not side ${side}'s`);
  return null;
}

/** The side to act, with no reinforcements left to choose (Alpha: they come first). */
function checkTurnReady(state: MatchState, side: number): { refusal: MatchRefusal } | null {
  const wrongTurn = checkTurn(state, side);
  if (wrongTurn || state.turn.reinforcementsDue.length === 0) return wrongTurn;
  return matchRefusal('REINFORCEMENTS_DUE', ['type'], `side ${side} first chooses reinforcements for ${state.turn.reinforcementsDue.join(', ')}`);
}

/** Looks a figure up at `path`. */
export function findFigure(state: MatchState, id: unknown, path: string[]): MatchFigureState | { refusal: MatchRefusal } {
  if (typeof id !== 'string' || id === '') return matchRefusal('FIELD_MISSING', path, 'the event needs a figure');
  return Object.prototype.hasOwnProperty.call(state.figures, id)
    ? state.figures[id]
    : matchRefusal('FIGURE_NOT_FOUND', path, `there is no figure ${id} in this match`);
}

/**
 * Checks that `figureId` may take an action of `kind` now: the side's turn, its own figure, in
 * play, actions left and the ruleset's per-figure limits. Free actions need no count.
 */
export function clearAction(
  state: MatchState,
  rules: MatchRuleset,
  event: { side: number; figureId: string },
  kind: MatchActionKind | 'ATTACK',
): ActionCleared | { refusal: MatchRefusal } {
  const wrongTurn = checkTurnReady(state, event.side);
  if (wrongTurn) return wrongTurn;
  const figure = findFigure(state, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  if (figure.side !== event.side) return matchRefusal('FIGURE_NOT_ON_SIDE', ['figureId'], `${figure.name} plays for side ${figure.side}`);
  const away = outOfPlayReason(figure, rules.dialRules);
  if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', ['figureId'], `${away} and cannot act`);
  if (figure.actionsEnded)
    return matchRefusal('ACTIONS_ENDED', ['figureId'], `${figure.name} made a special movement this turn: its actions are done until its next turn`);
  const forbidden = rules.actionRefusal(state, figure, kind);
  if (forbidden) return { refusal: forbidden };
  if (kind === 'FREE') return { figure, given: null };
  if (state.turn.actionsLeft <= 0) return matchRefusal('NO_ACTIONS_LEFT', ['side'], `side ${event.side} has no actions left this turn`);
  const given = rules.giveAction(figure, state.settings);
  return 'code' in given ? { refusal: given } : { figure, given };
}

/** Records a cleared action in the draft and deals its pushing damage; returns the dial change it caused, if any. */
export function commitAction(draft: MatchState, rules: MatchRuleset, cleared: ActionCleared): DialChange | null {
  if (!cleared.given) return null;
  const figure = draft.figures[cleared.figure.id];
  figure.tokens = cleared.given.tokens;
  figure.actionsThisTurn += 1;
  draft.turn.actionsLeft -= 1;
  return cleared.given.pushingDamage > 0 ? damageFigure(draft, figure.id, cleared.given.pushingDamage, null, rules.dialRules) : null;
}

/**
 * An ACTION event: a move, power or free action given at the table. `movesFreely` (Clix Campaign's
 * Free Movement): a MOVE uses none of the turn's actions and marks the figure with an action token.
 */
export function applyAction(draft: MatchState, rules: MatchRuleset, event: MatchEngineEventOf<'ACTION'>, movesFreely: boolean) {
  if (event.action !== 'MOVE' && event.action !== 'POWER' && event.action !== 'FREE') {
    return matchRefusal('INVALID_FIELD', ['action'], 'an action is MOVE, POWER or FREE');
  }
  const freeMovement = movesFreely && event.action === 'MOVE';
  const cleared = clearAction(draft, rules, event, freeMovement ? 'FREE' : event.action);
  if ('refusal' in cleared) return cleared;
  const wrongVictims = passedVictimsRefusal(draft, event);
  if (wrongVictims) return wrongVictims;
  const pushing = commitAction(draft, rules, cleared);
  const figure = draft.figures[cleared.figure.id];
  if (event.action === 'MOVE') figure.movedThisTurn = true;
  if (freeMovement) figure.tokens = 1;
  const faceUp = event.passedVictimIds ? { turnedFaceUp: turnVictimsFaceUp(draft, event.passedVictimIds) } : {};
  return {
    result: {
      action: event.action,
      pushingDamage: pushing?.clicksApplied ?? 0,
      dialChange: pushing,
      ...(freeMovement ? { freeMovement: true } : {}),
      ...faceUp,
    },
  };
}

/** END_TURN: only the side to act ends its turn; its figures' tokens clear as the ruleset says; the next side gets its actions. */
export function applyEndTurn(draft: MatchState, rules: MatchRuleset, event: { side: number }) {
  const wrongTurn = checkTurnReady(draft, event.side);
  if (wrongTurn) return wrongTurn;
  const early = rules.endTurnRefusal(draft);
  if (early) return { refusal: early };
  for (const figure of figuresOfSide(draft, event.side))
    Object.assign(figure, rules.endTurnFor(figure), { movedThisTurn: false, frenziedThisTurn: false, actionsEnded: false });
  for (const id in draft.figures) draft.figures[id].attackedThisTurn = false;
  const next = (event.side + 1) % draft.sides.length;
  // A failed flee lasts until its side's next turn (seed 000).
  for (const figure of figuresOfSide(draft, next)) figure.failedFlee = false;
  draft.turn = { number: draft.turn.number + 1, activeSide: next, actionsLeft: 0, reinforcementsDue: [], flurry: null };
  rules.startTurn(draft, next);
  draft.turn.actionsLeft = rules.actionsPerTurn(draft, next);
  const { actionsLeft, reinforcementsDue } = draft.turn;
  return { result: { endedSide: event.side, activeSide: next, turn: draft.turn.number, actionsLeft, reinforcementsDue } };
}
