import type { ExtraModifier } from '../combat/combat.types';
import { FAILED_FLEE_MODIFIER } from '../combat/movement-rolls';
import { type MatchRefusal, matchRefusal } from '../refusal';
import type { MatchFigureState, MatchState } from './types';

// Clix Campaign's special movements (seed 000 "Special Movement Actions"): fleeing, rescuing and
// capture "must be made at the beginning of the character's turn", and an attempt, successful or
// not, "renders the character's actions done for that turn".

/**
 * A special movement is the figure's first action this turn (free actions, which do not count, may
 * come before; a move or attack a team ability marked with a token may not).
 */
export function specialMovementRefusal(figure: MatchFigureState): { refusal: MatchRefusal } | null {
  if (figure.actionsThisTurn === 0 && figure.tokens === 0) return null;
  return matchRefusal(
    'SPECIAL_MOVEMENT_NOT_FIRST',
    ['figureId'],
    `${figure.name} has acted this turn: a special movement is made at the beginning of its turn`,
  );
}

/** After a special movement, in the draft: the figure's actions are done, and the side loses the ones it had left. The actions lost. */
export function endActions(draft: MatchState, figureId: string): number {
  const figure = draft.figures[figureId];
  const unused = Math.min(draft.turn.actionsLeft, draft.settings.campaignActionsPerCharacter - figure.actionsThisTurn);
  draft.turn.actionsLeft -= unused;
  figure.actionsEnded = true;
  return unused;
}

/** A failed flee's -1 defense against attacks until its side's next turn; null otherwise. */
export function failedFleeModifier(figure: MatchFigureState): ExtraModifier | null {
  return figure.failedFlee ? { name: 'Failed flee', amount: FAILED_FLEE_MODIFIER } : null;
}
