import * as fs from 'fs';
import * as path from 'path';
import fc from 'fast-check';

import type { DialClick } from './character-types';
import {
  DEFAULT_FEAT_SETTINGS,
  FEATS,
  FEAT_RULES,
  type FeatData,
  featCost,
  findFeat,
  isBonusFeatEligible,
  powersOnDial,
  upkeepDue,
  validateFeatAssignment,
} from './feats';
import { CLIX_CAMPAIGN_POWERS } from './powers';

/* Expected values come from the seed text, parsed here without reference to feats.ts. */

const seedLines = fs.readFileSync(path.join(__dirname, '../../seeds/000_16d4a23803d85603.txt'), 'utf8').split(/\r?\n/);
const seedText = seedLines.join('\n');

interface SeedFeat {
  heading: string;
  text: string;
  prerequisite: string;
  upkeep: string;
}

function parseSeedFeats(): SeedFeat[] {
  const from = seedLines.indexOf('FEATS') + 1;
  const feats: SeedFeat[] = [];
  let textLines: string[] = [];
  for (let i = from; !seedLines[i].startsWith('Chapter VI'); i++) {
    const line = seedLines[i];
    const last = feats[feats.length - 1];
    if (/^[A-Z][A-Z' -]+$/.test(line)) {
      feats.push({ heading: line, text: '', prerequisite: '', upkeep: '' });
      textLines = [];
    } else if (line.startsWith('Prerequisite:')) {
      last.prerequisite = line.slice('Prerequisite:'.length).trim();
      last.text = textLines.join('\n').trim();
    } else if (line.startsWith('Upkeep:')) {
      last.upkeep = line.slice('Upkeep:'.length).trim();
    } else {
      textLines.push(line);
    }
  }
  return feats;
}

const seedFeats = parseSeedFeats();
/** Power headings of seed 000 ("STEALTH : ..."): a prerequisite must name one of them. */
const seedPowerHeadings = new Set(
  seedLines
    .map((line) => line.match(/^([A-Z]{2,}(?:[ /][A-Z]+)*) : /))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => m[1]),
);
const seedHeading = (name: string): string | undefined => (seedPowerHeadings.has(name.toUpperCase()) ? name.toUpperCase() : undefined);

const click = (powers: Partial<Pick<DialClick, 'speedPower' | 'attackPower' | 'defensePower' | 'damagePower'>>): DialClick => ({
  speed: 8,
  attack: 9,
  defense: 16,
  damage: 2,
  ...powers,
});

describe('FEATS against seed 000', () => {
  it('lists all 42 feats from All-Out to Knockdown, in printed order, with their texts', () => {
    expect(seedFeats).toHaveLength(42);
    expect(FEATS.map((f) => [f.name.toUpperCase(), f.text])).toEqual(seedFeats.map((f) => [f.heading, f.text]));
    expect(FEATS[0].name).toBe('All-Out');
    expect(FEATS[FEATS.length - 1].name).toBe('Knockdown');
    expect(new Set(FEATS.map((f) => f.id)).size).toBe(42);
    for (const feat of FEATS) expect(seedText.includes(feat.text)).toBe(true);
  });

  it('keeps the prerequisite and upkeep lines as printed', () => {
    expect(FEATS.map((f) => f.prerequisiteText)).toEqual(seedFeats.map((f) => f.prerequisite));
    expect(FEATS.map((f) => (f.upkeep === null ? '' : String(f.upkeep)))).toEqual(seedFeats.map((f) => f.upkeep));
  });

  it('turns each printed prerequisite into power groups: names separated by "," or "or" are alternatives', () => {
    const nameOf = new Map(CLIX_CAMPAIGN_POWERS.map((p) => [p.id, p.name.toUpperCase()]));
    for (const [i, feat] of FEATS.entries()) {
      const printed = seedFeats[i].prerequisite;
      const expected = printed === '' || printed === 'None' ? [] : [printed.split(/,\s*(?:or\s+)?|\s+or\s+/).map(seedHeading)];
      expect(feat.requiredPowers.map((group) => group.map((id) => nameOf.get(id)))).toEqual(expected);
    }
    expect(findFeat('berserk')?.requiredPowers).toEqual([['charge', 'flurry', 'battle-fury']]);
  });

  it('has exactly the eight upkeeps of digest 4.6; every other feat is unpriced', () => {
    const priced = FEATS.filter((f) => f.priced).map((f) => [f.name, f.upkeep]);
    expect(priced).toEqual([
      ['All-Out', 40],
      ['Ambush', 50],
      ['Automatic Regeneration', 120],
      ['Armour Piercing', 100],
      ['Barrier Bridge', 100],
      ['Berserk', 100],
      ['Blood Rage', 220],
      ['Bodyguard', 40],
    ]);
    expect(FEATS.filter((f) => !f.priced).every((f) => f.upkeep === null && featCost(f) === null)).toBe(true);
  });

  it('marks the three feats that share one text for review', () => {
    const flagged = FEATS.filter((f) => f.needsReview);
    expect(flagged.map((f) => f.name)).toEqual(['Inspiring Command', 'Judo Throw', 'Knockdown']);
    expect(new Set(flagged.map((f) => f.text)).size).toBe(1);
    expect(new Set(FEATS.filter((f) => !f.needsReview).map((f) => f.text)).size).toBe(39);
  });

  it('takes its limits from the seed: three feats a character, bonus feat worth 150 or less', () => {
    const max = seedText.match(/maximum of (\w+) \((\d+)\) feats on one character/);
    expect(Number(max?.[2])).toBe(FEAT_RULES.maxFeatsPerCharacter);
    const worth = seedText.match(/Bonus feat can be any feat worth (\d+) HPs & below/);
    expect(Number(worth?.[1])).toBe(FEAT_RULES.bonusFeatMaxWorth);
    expect(FEATS.filter((f) => isBonusFeatEligible(f)).map((f) => f.id)).toEqual([
      'all-out',
      'ambush',
      'automatic-regeneration',
      'armour-piercing',
      'barrier-bridge',
      'berserk',
      'bodyguard',
    ]);
    expect(isBonusFeatEligible(findFeat('blood-rage')!, 220)).toBe(true);
  });
});

describe('powersOnDial', () => {
  it('collects the powers of every click by catalogue id, whatever the printed spelling', () => {
    const dial = [click({ speedPower: 'LEAP/CLIMB' }), click({ attackPower: 'Super Strength', damagePower: 'Acid Spit' }), click({})];
    expect([...powersOnDial(dial)].sort()).toEqual(['acid-spit', 'leap-climb', 'super-strength']);
  });
});

describe('validateFeatAssignment', () => {
  const stealthy = [click({}), click({ speedPower: 'Stealth' })];
  const ambush = findFeat('ambush')!;

  it('accepts a feat whose prerequisite shows on any click (not only the starting one) and charges its upkeep', () => {
    expect(validateFeatAssignment({ featIds: [], clicks: stealthy }, ambush, { teamHeroPoints: 50 })).toEqual({ ok: true, cost: 50 });
    expect(validateFeatAssignment({ featIds: ['all-out'], clicks: [] }, findFeat('blood-rage')!, { teamHeroPoints: 220 })).toEqual({
      ok: true,
      cost: 220,
    });
  });

  it('accepts any one power of an "or" group', () => {
    const berserk = findFeat('berserk')!;
    for (const power of ['Charge', 'Flurry', 'Battle Fury']) {
      const dial = [click({ speedPower: power === 'Battle Fury' ? undefined : power, damagePower: power === 'Battle Fury' ? power : undefined })];
      expect(validateFeatAssignment({ featIds: [], clicks: dial }, berserk, { teamHeroPoints: 100 })).toEqual({ ok: true, cost: 100 });
    }
    const refused = validateFeatAssignment({ featIds: [], clicks: [click({ speedPower: 'Stealth' })] }, berserk, { teamHeroPoints: 100 });
    expect(refused).toEqual({
      ok: false,
      reason: 'FEAT_PREREQUISITE_MISSING',
      message: "Berserk needs one of Charge, Flurry or Battle Fury on the character's dial.",
    });
  });

  it('refuses a missing prerequisite', () => {
    expect(validateFeatAssignment({ featIds: [], clicks: [click({})] }, ambush, { teamHeroPoints: 500 })).toEqual({
      ok: false,
      reason: 'FEAT_PREREQUISITE_MISSING',
      message: "Ambush needs Stealth on the character's dial.",
    });
  });

  it('names a prerequisite the Creator added that is not in the powers list by its id', () => {
    const custom: FeatData = { ...findFeat('all-out')!, requiredPowers: [['acid-spit']] };
    expect(validateFeatAssignment({ featIds: [], clicks: [click({})] }, custom, { teamHeroPoints: 40 })).toMatchObject({
      reason: 'FEAT_PREREQUISITE_MISSING',
      message: "All-Out needs acid-spit on the character's dial.",
    });
    expect(validateFeatAssignment({ featIds: [], clicks: [click({ attackPower: 'Acid Spit' })] }, custom, { teamHeroPoints: 40 })).toEqual({
      ok: true,
      cost: 40,
    });
  });

  it('refuses a fourth feat, and honours a world that changes the limit', () => {
    const member = { featIds: ['all-out', 'blood-rage', 'armour-piercing'], clicks: stealthy };
    expect(validateFeatAssignment(member, ambush, { teamHeroPoints: 500 })).toMatchObject({ ok: false, reason: 'TOO_MANY_FEATS' });
    expect(validateFeatAssignment(member, ambush, { teamHeroPoints: 500, maxFeatsPerCharacter: 4 })).toEqual({ ok: true, cost: 50 });
  });

  it('refuses a feat the character already has, before anything else', () => {
    const member = { featIds: ['ambush', 'all-out', 'blood-rage'], clicks: [] };
    expect(validateFeatAssignment(member, ambush, { teamHeroPoints: 0 })).toEqual({
      ok: false,
      reason: 'FEAT_ALREADY_KNOWN',
      message: 'Ambush is already assigned to this character.',
    });
  });

  it('refuses an unpriced feat until the Creator prices it', () => {
    const camouflage = findFeat('camouflage')!;
    expect(validateFeatAssignment({ featIds: [], clicks: [] }, camouflage, { teamHeroPoints: 10_000 })).toMatchObject({
      ok: false,
      reason: 'FEAT_NOT_PRICED',
    });
    const priced: FeatData = { ...camouflage, upkeep: 75, priced: true };
    expect(validateFeatAssignment({ featIds: [], clicks: [] }, priced, { teamHeroPoints: 75 })).toEqual({ ok: true, cost: 75 });
  });

  it('refuses a feat the team cannot afford', () => {
    expect(validateFeatAssignment({ featIds: [], clicks: stealthy }, ambush, { teamHeroPoints: 49 })).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_HERO_POINTS',
      message: 'Ambush costs 50 Hero Points; the team has 49.',
    });
  });

  it('never approves an unpriced feat nor a cost above the team balance (property)', () => {
    const allPowers = CLIX_CAMPAIGN_POWERS.map((p) => p.name);
    fc.assert(
      fc.property(
        fc.constantFrom(...FEATS),
        fc.nat(400),
        fc.subarray(
          FEATS.map((f) => f.id),
          { maxLength: 4 },
        ),
        fc.subarray(allPowers),
        (feat, heroPoints, featIds, powers) => {
          const clicks = powers.map((p) => click({ attackPower: p }));
          const result = validateFeatAssignment({ featIds, clicks }, feat, { teamHeroPoints: heroPoints });
          if (result.ok) {
            expect(feat.priced).toBe(true);
            expect(result.cost).toBe(feat.upkeep);
            expect(result.cost).toBeLessThanOrEqual(heroPoints);
            expect(featIds.length).toBeLessThan(3);
            expect(featIds).not.toContain(feat.id);
          }
        },
      ),
    );
  });
});

describe("the Creator's feat prices (FeatSettings.prices)", () => {
  const camouflage = findFeat('camouflage')!;
  const ambush = findFeat('ambush')!;
  const stealthy = [click({ speedPower: 'Stealth' })];

  it('defaults to no prices and upkeep every scenario', () => {
    expect(DEFAULT_FEAT_SETTINGS).toEqual({ prices: {}, upkeepPeriod: 'PER_SCENARIO' });
    expect(featCost(camouflage, DEFAULT_FEAT_SETTINGS)).toBeNull();
    expect(featCost(ambush, DEFAULT_FEAT_SETTINGS)).toBe(50);
  });

  it('makes an unpriced feat buyable at the price the world gives it', () => {
    const prices = { camouflage: 60 };
    expect(featCost(camouflage, { prices })).toBe(60);
    expect(validateFeatAssignment({ featIds: [], clicks: [] }, camouflage, { teamHeroPoints: 60 }, { prices })).toEqual({ ok: true, cost: 60 });
    expect(validateFeatAssignment({ featIds: [], clicks: [] }, camouflage, { teamHeroPoints: 59 }, { prices })).toMatchObject({
      ok: false,
      reason: 'INSUFFICIENT_HERO_POINTS',
      message: 'Camouflage costs 60 Hero Points; the team has 59.',
    });
    expect(validateFeatAssignment({ featIds: [], clicks: [] }, camouflage, { teamHeroPoints: 500 }, { prices: { ambush: 10 } })).toMatchObject({
      ok: false,
      reason: 'FEAT_NOT_PRICED',
    });
  });

  it('overrides a printed upkeep, for buying and for the bonus feat limit', () => {
    expect(featCost(ambush, { prices: { ambush: 80 } })).toBe(80);
    expect(validateFeatAssignment({ featIds: [], clicks: stealthy }, ambush, { teamHeroPoints: 80 }, { prices: { ambush: 80 } })).toEqual({
      ok: true,
      cost: 80,
    });
    expect(isBonusFeatEligible(findFeat('blood-rage')!, undefined, { prices: { 'blood-rage': 150 } })).toBe(true);
    expect(isBonusFeatEligible(ambush, undefined, { prices: { ambush: 151 } })).toBe(false);
    expect(featCost(ambush, { prices: { ambush: 0 } })).toBe(0);
  });

  it('ignores names that are not own entries of the price list, and throws for a price no ledger can hold', () => {
    const toString: FeatData = { ...camouflage, id: 'toString' };
    expect(featCost(toString, { prices: {} })).toBeNull();
    expect(() => featCost(ambush, { prices: { ambush: -5 } })).toThrow(RangeError);
    expect(() => featCost(ambush, { prices: { ambush: 12.5 } })).toThrow(RangeError);
  });
});

describe('upkeepDue', () => {
  const feats = ['all-out', 'ambush', 'camouflage'].map((id) => findFeat(id)!);

  it('charges the printed upkeep of each feat every scenario ("as long as the upkeep is paid")', () => {
    expect(seedText).toContain('may be used anytime as long as the upkeep is paid');
    expect(upkeepDue(feats)).toBe(40 + 50);
    expect(upkeepDue([])).toBe(0);
  });

  it("uses the Creator's prices where the world sets them", () => {
    expect(upkeepDue(feats, { prices: { camouflage: 30, 'all-out': 20 } })).toBe(20 + 50 + 30);
  });

  it('charges nothing after the purchase where the world takes the upkeep once', () => {
    expect(upkeepDue(feats, { upkeepPeriod: 'ONCE' })).toBe(0);
    expect(upkeepDue(feats, { upkeepPeriod: 'PER_SCENARIO', prices: { camouflage: 30 } })).toBe(120);
  });
});
