import { type RpsMoveOutcome, type RpsSetup, applyRpsMove, replayRps, rpsLegalMoves, rpsOutcome, setupRps } from './game';
import { assertInvariants } from './invariants';
import { diagramOf, mv, testMonster } from '../../../test/rps-positions';
import type { RpsGameState, RpsMove, RpsMoveResult } from './types';

// A whole game on a 5x5 battlefield, move by move, played only by seed 002's rules. Player 1's
// monsters are upper case, Player 2's lower case; diagrams show Player 2's front line on top.
const setup: RpsSetup = {
  armies: [
    {
      army: [
        testMonster('A', 'ROOKIE', 9),
        testMonster('B', 'EXPERIENCED', 10),
        testMonster('C', 'VETERAN', 11),
        testMonster('D', 'EXPERIENCED', 8),
        testMonster('E', 'ROOKIE', 8),
        testMonster('K', 'VETERAN', 12),
        testMonster('F', 'VETERAN', 10),
        testMonster('G', 'ROOKIE', 7),
      ],
      frontLine: ['A', 'B', 'C', 'D', 'E'],
      // Player 2 chose K from Player 1's six (A to E and K) to be Player 1's commander.
      commanderId: 'K',
    },
    {
      army: [
        testMonster('a', 'VETERAN', 10),
        testMonster('b', 'ROOKIE', 8),
        testMonster('c', 'EXPERIENCED', 11),
        testMonster('d', 'EXPERIENCED', 9),
        testMonster('e', 'ROOKIE', 10),
        testMonster('k', 'EXPERIENCED', 12),
        testMonster('f', 'EXPERIENCED', 9),
        testMonster('g', 'VETERAN', 8),
      ],
      frontLine: ['a', 'b', 'c', 'd', 'e'],
      commanderId: 'k',
    },
  ],
  options: { rows: 5 },
};

const P1 = 0;
const P2 = 1;

function start(): RpsGameState {
  const created = setupRps(setup.armies, setup.options);
  if ('refusal' in created) throw new Error(created.refusal.message);
  return created.state;
}

describe('a scripted game of RPS Clix (seed 002)', () => {
  it('plays from the opening to a winner: battles by colour and by attack, a capture at the edge, the safe front line', () => {
    let state = start();
    const played: RpsMove[] = [];
    const results: RpsMoveResult[] = [];
    const play = (move: RpsMove) => {
      const outcome: RpsMoveOutcome = applyRpsMove(state, move);
      if ('refusal' in outcome) throw new Error(`${outcome.refusal.code}: ${outcome.refusal.message}`);
      expect(rpsLegalMoves(state)).toContainEqual(move);
      assertInvariants(outcome.state);
      state = outcome.state;
      played.push(move);
      results.push(outcome.result);
      return outcome.result;
    };
    const refused = (move: RpsMove) => {
      const outcome = applyRpsMove(state, move);
      expect(rpsLegalMoves(state)).not.toContainEqual(move);
      return 'refusal' in outcome ? `${outcome.refusal.code} at [${outcome.refusal.path.join('.')}]` : 'accepted';
    };

    expect(diagramOf(state)).toEqual(['abcde', '.....', '.....', '.....', 'ABCDE']);
    // Before the first move, every rule a move can break, each with its own code.
    expect(
      [
        mv('MOVE', 'a', 0, 3, P2),
        mv('MOVE', 'A', 1, 1),
        mv('MOVE', 'A', 0, 2),
        mv('MOVE', 'A', -1, 0),
        mv('MOVE', 'A', 1, 0),
        mv('BATTLE', 'A', 0, 1),
        mv('BATTLE', 'A', 1, 0),
        mv('MOVE', 'a', 0, 3),
        mv('MOVE', 'Z', 0, 1),
        mv('MOVE', 'F', 0, 1),
        mv('SUMMON', 'F', 0, 0),
        mv('SUMMON', 'A', 0, 1),
        mv('MOVE', 'K', 1, 0),
        mv('MOVE', 'K', 2, 0),
        mv('SUMMON', 'K', 2, 0),
      ].map(refused),
    ).toEqual([
      'NOT_YOUR_TURN at [side]',
      'DIAGONAL at [to]',
      'NOT_ADJACENT at [to]',
      'OFF_BOARD at [to]',
      'SQUARE_OCCUPIED at [to]',
      'NOTHING_TO_BATTLE at [to]',
      'CANNOT_BATTLE_OWN_MONSTER at [to]',
      'NOT_YOUR_MONSTER at [monsterId]',
      'UNKNOWN_MONSTER at [monsterId]',
      'MONSTER_NOT_IN_PLAY at [monsterId]',
      'SQUARE_OCCUPIED at [to]',
      'NOT_IN_RESERVE at [monsterId]',
      'COMMANDER_MUST_ENTER_IN_FRONT at [to]',
      'SQUARE_OCCUPIED at [to]',
      'COMMANDER_CANNOT_BE_SUMMONED at [monsterId]',
    ]);

    play(mv('MOVE', 'A', 0, 1));
    play(mv('MOVE', 'a', 0, 3, P2));
    play(mv('MOVE', 'A', 0, 2));
    // Red beats yellow: a (red 10) wins against A (yellow 9) by colour and takes its square.
    expect(play(mv('BATTLE', 'a', 0, 2, P2)).battle).toEqual({
      attacker: { owner: P2, monsterId: 'a' },
      defender: { owner: P1, monsterId: 'A' },
      decidedBy: 'COLOUR',
      winner: 'ATTACKER',
      rolls: [],
    });
    expect(diagramOf(state)).toEqual(['.bcde', '.....', 'a....', '.....', '.BCDE']);
    expect(refused(mv('MOVE', 'A', 0, 0))).toBe('MONSTER_KILLED at [monsterId]');

    play(mv('MOVE', 'B', 1, 1));
    play(mv('MOVE', 'a', 0, 1, P2));
    expect(refused(mv('SUMMON', 'G', 0, 1))).toBe('NOT_OWN_FRONT_LINE at [to]');
    expect(play(mv('SUMMON', 'G', 0, 0)).killed).toEqual([]);
    play(mv('MOVE', 'd', 3, 3, P2));
    play(mv('MOVE', 'C', 2, 1));
    play(mv('MOVE', 'd', 3, 2, P2));
    play(mv('MOVE', 'C', 2, 2));
    play(mv('MOVE', 'd', 3, 1, P2));
    play(mv('MOVE', 'C', 1, 2));
    play(mv('MOVE', 'e', 4, 3, P2));
    expect(diagramOf(state)).toEqual(['.bc..', '....e', '.C...', 'aB.d.', 'G..DE']);
    // C closes the last open side of a: the edge on its left, B on its right, G below and C above.
    expect(play(mv('MOVE', 'C', 0, 2)).killed).toEqual([{ owner: P2, monsterId: 'a', cause: 'SURROUNDED' }]);
    expect(diagramOf(state)).toEqual(['.bc..', '....e', 'C....', '.B.d.', 'G..DE']);

    play(mv('MOVE', 'e', 4, 2, P2));
    play(mv('MOVE', 'C', 0, 3));
    play(mv('MOVE', 'e', 4, 1, P2));
    // Same colour (blue): d's attack 9 beats D's 8, so d wins the battle D started and takes D's
    // square. That closes E in (e above, d on its left, two edges), but E is on its own front line.
    const byAttack = play(mv('BATTLE', 'D', 3, 1));
    expect(byAttack.battle).toMatchObject({ decidedBy: 'ATTACK', winner: 'DEFENDER' });
    expect(byAttack.killed).toEqual([{ owner: P1, monsterId: 'D', cause: 'BATTLE' }]);
    expect(diagramOf(state)).toEqual(['.bc..', 'C....', '.....', '.B..e', 'G..dE']);
    expect(state.players[P1].monsters.find((m) => m.id === 'E')!.status).toBe('ON_BOARD');

    play(mv('MOVE', 'd', 2, 0, P2));
    // Player 1's commander enters by battling d in front of it: blue beats red, whatever the attack
    // (K's 12 against d's 9). K dies, d stays where it is, and Player 2 has won.
    const entry = play(mv('BATTLE', 'K', 2, 0));
    expect(entry).toMatchObject({ battle: { decidedBy: 'COLOUR', winner: 'DEFENDER' }, winner: P2, endReason: 'COMMANDER_KILLED' });
    expect(diagramOf(state)).toEqual(['.bc..', 'C....', '.....', '.B..e', 'G.d.E']);
    expect(rpsOutcome(state)).toEqual({ over: true, winnerSide: P2, endReason: 'COMMANDER_KILLED' });
    expect(rpsLegalMoves(state)).toEqual([]);
    expect(refused(mv('MOVE', 'e', 4, 2, P2))).toBe('MATCH_OVER at []');

    expect(results.map((r) => r.turn)).toEqual(played.map((_, i) => i));
    expect(replayRps(setup, played)).toEqual({ state });
  });
});
