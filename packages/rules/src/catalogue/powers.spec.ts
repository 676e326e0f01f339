import * as fs from 'fs';
import * as path from 'path';

import {
  ALL_POWERS,
  BARRIER_DBD_TABLE,
  CLIX_CAMPAIGN_POWERS,
  HEROCLIX_ALPHA_POWERS,
  POWER_CATEGORIES,
  findPower,
  normalisePowerName,
  powersOfRuleset,
} from './powers';

/*
 * Every expected value below is read from the seed files; nothing is copied from powers.ts.
 */

const SEEDS = path.join(__dirname, '../../seeds');
const campaignLines = fs.readFileSync(path.join(SEEDS, '000_16d4a23803d85603.txt'), 'utf8').split(/\r?\n/);
const alphaLines = fs.readFileSync(path.join(SEEDS, '001_6df9c8286215b145.txt'), 'utf8').split(/\r?\n/);

interface SeedPower {
  category: string;
  heading: string;
  text: string;
}

/** Seed 000: "<X> SUPER POWERS" starts a category; an upper-case heading (with or without " :") starts a power. */
function parseCampaignPowers(): SeedPower[] {
  const first = campaignLines.indexOf('SPEED SUPER POWERS');
  const powers: SeedPower[] = [];
  let category = '';
  let body: string[] | null = null;
  for (let i = first; i < campaignLines.length; i++) {
    const line = campaignLines[i];
    if (line.startsWith('TERRAIN')) break; // the chapter after the powers
    const section = line.match(/^(\w+) SUPER POWERS$/);
    if (section) {
      category = section[1];
      body = null;
      continue;
    }
    const heading = line.match(/^([A-Z]{2,}(?:[ /][A-Z]+)*)( :)? (.*)$/);
    if (heading) {
      body = [heading[3]];
      powers.push({ category, heading: heading[1], text: '' });
    } else if (body) {
      body.push(line);
    }
    if (body) powers[powers.length - 1].text = body.join('\n').trim();
  }
  return powers;
}

/** Seed 001: a category word on its own line, then "• Name: text" bullets. */
function parseAlphaCard(): SeedPower[] {
  const first = alphaLines.indexOf('Alpha Powers Reference');
  const powers: SeedPower[] = [];
  let category = '';
  for (const line of alphaLines.slice(first)) {
    if (['Speed', 'Attack', 'Defense', 'Damage'].includes(line)) category = line.toUpperCase();
    const bullet = line.match(/^• ([^:]+): (.+)$/);
    if (bullet && category) powers.push({ category, heading: bullet[1], text: bullet[2] });
  }
  return powers;
}

const seedCampaign = parseCampaignPowers();
const seedAlpha = parseAlphaCard();

describe('Clix Campaign powers (seed 000)', () => {
  it('has 11 powers plus "Special Powers" in each of the four sections, 48 in all', () => {
    for (const category of POWER_CATEGORIES) {
      expect(CLIX_CAMPAIGN_POWERS.filter((p) => p.category === category)).toHaveLength(12);
      expect(seedCampaign.filter((p) => p.category === category)).toHaveLength(12);
      expect(CLIX_CAMPAIGN_POWERS.filter((p) => p.category === category && p.name !== 'Special Powers')).toHaveLength(11);
    }
    expect(CLIX_CAMPAIGN_POWERS).toHaveLength(48);
  });

  it('matches the seed entry by entry: category, slot, heading and full text', () => {
    expect(CLIX_CAMPAIGN_POWERS.map((p) => [p.category, p.name.toUpperCase(), p.text])).toEqual(seedCampaign.map((p) => [p.category, p.heading, p.text]));
    for (const category of POWER_CATEGORIES) {
      expect(CLIX_CAMPAIGN_POWERS.filter((p) => p.category === category).map((p) => p.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });

  it('pins a few entries by hand so a parser slip on both sides cannot pass unnoticed', () => {
    expect(findPower('BLADES/CLAWS/FANGS')?.text).toMatch(/^This character can deliver 1 to 6 clicks of damage/);
    expect(findPower('Toughness')?.text).toBe(
      'Character is more resilient than a normal human. Subtract 1 from any combat damage dealt to this character. Toughness does not reduce critical-miss or hit damage.',
    );
    expect(findPower('impervious')?.text).toContain(
      'On a result of 5 or 6, the damage taken is reduced to 0. On a result of 1 to 4, the damage taken is reduced by 4.',
    );
    expect(findPower('leadership')).toMatchObject({ category: 'DAMAGE', slot: 11, ruleset: 'clix-campaign' });
  });

  it('keeps every text verbatim: it is a substring of the seed', () => {
    const seed = campaignLines.join('\n');
    for (const power of CLIX_CAMPAIGN_POWERS) expect(seed.includes(power.text)).toBe(true);
  });
});

describe('HeroClix Alpha powers card (seed 001)', () => {
  it('has 44 entries, 11 per category, 4 of them "(Undefined)"', () => {
    expect(HEROCLIX_ALPHA_POWERS).toHaveLength(44);
    expect(seedAlpha).toHaveLength(44);
    for (const category of POWER_CATEGORIES) {
      expect(HEROCLIX_ALPHA_POWERS.filter((p) => p.category === category)).toHaveLength(11);
    }
    expect(HEROCLIX_ALPHA_POWERS.filter((p) => p.name === '(Undefined)').map((p) => p.id)).toEqual([
      'alpha-speed-undefined-4',
      'alpha-defense-undefined-6',
      'alpha-defense-undefined-9',
      'alpha-damage-undefined-2',
    ]);
  });

  it('matches the card entry by entry', () => {
    expect(HEROCLIX_ALPHA_POWERS.map((p) => [p.category, p.name, p.text])).toEqual(seedAlpha.map((p) => [p.category, p.heading, p.text]));
    expect(HEROCLIX_ALPHA_POWERS.every((p) => p.ruleset === 'heroclix-alpha')).toBe(true);
    expect(findPower('Invulnerability', 'heroclix-alpha')?.text).toBe('Subtract 2 from damage dealt to you.');
  });
});

describe('lookups', () => {
  it('gives every power a unique id', () => {
    expect(new Set(ALL_POWERS.map((p) => p.id)).size).toBe(ALL_POWERS.length);
    expect(ALL_POWERS).toHaveLength(92);
  });

  it('finds a power by id or printed name, ignoring case and punctuation, within one ruleset', () => {
    expect(normalisePowerName(' Leap / Climb ')).toBe('leap-climb');
    expect(findPower('LEAP/CLIMB')?.id).toBe('leap-climb');
    expect(findPower('leap-climb')?.name).toBe('Leap/Climb');
    expect(findPower('Leap', 'heroclix-alpha')?.id).toBe('alpha-leap');
    expect(findPower('Leap')).toBeUndefined();
    expect(findPower('Special Powers')?.id).toBe('special-speed');
    expect(powersOfRuleset('heroclix-alpha')).toBe(HEROCLIX_ALPHA_POWERS);
    expect(powersOfRuleset('clix-campaign')).toBe(CLIX_CAMPAIGN_POWERS);
  });
});

describe('Barrier D.B.D. table', () => {
  it('matches the "Barrier Marker D.B.D. Table" rows', () => {
    const rows = campaignLines
      .map((line) => line.match(/^(\d)" Barrier - (\d+) D\.B\.D\.$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => ({ heightInches: Number(m[1]), damageBeforeDestroyed: Number(m[2]) }));
    expect(rows).toHaveLength(5);
    expect(BARRIER_DBD_TABLE).toEqual(rows);
  });
});
