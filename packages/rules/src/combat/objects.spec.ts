import { OBJECT_TOKEN_RULES, OBJECT_WEAPONS } from '../catalogue/items';
import { objectWeaponRule } from './objects';

describe('object weapons, read from the catalogue', () => {
  it('object tokens: light +1, thrown 6 for 2; heavy +2, thrown 4 for 3; Super Strength (or Telekinesis) only', () => {
    expect(objectWeaponRule('OBJECT_TOKENS', 'LIGHT')).toEqual({
      weight: 'LIGHT',
      closeCombatDamageBonus: 1,
      throwRange: null,
      throwRangeWithSuperStrength: 6,
      thrownFixedDamage: 2,
      thrownDamageBonus: 0,
      needsSuperStrength: true,
    });
    expect(objectWeaponRule('OBJECT_TOKENS', 'HEAVY')).toEqual({
      weight: 'HEAVY',
      closeCombatDamageBonus: 2,
      throwRange: null,
      throwRangeWithSuperStrength: 4,
      thrownFixedDamage: 3,
      thrownDamageBonus: 0,
      needsSuperStrength: true,
    });
    expect(objectWeaponRule('OBJECT_TOKENS', 'MEDIUM')).toBeUndefined();
    expect(objectWeaponRule('OBJECT_TOKENS', 'EXTREME')).toBeUndefined();
  });

  it('Basic Weaponry: light +1 / 5 (10), medium +2 / 3 (8), heavy +3 / 6 and extreme +4 / 4 with Super Strength', () => {
    const rule = (weight: 'LIGHT' | 'MEDIUM' | 'HEAVY' | 'EXTREME') => objectWeaponRule('BASIC_WEAPONRY', weight);
    expect(rule('LIGHT')).toMatchObject({
      closeCombatDamageBonus: 1,
      throwRange: 5,
      throwRangeWithSuperStrength: 10,
      thrownFixedDamage: null,
      thrownDamageBonus: 1,
      needsSuperStrength: false,
    });
    expect(rule('MEDIUM')).toMatchObject({
      closeCombatDamageBonus: 2,
      throwRange: 3,
      throwRangeWithSuperStrength: 8,
      thrownFixedDamage: null,
      thrownDamageBonus: 2,
      needsSuperStrength: false,
    });
    expect(rule('HEAVY')).toMatchObject({
      closeCombatDamageBonus: 3,
      throwRange: null,
      throwRangeWithSuperStrength: 6,
      thrownFixedDamage: null,
      thrownDamageBonus: 3,
      needsSuperStrength: true,
    });
    expect(rule('EXTREME')).toMatchObject({
      closeCombatDamageBonus: 4,
      throwRange: null,
      throwRangeWithSuperStrength: 4,
      thrownFixedDamage: null,
      thrownDamageBonus: 4,
      needsSuperStrength: true,
    });
  });

  it('follows the catalogue entry by entry (one transcription of the seed)', () => {
    for (const weapon of OBJECT_WEAPONS) {
      const rule = objectWeaponRule('BASIC_WEAPONRY', weapon.size)!;
      expect(rule.closeCombatDamageBonus).toBe(weapon.damageBonus);
      expect(rule.thrownDamageBonus).toBe(weapon.damageBonus);
      expect(rule.throwRangeWithSuperStrength).toBe(weapon.rangeWithSuperStrength ?? weapon.range);
      expect(rule.needsSuperStrength).toBe(weapon.requiresOneOf.length > 0);
    }
    for (const weight of ['LIGHT', 'HEAVY'] as const) {
      const rule = objectWeaponRule('OBJECT_TOKENS', weight)!;
      expect(rule.closeCombatDamageBonus).toBe(OBJECT_TOKEN_RULES[weight].closeCombatDamageBonus);
      expect(rule.throwRangeWithSuperStrength).toBe(OBJECT_TOKEN_RULES[weight].throwRange);
      expect(rule.thrownFixedDamage).toBe(OBJECT_TOKEN_RULES[weight].thrownDamage);
    }
  });

  it('knows no weight outside its table, whatever the string', () => {
    expect(objectWeaponRule('BASIC_WEAPONRY', 'toString' as 'LIGHT')).toBeUndefined();
  });
});
