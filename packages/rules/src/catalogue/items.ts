/**
 * Items, weapons and armour of the Clix Campaign (seed 000): "Other Items", "Weaponry"
 * (basic object weapons by size, advanced weapons with damage/range/price) and
 * "Armor & Equipment" (D.B.D., damage before destroyed), plus the object-token rules of
 * Chapter III ("Using Objects as Weapons").
 *
 * Prices are in dollars ($) as printed; what the seed leaves blank is null and, for things
 * that are bought, `priced: false` until the Creator prices them. `items.spec.ts` re-parses
 * the seed.
 */
import type { Dice } from '../dice';

/** One row of a d6 table: faces `from`..`to` give `value`. */
export interface EffectTableRow {
  from: number;
  to: number;
  value: number;
}

/** A d6 an item or weapon rolls for its effect: the face itself, or looked up in a table. */
export type ItemEffectRoll = { kind: 'D6'; measures: string } | { kind: 'D6_TABLE'; measures: string; rows: readonly EffectTableRow[] };

/** What `rollItemEffect` rolled and what it decided. */
export interface ItemEffectRollResult {
  face: number;
  value: number;
}

/** Rolls an item's effect die; the face is returned so callers can store it. */
export function rollItemEffect(effect: ItemEffectRoll, dice: Dice): ItemEffectRollResult {
  const face = dice.d6();
  if (effect.kind === 'D6') return { face, value: face };
  const row = effect.rows.find((r) => face >= r.from && face <= r.to);
  if (!row) throw new Error(`effect table has no row for a roll of ${face}`); // a catalogue bug, not a user error
  return { face, value: row.value };
}

// ---------------------------------------------------------------------------------------------
// Other Items

/** The action an item takes to use: a free action, or a "full action" (the only thing done that round). */
export type ItemUseAction = 'FREE' | 'FULL';

/** Who an item may be used on. */
export type ItemTarget = 'SELF_OR_OTHERS' | 'OTHERS_ONLY' | 'SELF_ONLY';

/** What an item of "Other Items" does. */
export type ItemEffect = 'HEAL' | 'REVIVE_ONE_CLICK_BEFORE_KO' | 'REVIVE_TO_FULL' | 'VARIES';

/** One entry of "Other Items". */
export interface ItemData {
  id: string;
  /** Name as printed. */
  name: string;
  /** The line after the name ("Heals 1d6"). */
  summary: string;
  /** The description as printed. */
  text: string;
  /** Price in $; null where none is printed. */
  price: number | null;
  priced: boolean;
  /** Null where the text says it varies. */
  action: ItemUseAction | null;
  /** Used up after one use; null where it varies. */
  singleUse: boolean | null;
  target: ItemTarget;
  effect: ItemEffect;
  effectRoll: ItemEffectRoll | null;
}

// The seed promises "a list of some Chemistry Bottles" that never follows: the entry is kept,
// unpriced, for the Creator to fill in.
/** The "Other Items" list as printed. */
export const OTHER_ITEMS = [
  {
    id: 'stim-pack',
    name: 'Stim Pack',
    summary: 'Heals 1d6',
    text: 'A Stim Pack takes a free action to use. Stim packs heals a target 1d6 points. Stim pack can only be used once on yourself or others(Friends, Civilians, Hostages, etc....) before rendered useless.',
    price: 1000,
    priced: true,
    action: 'FREE',
    singleUse: true,
    target: 'SELF_OR_OTHERS',
    effect: 'HEAL',
    effectRoll: { kind: 'D6', measures: 'clicks healed' },
  },
  {
    id: 'revival-kit',
    name: 'Revival Kit',
    summary: "Brings back KO'ed Characters to one clix before KO",
    text: "Revival Kits takes a free action to use. A revival Kit brings back targeted KO'ed Character to with-in one click before KO'ed. Once this item is used it is rendered useless. Can not be used on self.",
    price: 2000,
    priced: true,
    action: 'FREE',
    singleUse: true,
    target: 'OTHERS_ONLY',
    effect: 'REVIVE_ONE_CLICK_BEFORE_KO',
    effectRoll: null,
  },
  {
    id: 'full-revival-kit',
    name: 'Full Revival Kits',
    summary: "Heals KO'ed character to full power",
    text: "Full Revival Kits take a full action to use. Now, a full action is as follows, full action is the only thing that can be done that round. Once this item is used it's rendered useless. Can not be used on self.",
    price: 5000,
    priced: true,
    action: 'FULL',
    singleUse: true,
    target: 'OTHERS_ONLY',
    effect: 'REVIVE_TO_FULL',
    effectRoll: null,
  },
  {
    id: 'chemistry-bottles',
    name: 'Chemistry Bottles',
    summary: 'Add bonuses and powers to user.',
    text: 'Chemistry Bottles range in what they can do and how long they last. Chemistry Bottles can only be used on self and not other, unless noted otherwise. Below there will be a list of some Chemistry Bottles.',
    price: null,
    priced: false,
    action: null,
    singleUse: null,
    target: 'SELF_ONLY',
    effect: 'VARIES',
    effectRoll: null,
  },
] as const satisfies readonly ItemData[];

// ---------------------------------------------------------------------------------------------
// Basic weaponry: objects used as weapons

/** Size class of an object used as a weapon. */
export type ObjectSize = 'LIGHT' | 'MEDIUM' | 'HEAVY' | 'EXTREME';

/** A power that lets a character wield a heavier object. */
export type WieldingPower = 'super-strength' | 'telekinesis';

/** One category of "Basic Weaponry". */
export interface ObjectWeaponData {
  size: ObjectSize;
  name: string;
  /** "adds N point(s) of damage to an attack". */
  damageBonus: number;
  /** Range in squares. */
  range: number;
  /** Range with Super Strength where printed ("range of 5 - or 10 with super strength"); else null. */
  rangeWithSuperStrength: number | null;
  /** Any one of these powers is needed to use it; empty where anyone may. */
  requiresOneOf: readonly WieldingPower[];
  /** The seed says the D.B.D. is "next to the items below" but prints none: null until the Creator sets it. */
  damageBeforeDestroyed: number | null;
  /** The example objects listed under the category. */
  examples: readonly string[];
}

/** The four object sizes of "Basic Weaponry", lightest first. */
export const OBJECT_WEAPONS = [
  {
    size: 'LIGHT',
    name: 'Light',
    damageBonus: 1,
    range: 5,
    rangeWithSuperStrength: 10,
    requiresOneOf: [],
    damageBeforeDestroyed: null,
    examples: [
      'Chairs (Office,Kitchen, and Lawn)',
      'Computers (laptops and tabletops)',
      'Water Coolers',
      "T.V.'s",
      'Small Tables',
      'Outdoor Trashcan',
      'Small Size Rock/Building Chunk/Earth',
    ],
  },
  {
    size: 'MEDIUM',
    name: 'Medium',
    damageBonus: 2,
    range: 3,
    rangeWithSuperStrength: 8,
    requiresOneOf: [],
    damageBeforeDestroyed: null,
    examples: [
      'Couch',
      'Table (picnic, kitchen, etc..)',
      'Lazy Boy (Chair)',
      'Cd/DVD Rack',
      'Clothing Rack',
      'Chest',
      'Street Signs (speed limit, Stop, etc...)',
      'Park Bench',
      'Cabinets',
      'Desk',
      'Newspaper Box',
      'Work Bench',
      'Medium Size Rock/Building Chunk/Earth',
    ],
  },
  {
    size: 'HEAVY',
    name: 'Heavy',
    damageBonus: 3,
    range: 6,
    rangeWithSuperStrength: null,
    requiresOneOf: ['super-strength', 'telekinesis'],
    damageBeforeDestroyed: null,
    examples: ['Refrigerator', 'Stove', 'Safe', 'Motorcycles', 'Outdoor Planters', 'Small Trees', 'Phone Booth', 'Large Size Rock/Building Chunk/Earth'],
  },
  {
    size: 'EXTREME',
    name: 'Extreme',
    damageBonus: 4,
    range: 4,
    rangeWithSuperStrength: null,
    requiresOneOf: ['super-strength', 'telekinesis'],
    damageBeforeDestroyed: null,
    examples: ['Large Trees', 'Vehicles', 'Lamp Post', 'Street Lights', 'Bus Stop Building', 'Extreme Size Rock/Building Chunk/Earth'],
  },
] as const satisfies readonly ObjectWeaponData[];

/** The basic-weaponry entry for an object size. */
export function objectWeapon(size: ObjectSize): ObjectWeaponData {
  return OBJECT_WEAPONS.find((weapon) => weapon.size === size)!;
}

/** Whether a character with these power ids may use an object of this size as a weapon. */
export function canWieldObject(size: ObjectSize, powerIds: Iterable<string>): boolean {
  const required: readonly string[] = objectWeapon(size).requiresOneOf;
  if (required.length === 0) return true;
  for (const id of powerIds) if (required.includes(id)) return true;
  return false;
}

/** How far an object of this size can be thrown by this character, in squares. */
export function objectWeaponRange(size: ObjectSize, hasSuperStrength: boolean): number {
  const weapon = objectWeapon(size);
  return hasSuperStrength && weapon.rangeWithSuperStrength !== null ? weapon.rangeWithSuperStrength : weapon.range;
}

/** The object-token rules of Chapter III ("Using Objects as Weapons"), for light and heavy tokens. */
export interface ObjectTokenRules {
  /** "a light object increases the character's damage dealt by 1 and a heavy object ... by 2". */
  closeCombatDamageBonus: number;
  /** "light objects can be thrown 6 squares and heavy objects can be thrown 4 squares". */
  throwRange: number;
  /** "a light object deals 2 damage and ... a heavy object deals 3 damage". */
  thrownDamage: number;
  /**
   * "Characters with the Super Strength power may pick up an object and use it as a weapon";
   * Telekinesis "may move objects or use them as weapons" (counted from the object).
   */
  requiresOneOf: readonly WieldingPower[];
}

// Chapter III copies the HeroClix object-token rules (light/heavy, Super Strength only);
// the Weaponry page has its own four sizes. Both are kept; which applies to a map's object
// tokens is the match's choice. The combat engine reads both tables from here (combat/objects.ts).
/** Object tokens (light and heavy) as in Chapter III. */
export const OBJECT_TOKEN_RULES = {
  LIGHT: { closeCombatDamageBonus: 1, throwRange: 6, thrownDamage: 2, requiresOneOf: ['super-strength', 'telekinesis'] },
  HEAVY: { closeCombatDamageBonus: 2, throwRange: 4, thrownDamage: 3, requiresOneOf: ['super-strength', 'telekinesis'] },
} as const satisfies Record<'LIGHT' | 'HEAVY', ObjectTokenRules>;

// ---------------------------------------------------------------------------------------------
// Advanced weaponry

/** Where an advanced weapon is listed. */
export type AdvancedWeaponGroup = 'HANDGUN' | 'RIFLE' | 'GRENADE';

/** One advanced weapon: a gun or a grenade. */
export interface AdvancedWeaponData {
  id: string;
  /** Name as printed ("Lazar" is the seed's spelling). */
  name: string;
  group: AdvancedWeaponGroup;
  /** A sub-heading inside the group ("Gas" for two grenades); null otherwise. */
  subgroup: string | null;
  /** The "Dam" field as printed ("0*", "" where blank). */
  damageText: string;
  /** Damage as a number; null where blank. */
  damage: number | null;
  /** The "Range" field as printed ("*" for the shotgun's pattern). */
  rangeText: string;
  /** Range in squares; null where blank or not a number. */
  range: number | null;
  /** Price in $; null where blank. */
  price: number | null;
  priced: boolean;
  /** The "Other" field as printed. */
  other: string;
  needsBatteryPack: boolean;
  /** Semi-auto guns may fire a burst (two attack rolls in one action); shotguns and grenades may not. */
  burstAllowed: boolean;
  effectRoll: ItemEffectRoll | null;
}

type WeaponLine = Omit<AdvancedWeaponData, 'damage' | 'range' | 'price' | 'priced' | 'needsBatteryPack'> & {
  priceText: string;
};

function numberOrNull(printed: string): number | null {
  const digits = printed.replace(/\*$/, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** Turns the printed fields of a weapon line into typed values; the printed text is kept beside them. */
function weapon(line: WeaponLine): AdvancedWeaponData {
  const { priceText, ...rest } = line;
  const price = numberOrNull(priceText);
  return {
    ...rest,
    damage: numberOrNull(line.damageText),
    range: numberOrNull(line.rangeText),
    price,
    priced: price !== null,
    needsBatteryPack: line.other.includes('requires a use of a battery pack'),
  };
}

const BATTERY = 'This weapon requires a use of a battery pack.';

// Every gun listed is under "Semi - Auto"; the "Full - Auto", bladed, melee, ranged and
// special weaponry headings print no entries. Grenades print names only (Acid: "Dam 1*");
// Acid follows Teargas and Knock-Out in the list under "Gas -", so it is read as a gas.
/** The advanced weapons printed with at least a name, in printed order. */
export const ADVANCED_WEAPONS: readonly AdvancedWeaponData[] = [
  weapon({
    id: 'handgun-small',
    name: 'Small',
    group: 'HANDGUN',
    subgroup: null,
    damageText: '1',
    rangeText: '5',
    priceText: '150',
    other: '',
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'handgun-large',
    name: 'Large',
    group: 'HANDGUN',
    subgroup: null,
    damageText: '1',
    rangeText: '6',
    priceText: '250',
    other: '',
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'handgun-lazar',
    name: 'Lazar',
    group: 'HANDGUN',
    subgroup: null,
    damageText: '1',
    rangeText: '7',
    priceText: '1500',
    other: BATTERY,
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'handgun-stun-gun',
    name: 'Stun gun',
    group: 'HANDGUN',
    subgroup: null,
    damageText: '0*',
    rangeText: '5',
    priceText: '2500',
    other: `${BATTERY} *Stuns target for 1 round *NOTE* target using mind abilities or feats are not affected mentally.`,
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'rifle-shotgun',
    name: 'Shotgun',
    group: 'RIFLE',
    subgroup: null,
    damageText: '2',
    rangeText: '*',
    priceText: '300',
    other: "Shotguns can't be fired in burst mode *Range is 1x3x3 or 1x2x3 all target also in this range get hit as well. Diagram below",
    burstAllowed: false,
    effectRoll: null,
  }),
  weapon({
    id: 'rifle-hunting',
    name: 'Hunting',
    group: 'RIFLE',
    subgroup: null,
    damageText: '2',
    rangeText: '10',
    priceText: '450',
    other: '',
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'rifle-sporting',
    name: 'Sporting',
    group: 'RIFLE',
    subgroup: null,
    damageText: '2',
    rangeText: '8',
    priceText: '550',
    other: '',
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'rifle-military',
    name: 'Military',
    group: 'RIFLE',
    subgroup: null,
    damageText: '2',
    rangeText: '10',
    priceText: '1500',
    other: '',
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'rifle-lazar',
    name: 'Lazar',
    group: 'RIFLE',
    subgroup: null,
    damageText: '2',
    rangeText: '8',
    priceText: '2500',
    other: BATTERY,
    burstAllowed: true,
    effectRoll: null,
  }),
  weapon({
    id: 'rifle-freeze',
    name: 'Freeze',
    group: 'RIFLE',
    subgroup: null,
    damageText: '0*',
    rangeText: '7',
    priceText: '3500',
    other: `${BATTERY} *Target is frozen for 1-3 rounds. 1d6 \\1-2\\ 1 \\3-4\\ 2 \\5-6\\ 3`,
    burstAllowed: true,
    effectRoll: {
      kind: 'D6_TABLE',
      measures: 'rounds frozen',
      rows: [
        { from: 1, to: 2, value: 1 },
        { from: 3, to: 4, value: 2 },
        { from: 5, to: 6, value: 3 },
      ],
    },
  }),
  weapon({
    id: 'grenade-normal',
    name: 'Normal',
    group: 'GRENADE',
    subgroup: null,
    damageText: '',
    rangeText: '',
    priceText: '',
    other: '',
    burstAllowed: false,
    effectRoll: null,
  }),
  weapon({
    id: 'grenade-stun',
    name: 'Stun',
    group: 'GRENADE',
    subgroup: null,
    damageText: '',
    rangeText: '',
    priceText: '',
    other: '',
    burstAllowed: false,
    effectRoll: null,
  }),
  weapon({
    id: 'grenade-flash',
    name: 'Flash',
    group: 'GRENADE',
    subgroup: null,
    damageText: '',
    rangeText: '',
    priceText: '',
    other: '',
    burstAllowed: false,
    effectRoll: null,
  }),
  weapon({
    id: 'grenade-teargas',
    name: 'Teargas',
    group: 'GRENADE',
    subgroup: 'Gas',
    damageText: '',
    rangeText: '',
    priceText: '',
    other: '',
    burstAllowed: false,
    effectRoll: null,
  }),
  weapon({
    id: 'grenade-knock-out',
    name: 'Knock-Out',
    group: 'GRENADE',
    subgroup: 'Gas',
    damageText: '',
    rangeText: '',
    priceText: '',
    other: '',
    burstAllowed: false,
    effectRoll: null,
  }),
  weapon({
    id: 'grenade-acid',
    name: 'Acid',
    group: 'GRENADE',
    subgroup: 'Gas',
    damageText: '1*',
    rangeText: '',
    priceText: '',
    other: '',
    burstAllowed: false,
    effectRoll: null,
  }),
];

/** Finds an advanced weapon by id. */
export function findAdvancedWeapon(id: string): AdvancedWeaponData | undefined {
  return ADVANCED_WEAPONS.find((w) => w.id === id);
}

/** Attack rolls a gun makes in one action: 2 for a burst ("the trigger being pulled two time"), else 1. */
export function attackRollsPerAction(weaponData: AdvancedWeaponData, burst: boolean): number {
  return burst && weaponData.burstAllowed ? 2 : 1;
}

// ---------------------------------------------------------------------------------------------
// Armour & equipment

/** The three armour categories of "Armor & Equipment". */
export type ArmourCategory = 'SHIELD' | 'BODY_ARMOUR' | 'ARMOURED_SUIT';

/** An armour category with its printed name. */
export interface ArmourCategoryData {
  id: ArmourCategory;
  name: string;
}

/** "Armor is broken down into three different categories, Shields, Body Armor, Armored Suits." */
export const ARMOUR_CATEGORIES = [
  { id: 'SHIELD', name: 'Shields' },
  { id: 'BODY_ARMOUR', name: 'Body Armor' },
  { id: 'ARMOURED_SUIT', name: 'Armored Suits' },
] as const satisfies readonly ArmourCategoryData[];

/** A piece of armour the Creator adds to a world (the seed promises a list but prints none). */
export interface ArmourData {
  id: string;
  name: string;
  category: ArmourCategory;
  /** D.B.D.: damage the armour absorbs before it is destroyed. */
  damageBeforeDestroyed: number;
  price: number | null;
  priced: boolean;
  text: string;
}

/** The armour printed in seed 000: none (only the categories and the D.B.D. system). */
export const ARMOUR: readonly ArmourData[] = [];

/** What a hit did to a piece of armour (or a barrier) with D.B.D. left. */
export interface DbdDamageResult {
  /** Damage the armour took. */
  absorbed: number;
  /** Damage left over for the wearer. */
  passedThrough: number;
  /** D.B.D. left after the hit. */
  remaining: number;
  destroyed: boolean;
}

// "Armor works on a damage absorption bases before render useless": the armour takes the hit
// until its D.B.D. is spent and only the rest reaches the wearer.
/** Applies damage to something with D.B.D. left (armour, a barrier marker). */
export function applyDamageToDbd(remaining: number, damage: number): DbdDamageResult {
  const left = Math.max(0, remaining);
  const dealt = Math.max(0, damage);
  const absorbed = Math.min(left, dealt);
  return { absorbed, passedThrough: dealt - absorbed, remaining: left - absorbed, destroyed: left - absorbed === 0 };
}
