/**
 * The feats of the Clix Campaign (seed 000, "Feats" post, FEATS list from All-Out to Knockdown)
 * and the rules for assigning them (same post, and the "Feats and Bonuses" page).
 *
 * Texts, prerequisites and upkeeps are kept as printed; `feats.spec.ts` re-parses the seed.
 */
import { z } from 'zod';
import type { DialClick } from './character-types';
import { count, oneOf, schemaOf, wholeNumber } from '../settings/values';
import { findPower, normalisePowerName } from './powers';

/** One feat of the catalogue. */
export interface FeatData {
  /** Stable id (kebab case of the printed name). */
  id: string;
  name: string;
  /** The rule text as printed. */
  text: string;
  /** The "Prerequisite:" line as printed: "None", blank, or power names. */
  prerequisiteText: string;
  /**
   * Powers the member's dial must show: every group is required, any one power of a group
   * satisfies it ("Charge, Flurry, or Battle Fury" is one group of three). Ids from `powers.ts`.
   */
  requiredPowers: readonly (readonly string[])[];
  /** Upkeep in Hero Points as printed; null where the seed prints none. */
  upkeep: number | null;
  /** False until the Creator gives the feat a price: an unpriced feat cannot be bought. */
  priced: boolean;
  /** True where the seed's text is known to be wrong and the Creator should review it. */
  needsReview: boolean;
}

/** Limits printed in the seed's "Feats" and "Feats and Bonuses" pages; world settings default to them. */
export const FEAT_RULES = {
  /** "You are allowed a maximum of three (3) feats on one character at anytime." */
  maxFeatsPerCharacter: 3,
  /** Veteran bonus: "Bonus feat can be any feat worth 150 HPs & below". */
  bonusFeatMaxWorth: 150,
} as const;

// Only eight feats print an upkeep (digest 4.6); the rest are priced by the Creator.
// Inspiring Command, Judo Throw and Knockdown print the same text (a copying slip in the
// seed): the text is kept and the three are marked for review.
/** Every feat in seed 000, in printed order. */
export const FEATS: readonly FeatData[] = [
  {
    id: 'all-out',
    name: 'All-Out',
    text: 'Attack is increased by +2. However, your Defense is penalized by -2, and you cannot use damage-evading powers (e.g., Mastermind, Super Senses).',
    prerequisiteText: 'None',
    requiredPowers: [],
    upkeep: 40,
    priced: true,
    needsReview: false,
  },
  {
    id: 'ambush',
    name: 'Ambush',
    text: 'The character gets +2 to its attack value when it makes a close combat attack while occupying hindering terrain.',
    prerequisiteText: 'Stealth',
    requiredPowers: [['stealth']],
    upkeep: 50,
    priced: true,
    needsReview: false,
  },
  {
    id: 'automatic-regeneration',
    name: 'Automatic Regeneration',
    text: 'Once, at the beginning of your turn, this character uses Regeneration as a free action. Roll a d6 on a roll of a 1-3 heal 1, on a roll of a 4-5 heal 2 , on a roll of a 6 heal 3',
    prerequisiteText: 'Regeneration',
    requiredPowers: [['regeneration']],
    upkeep: 120,
    priced: true,
    needsReview: false,
  },
  {
    id: 'armour-piercing',
    name: 'Armour Piercing',
    text: 'Damage dealt by the character may not be reduced below 1.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: 100,
    priced: true,
    needsReview: false,
  },
  {
    id: 'barrier-bridge',
    name: 'Barrier Bridge',
    text: 'Move your normal Speed, ignoring the effects of Hindering Terrain, changes in Elevation, and intervening characters. Unlike Leap/Climb, this does not allow you to automatically Break Away from an adjacent enemy.',
    prerequisiteText: 'Barrier',
    requiredPowers: [['barrier']],
    upkeep: 100,
    priced: true,
    needsReview: false,
  },
  {
    id: 'berserk',
    name: 'Berserk',
    text: 'You may choose to go Berserk. While Berserk, upon every activation, you rush toward the nearest enemy and engage it in close combat. Your Defense is penalized by -2, but your Damage is increased by +1, and you have the benefits of Willpower. You are immune to Mind Control, cannot be Carried, and cannot benefit from Leadership, Support and lose all team abilities.',
    prerequisiteText: 'Charge, Flurry, or Battle Fury',
    requiredPowers: [['charge', 'flurry', 'battle-fury']],
    upkeep: 100,
    priced: true,
    needsReview: false,
  },
  {
    id: 'blood-rage',
    name: 'Blood Rage',
    text: "When a character deals damage to a targeted enemy with a close combat attack, it gains a +1 to its attack value against that enemy for the rest of the game when making close combat attacks. Character can't gain more then +1 this way",
    prerequisiteText: 'None',
    requiredPowers: [],
    upkeep: 220,
    priced: true,
    needsReview: false,
  },
  {
    id: 'bodyguard',
    name: 'Bodyguard',
    text: 'If an adjacent friendly character is hit, you may take the damage instead. You may apply any powers for reducing damage (Toughness, Invulnerable, Impervious) but not for evading damage (Mastermind, Super Senses, etc.).',
    prerequisiteText: 'Defend',
    requiredPowers: [['defend']],
    upkeep: 40,
    priced: true,
    needsReview: false,
  },
  {
    id: 'camouflage',
    name: 'Camouflage',
    text: 'When the character is adjacent to a wall or blocking terrain, any line of fire for a ranged combat attack drawn to the character is blocked.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'careful-aim',
    name: 'Careful Aim',
    text: 'You may spend this Turn aiming at a chosen target. Choose one enemy within line of sight. Next Turn, you have +2 to your Attack value against that target. If you cannot make an attack, you may keep spending Turns "aiming" to keep the bonus until you have opportunity to use it, the bonus is cumulative.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'cleave',
    name: 'Cleave',
    text: 'After you KO a character, you get a free attack on any adjacent character. Now on the free attack if you KO the character repeat until a non KO attack happens. This works for close combat only, dose not work on ranged attacks.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'coordinated-attack',
    name: 'Coordinated Attack',
    text: 'You and one friendly character (who also has the Coordinated Attack Feat) may each activate and make an attack action on a single enemy or object at the same time. Make a single roll, using the lower of your Attack values, but add a bonus of +1. Add your Damage together for the total damage inflicted.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'cover-fire',
    name: 'Cover Fire',
    text: 'Every enemy within your attack range, even those with Stealth and behind cover, has a -2 to ranged Attack rolls until your next activation',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'damage-shield',
    name: 'Damage Shield',
    text: "Any time someone hits you with a close combat attack, as long as you do not evade the attack (via powers like Super Sense or Mastermind), even if you don't take any damage, you inflict 1 Click of damage against the attacker. (This damage may not be reduced by powers such as Toughness, etc.)",
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'darkness',
    name: 'Darkness',
    text: 'Character creates a 3 x 3 square of darkness. You gain +1 to all abilities while in the darkness radius, all opposing characters suffers a -1 to all abilities while in the darkness radius. The Darkness last 2 turns before it dissipates.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'defensive-barrier',
    name: 'Defensive Barrier',
    text: 'Whenever you are hit with an attack, roll 1d6. On a roll of 5-6, you reflexively use your Barrier power to deflect the attack. This does not count against Psychic Blast or Mind Control',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'determination',
    name: 'Determination',
    text: 'You are immune to Psychological or Mental powers and effects. You may not be targeted by Perplex; you are unaffected by Mind Control, Psychic Blast, Shape-shift, or the Taunt Feat.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'dig-in',
    name: 'Dig-In',
    text: 'If you are hit by Force Blast or Knock-back or similar effect, and you are grounded, you may use this Feat to avoid being moved',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'disarm',
    name: 'Disarm',
    text: 'When feat is activated, the character makes a close combat attack against a targeted enemy. The characters attack value is reduced by 2 for this attack and damage reduced to 0. If attack is successful, the targets damage value is reduced by 2. (Treat negative values as 0)',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'dive-bomb',
    name: 'Dive Bomb',
    text: 'When soaring, the character may make close combat attacks against grounded characters attack value -2. This feat only works on characters that can fly.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'domino-effect',
    name: 'Domino Effect',
    text: 'If you knock an enemy into another enemy, you may make a free Close Combat Attack roll against the second enemy. On a hit, the second enemy is Knocked Back one space, and the first one takes 1 point of Knock-back Damage. If multiple enemies are standing in line, repeat until an enemy is missed, or otherwise avoids Knock-back.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'double-time',
    name: 'Double-Time',
    text: 'When the character is not adjacent to any opposing character and is given a move action, it may move up to double its unmodified speed value; it may not make attacks during this move action. At the end of the move, if the character is not a transporter, deal it 1 damage.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'encore',
    name: 'Encore',
    text: 'As a free action, you gain the use of any power you possessed at a higher Click on your dial (i.e., before you got knocked down to your current level), until your next Activation. This card is then removed from play.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'encourage',
    name: 'Encourage',
    text: 'As a free action, choose one friendly model within 6 spaces (other than yourself). That model recovers one Click. This card is then removed from play.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'entangle',
    name: 'Entangle',
    text: 'Opposing characters attempting to target the character with a close combat attack must roll one six-sided die before making the attack. On a result of 1 or 2, the opposing character may not attack the character. It is not given an action token, but it cannot be given another action or make another attack that turn.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'extended-range',
    name: 'Extended Range',
    text: 'Before making a ranged combat attack, the character’s range may be increased for the duration of the attack by a number of squares up to its unmodified damage value. For each 2 squares the range of an attack is increased, decrease the damage value by 1 (after all other modifiers and replacements) when resolving the attack.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'fastball-shot',
    name: 'Fastball Shot',
    text: 'A friendly character with the Fastball Throw Feat can toss you as a ranged attack and an enemy within 6 squares. (You take a action to participate in this move.) Upon a successful hit, you inflict your Damage +1 against the target. Regardless if you hit or not, you are placed in any square adjacent to the target, to which the thrower has a clear line of fire.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'fastball-throw',
    name: 'Fastball Throw',
    text: 'As a action, you may throw an adjacent, unactivated, grounded friendly character who has the Fastball Shot Feat. Make a ranged combat attack at -2 against a single opposing target within 6 squares. Place the second character in any square adjacent to the target to which you have a clear line of fire.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'flash-blast',
    name: 'Flash Blast',
    text: 'All opposing characters with in the blast radius of the character suffers a -2 to attack and defence value. All friendly characters with in the blast radius suffers a -1 to attack and defence value. The Blast radius is 3x3 square with the character that uses it in the middle.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'fling',
    name: 'Fling',
    text: 'Upon a successful close combat hit on an adjacent enemy, you may use this Feat to throw the enemy at a target up to 6 squares away. On a successful Ranged Combat roll, both enemies take 1 click of Damage and are hit by Incapacitate. On a miss, place the thrown character in any empty square adjacent to the target, this character suffers 1 click of Damage.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'force-field',
    name: 'Force-Field',
    text: 'The character gains Toughness.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'fortitude',
    name: 'Fortitude',
    text: 'The character ignores other characters’ Exploit Weakness and Outwit',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'hay-maker',
    name: 'Hay-Maker',
    text: 'You may make a close combat action targeting a single opposing character. For this action, your Attack is penalized by -1, but Damage is increased by +2. After the action is resolved, you take 1 point of unavailable Damage.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'heightened-reflexes',
    name: 'Heightened Reflexes',
    text: 'When the character is hit by an attack using Charge, Hypersonic Speed, Running Shot, or the transporter move and attack ability, roll one six-sided die before damage is dealt. On a result of 5 or 6, the character evades the attack',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'hinder',
    name: 'Hinder',
    text: 'Select an enemy within your Range, or within half your Speed. (If the latter, the enemy need not be in line of sight, but it must be possible to reach that model within half your Speed movement.) Make a Close Combat attack roll. On a success, no damage is inflicted, but instead treat the attack as if they were hit\nby Incapacitate.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'homing-device',
    name: 'Homing Device',
    text: 'When this character hits an opposing character with a close combat attack, any line of fire drawn to that character are not affected by hindering terrain. This last until the end of their next turn.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'hunters-scent',
    name: 'Hunters Scent',
    text: 'At the beginning of your turn, roll one dice. (d6) If the result is a 5-6 then your character can see characters that have "Stealth" like abilities, even if they are normally hidden. This feat can be "Outwitted".',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'improvised-cover',
    name: 'Improvised Cover',
    text: 'If you are hit by an attack, you may choose, after the roll, to increase your Defense by +2.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'indomitable',
    name: 'Indomitable',
    text: 'When the character is the target of an Incapacitate or a Mind Control attack, it gets +2 to its defense value.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: false,
  },
  {
    id: 'inspiring-command',
    name: 'Inspiring Command',
    text: 'Once per turn, after the character resolves a successful close combat action using Incapacitate, if the target has only one action token, as a free action the character can immediately make a second close combat attack against the target, which gets +2 to its defense value for the second attack. If the attack succeeds, deal no damage; instead, give the target a second action token. If the character loses Incapacitate before making the second attack, it may not make the second attack.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: true,
  },
  {
    id: 'judo-throw',
    name: 'Judo Throw',
    text: 'Once per turn, after the character resolves a successful close combat action using Incapacitate, if the target has only one action token, as a free action the character can immediately make a second close combat attack against the target, which gets +2 to its defense value for the second attack. If the attack succeeds, deal no damage; instead, give the target a second action token. If the character loses Incapacitate before making the second attack, it may not make the second attack.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: true,
  },
  {
    id: 'knockdown',
    name: 'Knockdown',
    text: 'Once per turn, after the character resolves a successful close combat action using Incapacitate, if the target has only one action token, as a free action the character can immediately make a second close combat attack against the target, which gets +2 to its defense value for the second attack. If the attack succeeds, deal no damage; instead, give the target a second action token. If the character loses Incapacitate before making the second attack, it may not make the second attack.',
    prerequisiteText: '',
    requiredPowers: [],
    upkeep: null,
    priced: false,
    needsReview: true,
  },
];

/** Finds a feat of the catalogue by id. */
export function findFeat(id: string): FeatData | undefined {
  return FEATS.find((feat) => feat.id === id);
}

/** When a feat's upkeep falls due. */
export type UpkeepPeriod =
  /** Every scenario the member's team plays: "may be used anytime as long as the upkeep is paid". */
  | 'PER_SCENARIO'
  /** Only the purchase price: nothing falls due afterwards. */
  | 'ONCE';

/** A world's feat prices and upkeep; the defaults are the seed's. */
export interface FeatSettings {
  /** The Creator's prices by feat id, in Hero Points: a priced entry makes an unpriced feat buyable and overrides a printed upkeep. */
  prices: Readonly<Record<string, number>>;
  /** Reading: feats work "as long as the upkeep is paid", so the upkeep is due again every scenario (PER_SCENARIO), besides the purchase price. */
  upkeepPeriod: UpkeepPeriod;
}

/** The seed's feats as printed: no Creator prices, upkeep due every scenario. */
export const DEFAULT_FEAT_SETTINGS: FeatSettings = { prices: {}, upkeepPeriod: 'PER_SCENARIO' };

/** A world's feat limits and upkeep period (its prices live on each feat of its catalogue). */
export interface FeatLimitSettings {
  maxFeatsPerCharacter: number;
  bonusFeatMaxWorth: number;
  upkeepPeriod: UpkeepPeriod;
}

/** FEAT_RULES' limits and the seed's upkeep period, as a new world takes them. */
export const DEFAULT_FEAT_LIMIT_SETTINGS: FeatLimitSettings = {
  maxFeatsPerCharacter: FEAT_RULES.maxFeatsPerCharacter,
  bonusFeatMaxWorth: FEAT_RULES.bonusFeatMaxWorth,
  upkeepPeriod: DEFAULT_FEAT_SETTINGS.upkeepPeriod,
};

/** What a world's feat limits may be. */
export const featLimitSettingsSchema = schemaOf<FeatLimitSettings>()(
  z.strictObject({
    maxFeatsPerCharacter: wholeNumber({ min: 0, max: 20 }),
    bonusFeatMaxWorth: count(),
    upkeepPeriod: oneOf(['PER_SCENARIO', 'ONCE'] as const satisfies readonly UpkeepPeriod[]),
  }),
);

/** The Creator's price for a feat, if the world sets one; throws RangeError for a price no ledger can hold. */
function creatorPrice(feat: FeatData, settings: Partial<FeatSettings>): number | undefined {
  const prices = settings.prices ?? {};
  if (!Object.prototype.hasOwnProperty.call(prices, feat.id)) return undefined;
  const price = prices[feat.id];
  if (!Number.isInteger(price) || price < 0) throw new RangeError(`the price of ${feat.id} must be a whole number ≥ 0, got ${price}`);
  return price;
}

/**
 * What it costs to buy the feat in Hero Points (the Creator's price where the world sets one,
 * else the printed upkeep), or null while it is unpriced.
 */
export function featCost(feat: FeatData, settings: Partial<FeatSettings> = DEFAULT_FEAT_SETTINGS): number | null {
  const price = creatorPrice(feat, settings);
  if (price !== undefined) return price;
  return feat.priced && feat.upkeep !== null ? feat.upkeep : null;
}

/**
 * Hero Points a member's feats cost to keep for each scenario: the sum of their prices
 * (featCost) when upkeep is due every scenario, nothing when the world charges it once.
 */
export function upkeepDue(feats: readonly FeatData[], settings: Partial<FeatSettings> = DEFAULT_FEAT_SETTINGS): number {
  if ((settings.upkeepPeriod ?? DEFAULT_FEAT_SETTINGS.upkeepPeriod) === 'ONCE') return 0;
  return feats.reduce((sum, feat) => sum + (featCost(feat, settings) ?? 0), 0);
}

/** Whether a feat may be taken as the Veteran "bonus feat" (priced and worth at most `maxWorth`). */
export function isBonusFeatEligible(
  feat: FeatData,
  maxWorth: number = FEAT_RULES.bonusFeatMaxWorth,
  settings: Partial<FeatSettings> = DEFAULT_FEAT_SETTINGS,
): boolean {
  const cost = featCost(feat, settings);
  return cost !== null && cost <= maxWorth;
}

/** The power ids shown anywhere on a dial; a name not in the catalogue is kept in normalised form. */
export function powersOnDial(clicks: readonly DialClick[]): Set<string> {
  const ids = new Set<string>();
  for (const click of clicks) {
    for (const name of [click.speedPower, click.attackPower, click.defensePower, click.damagePower]) {
      if (name) ids.add(findPower(name)?.id ?? normalisePowerName(name));
    }
  }
  return ids;
}

/** The member a feat is being assigned to. */
export interface FeatCandidate {
  /** Ids of the feats the member already has. */
  featIds: readonly string[];
  /** The member's dial: a prerequisite only has to appear on some click, not the starting one. */
  clicks: readonly DialClick[];
}

/** World settings and balances that decide whether a feat can be bought. */
export interface FeatAssignmentOptions {
  /** The team's current Hero Points. */
  teamHeroPoints: number;
  /** Defaults to `FEAT_RULES.maxFeatsPerCharacter`. */
  maxFeatsPerCharacter?: number;
}

/** Why a feat cannot be assigned; stable codes for API user errors. */
export type FeatAssignmentRefusal = 'FEAT_PREREQUISITE_MISSING' | 'TOO_MANY_FEATS' | 'FEAT_ALREADY_KNOWN' | 'FEAT_NOT_PRICED' | 'INSUFFICIENT_HERO_POINTS';

/** Outcome of `validateFeatAssignment`: the Hero Points to charge, or why not. */
export type FeatAssignmentResult = { ok: true; cost: number } | { ok: false; reason: FeatAssignmentRefusal; message: string };

function powerLabel(id: string): string {
  return findPower(id)?.name ?? id;
}

function listOfAlternatives(ids: readonly string[]): string {
  const names = ids.map(powerLabel);
  return names.length === 1 ? names[0] : `one of ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Checks that a member may buy a feat now: prerequisite on the dial, feat limit, no duplicate,
 * priced (printed upkeep or the Creator's price in `settings`), affordable.
 */
export function validateFeatAssignment(
  member: FeatCandidate,
  feat: FeatData,
  options: FeatAssignmentOptions,
  settings: Partial<FeatSettings> = DEFAULT_FEAT_SETTINGS,
): FeatAssignmentResult {
  const maxFeats = options.maxFeatsPerCharacter ?? FEAT_RULES.maxFeatsPerCharacter;
  if (member.featIds.includes(feat.id)) {
    return { ok: false, reason: 'FEAT_ALREADY_KNOWN', message: `${feat.name} is already assigned to this character.` };
  }
  if (member.featIds.length >= maxFeats) {
    return {
      ok: false,
      reason: 'TOO_MANY_FEATS',
      message: `A character may have at most ${maxFeats} feats; this one already has ${member.featIds.length}.`,
    };
  }
  const dial = powersOnDial(member.clicks);
  const missing = feat.requiredPowers.find((group) => !group.some((id) => dial.has(normalisePowerName(id))));
  if (missing) {
    return {
      ok: false,
      reason: 'FEAT_PREREQUISITE_MISSING',
      message: `${feat.name} needs ${listOfAlternatives(missing)} on the character's dial.`,
    };
  }
  const cost = featCost(feat, settings);
  if (cost === null) {
    return {
      ok: false,
      reason: 'FEAT_NOT_PRICED',
      message: `${feat.name} has no price yet; the Creator must price it before it can be bought.`,
    };
  }
  if (cost > options.teamHeroPoints) {
    return {
      ok: false,
      reason: 'INSUFFICIENT_HERO_POINTS',
      message: `${feat.name} costs ${cost} Hero Points; the team has ${options.teamHeroPoints}.`,
    };
  }
  return { ok: true, cost };
}
