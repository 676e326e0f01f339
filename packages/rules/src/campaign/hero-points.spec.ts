import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { enemyTeamDefeatBonus, heroPointsForDefeat, majorityNeeded, scenarioBonus, startingResources, trainingHeroPoints } from './hero-points';
import { campaignSettings, DEFAULT_CAMPAIGN_SETTINGS } from './settings';

const seed = readFileSync(join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8');

describe('startingResources', () => {
  it('gives a one-player team 100 Hero Points and $1000', () => {
    expect(startingResources(DEFAULT_CAMPAIGN_SETTINGS)).toEqual({ heroPoints: 100, cash: 1000 });
    expect(startingResources()).toEqual({ heroPoints: 100, cash: 1000 });
  });

  it('gives 150 Hero Points where the world runs teams of several players', () => {
    expect(startingResources(campaignSettings({ start: { teamsOfSeveralPlayers: true } }))).toEqual({ heroPoints: 150, cash: 1000 });
  });

  it("takes the seed sentence's numbers: 100/150 Hero Points and 1000$", () => {
    const sentence = /starts with (\d+)\/(\d+) Hero Points \(H\.P\.'s\) and (\d+)\$\./.exec(seed);
    const [one, several, cash] = sentence!.slice(1).map(Number);
    expect([one, several, cash]).toEqual([100, 150, 1000]);
    expect(startingResources()).toEqual({ heroPoints: one, cash });
    expect(startingResources(campaignSettings({ start: { teamsOfSeveralPlayers: true } }))).toEqual({ heroPoints: several, cash });
  });
});

describe('heroPointsForDefeat', () => {
  it("reproduces the seed's Sabretooth example: 51 points gives 25 HP, 51 HP for Wolverine, his archenemy", () => {
    const example = /Sabretooth is worth (\d+) points, so The Force of Justice receives (\d+)HPs[\s\S]*?would gain (\d+) HP's/.exec(seed);
    expect(example?.slice(1).map(Number)).toEqual([51, 25, 51]);
    expect(heroPointsForDefeat(51, { archenemy: false })).toBe(25);
    expect(heroPointsForDefeat(51, { archenemy: true })).toBe(51);
  });

  it('rounds down, even 0.5', () => {
    expect(heroPointsForDefeat(1, { archenemy: false })).toBe(0);
    expect(heroPointsForDefeat(0, { archenemy: true })).toBe(0);
    expect(heroPointsForDefeat(103, { archenemy: false })).toBe(51);
  });

  it('follows a world that rounds up or to nearest', () => {
    expect(heroPointsForDefeat(51, { archenemy: false }, campaignSettings({ heroPoints: { rounding: 'UP' } }))).toBe(26);
    expect(heroPointsForDefeat(51, { archenemy: false }, campaignSettings({ heroPoints: { rounding: 'NEAREST' } }))).toBe(26);
    expect(heroPointsForDefeat(49, { archenemy: false }, campaignSettings({ heroPoints: { rounding: 'NEAREST', defeatShare: 0.1 } }))).toBe(5);
  });

  it('is not thrown off by binary fractions in a Creator-set share', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(heroPointsForDefeat(100, { archenemy: false }, campaignSettings({ heroPoints: { defeatShare: 0.29 } }))).toBe(29);
  });

  it('never gives more than the full value, and the archenemy award is never less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (points) => {
        const half = heroPointsForDefeat(points, { archenemy: false });
        expect(half).toBe(Math.floor(points / 2));
        expect(heroPointsForDefeat(points, { archenemy: true })).toBe(points);
      }),
    );
  });

  it('throws for a point value no catalogue holds', () => {
    expect(() => heroPointsForDefeat(-1, { archenemy: false })).toThrow(RangeError);
    expect(() => heroPointsForDefeat(2.5, { archenemy: false })).toThrow(RangeError);
  });
});

describe('majorityNeeded', () => {
  it('reproduces the seed table for teams of 2 to 7', () => {
    const table = /Majority equals the following: \((.*?)\)/.exec(seed)?.[1] ?? '';
    expect(table).toBe('Team of 2: Must defeat both; 3: defeat 2; 4: defeat 3; 5; defeat 3; 6: defeat 4; 7: defeat 5; etc.');
    expect([2, 3, 4, 5, 6, 7].map((size) => majorityNeeded(size))).toEqual([2, 2, 3, 3, 4, 5]);
  });

  it('needs the one member of a team of 1, and size − 2 beyond the table (digest 4.4)', () => {
    expect(majorityNeeded(1)).toBe(1);
    expect(majorityNeeded(8)).toBe(6);
    expect(majorityNeeded(12)).toBe(10);
  });

  it('is always more than half and never more than the team', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (size) => {
        const needed = majorityNeeded(size);
        expect(needed).toBeLessThanOrEqual(size);
        expect(needed * 2).toBeGreaterThan(size);
      }),
    );
  });

  it('follows a world that changes the table', () => {
    const settings = campaignSettings({ heroPoints: { majorityBySize: [1, 2], majorityMarginBeyondTable: 1 } });
    expect(majorityNeeded(2, settings)).toBe(2);
    expect(majorityNeeded(5, settings)).toBe(4);
  });

  it('throws for a team with no members', () => {
    expect(() => majorityNeeded(0)).toThrow(RangeError);
    expect(() => majorityNeeded(1.5)).toThrow(RangeError);
  });
});

describe('enemyTeamDefeatBonus', () => {
  it('gives 50 HP for defeating the majority, nothing for less', () => {
    expect(enemyTeamDefeatBonus({ enemyTeamSize: 5, enemiesDefeated: 3 })).toBe(50);
    expect(enemyTeamDefeatBonus({ enemyTeamSize: 5, enemiesDefeated: 2 })).toBe(0);
    expect(enemyTeamDefeatBonus({ enemyTeamSize: 2, enemiesDefeated: 1 })).toBe(0);
    expect(enemyTeamDefeatBonus({ enemyTeamSize: 2, enemiesDefeated: 2 })).toBe(50);
  });

  it('throws for more enemies defeated than the team had, or a count no match gives (a caller bug)', () => {
    expect(() => enemyTeamDefeatBonus({ enemyTeamSize: 3, enemiesDefeated: 4 })).toThrow(RangeError);
    expect(() => enemyTeamDefeatBonus({ enemyTeamSize: 3, enemiesDefeated: -1 })).toThrow(RangeError);
    expect(() => enemyTeamDefeatBonus({ enemyTeamSize: 3, enemiesDefeated: 1.5 })).toThrow(RangeError);
    expect(enemyTeamDefeatBonus({ enemyTeamSize: 3, enemiesDefeated: 3 })).toBe(50);
    expect(enemyTeamDefeatBonus({ enemyTeamSize: 3, enemiesDefeated: 0 })).toBe(0);
  });
});

describe('scenarioBonus', () => {
  it('gives 25 HP when your alignment wins and 50 in total when your team was responsible', () => {
    expect(scenarioBonus({ alignmentWon: true, teamResponsible: false })).toBe(25);
    expect(scenarioBonus({ alignmentWon: true, teamResponsible: true })).toBe(50);
  });

  it('gives nothing when your alignment lost', () => {
    expect(scenarioBonus({ alignmentWon: false, teamResponsible: false })).toBe(0);
    expect(scenarioBonus({ alignmentWon: false, teamResponsible: true })).toBe(0);
  });
});

describe('trainingHeroPoints', () => {
  it('gives a quarter of the point value, rounded down', () => {
    expect(trainingHeroPoints(100)).toBe(25);
    expect(trainingHeroPoints(47)).toBe(11);
    expect(trainingHeroPoints(3)).toBe(0);
  });

  it('throws for a negative point value', () => {
    expect(() => trainingHeroPoints(-4)).toThrow(RangeError);
  });

  it('rounds by its own setting, whatever the world does with defeats', () => {
    expect(DEFAULT_CAMPAIGN_SETTINGS.heroPoints.trainingRounding).toBe('DOWN');
    const defeatsRoundUp = campaignSettings({ heroPoints: { rounding: 'UP' } });
    expect(trainingHeroPoints(47, defeatsRoundUp)).toBe(11);
    expect(heroPointsForDefeat(51, { archenemy: false }, defeatsRoundUp)).toBe(26);
    const trainingRoundsUp = campaignSettings({ heroPoints: { trainingRounding: 'UP' } });
    expect(trainingHeroPoints(47, trainingRoundsUp)).toBe(12);
    expect(heroPointsForDefeat(51, { archenemy: false }, trainingRoundsUp)).toBe(25);
    expect(trainingHeroPoints(46, campaignSettings({ heroPoints: { trainingRounding: 'NEAREST' } }))).toBe(12);
  });
});
