import type { DialClick } from '../catalogue/character-types';
import type { Combatant } from './combat.types';
import { COMBAT_POWERS, POWER_BIT, halveRoundUp, powerBits, powerKey, powersInEffect, type CombatPower } from './powers';

function click(powers: Partial<DialClick> = {}): DialClick {
  return { speed: 8, attack: 9, defense: 16, damage: 2, ...powers };
}

describe('powerKey', () => {
  it.each([
    ['Blades/Claws/Fangs', 'BLADES_CLAWS_FANGS'],
    ['super senses', 'SUPER_SENSES'],
    ['  Leap / Climb  ', 'LEAP_CLIMB'],
    ['Energy Shield/Deflection', 'ENERGY_SHIELD_DEFLECTION'],
    ['Acid Spit', 'ACID_SPIT'],
  ])('normalises %j to %s', (name, key) => {
    expect(powerKey(name)).toBe(key);
  });

  it.each([
    ['Invulnerable', 'INVULNERABILITY'],
    ['Energy Shield', 'ENERGY_SHIELD_DEFLECTION'],
    ['Deflection', 'ENERGY_SHIELD_DEFLECTION'],
    ['Blades', 'BLADES_CLAWS_FANGS'],
    ['Blades/Claws', 'BLADES_CLAWS_FANGS'],
    ['Shape Shift', 'SHAPE_CHANGE'],
    ['Leap', 'LEAP_CLIMB'],
  ])('reads the other spelling %j as %s', (name, key) => {
    expect(powerKey(name)).toBe(key);
  });
});

describe('powersInEffect', () => {
  it('lists the powers showing on the click, slot by slot, then the extra ones', () => {
    const combatant: Combatant = {
      id: 'A',
      click: click({ speedPower: 'Leap/Climb', attackPower: 'Blades/Claws/Fangs', defensePower: 'Invulnerable', damagePower: 'Enhancement' }),
      extraPowers: ['Super Senses'],
    };
    expect(powersInEffect(combatant)).toEqual(['LEAP_CLIMB', 'BLADES_CLAWS_FANGS', 'INVULNERABILITY', 'ENHANCEMENT', 'SUPER_SENSES']);
  });

  it('leaves out a power switched off under any of its spellings, and nothing else', () => {
    const combatant: Combatant = {
      id: 'A',
      click: click({ attackPower: 'Blades', defensePower: 'Energy Shield/Deflection' }),
      extraPowers: ['Stealth'],
      switchedOffPowers: ['Deflection'],
    };
    expect(powersInEffect(combatant)).toEqual(['BLADES_CLAWS_FANGS', 'STEALTH']);
  });

  it('is empty for a click that shows no power', () => {
    expect(powersInEffect({ id: 'A', click: click() })).toEqual([]);
  });
});

describe('powerBits', () => {
  it('holds exactly the combat powers powersInEffect lists, and no bit for a power combat does not act on', () => {
    const combatant: Combatant = {
      id: 'A',
      click: click({ speedPower: 'Leap', attackPower: 'Acid Spit', defensePower: 'Toughness', damagePower: 'Battle Fury' }),
      extraPowers: ['Mastermind', 'Probability Control'],
      switchedOffPowers: ['toughness'],
    };
    const combat = new Set<string>(Object.values(COMBAT_POWERS));
    const expected = powersInEffect(combatant)
      .filter((key) => combat.has(key))
      .reduce((bits, key) => bits | POWER_BIT[key as CombatPower], 0);
    expect(expected).toBe(POWER_BIT.LEAP_CLIMB | POWER_BIT.BATTLE_FURY | POWER_BIT.MASTERMIND);
    expect(powerBits(combatant)).toBe(expected);
  });
});

describe('halveRoundUp (seed 003 "Rounding")', () => {
  it.each([
    [7, 4],
    [6, 3],
    [1, 1],
    [0, 0],
  ])('halves %i to %i', (value, half) => {
    expect(halveRoundUp(value)).toBe(half);
  });
});
