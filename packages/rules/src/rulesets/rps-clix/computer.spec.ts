import { createDice, forcedDice } from '../../dice';
import { greedyPlayer, randomPlayer, rpsComputerDice } from './computer';
import { applyRpsMove, rpsLegalMoves } from './game';
import { mv, positionFrom } from '../../../test/rps-positions';

describe('randomPlayer', () => {
  it('takes the legal move the die picks, and none once the game is over', () => {
    const state = positionFrom(['.....', '..k..', '..A..', '.....'], { commanders: ['k'], specs: { A: { ring: 'BLUE' }, k: { ring: 'RED' } } });
    const moves = rpsLegalMoves(state);
    expect(moves).toHaveLength(5);
    expect([1, 3, 5].map((face) => randomPlayer(state, forcedDice([face])))).toEqual([moves[0], moves[2], moves[4]]);
    const won = applyRpsMove(state, mv('BATTLE', 'A', 2, 2));
    expect('state' in won && randomPlayer(won.state, forcedDice([]))).toBeNull();
  });
});

describe('greedyPlayer', () => {
  const pick = (state: Parameters<typeof greedyPlayer>[0], faces = [1]) => greedyPlayer(state, forcedDice(faces));

  it('wins a battle it can win by colour rather than advance', () => {
    const state = positionFrom(['.....', '.....', '..b..', '..A..', '.....'], { specs: { A: { ring: 'BLUE' }, b: { ring: 'RED' } } });
    expect(pick(state)).toEqual(mv('BATTLE', 'A', 2, 2));
  });

  it('never starts a battle it must lose, and advances when nothing is won', () => {
    const state = positionFrom(['.....', '.....', '..b..', '..A..', '.....'], { specs: { A: { ring: 'RED' }, b: { ring: 'BLUE' } } });
    expect(rpsLegalMoves(state)).toContainEqual(mv('BATTLE', 'A', 2, 2));
    // Forward is blocked by b: sideways is the best A can do, and the commander's entry is no advance either.
    const moves = ['MOVE', 'MOVE', 'MOVE'].map((_, i) => pick(state, [i + 1]));
    expect(moves).toEqual([mv('MOVE', 'A', 1, 1), mv('MOVE', 'A', 3, 1), mv('MOVE', 'cmd1', 2, 0)]);
    expect(pick(positionFrom(['.....', '.....', '.....', '..A..', '.....']))).toEqual(mv('MOVE', 'A', 2, 2));
  });

  it('surrounds an enemy rather than advance, and kills the commander to win over anything else', () => {
    // C closes a in against the edge; A or B battling a (equal monsters) is a roll-off, worth nothing at even odds.
    const surround = positionFrom(['.....', '.....', 'A....', 'a.C..', 'B....', '.....', '.....']);
    expect(pick(surround)).toEqual(mv('MOVE', 'C', 1, 3));

    const commander = positionFrom(['.....', '.k.b.', '.A.C.', '.....'], {
      commanders: ['k'],
      specs: { A: { ring: 'BLUE' }, k: { ring: 'RED' }, C: { ring: 'BLUE' }, b: { ring: 'RED' } },
    });
    expect(pick(commander)).toEqual(mv('BATTLE', 'A', 1, 2));
  });

  it('counts a roll-off as even odds: worth less than an advance, a sure win worth more', () => {
    const equals = positionFrom(['.....', '..b..', '..A.C', '.....']);
    expect(rpsLegalMoves(equals)).toContainEqual(mv('BATTLE', 'A', 2, 2));
    expect(pick(equals)).toEqual(mv('MOVE', 'C', 4, 2));
    const weaker = positionFrom(['.....', '..b..', '..A.C', '.....'], { specs: { b: { attack: 9 } } });
    expect(pick(weaker)).toEqual(mv('BATTLE', 'A', 2, 2));
    expect(pick(positionFrom(['.....', '.....', '..b..', '.....', '..A..', '.....'], { toMove: 1 }))).toEqual(mv('MOVE', 'b', 2, 2, 1));
  });

  it('draws among equally good moves from its stream', () => {
    const state = positionFrom(['.....', '.....', '.....', 'A...B', '.....']);
    expect([1, 2].map((face) => pick(state, [face]))).toEqual([mv('MOVE', 'A', 0, 2), mv('MOVE', 'B', 4, 2)]);
  });
});

describe('rpsComputerDice', () => {
  it('is the same stream for the same seed and turn, and another for another turn or seed', () => {
    const state = positionFrom(['.....', '.....', 'A...B', '.....']);
    const roll = (seed: string, turn: number) => rpsComputerDice(seed, { ...state, turn }).dN(1000);
    expect(roll('s', 0)).toBe(roll('s', 0));
    expect(roll('s', 0)).toBe(createDice('s:rps-computer:turn-0').dN(1000));
    expect([roll('s', 1), roll('t', 0)]).not.toContain(roll('s', 0));
  });
});
