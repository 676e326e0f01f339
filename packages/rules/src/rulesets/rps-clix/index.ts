export * from './types';
export { ringColourOf, validateRpsArmy } from './army';
export type { RpsArmyReason, RpsArmyValidation } from './army';
export { colourBeats, resolveBattle } from './battle';
export type { BattleOutcome } from './battle';
export { commanderEntrySquare, commanderWaitingSquare, frontLineSquares, isSurrounded } from './board';
export { RPS_MAX_BOARD_LENGTH, applyMove, createGame, legalMoves, winner } from './game';
export type { RpsApplyResult, RpsCreateResult, RpsMoveReason, RpsPlayerSetup, RpsSetup, RpsSetupReason } from './game';
export { assertInvariants } from './invariants';
