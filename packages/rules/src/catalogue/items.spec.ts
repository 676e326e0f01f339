import * as fs from 'fs';
import * as path from 'path';
import fc from 'fast-check';

import { createDice, forcedDice } from '../dice';
import {
  ADVANCED_WEAPONS,
  ARMOUR,
  ARMOUR_CATEGORIES,
  OBJECT_TOKEN_RULES,
  OBJECT_WEAPONS,
  OTHER_ITEMS,
  applyDamageToDbd,
  attackRollsPerAction,
  canWieldObject,
  findAdvancedWeapon,
  objectWeaponRange,
  rollItemEffect,
} from './items';

/* Expected values are parsed from seed 000 here, independently of items.ts. */

const seedLines = fs.readFileSync(path.join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8').split(/\r?\n/);
const seedText = seedLines.join('\n');

/** The lines after the first `startLine` that opens a forum post (title, blank line, byline) or stands alone. */
function linesFrom(startLine: string, stop: (line: string) => boolean, post = false): string[] {
  const from = seedLines.findIndex((line, i) => line === startLine && (!post || seedLines[i + 2]?.startsWith('Deathreaver999')));
  const to = seedLines.findIndex((line, i) => i > from && stop(line));
  return seedLines.slice(from + 1, to);
}

describe('Other Items', () => {
  it('matches the printed list: name, summary, description and cost', () => {
    const lines = linesFrom('Other Items', (line) => line === "NPC's & Others", true);
    const printed: { name: string; summary: string; text: string; price: number | null }[] = [];
    for (const line of lines) {
      const cost = line.match(/^- Cost - \$(\d+)$/);
      const description = line.match(/^- (.+)$/);
      const heading = line.match(/^(\w[\w ]+) - (.+)$/);
      if (cost) printed[printed.length - 1].price = Number(cost[1]);
      else if (description) printed[printed.length - 1].text = description[1];
      else if (heading) printed.push({ name: heading[1], summary: heading[2], text: '', price: null });
    }
    expect(printed).toHaveLength(4);
    expect(OTHER_ITEMS.map(({ name, summary, text, price }) => ({ name, summary, text, price }))).toEqual(printed);
    expect(OTHER_ITEMS.map((i) => i.priced)).toEqual(printed.map((p) => p.price !== null));
  });

  it('reads the use rules from the descriptions', () => {
    for (const item of OTHER_ITEMS) {
      expect(item.action === 'FREE').toBe(item.text.includes('free action'));
      expect(item.action === 'FULL').toBe(item.text.includes('full action'));
      expect(item.target === 'OTHERS_ONLY').toBe(item.text.includes('Can not be used on self'));
    }
    expect(OTHER_ITEMS.find((i) => i.id === 'chemistry-bottles')?.target).toBe('SELF_ONLY');
  });

  it('rolls a Stim Pack heal of 1d6 and returns the face', () => {
    const stim = OTHER_ITEMS.find((i) => i.id === 'stim-pack')!;
    expect(stim.summary).toBe('Heals 1d6');
    expect(rollItemEffect(stim.effectRoll, forcedDice([4]))).toEqual({ face: 4, value: 4 });
  });
});

describe('Basic weaponry (object sizes)', () => {
  const lines = linesFrom('Basic Weaponry', (line) => line === 'Advance Weaponry');
  const headerPattern = /^(Light|Medium|Heavy|Extreme) - .* adds (\d) points? of damage/;

  it('has the four sizes with their damage bonus, range and power requirement as printed', () => {
    const printed = lines
      .map((line, i) => ({ m: line.match(headerPattern), next: `${line} ${lines[i + 1]} ${lines[i + 2]}` }))
      .filter((x) => x.m !== null)
      .map(({ m, next }) => {
        const range = next.match(/range of (\d+)(?: - or (\d+) with super strength)?/);
        return {
          name: m![1],
          damageBonus: Number(m![2]),
          range: Number(range![1]),
          rangeWithSuperStrength: range![2] === undefined ? null : Number(range![2]),
          needsPower: next.includes('require super strength or telekinesis'),
        };
      });
    expect(printed).toHaveLength(4);
    expect(
      OBJECT_WEAPONS.map((w) => ({
        name: w.name,
        damageBonus: w.damageBonus,
        range: w.range,
        rangeWithSuperStrength: w.rangeWithSuperStrength,
        needsPower: w.requiresOneOf.length > 0,
      })),
    ).toEqual(printed);
    expect(OBJECT_WEAPONS.map((w) => w.size)).toEqual(['LIGHT', 'MEDIUM', 'HEAVY', 'EXTREME']);
  });

  it('lists the example objects under each size', () => {
    const examples: Record<string, string[]> = {};
    let current = '';
    for (const line of lines) {
      const header = line.match(headerPattern);
      if (header) current = header[1];
      else if (current && line !== '' && !/^(damage|attack|strength|This damage)/.test(line)) examples[current].push(line);
      if (header) examples[current] = [];
    }
    expect(Object.fromEntries(OBJECT_WEAPONS.map((w) => [w.name, w.examples]))).toEqual(examples);
    expect(examples.Medium).toHaveLength(13);
  });

  it('lets anyone use light and medium objects, and only Super Strength or Telekinesis the heavier ones', () => {
    expect(canWieldObject('LIGHT', [])).toBe(true);
    expect(canWieldObject('MEDIUM', ['stealth'])).toBe(true);
    expect(canWieldObject('HEAVY', ['stealth'])).toBe(false);
    expect(canWieldObject('HEAVY', new Set(['telekinesis']))).toBe(true);
    expect(canWieldObject('EXTREME', ['super-strength'])).toBe(true);
    expect(objectWeaponRange('LIGHT', false)).toBe(5);
    expect(objectWeaponRange('LIGHT', true)).toBe(10);
    expect(objectWeaponRange('MEDIUM', true)).toBe(8);
    expect(objectWeaponRange('HEAVY', true)).toBe(6);
    expect(objectWeaponRange('EXTREME', false)).toBe(4);
  });

  it('keeps the Chapter III object-token numbers', () => {
    expect(seedText).toContain('a light object increases the character’s damage dealt by 1 and a heavy object increases the character’s damage dealt by 2');
    const thrown = seedText.match(/light objects can be thrown (\d+) squares and heavy objects can be thrown (\d+) squares/);
    const damage = seedText.match(/light object deals (\d+) damage and a successful ranged combat attack with a heavy object deals (\d+) damage/);
    expect(seedText).toContain('Characters with the Super Strength power may pick up an object and use it as a weapon');
    expect(seedText).toMatch(/Characters with Telekinesis may move\s+objects or use them as weapons/);
    const wielders = ['super-strength', 'telekinesis'];
    expect(OBJECT_TOKEN_RULES).toEqual({
      LIGHT: { closeCombatDamageBonus: 1, throwRange: Number(thrown![1]), thrownDamage: Number(damage![1]), requiresOneOf: wielders },
      HEAVY: { closeCombatDamageBonus: 2, throwRange: Number(thrown![2]), thrownDamage: Number(damage![2]), requiresOneOf: wielders },
    });
  });
});

describe('Advanced weaponry', () => {
  it('matches every printed weapon line field by field', () => {
    const groups: Record<string, string> = { Handguns: 'HANDGUN', Rifles: 'RIFLE', Grenades: 'GRENADE' };
    const printed: unknown[] = [];
    let group = '';
    let subgroup: string | null = null;
    for (const line of linesFrom('Advance Weaponry', (l) => l === 'Special Weaponry')) {
      if (groups[line]) {
        group = groups[line];
        subgroup = null;
      }
      if (line.startsWith('Full - Auto')) group = 'FULL_AUTO';
      const sub = line.match(/^(\w+) -$/);
      if (sub) subgroup = sub[1];
      if (!line.includes(' - Dam\\')) continue;
      const parts = line.split('\\');
      const field = (i: number) => parts[i].trim();
      const number = (i: number) => (/^\d+\*?$/.test(field(i)) ? Number(field(i).replace('*', '')) : null);
      printed.push({
        name: parts[0].replace(/ - Dam$/, ''),
        group,
        subgroup,
        damageText: field(1),
        damage: number(1),
        rangeText: field(3),
        range: number(3),
        price: number(5),
        other: parts.slice(7).join('\\').trim(),
      });
    }
    expect(printed).toHaveLength(16);
    expect(
      ADVANCED_WEAPONS.map(({ name, group: g, subgroup: s, damageText, damage, rangeText, range, price, other }) => ({
        name,
        group: g,
        subgroup: s,
        damageText,
        damage,
        rangeText,
        range,
        price,
        other,
      })),
    ).toEqual(printed);
  });

  it('derives priced, battery packs and burst fire from the printed text', () => {
    for (const w of ADVANCED_WEAPONS) {
      expect(w.priced).toBe(w.price !== null);
      expect(w.needsBatteryPack).toBe(w.other.includes('battery pack'));
    }
    expect(ADVANCED_WEAPONS.filter((w) => w.needsBatteryPack).map((w) => w.id)).toEqual(['handgun-lazar', 'handgun-stun-gun', 'rifle-lazar', 'rifle-freeze']);
    expect(ADVANCED_WEAPONS.filter((w) => !w.priced).every((w) => w.group === 'GRENADE')).toBe(true);
    expect(new Set(ADVANCED_WEAPONS.map((w) => w.id)).size).toBe(ADVANCED_WEAPONS.length);
    const shotgun = findAdvancedWeapon('rifle-shotgun')!;
    expect(attackRollsPerAction(shotgun, true)).toBe(1);
    expect(attackRollsPerAction(findAdvancedWeapon('handgun-small')!, true)).toBe(2);
    expect(attackRollsPerAction(findAdvancedWeapon('handgun-small')!, false)).toBe(1);
    expect(findAdvancedWeapon('bazooka')).toBeUndefined();
  });

  it('rolls the Freeze gun table: 1-2 → 1 round, 3-4 → 2, 5-6 → 3', () => {
    const freeze = findAdvancedWeapon('rifle-freeze')!;
    const table = freeze.other
      .match(/1d6 \\(\d)-(\d)\\ (\d) \\(\d)-(\d)\\ (\d) \\(\d)-(\d)\\ (\d)/)!
      .slice(1)
      .map(Number);
    const expected = [1, 2, 3, 4, 5, 6].map((face) => {
      for (let row = 0; row < 3; row++) if (face >= table[row * 3] && face <= table[row * 3 + 1]) return table[row * 3 + 2];
      return -1;
    });
    expect(expected).toEqual([1, 1, 2, 2, 3, 3]);
    for (let face = 1; face <= 6; face++) {
      expect(rollItemEffect(freeze.effectRoll!, forcedDice([face]))).toEqual({ face, value: expected[face - 1] });
    }
  });

  it('reports a broken effect table as a catalogue fault', () => {
    expect(() => rollItemEffect({ kind: 'D6_TABLE', measures: 'x', rows: [{ from: 1, to: 2, value: 1 }] }, forcedDice([5]))).toThrow(/no row for a roll of 5/);
  });
});

describe('Armour and D.B.D.', () => {
  it('has the three printed categories and no printed armour', () => {
    const sentence = seedText.match(/Armor is broken down into three different categories, ([^.]+)\./)![1];
    expect(ARMOUR_CATEGORIES.map((c) => c.name)).toEqual(sentence.split(', '));
    expect(ARMOUR).toEqual([]);
  });

  it('absorbs damage until the D.B.D. is spent and passes the rest on', () => {
    expect(applyDamageToDbd(4, 3)).toEqual({ absorbed: 3, passedThrough: 0, remaining: 1, destroyed: false });
    expect(applyDamageToDbd(2, 3)).toEqual({ absorbed: 2, passedThrough: 1, remaining: 0, destroyed: true });
    expect(applyDamageToDbd(0, 2)).toEqual({ absorbed: 0, passedThrough: 2, remaining: 0, destroyed: true });
    expect(applyDamageToDbd(3, -1)).toEqual({ absorbed: 0, passedThrough: 0, remaining: 3, destroyed: false });
  });

  it('never loses or creates damage (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (dbd, damage) => {
        const r = applyDamageToDbd(dbd, damage);
        expect(r.absorbed + r.passedThrough).toBe(damage);
        expect(r.remaining).toBe(dbd - r.absorbed);
        expect(r.destroyed).toBe(r.remaining === 0);
      }),
    );
  });

  it('rolls effects from a seeded stream reproducibly', () => {
    const stim = OTHER_ITEMS[0].effectRoll;
    expect(rollItemEffect(stim, createDice('stim-1'))).toEqual(rollItemEffect(stim, createDice('stim-1')));
  });
});
