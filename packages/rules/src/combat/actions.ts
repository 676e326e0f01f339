import type { CombatRefusal } from './combat.types';
import { refuse } from '../refusal';

/** A model's action tokens and whether it has taken a non-free action this turn (seed 003 2.1, 2.6). */
export interface ActionTokenState {
  /** 0, 1, or 2 after pushing. */
  tokens: number;
  actedThisTurn: boolean;
}

/** A model that has not acted: no tokens. */
export const NO_ACTION_TOKENS: Readonly<ActionTokenState> = { tokens: 0, actedThisTurn: false };

/** A model given an action: its new tokens, and the pushing damage to deal after the action. */
export interface ActionTaken {
  ok: true;
  state: ActionTokenState;
  /** 1 when the model also acted last turn (seed 003 "Pushing"); deal it after the action resolves. */
  pushingDamage: number;
}

/**
 * Gives a model an action. Free actions take no token. A non-free action on two turns running
 * pushes the model (1 damage, a second token); with two tokens it cannot act, so never three
 * turns in a row; and at most one non-free action per model per turn.
 */
export function takeAction(state: ActionTokenState, options: { free?: boolean } = {}): ActionTaken | CombatRefusal {
  if (options.free) return { ok: true, state: { ...state }, pushingDamage: 0 };
  if (state.actedThisTurn) return refuse('ALREADY_ACTED_THIS_TURN', 'a model takes at most one non-free action a turn');
  if (state.tokens >= 2) return refuse('TWO_ACTION_TOKENS', 'a model with two action tokens may take only free actions');
  const pushed = state.tokens === 1;
  return { ok: true, state: { tokens: state.tokens + 1, actedThisTurn: true }, pushingDamage: pushed ? 1 : 0 };
}

/** End of its controller's turn: a model that did not act loses all its tokens; one that acted keeps them. */
export function endTurn(state: ActionTokenState): ActionTokenState {
  return state.actedThisTurn ? { tokens: state.tokens, actedThisTurn: false } : { tokens: 0, actedThisTurn: false };
}
