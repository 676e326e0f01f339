import fc from 'fast-check';
import { createDice, forcedDice, recordFaces, restoreDice } from './dice';

describe('createDice', () => {
  it('gives the same rolls for the same seed, and pins them so a generator change cannot pass unnoticed', () => {
    const a = createDice('match-42');
    const b = createDice('match-42');
    const rollsA = Array.from({ length: 20 }, () => a.d6());
    expect(Array.from({ length: 20 }, () => b.d6())).toEqual(rollsA);
    expect(rollsA).toEqual([5, 3, 6, 3, 3, 2, 4, 2, 2, 5, 5, 1, 3, 6, 3, 2, 4, 3, 6, 2]);
    expect(createDice('match-43').roll2d6()).not.toEqual(createDice('match-42').roll2d6());
  });

  it('continues exactly where a stored state stopped', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(50), fc.nat(50), (seed, before, after) => {
        const dice = createDice(seed);
        for (let i = 0; i < before; i++) dice.dN(20);
        const saved = JSON.parse(JSON.stringify(dice.state()));
        const expected = Array.from({ length: after }, () => dice.d6());
        const replay = restoreDice(saved);
        expect(Array.from({ length: after }, () => replay.d6())).toEqual(expected);
        expect(replay.state().rolls).toBe(before + after);
      }),
    );
  });

  it('is fair: every face of a d6 within sampling error over 60,000 rolls', () => {
    const dice = createDice('fairness');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[dice.d6() - 1]++;
    // chi-square with 5 degrees of freedom; 20.5 is the 0.999 quantile
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('reads a d66 as tens and units, and 2d6 as two dice', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { tens, units, value } = createDice(seed).d66();
        expect(value).toBe(tens * 10 + units);
        const [x, y] = createDice(seed).roll2d6();
        expect([x, y]).toEqual([tens, units]);
      }),
    );
  });

  it('refuses a die with no sides and a state from another generator', () => {
    expect(() => createDice('x').dN(0)).toThrow(RangeError);
    expect(() => restoreDice({ algorithm: 'other', seed: 'x', words: [], rolls: 0 })).toThrow(/another generator/);
  });
});

describe('forcedDice', () => {
  it('returns the given faces in order and says when it runs out', () => {
    const dice = forcedDice([6, 6, 1, 3, 2]);
    expect(dice.roll2d6()).toEqual([6, 6]);
    expect(dice.d66()).toEqual({ tens: 1, units: 3, value: 13 });
    expect(dice.dN(4)).toBe(2);
    expect(dice.state().rolls).toBe(5);
    expect(() => dice.d6()).toThrow(/ran out/);
    expect(() => forcedDice([7]).d6()).toThrow(/cannot show 7/);
  });
});

describe('recordFaces', () => {
  it('passes every face through and writes it down, keeping the stream position', () => {
    const { dice, faces } = recordFaces(createDice('recorded'));
    const [a, b] = dice.roll2d6();
    const { tens, units } = dice.d66();
    const d20 = dice.dN(20);
    expect(faces).toEqual([a, b, tens, units, d20]);
    const replay = createDice('recorded');
    expect([replay.d6(), replay.d6(), replay.d6(), replay.d6(), replay.dN(20)]).toEqual(faces);
    expect(dice.state().rolls).toBe(5);
  });
});
