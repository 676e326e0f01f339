import { setupRps } from './game';
import { assertInvariants } from './invariants';
import type { RpsGameState, RpsMonster } from './types';

const army = (p: string): RpsMonster[] =>
  ['ROOKIE', 'EXPERIENCED', 'VETERAN', 'ROOKIE', 'EXPERIENCED', 'VETERAN', 'ROOKIE'].map((rank, i) => ({
    id: `${p}${i}`,
    name: `${p}${i}`,
    rank: rank as RpsMonster['rank'],
    attack: 10,
  }));
const fresh = (): RpsGameState => {
  const created = setupRps(
    [
      { army: army('a'), frontLine: ['a0', 'a1', 'a2', 'a3', 'a4'], commanderId: 'a5' },
      { army: army('b'), frontLine: ['b0', 'b1', 'b2', 'b3', 'b4'], commanderId: 'b5' },
    ],
    { rows: 4, turnLimit: 10 },
  );
  if ('refusal' in created) throw new Error(created.refusal.message);
  return created.state;
};

describe('assertInvariants', () => {
  it('passes a new game', () => {
    expect(() => assertInvariants(fresh())).not.toThrow();
  });

  const corruptions: [string, (s: RpsGameState) => void, RegExp][] = [
    ['a battlefield too short', (s) => (s.settings.rows = 1), /battlefield length 1/],
    ['a board of the wrong size', (s) => s.board.pop(), /board has 19 cells/],
    ['a negative turn', (s) => (s.turn = -1), /turn -1 of at most 10/],
    ['a turn past the limit', (s) => (s.turn = 12), /turn 12 of at most 10/],
    ['the turn limit reached but not recorded', (s) => (s.turn = 10), /turn 10 of 10 with end null/],
    ['a draw before the turn limit', (s) => (s.endReason = 'TURN_LIMIT'), /turn 0 of 10 with end TURN_LIMIT/],
    ['the dice seed', (s) => (s.dice = { algorithm: 'x', words: [], rolls: 0, seed: 'secret' } as RpsGameState['dice']), /holds the dice seed/],
    ['the wrong player to move', (s) => (s.toMove = 1), /player 2 to move on turn 0/],
    ['an unknown monster on a square', (s) => (s.board[7] = { owner: 0, monsterId: 'ghost' }), /unknown monster 0:ghost/],
    ['a reserve monster on a square', (s) => (s.board[7] = { owner: 0, monsterId: 'a6' }), /whose status is RESERVE/],
    ['a monster on two squares', (s) => (s.board[7] = { owner: 0, monsterId: 'a0' }), /stands on two squares/],
    ['two monsters with one id', (s) => (s.players[0].monsters[6].id = 'a5'), /two monsters with one id/],
    ['two commanders', (s) => (s.players[1].monsters[0].commander = true), /exactly one commander/],
    ['an attack total over the limit', (s) => (s.players[0].monsters[6].attack = 100), /attack total of 160/],
    ['a ring the game does not use', (s) => ((s.players[0].monsters[6] as { ring: string }).ring = 'SILVER'), /ring SILVER/],
    ['a monster on the battlefield but on no square', (s) => (s.board[0] = null), /on no square/],
    ['a commander in reserve', (s) => (s.players[0].monsters[5].status = 'RESERVE'), /commander a5 is in reserve/],
    ['a waiting monster that is not the commander', (s) => (s.players[0].monsters[6].status = 'WAITING'), /a6 waits like a commander/],
    ['a winner without a loser', (s) => ((s.winner = 0), (s.endReason = 'COMMANDER_KILLED')), /player 2 has not lost/],
    ['a loss nobody recorded', (s) => (s.players[1].monsters[5].status = 'KILLED'), /a player has lost but no winner is recorded/],
    [
      'a winner whose commander is dead',
      (s) => {
        s.players[0].monsters[5].status = 'KILLED';
        s.players[1].monsters[5].status = 'KILLED';
        s.winner = 0;
        s.endReason = 'COMMANDER_KILLED';
      },
      /winner has lost its commander/,
    ],
    [
      'a winner without a reason',
      (s) => {
        s.players[1].monsters[5].status = 'KILLED';
        s.winner = 0;
      },
      /a winner with the end null/,
    ],
    [
      'a winner of a draw',
      (s) => {
        s.players[1].monsters[5].status = 'KILLED';
        s.winner = 0;
        s.endReason = 'TURN_LIMIT';
      },
      /a winner with the end TURN_LIMIT/,
    ],
    [
      'a surrounded monster left alive',
      (s) => {
        // a0 at (0, 1): the edge on its left, b0 above, b2 below, b1 to its right.
        Object.assign(s.board, {
          0: { owner: 1, monsterId: 'b2' },
          1: null,
          5: { owner: 0, monsterId: 'a0' },
          6: { owner: 1, monsterId: 'b1' },
          10: { owner: 1, monsterId: 'b0' },
          15: { owner: 0, monsterId: 'a1' },
          16: null,
          17: null,
        });
      },
      /a0 is surrounded at \(0, 1\) but alive/,
    ],
  ];
  it.each(corruptions)('catches %s', (_, corrupt, message) => {
    const state = fresh();
    corrupt(state);
    expect(() => assertInvariants(state)).toThrow(message);
  });
});
