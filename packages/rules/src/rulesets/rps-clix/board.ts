import { type PlayerIndex, RPS_BOARD_WIDTH, type RpsCell, type RpsGameState, type RpsMonsterState, type Square } from './types';

/** The other player. */
export function opponentOf(player: PlayerIndex): PlayerIndex {
  return player === 0 ? 1 : 0;
}

/** The row of a player's front line: row 0 for Player 1, the last row for Player 2. */
export function frontRow(player: PlayerIndex, rows: number): number {
  return player === 0 ? 0 : rows - 1;
}

/** The five squares of a player's front line, column 0 to 4. */
export function frontLineSquares(player: PlayerIndex, rows: number): Square[] {
  const row = frontRow(player, rows);
  return Array.from({ length: RPS_BOARD_WIDTH }, (_, col) => ({ col, row }));
}

/** Where a commander waits: just outside the battlefield, behind the middle of its front line. */
export function commanderWaitingSquare(player: PlayerIndex, rows: number): Square {
  return { col: 2, row: player === 0 ? -1 : rows };
}

/** The front-line square directly in front of the waiting commander, the only one it can enter by. */
export function commanderEntrySquare(player: PlayerIndex, rows: number): Square {
  return { col: 2, row: frontRow(player, rows) };
}

/** True for a square on the battlefield. */
export function onBoard(square: Square, rows: number): boolean {
  return square.col >= 0 && square.col < RPS_BOARD_WIDTH && square.row >= 0 && square.row < rows;
}

/** The four squares up, down, left and right (possibly off the battlefield); battles and moves never go on angles. */
export function orthogonalNeighbours(square: Square): Square[] {
  const { col, row } = square;
  return [
    { col, row: row + 1 },
    { col, row: row - 1 },
    { col: col - 1, row },
    { col: col + 1, row },
  ];
}

/** The board index of an on-board square. */
export function cellIndex(square: Square): number {
  return square.row * RPS_BOARD_WIDTH + square.col;
}

/** What stands on a square; null for an empty or off-board square. */
export function cellAt(state: Pick<RpsGameState, 'board' | 'settings'>, square: Square): RpsCell {
  return onBoard(square, state.settings.rows) ? state.board[cellIndex(square)] : null;
}

/** The square of a monster on the battlefield, or null when it is elsewhere. */
export function squareOf(state: Pick<RpsGameState, 'board'>, owner: PlayerIndex, monsterId: string): Square | null {
  const index = state.board.findIndex((cell) => cell !== null && cell.owner === owner && cell.monsterId === monsterId);
  return index < 0 ? null : { col: index % RPS_BOARD_WIDTH, row: Math.floor(index / RPS_BOARD_WIDTH) };
}

/** A player's monster by id, or undefined. */
export function monsterOf(state: Pick<RpsGameState, 'players'>, owner: PlayerIndex, monsterId: string): RpsMonsterState | undefined {
  return state.players[owner].monsters.find((m) => m.id === monsterId);
}

/** A player's commander (every game has exactly one per player). */
export function commanderOf(state: Pick<RpsGameState, 'players'>, owner: PlayerIndex): RpsMonsterState {
  return state.players[owner].monsters.find((m) => m.commander)!;
}

/**
 * True when the monster on `square` is surrounded: each of its four sides is the battlefield's edge
 * or an opposing monster. A monster on its own front line is never surrounded.
 */
export function isSurrounded(state: Pick<RpsGameState, 'board' | 'settings'>, square: Square, owner: PlayerIndex): boolean {
  const { rows } = state.settings;
  if (square.row === frontRow(owner, rows)) return false;
  return orthogonalNeighbours(square).every((n) => !onBoard(n, rows) || cellAt(state, n)?.owner === opponentOf(owner));
}

/** True when every square of the player's front line holds an opposing monster. */
export function frontLineOverrun(state: Pick<RpsGameState, 'board' | 'settings'>, player: PlayerIndex): boolean {
  return frontLineSquares(player, state.settings.rows).every((sq) => cellAt(state, sq)?.owner === opponentOf(player));
}
