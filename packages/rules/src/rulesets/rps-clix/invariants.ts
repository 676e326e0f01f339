import { commanderOf, frontLineOverrun, isSurrounded, opponentOf } from './board';
import { type PlayerIndex, RPS_BOARD_WIDTH, type RpsGameState } from './types';

/**
 * Throws an Error naming the first rule of the game a state breaks; returns quietly for a legal state.
 * For tests and for checking states read back from storage.
 */
export function assertInvariants(state: RpsGameState): void {
  const fail = (why: string): never => {
    throw new Error(`illegal RPS Clix state: ${why}`);
  };
  const { rows, maxAttackTotal, firstPlayer, turnLimit } = state.settings;
  if (!Number.isInteger(rows) || rows < 2) fail(`battlefield length ${rows}`);
  if (state.board.length !== rows * RPS_BOARD_WIDTH) fail(`board has ${state.board.length} cells for ${rows} rows`);
  if (!Number.isInteger(state.turn) || state.turn < 0 || state.turn > turnLimit) fail(`turn ${state.turn} of at most ${turnLimit}`);
  if (state.toMove !== (((firstPlayer + state.turn) % 2) as PlayerIndex)) fail(`player ${state.toMove + 1} to move on turn ${state.turn}`);
  if (state.dice !== null && 'seed' in state.dice) fail('the state holds the dice seed');

  const seenOnBoard = new Set<string>();
  state.board.forEach((cell, index) => {
    if (cell === null) return;
    const monster = state.players[cell.owner]?.monsters.find((m) => m.id === cell.monsterId);
    if (!monster) fail(`cell ${index} holds unknown monster ${cell.owner}:${cell.monsterId}`);
    if (monster!.status !== 'ON_BOARD') fail(`cell ${index} holds ${cell.monsterId}, whose status is ${monster!.status}`);
    const key = `${cell.owner}:${cell.monsterId}`;
    if (seenOnBoard.has(key)) fail(`${key} stands on two squares`);
    seenOnBoard.add(key);
  });

  for (const player of [0, 1] as const) {
    const { monsters } = state.players[player];
    if (new Set(monsters.map((m) => m.id)).size !== monsters.length) fail(`player ${player + 1} has two monsters with one id`);
    if (monsters.filter((m) => m.commander).length !== 1) fail(`player ${player + 1} does not have exactly one commander`);
    const attackTotal = monsters.reduce((sum, m) => sum + m.attack, 0);
    if (attackTotal > maxAttackTotal) fail(`player ${player + 1} has an attack total of ${attackTotal}`);
    for (const m of monsters) {
      if (!['YELLOW', 'BLUE', 'RED'].includes(m.ring)) fail(`${m.id} has ring ${m.ring}`);
      if (m.status === 'ON_BOARD' && !seenOnBoard.has(`${player}:${m.id}`)) fail(`${m.id} is on the battlefield but on no square`);
      if (m.commander && m.status === 'RESERVE') fail(`the commander ${m.id} is in reserve`);
      if (!m.commander && m.status === 'WAITING') fail(`${m.id} waits like a commander`);
    }
  }

  state.board.forEach((cell, index) => {
    const square = { col: index % RPS_BOARD_WIDTH, row: Math.floor(index / RPS_BOARD_WIDTH) };
    if (cell !== null && isSurrounded(state, square, cell.owner)) fail(`${cell.monsterId} is surrounded at (${square.col}, ${square.row}) but alive`);
  });

  const lost = ([0, 1] as const).map(
    (p) => commanderOf(state, p).status === 'KILLED' || (commanderOf(state, p).status === 'WAITING' && frontLineOverrun(state, p)),
  );
  if (state.winner === null) {
    if (lost[0] || lost[1]) fail('a player has lost but no winner is recorded');
    if ((state.endReason === 'TURN_LIMIT') !== (state.turn === turnLimit)) fail(`turn ${state.turn} of ${turnLimit} with end ${state.endReason}`);
  } else {
    const loser = opponentOf(state.winner);
    // The game ends on the action that decides it, so the loser's loss still shows in the final state.
    if (!lost[loser]) fail(`player ${state.winner + 1} is recorded as winner, but player ${loser + 1} has not lost`);
    if (commanderOf(state, state.winner).status === 'KILLED') fail('the winner has lost its commander');
    if (state.endReason === null || state.endReason === 'TURN_LIMIT') fail(`a winner with the end ${state.endReason}`);
  }
}
