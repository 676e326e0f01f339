import * as fs from 'fs';
import * as path from 'path';
import fc from 'fast-check';

import { createDice, forcedDice } from '../dice';
import {
  RANDOM_SCENARIOS,
  SCENARIOS,
  SUB_PLOTS,
  SUB_PLOT_DIE,
  randomScenario,
  randomScenarioFor,
  rollScenarioTable,
  rollSubPlot,
  scenarioById,
  subPlot,
  type ScenarioDefinition,
} from './scenarios';

/* Expected values come from the seed text, read here independently of scenarios.ts. */
const SEED = fs.readFileSync(path.join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8');
const LINES = SEED.split(/\r?\n/).map((line) => line.trim());

const CHAPTER_START = LINES.indexOf('Scenarios & Situations');
const GENERATOR_START = LINES.indexOf('Random Scenario Generator');
const SUB_PLOTS_START = LINES.indexOf('Sub-plots');
const SUB_PLOTS_END = LINES.findIndex((line, i) => i > SUB_PLOTS_START && line.startsWith('Clix Campaign - The Alternative'));

/** Scenario titles as printed: a short line followed by a blank line and a long paragraph. */
const TITLE_LINES = LINES.map((line, i) => ({ line, i })).filter(
  ({ line, i }) =>
    i > CHAPTER_START + 1 &&
    i < GENERATOR_START &&
    line !== '' &&
    line.length < 40 &&
    !line.includes(':') &&
    !line.startsWith('-') &&
    !/^\d/.test(line) &&
    line !== 'Roll\tResults' &&
    LINES[i + 1] === '' &&
    (LINES[i + 2] ?? '').length > 200,
);
const ESCAPE_LINE = LINES.findIndex((line) => line.startsWith('B.) Escape from the Villain'));

/** The lines of one scenario: from its title to the next title (the Escape follow-up split off Revenge). */
function sectionOf(name: string): string[] {
  const starts = [...TITLE_LINES.map((t) => t.i), ESCAPE_LINE].sort((a, b) => a - b);
  const start = name.startsWith('Escape') ? ESCAPE_LINE : TITLE_LINES.find((t) => t.line === name)!.i;
  const end = starts.find((i) => i > start) ?? GENERATOR_START;
  return LINES.slice(start, end).filter((line) => line !== '');
}

/** The printed scoring lines: the "-" lines after "Scoring" and before "Wrap up:". */
function scoringLinesOf(name: string): string[] {
  const lines = sectionOf(name);
  const from = lines.findIndex((line) => line.startsWith('Scoring'));
  const to = lines.findIndex((line, i) => i > from && line === 'Wrap up:');
  return lines.slice(from + 1, to < 0 ? undefined : to).filter((line) => line.startsWith('-'));
}

const numbersIn = (text: string): number[] => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

describe('scenario catalogue', () => {
  it("keeps Breakthrough's 15 HPs per 10 points as printed and marks only it for review", () => {
    expect(SEED).toContain('You receive 15 HPs for every 10 pts of villain KO’ed on a win.');
    const breakthrough = scenarioById('BREAKTHROUGH')!;
    expect(breakthrough.needsReview).toBe(true);
    expect(breakthrough.scoring.find((rule) => rule.rule === 'VILLAINS_KOD')).toMatchObject({ points: 15 });
    expect(SCENARIOS.filter((scenario) => scenario.needsReview).map((scenario) => scenario.id)).toEqual(['BREAKTHROUGH']);
  });

  it('has every scenario of chapter VI in the printed order', () => {
    expect(TITLE_LINES.map((t) => t.line)).toEqual([
      'Bank Robbery',
      'Rescue the Hostages',
      'Artifact recovery',
      'Breakthrough',
      'Safe House',
      'Disarm',
      'Prison Break',
      'Revenge',
      'The Summoning',
      'Vampire Lair',
      'Vortex',
    ]);
    const ours = SCENARIOS.map((s) => s.name).filter((name) => !name.startsWith('Escape'));
    expect(ours).toEqual(TITLE_LINES.map((t) => t.line));
    expect(SCENARIOS[8]!.name).toBe('Escape from the Villain’s Lair');
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s: set-up, tables and wrap-up are the printed lines', (_name, scenario) => {
    const section = sectionOf(scenario.name);
    for (const paragraph of [...scenario.setup, ...scenario.wrapUp, ...scenario.scoringNotes]) expect(section).toContain(paragraph);
    for (const table of scenario.tables) {
      const faces = table.rows.flatMap((row) => Array.from({ length: row.to - row.from + 1 }, (_, k) => row.from + k));
      expect(faces).toEqual([1, 2, 3, 4, 5, 6]);
    }
    // Every row of a printed "Roll / Results" table is a row of one of ours, with its faces.
    for (const printed of section.filter((line) => /^\d+(?: - \d+)?\t/.test(line))) {
      const [faces, text] = printed.split('\t');
      const [from, to] = numbersIn(faces!);
      const row = scenario.tables.flatMap((t) => t.rows).find((r) => r.text === text);
      expect(row).toMatchObject({ from, to: to ?? from });
    }
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s: scoring lines carry the printed numbers', (_name, scenario) => {
    const section = sectionOf(scenario.name).join('\n');
    for (const rule of scenario.scoring) {
      expect(section).toContain(rule.seedText);
      const text = rule.seedText.replace(/^-\s*/, '');
      const numbers = numbersIn(text);
      expect(Math.abs(rule.points)).toBe(numbers[0]);
      if (rule.measure.kind === 'PER_TEN_POINTS') expect(numbers[1]).toBe(10);
      if (!rule.rule.startsWith('ASSISTANCE_FEE')) {
        const printedLoss = /–\s*\d/.test(text) || /\blose\b/.test(text);
        expect(rule.points < 0).toBe(printedLoss);
      }
      expect(rule.floorAtZero === true).toBe(text.includes('to a minimum of 0'));
      expect(rule.conditions?.some((c) => c.kind === 'SCENARIO_WON') === true).toBe(/on a win/.test(text));
      for (const multiplier of rule.multipliers ?? []) {
        expect(section).toContain(multiplier.seedText);
        if (/\bALL\b/.test(multiplier.seedText)) {
          expect([multiplier.atLeastShare, multiplier.factor]).toEqual([1, /double/.test(multiplier.seedText) ? 2 : NaN]);
        } else {
          const [percent, factor] = numbersIn(multiplier.seedText);
          expect([multiplier.atLeastShare, multiplier.factor]).toEqual([percent! / 100, factor]);
        }
      }
    }
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s: every printed scoring line is accounted for', (_name, scenario) => {
    const ours = new Set([
      ...scenario.scoring.map((rule) => rule.seedText),
      ...scenario.scoring.flatMap((rule) => (rule.multipliers ?? []).map((m) => m.seedText)),
      ...scenario.scoringNotes,
    ]);
    const printed = scoringLinesOf(scenario.name);
    expect(printed.length).toBeGreaterThan(0);
    for (const line of printed) expect(ours).toContain(line);
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s: force ratio and round limit as printed', (_name, scenario: ScenarioDefinition) => {
    const setup = scenario.setup.join(' ');
    const percents = numbersIn((setup.match(/\d+%/g) ?? []).join(' '));
    const equal = /equivalent in points|equal force|force is equal|100% of your forces/.test(setup);
    if (scenario.forceRatio === null) {
      expect(percents).toEqual([]);
      expect(equal).toBe(false);
    } else if (scenario.forceRatio === 1) {
      expect(equal).toBe(true);
    } else {
      expect(percents).toContain(scenario.forceRatio * 100);
    }
    const limit = /(\d+) rounds (?:it is too late|to get to the bomb)/.exec(setup);
    expect(scenario.roundLimit).toBe(limit ? Number(limit[1]) : null);
  });

  it('takes the Prison Break match-ups from its table', () => {
    const rows = scenarioById('PRISON_BREAK')!.tables[0]!.rows;
    for (const row of rows) {
      const percents = numbersIn((row.text.match(/\d+%/g) ?? []).join(' '));
      const printedRatio = percents.length > 0 ? percents[0]! / 100 : /should equal the point total of the hero force/.test(row.text) ? 1 : NaN;
      expect(row.forceRatio).toBe(printedRatio);
      expect(row.alliesRatio).toBe(percents[1] !== undefined ? percents[1] / 100 : undefined);
    }
  });

  it('rolls on a scenario table', () => {
    expect(rollScenarioTable('PRISON_BREAK', 'ESCAPEE_FORCE', forcedDice([6]))).toMatchObject({
      table: 'ESCAPEE_FORCE',
      roll: 6,
      row: { forceRatio: 2, alliesRatio: 0.5 },
    });
    expect(rollScenarioTable('PRISON_BREAK', 'ESCAPEE_FORCE', forcedDice([4]))?.row.forceRatio).toBe(1.5);
    expect(rollScenarioTable('VORTEX', 'VORTEX_BEHAVIOUR', forcedDice([1]))?.row.text).toBe('Vortex remains the same');
    expect(rollScenarioTable('VORTEX', 'NO_SUCH_TABLE', forcedDice([1]))).toBeUndefined();
    expect(scenarioById('NOPE')).toBeUndefined();
  });
});

describe('random scenario generator', () => {
  const section = LINES.slice(GENERATOR_START + 1, SUB_PLOTS_START).filter((line) => line !== '');
  const names = RANDOM_SCENARIOS.map((entry) => entry.name);
  const printedRolls = section
    .map((line, i) => ({ line, next: section[i + 1] }))
    .filter(({ line }) => /^\d+(?:-\d+|\+)?$/.test(line))
    .map(({ line, next }) => ({ label: line, name: next }));

  it('has the printed entries in order with their text', () => {
    expect(section.filter((line) => names.includes(line))).toEqual(names);
    for (const entry of RANDOM_SCENARIOS) {
      const at = section.indexOf(entry.name);
      expect(section.slice(at + 1, at + 1 + entry.text.length)).toEqual(entry.text);
    }
  });

  it('keeps every printed roll and fills the two missing ones (3, 4) in order', () => {
    expect(printedRolls.map((r) => r.label)).toEqual(['2', '5-6', '7-8', '9-11', '12+']);
    for (const { label, name } of printedRolls) {
      const entry = RANDOM_SCENARIOS.find((e) => e.name === name)!;
      const [from, to] = numbersIn(label);
      expect(entry.from).toBe(from);
      expect(entry.to).toBe(label.endsWith('+') ? null : (to ?? from));
    }
    for (let total = 2; total <= 12; total++) {
      expect(RANDOM_SCENARIOS.filter((e) => total >= e.from && (e.to === null || total <= e.to))).toHaveLength(1);
    }
    expect(randomScenarioFor(3)?.id).toBe('CRIME_HAPPENS');
    expect(randomScenarioFor(4)?.id).toBe('GANG_WAR');
  });

  it('sizes the opposition as the text says', () => {
    for (const entry of RANDOM_SCENARIOS) {
      const text = entry.text.join(' ');
      const o = entry.opposition;
      if (o.kind === 'TRAINING') expect(text).toMatch(/training mission/);
      if (o.kind === 'LACKEYS') {
        expect(text).toContain(`${o.minPoints}-${o.maxPoints} pts of lackey level`);
        expect(o.gangs > 1).toBe(/split them into 2 gangs/.test(text));
      }
      if (o.kind === 'RELATIVE_TO_TEAM') {
        if (o.difference === 0) expect(text).toMatch(/at the same level as your team/);
        if (o.difference < 0) expect(text).toContain(`${-o.difference} pts less then your team`);
        if (o.difference > 0 && !o.orMore) expect(text).toContain(`${o.difference} pts more then your team`);
        if (o.orMore) expect(text).toContain(`${o.difference}+ pts above your team`);
      }
    }
  });

  it('rolls 2d6, returns the dice, and reads 12+ for anything above', () => {
    expect(randomScenario(forcedDice([6, 6]))).toMatchObject({ dice: [6, 6], total: 12, entry: { id: 'IN_OVER_YOUR_HEAD' } });
    expect(randomScenario(forcedDice([1, 1])).entry.id).toBe('ALL_IS_QUIET');
    expect(randomScenario(forcedDice([3, 4])).entry.id).toBe('SUPER_CRIME');
    expect(randomScenarioFor(14)?.id).toBe('IN_OVER_YOUR_HEAD');
    expect(randomScenarioFor(1)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { dice, total, entry } = randomScenario(createDice(seed));
        expect(total).toBe(dice[0] + dice[1]);
        expect(randomScenarioFor(total)).toBe(entry);
      }),
    );
  });
});

describe('sub-plots', () => {
  // Numbered lines in order; a run restarting at 1 right after sub-plot 3 is its power list.
  const printed: Array<{ number: number; text: string; powers: string[] }> = [];
  let nestedLeft = 0;
  for (const line of LINES.slice(SUB_PLOTS_START + 1, SUB_PLOTS_END)) {
    const match = /^(\d+)[.:]?\s+(.*)$/.exec(line);
    if (!match) continue;
    const number = Number(match[1]);
    const last = printed[printed.length - 1];
    if (last && number === 1) nestedLeft = 6; // a d6 list printed inside the sub-plot before it
    if (last && nestedLeft > 0) {
      last.powers.push(match[2]!);
      nestedLeft -= 1;
    } else {
      printed.push({ number, text: match[2]!, powers: [] });
    }
  }

  it('has the 29 printed sub-plots word for word, and the d6 power list of number 3', () => {
    expect(printed.map((p) => p.number)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(SUB_PLOTS.map((s) => ({ number: s.number, text: s.text }))).toEqual(printed.map(({ number, text }) => ({ number, text })));
    expect(subPlot(3)!.powerTable).toEqual(printed[2]!.powers);
    expect(printed[2]!.powers).toHaveLength(6);
    expect(SUB_PLOTS.filter((s) => s.powerTable)).toHaveLength(1);
  });

  it('marks the entries printed as a bare title for the Creator to complete', () => {
    expect(SUB_PLOTS.filter((s) => s.incomplete).map((s) => s.text)).toEqual(printed.filter((p) => /^[^.:]+:?$/.test(p.text)).map((p) => p.text));
  });

  it("rolls one fair die over a world's trimmed list, and throws for an empty one", () => {
    const trimmed = SUB_PLOTS.filter((entry) => !entry.incomplete);
    expect(trimmed).toHaveLength(26);
    const dice = forcedDice([26]);
    expect(rollSubPlot(dice, trimmed)).toMatchObject({ roll: 26, subPlot: { number: 29 } });
    expect(rollSubPlot(forcedDice([16]), trimmed).subPlot.number).toBe(18);
    expect(() => rollSubPlot(forcedDice([1]), [])).toThrow(RangeError);
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { roll, subPlot: entry } = rollSubPlot(createDice(seed), trimmed);
        expect(roll).toBeGreaterThanOrEqual(1);
        expect(roll).toBeLessThanOrEqual(26);
        expect(entry).toBe(trimmed[roll - 1]);
      }),
    );
  });

  it('rolls one fair die over the whole list', () => {
    expect(SUB_PLOT_DIE).toBe(29);
    expect(rollSubPlot(forcedDice([17]))).toMatchObject({ roll: 17, subPlot: { number: 17, text: 'Ice Storm', incomplete: true } });
    expect(subPlot(0)).toBeUndefined();
    expect(subPlot(30)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const dice = createDice(seed);
        const { roll, subPlot: entry } = rollSubPlot(dice);
        expect(entry.number).toBe(roll);
        expect(dice.state().rolls).toBe(1);
      }),
    );
  });
});
