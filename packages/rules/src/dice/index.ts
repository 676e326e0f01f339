export type { D66, Dice, DiceState, TwoDice } from './types';
export { createDice, forcedDice, recordFaces, restoreDice } from './dice';
