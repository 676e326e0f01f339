import * as combat from './index';

describe('the combat public API', () => {
  it('exports every function and table the other areas use', () => {
    for (const name of [
      'resolveAttack',
      'refuse',
      'powerKey',
      'powersInEffect',
      'halveRoundUp',
      'objectWeaponRule',
      'createDialState',
      'applyDamage',
      'applyHealing',
      'dialStatus',
      'currentClick',
      'takeAction',
      'endTurn',
      'breakAway',
      'flee',
      'attemptCapture',
      'attemptRescue',
    ] as const) {
      expect(typeof combat[name]).toBe('function');
    }
    expect(combat.DEFAULT_COMBAT_SETTINGS.multipleTargets).toBe('SHARED_ROLL_SPLIT_DAMAGE');
    expect(combat.DEFAULT_DIAL_RULES.clicksFromCriticalToInjury).toBe(3);
    expect(combat.NO_ACTION_TOKENS).toEqual({ tokens: 0, actedThisTurn: false });
    expect(combat.TELEKINESIS_THROW_RANGE).toBe(10);
    // The object tables live in the catalogue (catalogue/items.ts); combat derives its view from them.
    expect(combat.objectWeaponRule('OBJECT_TOKENS', 'HEAVY')?.thrownFixedDamage).toBe(3);
    expect(combat.objectWeaponRule('BASIC_WEAPONRY', 'EXTREME')?.closeCombatDamageBonus).toBe(4);
    expect('OBJECT_TOKEN_RULES' in combat).toBe(false);
    expect('BASIC_WEAPONRY_RULES' in combat).toBe(false);
    expect(combat.COMBAT_POWERS.TOUGHNESS).toBe('TOUGHNESS');
    expect(combat.halveRoundUp(7)).toBe(4);
    expect(combat.powerKey('Energy Shield')).toBe('ENERGY_SHIELD_DEFLECTION');
  });
});
