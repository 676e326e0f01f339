import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { achievementPointsFor } from './achievement';
import { campaignSettings } from './settings';

const seed = readFileSync(join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8');

describe('achievementPointsFor', () => {
  it('uses the seed list: +1 defeat, +2 archenemy, +2 scenario, −1 defeated, −2 by archenemy', () => {
    const section = seed.slice(seed.indexOf('1.)If your character defeats another character'), seed.indexOf('Maintaining Your Team'));
    expect(section).toContain('1.)If your character defeats another character, he gains 1 AP.');
    expect(section).toContain('2.)If your character defeats his Arch-Enemy, he gains 2 AP.');
    expect(section).toContain('3.)If your character is personally responsible for the success of a scenario, he gains 2 AP.');
    expect(section).toContain('1.)If your character is defeated during a scenario, he loses 1 AP.');
    expect(section).toContain('2.)If your character is defeated by his Arch-Enemy, he loses 2 AP.');
  });

  it('scores a match per character, in event order', () => {
    const result = achievementPointsFor([
      { kind: 'DEFEAT', defeatedId: 'sabretooth', defeatedById: 'wolverine', archenemies: true },
      { kind: 'DEFEAT', defeatedId: 'toad', defeatedById: 'wolverine', archenemies: false },
      { kind: 'DEFEAT', defeatedId: 'cyclops', defeatedById: 'magneto', archenemies: false },
      { kind: 'SCENARIO_RESPONSIBLE', memberId: 'cyclops' },
    ]);
    expect(result.byCharacter).toEqual({ wolverine: 3, sabretooth: -2, toad: -1, magneto: 1, cyclops: 1 });
    expect(result.awards).toEqual([
      { characterId: 'wolverine', points: 2, reason: 'DEFEATED_ARCHENEMY', eventIndex: 0 },
      { characterId: 'sabretooth', points: -2, reason: 'DEFEATED_BY_ARCHENEMY', eventIndex: 0 },
      { characterId: 'wolverine', points: 1, reason: 'DEFEATED_CHARACTER', eventIndex: 1 },
      { characterId: 'toad', points: -1, reason: 'WAS_DEFEATED', eventIndex: 1 },
      { characterId: 'magneto', points: 1, reason: 'DEFEATED_CHARACTER', eventIndex: 2 },
      { characterId: 'cyclops', points: -1, reason: 'WAS_DEFEATED', eventIndex: 2 },
      { characterId: 'cyclops', points: 2, reason: 'SCENARIO_RESPONSIBLE', eventIndex: 3 },
    ]);
  });

  it('costs only the defeated character when nobody (or he himself) defeated him', () => {
    const result = achievementPointsFor([
      { kind: 'DEFEAT', defeatedId: 'hulk', defeatedById: null, archenemies: true },
      { kind: 'DEFEAT', defeatedId: 'thing', defeatedById: 'thing', archenemies: false },
    ]);
    expect(result.byCharacter).toEqual({ hulk: -1, thing: -1 });
  });

  it('returns nothing for a match without events', () => {
    expect(achievementPointsFor([])).toEqual({ awards: [], byCharacter: {} });
  });

  it('keeps an id such as "__proto__" as an ordinary key', () => {
    const result = achievementPointsFor([{ kind: 'SCENARIO_RESPONSIBLE', memberId: '__proto__' }]);
    expect(Object.keys(result.byCharacter)).toEqual(['__proto__']);
    expect(result.byCharacter['__proto__']).toBe(2);
  });

  it('follows a world that changes the awards', () => {
    const settings = campaignSettings({ achievementPoints: { defeatedCharacter: 3, wasDefeated: 0 } });
    const result = achievementPointsFor([{ kind: 'DEFEAT', defeatedId: 'a', defeatedById: 'b', archenemies: false }], settings);
    expect(result.byCharacter).toEqual({ b: 3, a: 0 });
  });
});
