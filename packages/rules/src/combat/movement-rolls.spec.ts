import type { DialClick } from '../catalogue/character-types';
import { createDice, forcedDice } from '../dice/dice';
import { resolveAttack } from './attack';
import { attemptCapture, attemptRescue, breakAway, flee } from './movement-rolls';

const click = (attack: number, defense: number, damage: number): DialClick => ({ speed: 8, attack, defense, damage });
const captor = { id: 'Villain', click: click(9, 16, 3), range: 5, targets: 1 };
const hero = { id: 'Hero', click: click(8, 15, 2), distance: 1 };

describe('breakAway (seed 003: d6, 1-3 fails, 4-6 succeeds)', () => {
  it.each([
    [1, false],
    [3, false],
    [4, true],
    [6, true],
  ])('a roll of %i succeeds: %s', (face, success) => {
    expect(breakAway(forcedDice([face]))).toEqual({ roll: face, needed: 4, success });
  });

  it('Plasticity: the mover fails only on a 1; an opponent with it makes the mover need a 6', () => {
    expect(breakAway(forcedDice([2]), { moverHasPlasticity: true })).toMatchObject({ success: true, needed: 2 });
    expect(breakAway(forcedDice([5]), { opposingPlasticity: true })).toMatchObject({ success: false, needed: 6 });
    expect(breakAway(forcedDice([4]), { moverHasPlasticity: true, opposingPlasticity: true }).needed).toBe(4);
  });
});

describe('flee (seed 000 "Fleeing" d6 table)', () => {
  it.each([
    [1, 'FLEES', 14, 0, 0, false],
    [2, 'FLEES_SLOWLY', 4, 0, 0, false],
    [3, 'FLEES_SLOWLY', 4, 0, 0, false],
    [4, 'FAILS', 0, -1, -1, false],
    [5, 'FAILS', 0, -1, -1, false],
    [6, 'HIT_WHILE_FLEEING', 0, 0, 0, true],
  ])('speed 7, roll %i: %s', (face, outcome, movement, speedModifier, defenseModifier, automaticallyHit) => {
    expect(flee(7, forcedDice([face]))).toEqual({ roll: face, outcome, movement, speedModifier, defenseModifier, automaticallyHit });
  });

  it('a failed flee lowers defense for the next attack, and a 6 is an automatic hit', () => {
    const failed = flee(6, forcedDice([4]));
    const attack = resolveAttack(
      { kind: 'CLOSE', attacker: captor, targets: [{ ...hero, extraDefenseModifiers: [{ name: 'Failed flee', amount: failed.defenseModifier }] }] },
      forcedDice([2, 3]),
    );
    expect(attack.ok && attack.targets[0]).toMatchObject({ defense: 14, hit: true });
    expect(() => flee(-1, forcedDice([1]))).toThrow(RangeError);
  });
});

describe('capture and rescue (seed 000)', () => {
  it('capture: a close combat attack for no damage against defense + 2 (the default reading)', () => {
    const miss = attemptCapture({ kind: 'CLOSE', attacker: captor, target: hero }, forcedDice([3, 4]));
    expect(miss).toMatchObject({ ok: true, roll: [3, 4], success: false });
    const hit = attemptCapture({ kind: 'CLOSE', attacker: captor, target: hero }, forcedDice([4, 4]));
    expect(hit).toMatchObject({ ok: true, roll: [4, 4], success: true });
    expect(hit.ok && hit.attack.targets[0]).toMatchObject({ defense: 17, damageDealt: 0, knockback: 0, captured: true });
    const harder = attemptCapture({ kind: 'CLOSE', attacker: captor, target: hero, settings: { captureDefenseBonus: 3 } }, forcedDice([4, 4]));
    expect(harder).toMatchObject({ success: false });
  });

  it('capture is refused at range and for a controller that already holds a captive', () => {
    expect(attemptCapture({ kind: 'RANGED', attacker: captor, target: { ...hero, distance: 3 } }, forcedDice([]))).toMatchObject({
      ok: false,
      reason: 'CAPTURE_IS_CLOSE_COMBAT',
    });
    expect(attemptCapture({ kind: 'CLOSE', attacker: { ...captor, hasCaptive: true }, target: hero }, forcedDice([]))).toMatchObject({
      ok: false,
      reason: 'ALREADY_HAS_CAPTIVE',
    });
  });

  it('rescue: close or ranged, no damage, +1 defense for each captive of the captor', () => {
    const rescuer = { id: 'Friend', click: click(8, 15, 2), range: 6, targets: 1 };
    const villain = { id: 'Villain', click: click(9, 14, 3), distance: 4, captives: 2 };
    const r = attemptRescue({ kind: 'RANGED', attacker: rescuer, target: villain }, forcedDice([3, 4]));
    expect(r).toMatchObject({ ok: true, roll: [3, 4], success: false });
    expect(r.ok && r.attack.targets[0].defense).toBe(16);
    expect(attemptRescue({ kind: 'RANGED', attacker: rescuer, target: villain }, forcedDice([4, 4]))).toMatchObject({ success: true });
  });

  it('a seeded stream gives the same capture roll every time', () => {
    const a = attemptCapture({ kind: 'CLOSE', attacker: captor, target: hero }, createDice('capture-1'));
    const b = attemptCapture({ kind: 'CLOSE', attacker: captor, target: hero }, createDice('capture-1'));
    expect(a).toEqual(b);
  });
});
