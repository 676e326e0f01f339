import type { Combatant } from './combat.types';

/** Power names the combat engine acts on, in the normalised form `powerKey` produces. */
export const COMBAT_POWERS = {
  TOUGHNESS: 'TOUGHNESS',
  INVULNERABILITY: 'INVULNERABILITY',
  IMPERVIOUS: 'IMPERVIOUS',
  SUPER_SENSES: 'SUPER_SENSES',
  ENERGY_SHIELD_DEFLECTION: 'ENERGY_SHIELD_DEFLECTION',
  COMBAT_REFLEXES: 'COMBAT_REFLEXES',
  CLOSE_COMBAT_EXPERT: 'CLOSE_COMBAT_EXPERT',
  RANGED_COMBAT_EXPERT: 'RANGED_COMBAT_EXPERT',
  BLADES_CLAWS_FANGS: 'BLADES_CLAWS_FANGS',
  EXPLOIT_WEAKNESS: 'EXPLOIT_WEAKNESS',
  PSYCHIC_BLAST: 'PSYCHIC_BLAST',
  BATTLE_FURY: 'BATTLE_FURY',
  ENHANCEMENT: 'ENHANCEMENT',
  DEFEND: 'DEFEND',
  SHAPE_CHANGE: 'SHAPE_CHANGE',
  MASTERMIND: 'MASTERMIND',
  SUPER_STRENGTH: 'SUPER_STRENGTH',
  TELEKINESIS: 'TELEKINESIS',
  STEALTH: 'STEALTH',
  PLASTICITY: 'PLASTICITY',
  LEAP_CLIMB: 'LEAP_CLIMB',
} as const;

/** One of the powers the combat engine knows. */
export type CombatPower = (typeof COMBAT_POWERS)[keyof typeof COMBAT_POWERS];

// Spellings found in the seeds and on printed cards that mean the same power.
const ALIASES: Readonly<Record<string, string>> = {
  INVULNERABLE: 'INVULNERABILITY',
  ENERGY_SHIELD: 'ENERGY_SHIELD_DEFLECTION',
  DEFLECTION: 'ENERGY_SHIELD_DEFLECTION',
  BLADES: 'BLADES_CLAWS_FANGS',
  BLADES_CLAWS: 'BLADES_CLAWS_FANGS',
  SHAPE_SHIFT: 'SHAPE_CHANGE',
  LEAP: 'LEAP_CLIMB',
};

// Normalising runs on every attack; the set of distinct printed names is small, so remember them.
const keyCache = new Map<string, string>();

/** "Blades/Claws/Fangs", "super senses" and "Invulnerable" become BLADES_CLAWS_FANGS, SUPER_SENSES, INVULNERABILITY. */
export function powerKey(name: string): string {
  let key = keyCache.get(name);
  if (key === undefined) {
    const plain = name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    key = ALIASES[plain] ?? plain;
    keyCache.set(name, key);
  }
  return key;
}

/** The powers a combatant can use now: those showing on its click plus extra ones, minus those switched off. */
export function powersInEffect(combatant: Combatant): string[] {
  const { click } = combatant;
  const showing: string[] = [];
  for (const name of [click.speedPower, click.attackPower, click.defensePower, click.damagePower]) {
    if (name) showing.push(powerKey(name));
  }
  if (combatant.extraPowers) for (const name of combatant.extraPowers) showing.push(powerKey(name));
  const off = combatant.switchedOffPowers;
  if (!off || off.length === 0) return showing;
  const offKeys = off.map(powerKey);
  return showing.filter((p) => !offKeys.includes(p));
}

/** Halving a combat value always rounds up (seed 003 "Rounding"). */
export function halveRoundUp(value: number): number {
  return Math.ceil(value / 2);
}

/** One bit per combat power, for `powerBits`: the hot path tests a bit instead of scanning a list. */
export const POWER_BIT: Readonly<Record<CombatPower, number>> = Object.freeze(
  Object.fromEntries(Object.values(COMBAT_POWERS).map((power, i) => [power, 1 << i])) as Record<CombatPower, number>,
);

// Printed name -> its combat power bit (0 for powers combat does not act on). Bounded like a cache
// should be: a world has a few hundred distinct printed names at most.
const bitCache = new Map<string, number>();
const BIT_CACHE_LIMIT = 10_000;

function bitOfSlow(name: string): number {
  let bit = bitCache.get(name);
  if (bit === undefined) {
    const key = powerKey(name);
    bit = Object.prototype.hasOwnProperty.call(POWER_BIT, key) ? POWER_BIT[key as CombatPower] : 0;
    if (bitCache.size >= BIT_CACHE_LIMIT) bitCache.clear();
    bitCache.set(name, bit);
  }
  return bit;
}

// In front of `bitCache`, a small table indexed by a cheap hash of the name (its length and two
// characters) and checked with ===: a Map lookup hashes the whole string, which costs more than
// the rest of the power lookup on every attack. A miss falls back to the Map and takes the slot.
const RECENT_SIZE = 64;
const recentNames: string[] = new Array<string>(RECENT_SIZE).fill('');
const recentBits: number[] = new Array<number>(RECENT_SIZE).fill(0);

function bitOf(name: string): number {
  if (typeof name !== 'string') return bitOfSlow(name);
  const length = name.length;
  const slot = (length * 7 + name.charCodeAt(0) + name.charCodeAt(length >> 1)) & (RECENT_SIZE - 1);
  if (recentNames[slot] === name) return recentBits[slot];
  const bit = bitOfSlow(name);
  recentNames[slot] = name;
  recentBits[slot] = bit;
  return bit;
}

/**
 * The combat powers of `powersInEffect(combatant)` as a bit set (see `POWER_BIT`): showing on the
 * click plus extra ones, minus those switched off. Allocates nothing once the names are known.
 */
export function powerBits(combatant: Combatant): number {
  const click = combatant.click;
  let bits = 0;
  let name = click.speedPower;
  if (name) bits |= bitOf(name);
  name = click.attackPower;
  if (name) bits |= bitOf(name);
  name = click.defensePower;
  if (name) bits |= bitOf(name);
  name = click.damagePower;
  if (name) bits |= bitOf(name);
  const extra = combatant.extraPowers;
  if (extra) for (let i = 0; i < extra.length; i++) bits |= bitOf(extra[i]);
  const off = combatant.switchedOffPowers;
  if (off) for (let i = 0; i < off.length; i++) bits &= ~bitOf(off[i]);
  return bits;
}
