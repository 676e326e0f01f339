import { createDice, forcedDice } from '../../dice';
import type { Dice } from '../../dice';
import { squareOf } from './board';
import { type RpsMoveOutcome, applyRpsMove, rpsLegalMoves } from './game';
import type { RpsGameState, RpsMove } from './types';

/** A computer player: the move it makes in `state` (null once the game is over), drawing any chance from `rng`. */
export type RpsComputerPlayer = (state: RpsGameState, rng: Dice) => RpsMove | null;

/**
 * The computer's own stream for the turn `state` is at, from the match's seed: apart from the match's
 * stream (its roll-offs stay where they are) and the same on every replay.
 */
export function rpsComputerDice(seed: string, state: RpsGameState): Dice {
  return createDice(`${seed}:rps-computer:turn-${state.turn}`);
}

/** One of the legal moves, each as likely as the others. */
export const randomPlayer: RpsComputerPlayer = (state, rng) => {
  const moves = rpsLegalMoves(state);
  return moves.length === 0 ? null : moves[rng.dN(moves.length) - 1];
};

const WIN = 1000;
const KILL = 10;

/** What an applied move is worth to its player: the game, then monsters killed on each side. */
function worth(applied: RpsMoveOutcome): number {
  if ('refusal' in applied) throw new Error(`a legal move was refused: ${applied.refusal.code}`);
  const { move, winner, killed } = applied.result;
  if (winner !== null) return winner === move.side ? WIN : -WIN;
  return killed.reduce((sum, k) => sum + (k.owner === move.side ? -KILL : KILL), 0);
}

/** Rows a move takes a monster already on the battlefield towards the opponent's front line (negative: back). */
function advance(state: RpsGameState, move: RpsMove): number {
  const from = move.kind === 'MOVE' ? squareOf(state, move.side, move.monsterId) : null;
  if (!from) return 0;
  return (move.to.row - from.row) * (move.side === 0 ? 1 : -1);
}

/** A move's value one ply ahead; a battle settled by a roll-off counts each way at even odds. */
function valueOf(state: RpsGameState, move: RpsMove): number {
  const applied = applyRpsMove(state, move);
  const battleValue =
    'refusal' in applied && applied.refusal.code === 'DICE_MISSING'
      ? (worth(applyRpsMove(state, move, forcedDice([2, 1]))) + worth(applyRpsMove(state, move, forcedDice([1, 2])))) / 2
      : worth(applied);
  return battleValue + advance(state, move);
}

/**
 * One ply ahead: the move that wins the game, else the one that kills most (battles won, monsters
 * surrounded) for least loss, else the one that advances furthest; equal moves drawn from `rng`.
 */
export const greedyPlayer: RpsComputerPlayer = (state, rng) => {
  const moves = rpsLegalMoves(state);
  if (moves.length === 0) return null;
  const values = moves.map((move) => valueOf(state, move));
  const best = Math.max(...values);
  const bestMoves = moves.filter((_, i) => values[i] === best);
  return bestMoves[rng.dN(bestMoves.length) - 1];
};
