import { OBJECT_TOKEN_RULES, OBJECT_WEAPONS, type ObjectTokenRules, type ObjectWeaponData } from '../catalogue/items';
import type { ObjectRules, ObjectWeight } from './combat.types';

/**
 * How one weight of object works as a weapon under one object table: a view the combat engine
 * derives from the catalogue (`catalogue/items.ts`, the one transcription of the seed tables).
 */
export interface ObjectWeaponRule {
  weight: ObjectWeight;
  /** Added to damage dealt by a successful close combat attack with the object held. */
  closeCombatDamageBonus: number;
  /** Squares it can be thrown without Super Strength (null: cannot be thrown without it). */
  throwRange: number | null;
  /** Squares it can be thrown with Super Strength. */
  throwRangeWithSuperStrength: number;
  /** A thrown hit deals exactly this much, whatever the damage value (null: damage value + bonus). */
  thrownFixedDamage: number | null;
  /** Added to the damage value when thrown (used when thrownFixedDamage is null). */
  thrownDamageBonus: number;
  /** Needs Super Strength (or Telekinesis) to be picked up and used at all. */
  needsSuperStrength: boolean;
}

/**
 * Seeds 000 "Using Objects as Weapons" and 003 section 7: light (yellow) and heavy (red) object
 * tokens. Only a character with Super Strength (or Telekinesis) uses them; the throw range and
 * the fixed thrown damage hold whatever the attacker's range and damage values.
 */
function fromToken(weight: ObjectWeight, token: ObjectTokenRules): ObjectWeaponRule {
  const needsPower = token.requiresOneOf.length > 0;
  return Object.freeze({
    weight,
    closeCombatDamageBonus: token.closeCombatDamageBonus,
    throwRange: needsPower ? null : token.throwRange,
    throwRangeWithSuperStrength: token.throwRange,
    thrownFixedDamage: token.thrownDamage,
    thrownDamageBonus: 0,
    needsSuperStrength: needsPower,
  });
}

/**
 * Seed 000 "Basic Weaponry": light +1 (range 5, 10 with Super Strength), medium +2 (3, or 8),
 * heavy +3 (6) and extreme +4 (4), the last two only with Super Strength or Telekinesis.
 * The seed says the weapon "adds ... damage to an attack", so the bonus is read as applying to
 * close and thrown attacks alike.
 */
function fromWeaponry(weapon: ObjectWeaponData): ObjectWeaponRule {
  const needsPower = weapon.requiresOneOf.length > 0;
  return Object.freeze({
    weight: weapon.size,
    closeCombatDamageBonus: weapon.damageBonus,
    throwRange: needsPower ? null : weapon.range,
    throwRangeWithSuperStrength: weapon.rangeWithSuperStrength ?? weapon.range,
    thrownFixedDamage: null,
    thrownDamageBonus: weapon.damageBonus,
    needsSuperStrength: needsPower,
  });
}

type RuleTable = Readonly<Partial<Record<ObjectWeight, ObjectWeaponRule>>>;

const TOKEN_TABLE: RuleTable = Object.freeze({
  LIGHT: fromToken('LIGHT', OBJECT_TOKEN_RULES.LIGHT),
  HEAVY: fromToken('HEAVY', OBJECT_TOKEN_RULES.HEAVY),
});

const WEAPONRY_TABLE: RuleTable = Object.freeze(Object.fromEntries(OBJECT_WEAPONS.map((w) => [w.size, fromWeaponry(w)])));

/** Telekinesis throws an object up to 10 squares, counted from the object (seeds 000 and 003). */
export const TELEKINESIS_THROW_RANGE = 10;

/** The rule for an object weight under a table, or undefined when that table has no such weight. */
export function objectWeaponRule(rules: ObjectRules, weight: ObjectWeight): ObjectWeaponRule | undefined {
  const table = rules === 'OBJECT_TOKENS' ? TOKEN_TABLE : WEAPONRY_TABLE;
  return Object.prototype.hasOwnProperty.call(table, weight) ? table[weight] : undefined;
}
