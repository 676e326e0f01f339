import type { Dice } from '../dice/types';
import { dicePositionOf } from './dice';
import { matchRefusal } from '../refusal';
import type { MatchState } from './types';

/** Seeds 000 and 003: "On a result of 1-3, the action is not allowed; on a result of 4-6, the action is allowed." */
export const ETIQUETTE_ALLOWED_FROM = 4;

/** ETIQUETTE: either side, any time, settles what the rules do not cover with a d6; nothing but the dice position changes. */
export function applyEtiquette(draft: MatchState, dice: Dice | undefined) {
  if (!dice) return matchRefusal('DICE_MISSING', ['dice'], 'an etiquette roll rolls a d6: pass the match stream or the die rolled at the table');
  let roll: number;
  try {
    roll = dice.d6();
  } catch (e) {
    return matchRefusal('TABLE_DICE_INVALID', ['dice'], `the dice do not fit the roll: ${(e as Error).message}`);
  }
  const position = dicePositionOf(dice);
  if (position) draft.dice = position;
  return { result: { roll, allowed: roll >= ETIQUETTE_ALLOWED_FROM } };
}
