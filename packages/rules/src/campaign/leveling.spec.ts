import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Rank } from '../catalogue/character-types';
import { levelOfRank, levelUpCost, maximumLevel } from './leveling';
import { campaignSettings } from './settings';

const seed = readFileSync(join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8');

describe('levelUpCost', () => {
  it("reproduces the seed's example: Rookie to Experienced with 47 points costs 100 + 100 + 47 = 247 HP", () => {
    const example =
      /points are (\d+) and you are a Rookie, in order to move to Experienced you must spend, (\d+) Rk lvl \+ (\d+) Exp lvl \+ (\d+) Point value on base of character = (\d+)HP's/.exec(
        seed,
      );
    expect(example?.slice(1).map(Number)).toEqual([47, 100, 100, 47, 247]);
    expect(levelUpCost('ROOKIE', 'EXPERIENCED', 47)).toEqual({
      ok: true,
      heroPoints: 247,
      levelHeroPoints: 200,
      pointValueHeroPoints: 47,
      fromLevel: 1,
      toLevel: 2,
    });
  });

  it('prices Experienced to Veteran at 300 + the Veteran version’s points', () => {
    const cost = levelUpCost('EXPERIENCED', 'VETERAN', 86);
    expect(cost.ok && cost.heroPoints).toBe(386);
  });

  it('is the level Hero Points of the target (digest 4.3) + the target points for every one-level step', () => {
    // Written out, not derived from levelOfRank: 100 × 2 to Experienced, 100 × 3 to Veteran or Unique.
    const steps: [Rank, Rank, number][] = [
      ['ROOKIE', 'EXPERIENCED', 200],
      ['EXPERIENCED', 'VETERAN', 300],
      ['EXPERIENCED', 'UNIQUE', 300],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...steps), fc.integer({ min: 0, max: 400 }), ([from, to, levelHeroPoints], points) => {
        const cost = levelUpCost(from, to, points);
        expect(cost.ok && [cost.levelHeroPoints, cost.heroPoints]).toEqual([levelHeroPoints, levelHeroPoints + points]);
      }),
    );
  });

  it('refuses a move that is not upward', () => {
    expect(levelUpCost('VETERAN', 'EXPERIENCED', 50)).toMatchObject({ ok: false, reason: 'NOT_A_LEVEL_UP' });
    expect(levelUpCost('ROOKIE', 'ROOKIE', 50)).toMatchObject({ ok: false, reason: 'NOT_A_LEVEL_UP' });
    expect(levelUpCost('VETERAN', 'UNIQUE', 50)).toMatchObject({ ok: false, reason: 'NOT_A_LEVEL_UP' });
  });

  it('refuses skipping a level unless the world allows it, then still counts every level', () => {
    const refused = levelUpCost('ROOKIE', 'VETERAN', 90);
    expect(refused).toMatchObject({ ok: false, reason: 'LEVEL_SKIPPED' });
    expect(!refused.ok && refused.problems).toHaveLength(1);
    const allowed = levelUpCost('ROOKIE', 'VETERAN', 90, campaignSettings({ leveling: { allowSkippingLevels: true } }));
    expect(allowed.ok && allowed.heroPoints).toBe(390);
  });

  it('counts only the levels gained where the world reads "per level" that way', () => {
    const settings = campaignSettings({ leveling: { counting: 'LEVELS_GAINED' } });
    const cost = levelUpCost('ROOKIE', 'EXPERIENCED', 47, settings);
    expect(cost.ok && cost.heroPoints).toBe(147);
  });

  it('throws for a point value no catalogue holds', () => {
    expect(() => levelUpCost('ROOKIE', 'EXPERIENCED', -1)).toThrow(RangeError);
  });
});

describe('levels', () => {
  it('numbers Rookie 1, Experienced 2, Veteran 3, with Unique as a top level', () => {
    expect((['ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE', 'LIMITED_EDITION'] as Rank[]).map((rank) => levelOfRank(rank))).toEqual([1, 2, 3, 3, 3]);
    expect(maximumLevel()).toBe(3);
  });
});
