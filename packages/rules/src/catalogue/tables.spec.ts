import * as fs from 'fs';
import * as path from 'path';
import fc from 'fast-check';

import { createDice, forcedDice } from '../dice';
import {
  BONUSES,
  DEFAULT_BONUS_SETTINGS,
  DEFAULT_INJURY_SETTINGS,
  DEFAULT_PUBLIC_OPINION_SETTINGS,
  DEFAULT_TEAM_ABILITY_SETTINGS,
  HERO_PRESTIGE_MODIFIERS,
  HERO_PUBLIC_OPINION,
  PERMANENT_INJURIES,
  TEAM_ABILITIES,
  VILLAIN_INFAMY_MODIFIERS,
  VILLAIN_PUBLIC_OPINION,
  bonusCost,
  bonusRowFor,
  canBuyBonus,
  injuryFor,
  mutantRatingAdjustment,
  prestigeDelta,
  publicOpinion,
  rollPermanentInjury,
  rollTeamAbility,
  teamAbilityFor,
  type InjuryRange,
  type PrestigeModifier,
  type PrestigeSummary,
  type PublicOpinionBand,
} from './tables';

/*
 * Every expected number and text below is read from the seed itself, not from tables.ts,
 * so a changed number in either fails a test.
 */
const SEED = fs.readFileSync(path.join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8');
const LINES = SEED.split(/\r?\n/).map((line) => line.trim());

/** The lines strictly between the first line starting with `from` and the next line starting with `to`. */
function between(from: string, to: string, startAt = 0): string[] {
  const start = LINES.findIndex((line, i) => i >= startAt && line.startsWith(from));
  if (start < 0) throw new Error(`seed has no line starting "${from}"`);
  const end = LINES.findIndex((line, i) => i > start && line.startsWith(to));
  if (end < 0) throw new Error(`seed has no line starting "${to}" after "${from}"`);
  return LINES.slice(start + 1, end).filter((line) => line !== '');
}

describe('team abilities chart', () => {
  const printed = between("Now it doesn't matter if you have one character", '7. Name your team!').map((line) => {
    const match = /^(\d+)\. (.*)$/.exec(line);
    if (!match) throw new Error(`unreadable chart line "${line}"`);
    return { roll: Number(match[1]), text: match[2] };
  });

  it('has the eleven printed entries, 2 to 12, word for word', () => {
    expect(printed.map((entry) => entry.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(TEAM_ABILITIES.map(({ roll, text }) => ({ roll, text }))).toEqual(printed);
  });

  it('indexes the entries by the sum of 2d6 and has nothing outside 2-12', () => {
    for (const entry of printed) expect(teamAbilityFor(entry.roll)?.text).toBe(entry.text);
    expect(teamAbilityFor(1)).toBeUndefined();
    expect(teamAbilityFor(13)).toBeUndefined();
    expect(teamAbilityFor(6.5)).toBeUndefined();
  });

  it('rolls 2d6 and returns the dice with the entry', () => {
    const rolled = rollTeamAbility(forcedDice([4, 5]));
    expect(rolled.dice).toEqual([4, 5]);
    expect(rolled.total).toBe(9);
    expect(rolled.ability.text.startsWith('Team Defense!')).toBe(true);
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { total, ability } = rollTeamAbility(createDice(seed));
        expect(ability.roll).toBe(total);
      }),
    );
  });
});

describe('team abilities chart as a world setting (digest 4.2)', () => {
  it('defaults to the seed chart', () => {
    expect(DEFAULT_TEAM_ABILITY_SETTINGS.chart).toBe(TEAM_ABILITIES);
    expect(teamAbilityFor(9, DEFAULT_TEAM_ABILITY_SETTINGS)?.name).toBe('Team Defense');
  });

  it("rolls on a world's own chart", () => {
    const chart = TEAM_ABILITIES.map((entry) => (entry.roll === 9 ? { ...entry, name: 'House Rule', text: 'Every member gets +1 Speed.' } : entry));
    const rolled = rollTeamAbility(forcedDice([4, 5]), { chart });
    expect(rolled).toMatchObject({ dice: [4, 5], total: 9, ability: { roll: 9, name: 'House Rule' } });
    expect(teamAbilityFor(9, { chart })?.text).toBe('Every member gets +1 Speed.');
    expect(rollTeamAbility(forcedDice([4, 5]), {}).ability.name).toBe('Team Defense');
  });

  it('throws for a chart with no entry for the total rolled (a broken world setting)', () => {
    const chart = TEAM_ABILITIES.filter((entry) => entry.roll !== 7);
    expect(() => rollTeamAbility(forcedDice([3, 4]), { chart })).toThrow(RangeError);
    expect(rollTeamAbility(forcedDice([3, 5]), { chart }).ability.roll).toBe(8);
  });
});

describe('permanent injury ranges as a world setting (digest 4.5)', () => {
  // A world that drops "Captured!" and lets Miraculous Recovery run to 66.
  const noCapture: InjuryRange[] = DEFAULT_INJURY_SETTINGS.ranges
    .filter((range) => range.id !== 'CAPTURED')
    .map((range) => (range.id === 'MIRACULOUS_RECOVERY' ? { ...range, to: 66 } : range));

  it("defaults to digest 4.5's ranges", () => {
    expect(DEFAULT_INJURY_SETTINGS.ranges).toEqual(PERMANENT_INJURIES.map(({ id, from, to }) => ({ id, from, to })));
    expect(DEFAULT_INJURY_SETTINGS.ranges.find((range) => range.id === 'MIRACULOUS_RECOVERY')).toEqual({ id: 'MIRACULOUS_RECOVERY', from: 32, to: 65 });
  });

  it("reads a d66 value with the world's ranges", () => {
    expect(injuryFor(66)?.id).toBe('CAPTURED');
    expect(injuryFor(66, { ranges: noCapture })).toMatchObject({ id: 'MIRACULOUS_RECOVERY', from: 32, to: 66 });
    expect(injuryFor(11, { ranges: noCapture })?.id).toBe('DEATH');
    expect(injuryFor(66, { ranges: noCapture.filter((range) => range.id !== 'MIRACULOUS_RECOVERY') })).toBeUndefined();
  });

  it("rolls with the world's ranges", () => {
    expect(rollPermanentInjury(forcedDice([6, 6])).injuries).toEqual([{ id: 'CAPTURED' }]);
    expect(rollPermanentInjury(forcedDice([6, 6, 3]), { ranges: noCapture })).toEqual({
      rolls: [
        { purpose: 'INJURY', die: 'd66', value: 66, injury: 'MIRACULOUS_RECOVERY' },
        { purpose: 'SCENARIOS_MISSED', die: 'd6', value: 3 },
      ],
      injuries: [{ id: 'MIRACULOUS_RECOVERY', scenariosMissed: 2 }],
    });
  });

  it('throws before rolling when the ranges leave a d66 value without exactly one result', () => {
    const dice = forcedDice([1, 1]);
    const gap = DEFAULT_INJURY_SETTINGS.ranges.filter((range) => range.id !== 'CAPTURED');
    expect(() => rollPermanentInjury(dice, { ranges: gap })).toThrow(RangeError);
    const overlap = [...DEFAULT_INJURY_SETTINGS.ranges, { id: 'DEATH' as const, from: 66, to: 66 }];
    expect(() => rollPermanentInjury(dice, { ranges: overlap })).toThrow(RangeError);
    expect(dice.state().rolls).toBe(0);
  });
});

describe('permanent injury table', () => {
  // Paragraphs from the roll instruction to the next chapter, with the printed d6 sub-tables set apart.
  const section = between('A character in Critical Condition can take 3 clicks', 'SUPER POWERS').slice(2); // drop "Role", "Results"
  const subTableRow = /^(\d)\s*-?\s*(\d)?\t(.*)$/;
  const rangeLine = /^(\d+) to (\d+)$/;

  interface PrintedInjury {
    name: string;
    text: string;
    range?: [number, number];
    rows: Array<{ from: number; to: number; text: string }>;
  }
  const printed: PrintedInjury[] = [];
  let pendingRange: [number, number] | undefined;
  for (const line of section) {
    const range = rangeLine.exec(line);
    const row = subTableRow.exec(line);
    if (range) {
      pendingRange = [Number(range[1]), Number(range[2])];
    } else if (row) {
      printed[printed.length - 1]!.rows.push({ from: Number(row[1]), to: Number(row[2] ?? row[1]), text: row[3]! });
    } else {
      const head = /^([A-Z][A-Za-z ]*(?:: [A-Za-z]+)?)([.!]) (.*)$/.exec(line);
      const continuesPrevious = !head || line.startsWith('As such') || /^[a-z]/.test(line);
      if (continuesPrevious) {
        const previous = printed[printed.length - 1]!;
        previous.text = `${previous.text} ${line}`;
      } else {
        const name = head[2] === '!' ? `${head[1]}!` : head[1]!;
        printed.push({ name, text: head[3]!, rows: [], ...(pendingRange ? { range: pendingRange } : {}) });
        pendingRange = undefined;
      }
    }
  }
  const clean = (text: string): string => text.replace('(See Table Below)', ' ').replace(/\s+/g, ' ').trim();

  it('has the printed entries in the printed order, word for word', () => {
    expect(printed).toHaveLength(15);
    expect(PERMANENT_INJURIES.map((entry) => entry.name)).toEqual(printed.map((entry) => entry.name));
    PERMANENT_INJURIES.forEach((entry, i) => expect(entry.text).toBe(clean(printed[i]!.text)));
  });

  it('keeps the one printed roll range ("32 to 65") and reads the rest as d66 per digest 4.5', () => {
    const withRange = printed.filter((entry) => entry.range);
    expect(withRange.map((entry) => entry.name)).toEqual(['Miraculous Recovery']);
    const recovery = PERMANENT_INJURIES.find((entry) => entry.id === 'MIRACULOUS_RECOVERY')!;
    expect([recovery.from, recovery.to]).toEqual(withRange[0]!.range);
    const d66 = [11, 12, 13, 14, 15, 16, 21, 22, 23, 24, 25, 26, 31];
    expect(PERMANENT_INJURIES.slice(0, 13).map((entry) => [entry.from, entry.to])).toEqual(d66.map((v) => [v, v]));
    expect(PERMANENT_INJURIES[14]).toMatchObject({ id: 'CAPTURED', from: 66, to: 66 });
  });

  it('keeps the Shell Shock d6 tables', () => {
    const fear = PERMANENT_INJURIES.find((entry) => entry.id === 'SHELL_SHOCK_FEAR')!;
    const hatred = PERMANENT_INJURIES.find((entry) => entry.id === 'SHELL_SHOCK_HATRED')!;
    const rows = (name: string) => printed.find((entry) => entry.name === name)!.rows;
    expect(fear.targetTable!.map(({ from, to, text }) => ({ from, to, text }))).toEqual(rows('Shell Shock: Fear'));
    expect(hatred.targetTable!.map(({ from, to, text }) => ({ from, to, text }))).toEqual(rows('Shell Shock: Hatred'));
  });

  it('gives exactly one entry for each of the 36 d66 values and none for anything else', () => {
    for (let tens = 1; tens <= 6; tens++) {
      for (let units = 1; units <= 6; units++) {
        const value = tens * 10 + units;
        const entries = PERMANENT_INJURIES.filter((entry) => value >= entry.from && value <= entry.to);
        expect(entries).toHaveLength(1);
        expect(injuryFor(value)).toEqual(entries[0]);
      }
    }
    expect(injuryFor(32)?.id).toBe('MIRACULOUS_RECOVERY');
    expect(injuryFor(65)?.id).toBe('MIRACULOUS_RECOVERY');
    for (const impossible of [10, 17, 20, 37, 67, 70, 0, 12.5]) expect(injuryFor(impossible)).toBeUndefined();
  });

  it('resolves a single injury with one d66', () => {
    expect(rollPermanentInjury(forcedDice([1, 3]))).toEqual({
      rolls: [{ purpose: 'INJURY', die: 'd66', value: 13, injury: 'CHEST_WOUND' }],
      injuries: [{ id: 'CHEST_WOUND' }],
    });
    expect(rollPermanentInjury(forcedDice([1, 1])).injuries).toEqual([{ id: 'DEATH' }]);
    expect(rollPermanentInjury(forcedDice([6, 6])).injuries).toEqual([{ id: 'CAPTURED' }]);
  });

  it('rolls the d6 that Miraculous Recovery, Hand Injury and Shell Shock need, halving rounded up', () => {
    expect(rollPermanentInjury(forcedDice([4, 4, 5]))).toEqual({
      rolls: [
        { purpose: 'INJURY', die: 'd66', value: 44, injury: 'MIRACULOUS_RECOVERY' },
        { purpose: 'SCENARIOS_MISSED', die: 'd6', value: 5 },
      ],
      injuries: [{ id: 'MIRACULOUS_RECOVERY', scenariosMissed: 3 }],
    });
    expect(rollPermanentInjury(forcedDice([2, 4, 1])).injuries).toEqual([{ id: 'HAND_INJURY', fingersLost: 1 }]);
    expect(rollPermanentInjury(forcedDice([2, 6, 3])).injuries).toEqual([{ id: 'SHELL_SHOCK_HATRED', target: 'INFLICTING_LEADER' }]);
    expect(rollPermanentInjury(forcedDice([2, 3, 6])).injuries).toEqual([{ id: 'SHELL_SHOCK_FEAR', target: 'ALIGNMENT' }]);
  });

  it('resolves Multiple Injuries as d6 further rolls, re-rolling Death and Miraculous Recovery, and returns every roll', () => {
    // 12 Multiple (d6: 3) -> 11 Death (re-rolled), 42 Recovery (re-rolled), 14 Leg; 23 Fear (d6 5); 24 Hand (d6 5)
    const result = rollPermanentInjury(forcedDice([1, 2, 3, 1, 1, 4, 2, 1, 4, 2, 3, 5, 2, 4, 5]));
    expect(result.rolls).toEqual([
      { purpose: 'INJURY', die: 'd66', value: 12, injury: 'MULTIPLE_INJURIES' },
      { purpose: 'MULTIPLE_INJURIES_COUNT', die: 'd6', value: 3 },
      { purpose: 'INJURY', die: 'd66', value: 11, injury: 'DEATH', rerolled: true },
      { purpose: 'INJURY', die: 'd66', value: 42, injury: 'MIRACULOUS_RECOVERY', rerolled: true },
      { purpose: 'INJURY', die: 'd66', value: 14, injury: 'LEG_WOUND' },
      { purpose: 'INJURY', die: 'd66', value: 23, injury: 'SHELL_SHOCK_FEAR' },
      { purpose: 'SHELL_SHOCK_TARGET', die: 'd6', value: 5 },
      { purpose: 'INJURY', die: 'd66', value: 24, injury: 'HAND_INJURY' },
      { purpose: 'FINGERS_LOST', die: 'd6', value: 5 },
    ]);
    expect(result.injuries).toEqual([{ id: 'LEG_WOUND' }, { id: 'SHELL_SHOCK_FEAR', target: 'INFLICTING_TEAM' }, { id: 'HAND_INJURY', fingersLost: 3 }]);
  });

  it('lets a further Multiple Injuries roll again, and lets a world choose what is re-rolled', () => {
    const nested = rollPermanentInjury(forcedDice([1, 2, 1, 1, 2, 2, 1, 3, 3, 1]));
    expect(nested.injuries).toEqual([{ id: 'CHEST_WOUND' }, { id: 'HORRIBLE_SCARRING' }]);
    expect(nested.rolls.filter((roll) => roll.purpose === 'MULTIPLE_INJURIES_COUNT').map((roll) => roll.value)).toEqual([1, 2]);
    const deathKept = rollPermanentInjury(forcedDice([1, 2, 1, 1, 1]), { rerollUnderMultiple: ['MIRACULOUS_RECOVERY'] });
    expect(deathKept.injuries).toEqual([{ id: 'DEATH' }]);
  });

  it('never leaves Death or Miraculous Recovery among the results of Multiple Injuries', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const result = rollPermanentInjury(createDice(seed));
        const first = result.rolls[0]!;
        expect(first.purpose).toBe('INJURY');
        if (first.injury === 'MULTIPLE_INJURIES') {
          expect(result.injuries.some((i) => i.id === 'DEATH' || i.id === 'MIRACULOUS_RECOVERY')).toBe(false);
        } else {
          expect(result.injuries).toHaveLength(1);
        }
        for (const roll of result.rolls) {
          if (roll.purpose === 'INJURY') expect(injuryFor(roll.value)?.id).toBe(roll.injury);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('bonuses', () => {
  const printed = between('Rookie Lvl 2, but you can not go back', 'Campaign Glossary');
  const header = printed[0]!.split('\t');
  const rowsOf = (rank: string) => printed.filter((line) => line.startsWith(`${rank}\t`)).map((line) => line.split('\t').slice(1));
  const RANK_NAMES = { ROOKIE: 'Rookie', EXPERIENCED: 'Experienced', VETERAN: 'Veteran' } as const;

  it('has the printed costs and texts for every rank and tier', () => {
    expect(header).toEqual(['1st', '2nd', '3rd', '4th']);
    for (const [rank, name] of Object.entries(RANK_NAMES) as Array<[keyof typeof RANK_NAMES, string]>) {
      const [costs, texts] = rowsOf(name);
      const ours = BONUSES.filter((bonus) => bonus.rank === rank);
      expect(ours.map((bonus) => `*${bonus.cost} HPs*`)).toEqual(costs);
      expect(ours.map((bonus) => bonus.text + (bonus.note ? '*' : ''))).toEqual(texts);
      expect(ours.map((bonus) => bonus.tier)).toEqual([1, 2, 3, 4]);
      ours.forEach((bonus) => expect(bonusCost(rank, bonus.tier)).toBe(bonus.cost));
    }
    const footnotes = printed.filter((line) => line.startsWith('* ')).map((line) => line.slice(2));
    expect(BONUSES.flatMap((bonus) => (bonus.note ? [bonus.note] : []))).toEqual(footnotes);
    expect(bonusCost('ROOKIE', 0)).toBeUndefined();
    expect(bonusCost('VETERAN', 5)).toBeUndefined();
  });

  it('lets tiers be skipped but never bought in reverse order (the seed)', () => {
    const rookie = { rank: 'ROOKIE' as const, bonuses: [{ rank: 'ROOKIE' as const, tier: 2 }] };
    expect(canBuyBonus({ rank: 'ROOKIE', bonuses: [] }, 2)).toMatchObject({ ok: true, cost: 50 });
    expect(canBuyBonus(rookie, 1)).toMatchObject({ ok: false, reason: 'BONUS_OUT_OF_ORDER' });
    expect(canBuyBonus(rookie, 2)).toMatchObject({ ok: false, reason: 'BONUS_ALREADY_OWNED' });
    expect(canBuyBonus(rookie, 4)).toMatchObject({ ok: true, cost: 100, bonus: { text: 'Character gains an extra attack' } });
    expect(canBuyBonus(rookie, 5)).toMatchObject({ ok: false, reason: 'BONUS_TIER_UNKNOWN' });
  });

  it('buys only from the row of the current rank; earlier rows do not constrain it', () => {
    const promoted = { rank: 'EXPERIENCED' as const, bonuses: [{ rank: 'ROOKIE' as const, tier: 4 }] };
    expect(canBuyBonus(promoted, 1)).toMatchObject({ ok: true, cost: 50, bonus: { rank: 'EXPERIENCED' } });
    expect(canBuyBonus({ rank: 'VETERAN', bonuses: [] }, 3)).toMatchObject({ ok: true, cost: 300 });
  });

  it('reads Unique and Limited Edition as the Veteran row unless the world says otherwise', () => {
    expect(bonusRowFor('UNIQUE')).toBe('VETERAN');
    expect(canBuyBonus({ rank: 'LIMITED_EDITION', bonuses: [] }, 1)).toMatchObject({ ok: true, cost: 100 });
    const none = { ...DEFAULT_BONUS_SETTINGS, rowForUnique: null };
    expect(canBuyBonus({ rank: 'UNIQUE', bonuses: [] }, 1, { settings: none })).toMatchObject({ ok: false, reason: 'BONUS_RANK_HAS_NO_ROW' });
  });

  it('supports the stricter sequential house rule and the GM allowing any order', () => {
    const sequential = { ...DEFAULT_BONUS_SETTINGS, order: 'SEQUENTIAL' as const };
    expect(canBuyBonus({ rank: 'ROOKIE', bonuses: [] }, 2, { settings: sequential })).toMatchObject({ ok: false, reason: 'BONUS_OUT_OF_ORDER' });
    expect(canBuyBonus({ rank: 'ROOKIE', bonuses: [] }, 1, { settings: sequential })).toMatchObject({ ok: true });
    expect(canBuyBonus({ rank: 'ROOKIE', bonuses: [{ rank: 'ROOKIE', tier: 1 }] }, 2, { settings: sequential })).toMatchObject({ ok: true });
    const any = { ...DEFAULT_BONUS_SETTINGS, order: 'ANY' as const };
    expect(canBuyBonus({ rank: 'ROOKIE', bonuses: [{ rank: 'ROOKIE', tier: 3 }] }, 1, { settings: any })).toMatchObject({ ok: true });
  });

  it('checks the Hero Points when given', () => {
    expect(canBuyBonus({ rank: 'EXPERIENCED', bonuses: [] }, 4, { heroPointsAvailable: 199 })).toMatchObject({
      ok: false,
      reason: 'NOT_ENOUGH_HERO_POINTS',
    });
    expect(canBuyBonus({ rank: 'EXPERIENCED', bonuses: [] }, 4, { heroPointsAvailable: 200 })).toMatchObject({ ok: true, cost: 200 });
  });
});

describe('prestige and infamy modifiers', () => {
  /** "Label: + 5 to + 10 (...)" -> label, points and the far end of a range. */
  function parseChart(from: string, to: string): Array<Pick<PrestigeModifier, 'label' | 'points' | 'upTo'>> {
    return between(from, to).map((line) => {
      const match = /^(.*?): ?([+-]) ?(\d+)(?: to ([+-])? ?(\d+))?/.exec(line);
      if (!match) throw new Error(`unreadable modifier "${line}"`);
      const sign = match[2] === '-' ? -1 : 1;
      // "- 5 to 10" prints no second sign: the range keeps the first one.
      const farSign = match[4] === undefined ? sign : match[4] === '-' ? -1 : 1;
      return { label: match[1]!, points: sign * Number(match[3]), ...(match[5] ? { upTo: farSign * Number(match[5]) } : {}) };
    });
  }
  const shape = (m: PrestigeModifier) => ({ label: m.label, points: m.points, ...(m.upTo !== undefined ? { upTo: m.upTo } : {}) });

  it('has the hero chart as printed', () => {
    expect(HERO_PRESTIGE_MODIFIERS.map(shape)).toEqual(parseChart('Here is a chart for Prestige Rating', 'If your Hero Teams Prestige Rating falls'));
  });

  it('has the villain chart as printed', () => {
    expect(VILLAIN_INFAMY_MODIFIERS.map(shape)).toEqual(parseChart('5. Here is the chart for Infamy Rating', 'If your Villain Teams Infamy Rating goes'));
  });

  const quiet: PrestigeSummary = {
    mapType: 'OTHER',
    outcome: 'DRAW',
    opponentAlignment: 'VILLAIN',
    archEnemiesDefeated: 0,
    beatenByTeamWithArchEnemy: false,
    enemiesKilled: 0,
    bystandersSaved: 0,
    bystandersHurt: 0,
    destroyedPublicProperty: false,
    ratingBefore: 0,
  };

  it('scores a hero victory on the City Map line by line', () => {
    const delta = prestigeDelta(
      { ...quiet, mapType: 'CITY', outcome: 'WON', scenarioOutcome: 'WON', scenarioPrestige: 8, archEnemiesDefeated: 1, bystandersSaved: 3, bystandersHurt: 1 },
      'HERO',
    );
    expect(delta).toEqual({
      ok: true,
      lines: [
        { modifier: 'DEFEATED_OPPOSING_TEAM', label: 'Defeating a Villainous Team', quantity: 1, points: 5 },
        { modifier: 'ARCH_ENEMY_DEFEATED', label: 'Each Arch-Enemy defeated', quantity: 1, points: 5 },
        { modifier: 'VICTORY_ON_CITY_MAP', label: 'Victory takes place on City Map', quantity: 1, points: 1 },
        { modifier: 'WON_SCENARIO', label: 'Winning Scenario', quantity: 1, points: 8 },
        { modifier: 'BYSTANDERS_SAVED', label: 'Saving innocent bystanders', quantity: 3, points: 3 },
        { modifier: 'BYSTANDERS_HURT', label: 'Each innocent bystander hurt', quantity: 1, points: -2 },
        { modifier: 'NO_PUBLIC_PROPERTY_DESTROYED', label: 'Not destroying public property during Scenario', quantity: 1, points: 2 },
      ],
      total: 22,
    });
  });

  it('scores a hero defeat on the City Map line by line', () => {
    const delta = prestigeDelta(
      {
        ...quiet,
        mapType: 'CITY',
        outcome: 'LOST',
        scenarioOutcome: 'LOST',
        beatenByTeamWithArchEnemy: true,
        enemiesKilled: 1,
        destroyedPublicProperty: true,
        ratingBefore: 10,
      },
      'HERO',
    );
    expect(delta.ok && delta.lines.map((line) => [line.modifier, line.points])).toEqual([
      ['KILLED_ENEMY', -10],
      ['DESTROYED_PUBLIC_PROPERTY', -2],
      ['LOST_TO_OPPOSING_TEAM', -5],
      ['BEATEN_BY_TEAM_WITH_ARCH_ENEMY', -5],
      ['BEATEN_ON_CITY_MAP', -1],
      ['LOST_SCENARIO', -5],
    ]);
    expect(delta.ok && delta.total).toBe(-28);
  });

  it('waives the property penalty for heroes at +41 or more, as printed', () => {
    const waivedFrom = Number(/As long as your Prestige Rating is \+(\d+) or more/.exec(SEED)![1]);
    const destroyed = { ...quiet, destroyedPublicProperty: true };
    expect(prestigeDelta({ ...destroyed, ratingBefore: waivedFrom }, 'HERO')).toEqual({ ok: true, lines: [], total: 0 });
    expect(prestigeDelta({ ...destroyed, ratingBefore: waivedFrom - 1 }, 'HERO')).toMatchObject({ total: -2 });
  });

  it('scores villains on their own chart: more infamous is more negative', () => {
    const win = prestigeDelta(
      {
        ...quiet,
        opponentAlignment: 'HERO',
        mapType: 'CITY',
        outcome: 'WON',
        scenarioOutcome: 'WON',
        scenarioPrestige: 10,
        enemiesKilled: 1,
        bystandersHurt: 2,
        destroyedPublicProperty: true,
      },
      'VILLAIN',
    );
    expect(win.ok && win.lines.map((line) => [line.modifier, line.quantity, line.points])).toEqual([
      ['DEFEATED_OPPOSING_TEAM', 1, -5],
      ['KILLED_ENEMY', 1, -10],
      ['VICTORY_ON_CITY_MAP', 1, -2],
      ['WON_SCENARIO', 1, -10],
      ['BYSTANDERS_HURT', 2, -2],
      ['DESTROYED_PUBLIC_PROPERTY', 1, -2],
    ]);
    expect(win.ok && win.total).toBe(-31);
    const loss = prestigeDelta({ ...quiet, opponentAlignment: 'HERO', outcome: 'LOST', scenarioOutcome: 'LOST', beatenByTeamWithArchEnemy: true }, 'VILLAIN');
    expect(loss).toMatchObject({ total: 15 });
    expect(loss.ok && loss.lines.map((line) => line.modifier)).toEqual(['LOST_TO_OPPOSING_TEAM', 'BEATEN_BY_TEAM_WITH_ARCH_ENEMY', 'LOST_SCENARIO']);
  });

  it('gives no team lines for a fight between teams of the same alignment', () => {
    expect(prestigeDelta({ ...quiet, outcome: 'WON', opponentAlignment: 'HERO' }, 'HERO')).toMatchObject({ total: 2 });
  });

  it('refuses a scenario worth outside 5-10 and a negative count', () => {
    expect(prestigeDelta({ ...quiet, scenarioOutcome: 'WON', scenarioPrestige: 11 }, 'HERO')).toMatchObject({
      ok: false,
      reason: 'SCENARIO_PRESTIGE_OUT_OF_RANGE',
    });
    expect(prestigeDelta({ ...quiet, scenarioOutcome: 'LOST', scenarioPrestige: 4 }, 'HERO')).toMatchObject({
      ok: false,
      reason: 'SCENARIO_PRESTIGE_OUT_OF_RANGE',
    });
    expect(prestigeDelta({ ...quiet, bystandersSaved: -1 }, 'HERO')).toMatchObject({ ok: false, reason: 'NEGATIVE_COUNT' });
  });

  describe('In Over Your Head', () => {
    const ioyh =
      /awards (\d+) prestige point for every enemy KOed or (\d+) if you KO the whole team[^.]*\. If you have to run away, you only lose (\d+) prestige/.exec(
        SEED,
      )!;
    const [perEnemy, wholeTeam, ranAway] = [Number(ioyh[1]), Number(ioyh[2]), Number(ioyh[3])];

    it('replaces the loss lines by the flat loss for running away, doubles gains and halves losses', () => {
      const delta = prestigeDelta(
        {
          ...quiet,
          mapType: 'CITY',
          outcome: 'LOST',
          bystandersSaved: 1,
          bystandersHurt: 1,
          inOverYourHead: { enemiesKOd: 2, wholeEnemyTeamKOd: false, ranAway: true },
        },
        'HERO',
      );
      expect(delta.ok && delta.lines.map((line) => [line.modifier, line.points])).toEqual([
        ['IN_OVER_YOUR_HEAD_KOS', 2 * perEnemy],
        ['IN_OVER_YOUR_HEAD_RAN_AWAY', -ranAway],
        ['BYSTANDERS_SAVED', 2],
        ['BYSTANDERS_HURT', -1],
        ['NO_PUBLIC_PROPERTY_DESTROYED', 4],
      ]);
      expect(delta.ok && delta.total).toBe(5);
    });

    it('halves a loss "rounding down" (−5 → −3) by default when the heroes stand their ground', () => {
      expect(SEED).toContain('Any other negative prestige points you get for this scenario are halved rounding down.');
      const summary: PrestigeSummary = {
        ...quiet,
        outcome: 'LOST',
        enemiesKilled: 1,
        inOverYourHead: { enemiesKOd: 4, wholeEnemyTeamKOd: true, ranAway: false },
      };
      const delta = prestigeDelta(summary, 'HERO');
      expect(delta.ok && delta.lines.map((line) => [line.modifier, line.points])).toEqual([
        ['IN_OVER_YOUR_HEAD_KOS', wholeTeam],
        ['KILLED_ENEMY', -5],
        ['NO_PUBLIC_PROPERTY_DESTROYED', 4],
        ['LOST_TO_OPPOSING_TEAM', -3],
      ]);
      expect(prestigeDelta(summary, 'HERO', { inOverYourHeadLossRounding: 'DOWN' })).toEqual(delta);
      const many = prestigeDelta({ ...quiet, inOverYourHead: { enemiesKOd: 7, wholeEnemyTeamKOd: true, ranAway: false } }, 'HERO');
      expect(many.ok && many.lines[0]!.points).toBe(7);
    });

    it('rounds the size of a halved loss down (−5 → −2) where the world reads it TOWARD_ZERO', () => {
      const summary: PrestigeSummary = {
        ...quiet,
        outcome: 'LOST',
        enemiesKilled: 1,
        inOverYourHead: { enemiesKOd: 4, wholeEnemyTeamKOd: true, ranAway: false },
      };
      const delta = prestigeDelta(summary, 'HERO', { inOverYourHeadLossRounding: 'TOWARD_ZERO' });
      expect(delta.ok && delta.lines.map((line) => [line.modifier, line.points])).toEqual([
        ['IN_OVER_YOUR_HEAD_KOS', wholeTeam],
        ['KILLED_ENEMY', -5],
        ['NO_PUBLIC_PROPERTY_DESTROYED', 4],
        ['LOST_TO_OPPOSING_TEAM', -2],
      ]);
    });

    it('only changes hero prestige', () => {
      const villain = prestigeDelta(
        { ...quiet, opponentAlignment: 'HERO', inOverYourHead: { enemiesKOd: 3, wholeEnemyTeamKOd: false, ranAway: false } },
        'VILLAIN',
      );
      expect(villain).toEqual({ ok: true, lines: [], total: 0 });
    });
  });

  it('subtracts one point per mutant', () => {
    expect(mutantRatingAdjustment(3)).toBe(-3);
    expect(mutantRatingAdjustment(0)).toBe(0);
  });
});

describe('public opinion', () => {
  function parseBands(heading: string): Array<Pick<PublicOpinionBand, 'label' | 'opinion'>> {
    const start = LINES.indexOf(heading);
    const rows: Array<Pick<PublicOpinionBand, 'label' | 'opinion'>> = [];
    for (let i = start + 1; LINES[i] !== ''; i++) {
      const [label, opinion] = LINES[i]!.split('\t');
      rows.push({ label: label!, opinion: opinion! });
    }
    return rows;
  }

  it('has both printed tables word for word', () => {
    expect(HERO_PUBLIC_OPINION.map(({ label, opinion }) => ({ label, opinion }))).toEqual(parseBands('Prestige Rating\tPublic Opinion'));
    expect(VILLAIN_PUBLIC_OPINION.map(({ label, opinion }) => ({ label, opinion }))).toEqual(parseBands('Infamy Rating\tPublic Opinion'));
  });

  it('band limits agree with the printed labels', () => {
    const limits = (label: string): [number | null, number | null] => {
      const numbers = (label.match(/[+-]?\d+/g) ?? []).map(Number);
      if (/^Below/.test(label)) return [null, numbers[0]! - 1];
      if (/^Over/.test(label)) return [numbers[0]! + 1, null];
      if (/or higher/.test(label)) return [numbers[0]!, null];
      if (/or lower/.test(label)) return [null, numbers[0]!];
      return [Math.min(...numbers), Math.max(...numbers)];
    };
    for (const band of [...HERO_PUBLIC_OPINION, ...VILLAIN_PUBLIC_OPINION]) expect([band.min, band.max]).toEqual(limits(band.label));
  });

  it('puts every rating in exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.constantFrom('HERO' as const, 'VILLAIN' as const), (rating, alignment) => {
        const bands = alignment === 'HERO' ? HERO_PUBLIC_OPINION : VILLAIN_PUBLIC_OPINION;
        const matching = bands.filter((b) => (b.min === null || rating >= b.min) && (b.max === null || rating <= b.max));
        expect(matching).toHaveLength(1);
        expect(publicOpinion(rating, alignment).band).toBe(matching[0]);
      }),
    );
  });

  it('gives heroes a Headquarters and a Vehicle at the printed ratings', () => {
    const hq = Number(/reaches a Prestige Rating of (\d+), you are entitled to have a Headquarters/.exec(SEED)![1]);
    const vehicle = Number(/When your Prestige Rating hits (\d+), you may construct a team vehicle/.exec(SEED)![1]);
    expect([DEFAULT_PUBLIC_OPINION_SETTINGS.headquartersAt, DEFAULT_PUBLIC_OPINION_SETTINGS.vehicleAt]).toEqual([hq, vehicle]);
    expect(publicOpinion(hq - 1, 'HERO')).toMatchObject({ headquarters: false, vehicle: false });
    expect(publicOpinion(hq, 'HERO')).toMatchObject({ headquarters: true, vehicle: false, band: { label: '+41 to +60' } });
    expect(publicOpinion(vehicle, 'HERO')).toMatchObject({ headquarters: true, vehicle: true });
  });

  it('gives villains theirs at 50 and 100 Infamy, read as -50 and -100', () => {
    const [hq, vehicle] = /Villain Teams gain Headquarters and Vehicles at (\d+) and (\d+) Infamy/.exec(SEED)!.slice(1).map(Number);
    expect(publicOpinion(-hq! + 1, 'VILLAIN')).toMatchObject({ headquarters: false });
    expect(publicOpinion(-hq!, 'VILLAIN')).toMatchObject({ headquarters: true, vehicle: false });
    expect(publicOpinion(-vehicle!, 'VILLAIN')).toMatchObject({ headquarters: true, vehicle: true, band: { label: '-81 to -100' } });
    expect(publicOpinion(hq!, 'VILLAIN')).toMatchObject({ headquarters: false, vehicle: false });
  });

  it('tells how minor characters and the law treat heroes', () => {
    expect(publicOpinion(0, 'HERO')).toMatchObject({ minorCharactersAvailable: true, lawEnforcement: 'NEUTRAL', band: { label: '0 to +20' } });
    expect(publicOpinion(-1, 'HERO')).toMatchObject({ minorCharactersAvailable: false, lawEnforcement: 'WILL_NOT_ASSIST', band: { label: 'Below zero (0)' } });
    expect(publicOpinion(-19, 'HERO').lawEnforcement).toBe('WILL_NOT_ASSIST');
    expect(publicOpinion(-20, 'HERO').lawEnforcement).toBe('HUNTS_HEROES');
    // "hits 20 or lower" is read as -20 by a named setting a world can change.
    expect(DEFAULT_PUBLIC_OPINION_SETTINGS.heroesHuntedAtOrBelow).toBe(-20);
    expect(publicOpinion(20, 'HERO').lawEnforcement).toBe('NEUTRAL');
    expect(publicOpinion(20, 'HERO', { ...DEFAULT_PUBLIC_OPINION_SETTINGS, heroesHuntedAtOrBelow: 20 }).lawEnforcement).toBe('HUNTS_HEROES');
    expect(publicOpinion(40, 'HERO').publicPropertyPenaltyWaived).toBe(false);
    expect(publicOpinion(41, 'HERO').publicPropertyPenaltyWaived).toBe(true);
    expect(publicOpinion(101, 'HERO').band.label).toBe('+101 or higher');
  });

  it('tells how minor characters and the law treat villains, by the printed ranges', () => {
    const police = /Infamy Rating stays between (\d+) and (\d+), local Police/.exec(SEED)!.slice(1).map(Number);
    const shield = /From (-\d+) to (-\d+), S\.H\.I\.E\.L\.D\./.exec(SEED)!.slice(1).map(Number);
    expect(publicOpinion(police[0]! - 1, 'VILLAIN')).toMatchObject({ lawEnforcement: 'NEUTRAL', minorCharactersAvailable: true, band: { label: '0 to -20' } });
    expect(publicOpinion(police[0]!, 'VILLAIN')).toMatchObject({
      lawEnforcement: 'POLICE_ASSIST_HEROES',
      minorCharactersAvailable: false,
      band: { label: 'Over zero (0)' },
    });
    expect(publicOpinion(police[1]!, 'VILLAIN').lawEnforcement).toBe('POLICE_ASSIST_HEROES');
    expect(publicOpinion(police[1]! + 1, 'VILLAIN').lawEnforcement).toBe('NEUTRAL');
    expect(publicOpinion(shield[0]! + 1, 'VILLAIN').lawEnforcement).toBe('NEUTRAL');
    expect(publicOpinion(shield[0]!, 'VILLAIN').lawEnforcement).toBe('SHIELD_ASSISTS_HEROES');
    expect(publicOpinion(shield[1]!, 'VILLAIN').lawEnforcement).toBe('SHIELD_ASSISTS_HEROES');
    expect(publicOpinion(shield[1]! - 1, 'VILLAIN').lawEnforcement).toBe('SUPER_THREAT');
    expect(publicOpinion(-101, 'VILLAIN')).toMatchObject({ publicPropertyPenaltyWaived: false, band: { label: '-101 or lower' } });
  });
});
