import * as fs from 'fs';
import * as path from 'path';
import fc from 'fast-check';

import { createDice, forcedDice } from '../dice';
import { NON_COMBAT_SKILLS, NON_COMBAT_SKILL_POINTS_PER_LEVEL, SKILL_DIFFICULTIES, difficultyTarget, findSkill, skillCheck } from './skills';

const seedLines = fs.readFileSync(path.join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8').split(/\r?\n/);
const seedText = seedLines.join('\n');

/** The lines between two exact headings of the Non-Combat Skills post. */
function linesBetween(startLine: string, stopPrefix: string): string[] {
  const from = seedLines.indexOf(startLine) + 1;
  const to = seedLines.findIndex((line, i) => i > from && line.startsWith(stopPrefix));
  return seedLines.slice(from, to);
}

describe('Non-Combat Skills against seed 000', () => {
  it('lists every skill and Knowledge specialty with its printed text', () => {
    const expected: [string, string, string | null][] = [];
    for (const line of linesBetween('Non-Combat Skills List', 'Please note')) {
      const specialty = line.match(/^- ([^:]+):\s*(.+)$/);
      const skill = line.match(/^(\w[\w ]*):\s*(.+)$/);
      if (specialty) expected.push([specialty[1], specialty[2], 'Knowledge']);
      else if (skill) expected.push([skill[1], skill[2], null]);
    }
    expect(expected).toHaveLength(17);
    expect(NON_COMBAT_SKILLS.map((s) => [s.name, s.text, s.group])).toEqual(expected);
    expect(new Set(NON_COMBAT_SKILLS.map((s) => s.id)).size).toBe(17);
    expect(NON_COMBAT_SKILLS.filter((s) => s.needsSpecialty).map((s) => s.id)).toEqual(['knowledge-historian', 'knowledge-nationality', 'music']);
    expect(findSkill('thievery')?.name).toBe('Thievery');
    expect(findSkill('flying')).toBeUndefined();
  });

  it('has the six difficulty ranges as printed', () => {
    const printed = linesBetween('Difficulty ranges include:', 'Some simple math')
      .map((line) => line.match(/^(\d+) - (.+)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => ({ target: Number(m[1]), name: m[2] }));
    expect(printed).toHaveLength(6);
    expect(SKILL_DIFFICULTIES.map(({ target, name }) => ({ target, name }))).toEqual(printed);
    expect(difficultyTarget('HEROIC')).toBe(16);
  });

  it('gives 10 skill points per level, as printed', () => {
    const printed = seedText.match(/each character receives (\d+) Non-Combat Skill Points at each level/);
    expect(Number(printed?.[1])).toBe(NON_COMBAT_SKILL_POINTS_PER_LEVEL);
  });
});

describe('skillCheck', () => {
  it('adds 2d6 to the skill points and succeeds when the total reaches the target', () => {
    expect(skillCheck(2, 'MODERATE', forcedDice([3, 3]))).toEqual({
      ok: true,
      roll: [3, 3],
      total: 8,
      target: 8,
      success: true,
      critical: null,
    });
    expect(skillCheck(2, 'MODERATE', forcedDice([3, 2]))).toMatchObject({ total: 7, success: false });
    expect(skillCheck(5, 12, forcedDice([4, 3]))).toMatchObject({ total: 12, target: 12, success: true });
  });

  it('can require the total to beat the target strictly, as a world setting', () => {
    expect(skillCheck(2, 'MODERATE', forcedDice([3, 3]), { successRule: 'BEATS' })).toMatchObject({ total: 8, success: false });
    expect(skillCheck(2, 'MODERATE', forcedDice([4, 3]), { successRule: 'BEATS' })).toMatchObject({ total: 9, success: true });
  });

  it('reproduces the seed: a fully specialised starter (10 points) rolling 6 and 5 totals 21, short of 24', () => {
    expect(skillCheck(10, 'VIRTUALLY_IMPOSSIBLE', forcedDice([6, 5]))).toMatchObject({ total: 21, target: 24, success: false });
  });

  it('applies the criticals: two ones fail and two sixes succeed whatever the total', () => {
    expect(skillCheck(10, 'BASIC', forcedDice([1, 1]))).toEqual({
      ok: true,
      roll: [1, 1],
      total: 12,
      target: 4,
      success: false,
      critical: 'DOUBLE_ONES',
    });
    expect(skillCheck(10, 'VIRTUALLY_IMPOSSIBLE', forcedDice([6, 6]))).toEqual({
      ok: true,
      roll: [6, 6],
      total: 22,
      target: 24,
      success: true,
      critical: 'DOUBLE_SIXES',
    });
  });

  it('refuses, without rolling, a skill with no point in it, bad points and an unknown difficulty', () => {
    const noDice = forcedDice([]);
    expect(skillCheck(0, 'BASIC', noDice)).toMatchObject({ ok: false, reason: 'SKILL_NOT_TRAINED' });
    expect(skillCheck(-1, 'BASIC', noDice)).toMatchObject({ ok: false, reason: 'INVALID_SKILL_POINTS' });
    expect(skillCheck(1.5, 'BASIC', noDice)).toMatchObject({ ok: false, reason: 'INVALID_SKILL_POINTS' });
    expect(skillCheck(3, 'EASY' as never, noDice)).toEqual({ ok: false, reason: 'INVALID_DIFFICULTY', message: 'Unknown difficulty: EASY.' });
    expect(skillCheck(3, -2, noDice)).toMatchObject({ ok: false, reason: 'INVALID_DIFFICULTY' });
    expect(noDice.state().rolls).toBe(0);
  });

  it('rolls exactly two dice and decides by total or critical (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 30 }), fc.constantFrom(...SKILL_DIFFICULTIES), (seed, points, level) => {
        const dice = createDice(seed);
        const result = skillCheck(points, level.id, dice);
        if (!result.ok) throw new Error('a trained skill is always rolled');
        expect(dice.state().rolls).toBe(2);
        const [a, b] = result.roll;
        expect(result.total).toBe(a + b + points);
        const expected = a + b === 2 ? false : a + b === 12 ? true : result.total >= level.target;
        expect(result.success).toBe(expected);
      }),
    );
  });

  it('is replayable: the same seed gives the same check', () => {
    const first = skillCheck(4, 'DIFFICULT', createDice('skill-42'));
    expect(skillCheck(4, 'DIFFICULT', createDice('skill-42'))).toEqual(first);
  });
});
