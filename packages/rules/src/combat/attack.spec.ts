import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialClick } from '../catalogue/character-types';
import { forcedDice } from '../dice/dice';
import { resolveAttack } from './attack';
import type { AttackInput, AttackResult, AttackerInPlay, CombatRefusal, TargetInPlay } from './combat.types';

function click(attack: number, defense: number, damage: number, powers: Partial<DialClick> = {}): DialClick {
  return { speed: 8, attack, defense, damage, ...powers };
}
function attacker(over: Partial<AttackerInPlay> = {}): AttackerInPlay {
  return { id: 'A', click: click(8, 16, 3), range: 6, targets: 1, movement: 'BOOT', ...over };
}
function target(over: Partial<TargetInPlay> = {}): TargetInPlay {
  return { id: 'T', click: click(8, 15, 2), distance: 1, pointValue: 50, ...over };
}
function close(over: Partial<AttackInput> = {}): AttackInput {
  return { kind: 'CLOSE', attacker: attacker(), targets: [target()], ...over };
}
function ranged(over: Partial<AttackInput> = {}): AttackInput {
  return { kind: 'RANGED', attacker: attacker(), targets: [target({ distance: 4 })], ...over };
}
function ok(result: AttackResult | CombatRefusal): AttackResult {
  if (!result.ok) throw new Error(`expected a result, got ${result.reason}: ${result.message}`);
  return result;
}
function refused(result: AttackResult | CombatRefusal): CombatRefusal {
  if (result.ok) throw new Error('expected a refusal');
  return result;
}
const stepNames = (r: AttackResult) => r.steps.map((s) => s.name);

describe('seed 003 worked example: Judge Dredd shoots Rasputin and Arashi with one roll', () => {
  // Seed 003 4.9.1: attack 11, two lightning bolts, damage 2; Rasputin defense 16, Arashi 14.
  const dredd = attacker({ id: 'Dredd', click: click(11, 17, 2), range: 8, targets: 2 });
  const rasputin = target({ id: 'Rasputin', click: click(9, 16, 3), distance: 5 });
  const arashi = target({ id: 'Arashi', click: click(9, 14, 2), distance: 6 });
  const attack = (over: Partial<AttackInput> = {}): AttackInput => ({ kind: 'RANGED', attacker: dredd, targets: [rasputin, arashi], ...over });

  it('finds the numbers in the seed text', () => {
    const seed = readFileSync(join(__dirname, '../../seeds/003_a0c558593a3793fd.txt'), 'utf8');
    expect(seed).toMatch(/padne mu 4, celkový útok tedy je 15\s*\(11\+4\)/);
    expect(seed).toMatch(/Rasputin má obranu 16/);
    expect(seed).toMatch(/Arashi má obranu 14 a byl zasažen za 2 zranění/);
    expect(seed).toMatch(/padne 7, celkový útok tedy\s+je 18/);
  });

  it('a roll of 4 makes 15: Rasputin (16) is missed, Arashi (14) takes 2', () => {
    const r = ok(resolveAttack(attack(), forcedDice([1, 3])));
    expect(r.attackRolls).toEqual([{ dice: [1, 3], roll: 4, total: 15, criticalHit: false, criticalMiss: false }]);
    expect(r.targets.map((t) => [t.targetId, t.hit, t.damageDealt])).toEqual([
      ['Rasputin', false, 0],
      ['Arashi', true, 2],
    ]);
    expect(r.rolled).toEqual([{ purpose: 'attack roll', faces: [1, 3] }]);
  });

  it.each([
    [{ Rasputin: 1, Arashi: 1 }, 1, 1],
    [{ Rasputin: 2, Arashi: 0 }, 2, 0],
    [{ Rasputin: 0, Arashi: 2 }, 0, 2],
  ])('a roll of 7 makes 18: both hit, split %j', (split, toRasputin, toArashi) => {
    const r = ok(resolveAttack(attack({ damageSplit: split }), forcedDice([3, 4])));
    expect(r.attackRolls[0].total).toBe(18);
    expect(r.targets.map((t) => t.hit)).toEqual([true, true]);
    expect(r.targets.map((t) => t.damageDealt)).toEqual([toRasputin, toArashi]);
    expect(r.attackDamage).toBe(2);
  });

  it('chooses the split once the hits are known, and splits evenly by default', () => {
    const chooser = jest.fn((ids: readonly string[], damage: number) => ({ [ids[ids.length - 1]]: damage }));
    const r = ok(resolveAttack(attack({ damageSplit: chooser }), forcedDice([3, 4])));
    expect(chooser).toHaveBeenCalledWith(['Rasputin', 'Arashi'], 2);
    expect(r.targets.map((t) => t.damageDealt)).toEqual([0, 2]);
    const even = ok(resolveAttack(attack(), forcedDice([3, 4])));
    expect(even.targets.map((t) => t.damageDealt)).toEqual([1, 1]);
  });

  it('refuses a split that does not add up, or gives damage to a target missed', () => {
    expect(refused(resolveAttack(attack({ damageSplit: { Rasputin: 2, Arashi: 1 } }), forcedDice([3, 4]))).reason).toBe('INVALID_DAMAGE_SPLIT');
    expect(refused(resolveAttack(attack({ damageSplit: { Rasputin: 1, Arashi: 0 } }), forcedDice([3, 4]))).reason).toBe('INVALID_DAMAGE_SPLIT');
    expect(refused(resolveAttack(attack({ damageSplit: () => ({ Nobody: 2 }) }), forcedDice([3, 4]))).reason).toBe('INVALID_DAMAGE_SPLIT');
    expect(refused(resolveAttack(attack({ damageSplit: () => ({ Rasputin: 2.5, Arashi: -0.5 }) }), forcedDice([3, 4]))).reason).toBe('INVALID_DAMAGE_SPLIT');
    // checked before rolling when the split names someone who is not a target
    expect(refused(resolveAttack(attack({ damageSplit: { Nobody: 2 } }), forcedDice([]))).reason).toBe('INVALID_DAMAGE_SPLIT');
  });

  it('with one target hit the split does not matter: it takes all the damage', () => {
    const r = ok(resolveAttack(attack({ damageSplit: { Rasputin: 1, Arashi: 1 } }), forcedDice([1, 3])));
    expect(r.targets[1].damageDealt).toBe(2);
  });

  it('a critical hit gives +1 to every target hit, after the split', () => {
    const r = ok(resolveAttack(attack({ damageSplit: { Rasputin: 2, Arashi: 0 } }), forcedDice([6, 6])));
    expect(r.criticalHit).toBe(true);
    expect(r.targets.map((t) => t.damageDealt)).toEqual([3, 1]);
    expect(r.targets.map((t) => t.knockback)).toEqual([3, 1]);
  });

  it("seed 000's reading: one roll per target, full damage to each", () => {
    const r = ok(resolveAttack(attack({ settings: { multipleTargets: 'ROLL_EACH_FULL_DAMAGE' } }), forcedDice([1, 3, 3, 4])));
    expect(r.attackRolls.map((x) => x.total)).toEqual([15, 18]);
    expect(r.targets.map((t) => [t.hit, t.damageDealt])).toEqual([
      [false, 0],
      [true, 2],
    ]);
  });
});

describe('the attack roll', () => {
  it('hits when 2d6 + attack equals the defense and misses one below', () => {
    expect(ok(resolveAttack(close(), forcedDice([3, 4]))).targets[0].hit).toBe(true); // 8 + 7 = 15
    expect(ok(resolveAttack(close(), forcedDice([2, 4]))).targets[0].hit).toBe(false);
  });

  it('double 1 always misses and deals the attacker 1 unavoidable damage', () => {
    const r = ok(resolveAttack(close({ attacker: attacker({ click: click(30, 10, 3) }) }), forcedDice([1, 1])));
    expect(r.criticalMiss).toBe(true);
    expect(r.targets[0].hit).toBe(false);
    expect(r.damageToAttacker).toBe(1);
    expect(r.steps.map((s) => s.rule)).toContain('CRITICAL_MISS');
  });

  it('double 6 always hits and adds 1 damage that Toughness does not reduce', () => {
    const tough = target({ click: click(8, 40, 2, { defensePower: 'Toughness' }) });
    const r = ok(resolveAttack(close({ targets: [tough] }), forcedDice([6, 6])));
    expect(r.targets[0]).toMatchObject({ hit: true, criticalHit: true, damageAssigned: 3, damageDealt: 3, knockback: 3 });
    expect(r.steps.map((s) => s.name)).toEqual([
      'Attack value',
      'Attack roll',
      'Critical hit',
      'Attack against defense',
      'Damage value',
      'Damage',
      'Toughness',
      'Critical hit',
      'Damage dealt',
      'Knockback',
    ]);
  });

  it('can count the critical bonus before reducers when the world says so', () => {
    const tough = target({ click: click(8, 40, 2, { defensePower: 'Toughness' }) });
    const r = ok(resolveAttack(close({ targets: [tough], settings: { criticalHitBonusReducible: true } }), forcedDice([6, 6])));
    expect(r.targets[0].damageDealt).toBe(3);
    expect(r.steps.filter((s) => s.rule === 'CRITICAL_HIT').map((s) => s.effect)).toContain('+1 damage to T: 4');
  });

  it('knocks back on doubles, one square per damage, but not giants', () => {
    expect(ok(resolveAttack(close(), forcedDice([4, 4]))).targets[0].knockback).toBe(3);
    expect(ok(resolveAttack(close(), forcedDice([4, 5]))).targets[0].knockback).toBe(0);
    const giant = target({ damageSymbol: 'GIANT' });
    expect(ok(resolveAttack(close({ targets: [giant] }), forcedDice([4, 4]))).targets[0].knockback).toBe(0);
  });

  it('hits automatically without a roll (a failed flee on a 6): no critical, no knockback', () => {
    const r = ok(resolveAttack(close({ automaticHit: true, targets: [target({ click: click(8, 40, 2) })] }), forcedDice([])));
    expect(r.attackRolls).toEqual([]);
    expect(r.targets[0]).toMatchObject({ hit: true, damageDealt: 3, knockback: 0, attackTotal: null });
  });
});

describe('no damage, 0 damage, penetrating and unavoidable damage', () => {
  it('a no-damage attack deals nothing on a hit, 1 unavoidable on a 12 even through Invulnerability', () => {
    const invulnerable = target({ click: click(8, 10, 2, { defensePower: 'Invulnerability' }) });
    const plain = ok(resolveAttack(close({ damageMode: 'NONE', targets: [invulnerable] }), forcedDice([4, 5])));
    expect(plain.targets[0]).toMatchObject({ hit: true, damageDealt: 0, knockback: 0 });
    const crit = ok(resolveAttack(close({ damageMode: 'NONE', targets: [invulnerable] }), forcedDice([6, 6])));
    expect(crit.targets[0]).toMatchObject({ damageDealt: 1, knockback: 0 });
    const fury = attacker({ click: click(8, 16, 3, { damagePower: 'Battle Fury' }) });
    expect(ok(resolveAttack(close({ damageMode: 'NONE', attacker: fury }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(0);
  });

  it('a 0-damage attack deals nothing unless modified, and a critical adds 1', () => {
    expect(ok(resolveAttack(close({ damageMode: 'ZERO' }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(0);
    const fury = attacker({ click: click(8, 16, 3, { damagePower: 'Battle Fury' }) });
    expect(ok(resolveAttack(close({ damageMode: 'ZERO', attacker: fury }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(1);
    expect(ok(resolveAttack(close({ damageMode: 'ZERO' }), forcedDice([6, 6]))).targets[0].damageDealt).toBe(1);
  });

  it('Psychic Blast is penetrating at range: Invulnerability does not reduce it', () => {
    const psychic = attacker({ click: click(8, 16, 3, { attackPower: 'Psychic Blast' }) });
    const invulnerable = target({ distance: 4, click: click(8, 10, 2, { defensePower: 'Invulnerability' }) });
    const r = ok(resolveAttack(ranged({ attacker: psychic, targets: [invulnerable] }), forcedDice([4, 5])));
    expect(r.targets[0].damageDealt).toBe(3);
    expect(stepNames(r)).toContain('Psychic Blast');
  });

  it('Exploit Weakness caps damage at 3 and penetrates in close combat', () => {
    const exploit = attacker({ click: click(8, 16, 5, { damagePower: 'Exploit Weakness' }) });
    const tough = target({ click: click(8, 10, 2, { defensePower: 'Toughness' }) });
    expect(ok(resolveAttack(close({ attacker: exploit, targets: [tough] }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(3);
  });

  it('Hay-Maker: -1 attack, +2 damage, and 1 unavoidable damage to the attacker hit or miss', () => {
    const hay = attacker({ feats: ['HAY_MAKER'] });
    const hit = ok(resolveAttack(close({ attacker: hay }), forcedDice([4, 4])));
    expect(hit.attackRolls[0].total).toBe(15);
    expect(hit.targets[0].damageDealt).toBe(5);
    expect(hit.damageToAttacker).toBe(1);
    const miss = ok(resolveAttack(close({ attacker: hay }), forcedDice([3, 4])));
    expect(miss.targets[0].hit).toBe(false);
    expect(miss.damageToAttacker).toBe(1);
    expect(refused(resolveAttack(ranged({ attacker: hay }), forcedDice([]))).reason).toBe('FEAT_NEEDS_CLOSE_COMBAT');
  });
});

describe('defensive powers', () => {
  const withDefense = (power: string, over: Partial<TargetInPlay> = {}) => target({ click: click(8, 10, 2, { defensePower: power }), ...over });

  it('Toughness -1, Invulnerability -3 (never below 0)', () => {
    expect(ok(resolveAttack(close({ targets: [withDefense('Toughness')] }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(2);
    expect(ok(resolveAttack(close({ targets: [withDefense('Invulnerability')] }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(0);
  });

  it('Impervious: 5-6 reduces the damage to 0, 1-4 reduces it by 4', () => {
    const big = attacker({ click: click(8, 16, 6) });
    const r5 = ok(resolveAttack(close({ attacker: big, targets: [withDefense('Impervious')] }), forcedDice([4, 5, 5])));
    expect(r5.targets[0].damageDealt).toBe(0);
    expect(r5.rolled.map((x) => x.purpose)).toEqual(['attack roll', 'T Impervious']);
    const r4 = ok(resolveAttack(close({ attacker: big, targets: [withDefense('Impervious')] }), forcedDice([4, 5, 4])));
    expect(r4.targets[0].damageDealt).toBe(2);
  });

  it('Super Senses evades on 5-6, not on 4, and not while going All-Out', () => {
    const evade = ok(resolveAttack(close({ targets: [withDefense('Super Senses')] }), forcedDice([4, 5, 5])));
    expect(evade.targets[0]).toMatchObject({ hit: true, evaded: true, damageDealt: 0 });
    const fail = ok(resolveAttack(close({ targets: [withDefense('Super Senses')] }), forcedDice([4, 5, 4])));
    expect(fail.targets[0]).toMatchObject({ evaded: false, damageDealt: 3 });
    const allOut = ok(resolveAttack(close({ targets: [withDefense('Super Senses', { feats: ['ALL_OUT'] })] }), forcedDice([4, 5])));
    expect(allOut.targets[0]).toMatchObject({ evaded: false, damageDealt: 3, defense: 8 });
  });

  it('Energy Shield/Deflection +2 against ranged only; Combat Reflexes +2 against close only', () => {
    const shield = withDefense('Energy Shield/Deflection', { distance: 3 });
    expect(ok(resolveAttack(ranged({ targets: [shield] }), forcedDice([1, 2]))).targets[0].defense).toBe(12);
    expect(ok(resolveAttack(close({ targets: [{ ...shield, distance: 1 }] }), forcedDice([1, 2]))).targets[0].defense).toBe(10);
    const reflexes = withDefense('Combat Reflexes');
    expect(ok(resolveAttack(close({ targets: [reflexes] }), forcedDice([1, 2]))).targets[0].defense).toBe(12);
    expect(ok(resolveAttack(ranged({ targets: [{ ...reflexes, distance: 3 }] }), forcedDice([1, 2]))).targets[0].defense).toBe(10);
  });

  it('the hindering terrain modifier adds 1 defense to ranged attacks only', () => {
    const hidden = target({ distance: 3, lineOfFireCrossesHinderingTerrain: true });
    const r = ok(resolveAttack(ranged({ targets: [hidden] }), forcedDice([3, 4])));
    expect(r.targets[0]).toMatchObject({ defense: 16, hit: false });
    expect(ok(resolveAttack(close({ targets: [{ ...hidden, distance: 1 }] }), forcedDice([3, 4]))).targets[0].defense).toBe(15);
  });

  it('Defend: the target uses an adjacent friend’s better unmodified defense', () => {
    const r = ok(resolveAttack(close({ targets: [target({ adjacentFriendlyDefendDefense: 18 })] }), forcedDice([4, 5])));
    expect(r.targets[0]).toMatchObject({ defense: 18, hit: false });
    expect(ok(resolveAttack(close({ targets: [target({ adjacentFriendlyDefendDefense: 12 })] }), forcedDice([4, 5]))).targets[0].defense).toBe(15);
  });

  it('Mastermind passes the damage to a lower-point friend, whose Toughness reduces it', () => {
    const friend = { id: 'Henchman', click: click(7, 14, 1, { defensePower: 'Toughness' }), pointValue: 20 };
    const boss = withDefense('Mastermind', { pointValue: 90, mastermindTo: friend });
    const r = ok(resolveAttack(close({ targets: [boss] }), forcedDice([4, 4])));
    expect(r.targets[0]).toMatchObject({ damageRecipientId: 'Henchman', damageDealt: 2, knockback: 0 });
    expect(refused(resolveAttack(close({ targets: [{ ...boss, pointValue: 20 }] }), forcedDice([]))).reason).toBe('MASTERMIND_RECIPIENT_NOT_LOWER');
    expect(refused(resolveAttack(close({ targets: [target({ mastermindTo: friend })] }), forcedDice([]))).reason).toBe('MASTERMIND_NOT_SHOWING');
    const allOut = ok(resolveAttack(close({ targets: [{ ...boss, feats: ['ALL_OUT'] }] }), forcedDice([4, 4])));
    expect(allOut.targets[0].damageRecipientId).toBe('T');
  });

  it('Shape Change on a target: 5-6 and the attack against it is not made', () => {
    const changer = withDefense('Shape Change');
    const fooled = ok(resolveAttack(close({ targets: [changer] }), forcedDice([5])));
    expect(fooled.attackMade).toBe(false);
    expect(fooled.targets[0].attacked).toBe(false);
    expect(fooled.rolled).toEqual([{ purpose: 'T Shape Change', faces: [5] }]);
    const notFooled = ok(resolveAttack(close({ targets: [changer] }), forcedDice([4, 4, 5])));
    expect(notFooled.targets[0]).toMatchObject({ attacked: true, hit: true });
  });

  it('Super Senses on the attacker sees through Shape Change on 5-6; otherwise the target still rolls', () => {
    const senses = attacker({ click: click(8, 16, 3, { defensePower: 'Super Senses' }) });
    const changer = withDefense('Shape Change');
    const seen = ok(resolveAttack(close({ attacker: senses, targets: [changer] }), forcedDice([6, 4, 5])));
    expect(seen.targets[0].hit).toBe(true);
    const notSeen = ok(resolveAttack(close({ attacker: senses, targets: [changer] }), forcedDice([2, 6])));
    expect(notSeen.attackMade).toBe(false);
  });

  it('a fooled target drops out of a multi-target attack while the others are still attacked', () => {
    const shooter = attacker({ targets: 2 });
    const changer = withDefense('Shape Change', { id: 'S', distance: 3 });
    const r = ok(resolveAttack(ranged({ attacker: shooter, targets: [changer, target({ distance: 4 })] }), forcedDice([6, 4, 5])));
    expect(r.targets.map((t) => [t.attacked, t.hit, t.damageDealt])).toEqual([
      [false, false, 0],
      [true, true, 3],
    ]);
  });

  it('Shape Change on the attacker: 5-6 makes the target defense 0 and the damage at least 1, not transferable', () => {
    const changer = attacker({ click: click(0, 16, 2, { attackPower: 'Shape Change' }) });
    const friend = { id: 'F', click: click(1, 1, 1), pointValue: 1 };
    const wall = withDefense('Invulnerability', {
      click: click(8, 30, 2, { defensePower: 'Invulnerability', damagePower: 'Mastermind' }),
      mastermindTo: friend,
    });
    const r = ok(resolveAttack(close({ attacker: changer, targets: [wall] }), forcedDice([6, 1, 2])));
    expect(r.targets[0]).toMatchObject({ defense: 0, hit: true, damageDealt: 1, damageRecipientId: 'T' });
    const plain = ok(resolveAttack(close({ attacker: changer, targets: [wall] }), forcedDice([4, 1, 2])));
    expect(plain.targets[0].hit).toBe(false);
  });
});

describe('attacking powers', () => {
  it('Close Combat Expert +2 in close combat, Ranged Combat Expert +2 on a single ranged target', () => {
    const cce = attacker({ click: click(8, 16, 3, { damagePower: 'Close Combat Expert' }) });
    expect(ok(resolveAttack(close({ attacker: cce }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(5);
    expect(ok(resolveAttack(ranged({ attacker: cce }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(3);
    const rce = attacker({ targets: 2, click: click(8, 16, 3, { damagePower: 'Ranged Combat Expert' }) });
    expect(ok(resolveAttack(ranged({ attacker: rce }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(5);
    const two = ok(resolveAttack(ranged({ attacker: rce, targets: [target({ id: 'X', distance: 2 }), target({ distance: 3 })] }), forcedDice([4, 5])));
    expect(two.attackDamage).toBe(3);
    const zero = ok(resolveAttack(ranged({ attacker: rce, damageMode: 'ZERO' }), forcedDice([4, 5])));
    expect(zero.targets[0].damageDealt).toBe(0);
  });

  it('Blades/Claws/Fangs rolls a d6 for the damage instead of the damage value', () => {
    const claws = attacker({ click: click(8, 16, 2, { attackPower: 'Blades/Claws/Fangs' }) });
    const r = ok(resolveAttack(close({ attacker: claws }), forcedDice([4, 5, 6])));
    expect(r.targets[0].damageDealt).toBe(6);
    expect(r.rolled[1]).toEqual({ purpose: 'Blades/Claws/Fangs damage', faces: [6] });
    // a miss rolls no damage die
    expect(ok(resolveAttack(close({ attacker: claws }), forcedDice([1, 2]))).rolled).toHaveLength(1);
  });

  it('Battle Fury: +1 damage, -2 attack at range', () => {
    const fury = attacker({ click: click(8, 16, 3, { damagePower: 'Battle Fury' }) });
    expect(ok(resolveAttack(close({ attacker: fury }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(4);
    const shot = ok(resolveAttack(ranged({ attacker: fury }), forcedDice([4, 5])));
    expect(shot.attackRolls[0].total).toBe(15);
  });

  it('Enhancement: +1 damage to every target hit by a ranged attack from next to the friend', () => {
    const helped = attacker({ targets: 2, adjacentFriendlyEnhancement: true });
    const r = ok(
      resolveAttack(
        ranged({ attacker: helped, targets: [target({ id: 'X', distance: 2 }), target({ distance: 3 })], damageSplit: { X: 3, T: 0 } }),
        forcedDice([4, 5]),
      ),
    );
    expect(r.targets.map((t) => t.damageDealt)).toEqual([4, 1]);
    expect(ok(resolveAttack(close({ attacker: helped }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(3);
  });

  it('Super Strength: close combat damage not below 1 and knockback is automatic', () => {
    const strong = attacker({ click: click(8, 16, 3, { damagePower: 'Super Strength' }) });
    const r = ok(
      resolveAttack(close({ attacker: strong, targets: [target({ click: click(8, 10, 2, { defensePower: 'Invulnerability' }) })] }), forcedDice([4, 5])),
    );
    expect(r.targets[0]).toMatchObject({ damageDealt: 1, knockback: 1 });
  });

  it('a soaring attacker halves its range and deals 1 less against a grounded target', () => {
    const flier = attacker({ movement: 'WING', altitude: 'SOARING', range: 6 });
    const r = ok(resolveAttack(ranged({ attacker: flier, targets: [target({ distance: 3 })] }), forcedDice([4, 5])));
    expect(r.targets[0].damageDealt).toBe(2);
    expect(refused(resolveAttack(ranged({ attacker: flier, targets: [target({ distance: 4 })] }), forcedDice([]))).reason).toBe('OUT_OF_RANGE');
    const groundShot = ranged({ targets: [target({ distance: 4, altitude: 'SOARING' })] });
    expect(refused(resolveAttack(groundShot, forcedDice([]))).reason).toBe('OUT_OF_RANGE');
    expect(ok(resolveAttack({ ...groundShot, attacker: attacker({ damageSymbol: 'GIANT' }) }, forcedDice([4, 5]))).targets[0].hit).toBe(true);
  });
});

describe('objects', () => {
  const strong = attacker({ click: click(8, 16, 1, { damagePower: 'Super Strength' }), range: 0 });

  it('object tokens: a thrown light object deals 2 up to 6 squares, heavy 3 up to 4, whatever the damage value', () => {
    const tokens = { objectRules: 'OBJECT_TOKENS' as const };
    const light = ok(
      resolveAttack(ranged({ attacker: strong, object: { weight: 'LIGHT' }, settings: tokens, targets: [target({ distance: 6 })] }), forcedDice([4, 5])),
    );
    expect(light.targets[0].damageDealt).toBe(2);
    expect(light.objectDestroyed).toBe(true);
    const heavy = ok(
      resolveAttack(ranged({ attacker: strong, object: { weight: 'HEAVY' }, settings: tokens, targets: [target({ distance: 4 })] }), forcedDice([4, 5])),
    );
    expect(heavy.targets[0].damageDealt).toBe(3);
    expect(
      refused(resolveAttack(ranged({ attacker: strong, object: { weight: 'HEAVY' }, settings: tokens, targets: [target({ distance: 5 })] }), forcedDice([])))
        .reason,
    ).toBe('OUT_OF_RANGE');
    expect(refused(resolveAttack(ranged({ object: { weight: 'LIGHT' }, settings: tokens }), forcedDice([]))).reason).toBe('OBJECT_NEEDS_SUPER_STRENGTH');
    expect(refused(resolveAttack(ranged({ attacker: strong, object: { weight: 'MEDIUM', rules: 'OBJECT_TOKENS' } }), forcedDice([]))).reason).toBe(
      'OBJECT_NOT_IN_TABLE',
    );
  });

  it('object tokens in close combat: light +1, heavy +2, and the object is destroyed even on a miss', () => {
    const tokens = { objectRules: 'OBJECT_TOKENS' as const };
    expect(ok(resolveAttack(close({ attacker: strong, object: { weight: 'LIGHT' }, settings: tokens }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(2);
    expect(ok(resolveAttack(close({ attacker: strong, object: { weight: 'HEAVY' }, settings: tokens }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(3);
    const miss = ok(resolveAttack(close({ attacker: strong, object: { weight: 'HEAVY' }, settings: tokens }), forcedDice([1, 2])));
    expect(miss.objectDestroyed).toBe(true);
    // a power that deals 0 damage does not use the held object
    expect(
      ok(resolveAttack(close({ attacker: strong, object: { weight: 'HEAVY' }, damageMode: 'ZERO', settings: tokens }), forcedDice([4, 5]))).objectDestroyed,
    ).toBe(false);
  });

  it('Basic Weaponry: light +1 / 5 (10), medium +2 / 3 (8), heavy +3 / 6 and extreme +4 / 4 need Super Strength', () => {
    const anyone = attacker({ click: click(8, 16, 2), range: 0 });
    const chair = ok(resolveAttack(ranged({ attacker: anyone, object: { weight: 'LIGHT' }, targets: [target({ distance: 5 })] }), forcedDice([4, 5])));
    expect(chair.targets[0].damageDealt).toBe(3);
    expect(refused(resolveAttack(ranged({ attacker: anyone, object: { weight: 'LIGHT' }, targets: [target({ distance: 6 })] }), forcedDice([]))).reason).toBe(
      'OUT_OF_RANGE',
    );
    expect(
      ok(resolveAttack(ranged({ attacker: strong, object: { weight: 'LIGHT' }, targets: [target({ distance: 10 })] }), forcedDice([4, 5]))).targets[0].hit,
    ).toBe(true);
    const bench = ok(resolveAttack(ranged({ attacker: anyone, object: { weight: 'MEDIUM' }, targets: [target({ distance: 3 })] }), forcedDice([4, 5])));
    expect(bench.targets[0].damageDealt).toBe(4);
    expect(
      ok(resolveAttack(ranged({ attacker: strong, object: { weight: 'MEDIUM' }, targets: [target({ distance: 8 })] }), forcedDice([4, 5]))).targets[0].hit,
    ).toBe(true);
    expect(refused(resolveAttack(ranged({ attacker: anyone, object: { weight: 'HEAVY' } }), forcedDice([]))).reason).toBe('OBJECT_NEEDS_SUPER_STRENGTH');
    expect(refused(resolveAttack(close({ attacker: anyone, object: { weight: 'EXTREME' } }), forcedDice([]))).reason).toBe('OBJECT_NEEDS_SUPER_STRENGTH');
    const fridge = ok(resolveAttack(ranged({ attacker: strong, object: { weight: 'HEAVY' }, targets: [target({ distance: 6 })] }), forcedDice([4, 5])));
    expect(fridge.targets[0].damageDealt).toBe(4);
    const lampPost = ok(resolveAttack(close({ attacker: strong, object: { weight: 'EXTREME' } }), forcedDice([4, 5])));
    expect(lampPost.targets[0].damageDealt).toBe(5);
    expect(refused(resolveAttack(ranged({ attacker: strong, object: { weight: 'EXTREME' }, targets: [target({ distance: 5 })] }), forcedDice([]))).reason).toBe(
      'OUT_OF_RANGE',
    );
  });

  it('Telekinesis throws an object 10 squares from the object; an object has one target; no Ranged Combat Expert', () => {
    const mind = attacker({ click: click(8, 16, 2, { attackPower: 'Telekinesis', damagePower: 'Ranged Combat Expert' }), range: 0, targets: 2 });
    const r = ok(
      resolveAttack(
        ranged({ attacker: mind, object: { weight: 'HEAVY', viaTelekinesis: true, rules: 'OBJECT_TOKENS' }, targets: [target({ distance: 10 })] }),
        forcedDice([4, 5]),
      ),
    );
    expect(r.targets[0].damageDealt).toBe(3);
    expect(stepNames(r)).toContain('Ranged Combat Expert');
    expect(refused(resolveAttack(ranged({ attacker: attacker(), object: { weight: 'LIGHT', viaTelekinesis: true } }), forcedDice([]))).reason).toBe(
      'OBJECT_NEEDS_SUPER_STRENGTH',
    );
    const two = ranged({
      attacker: mind,
      object: { weight: 'LIGHT', viaTelekinesis: true },
      targets: [target({ id: 'X', distance: 2 }), target({ distance: 3 })],
    });
    expect(refused(resolveAttack(two, forcedDice([]))).reason).toBe('OBJECT_SINGLE_TARGET');
  });
});

describe('feats that change an attack', () => {
  it('All-Out: +2 attack for the attacker', () => {
    expect(ok(resolveAttack(close({ attacker: attacker({ feats: ['ALL_OUT'] }) }), forcedDice([2, 3]))).attackRolls[0].total).toBe(15);
  });

  it('Ambush: +2 attack in close combat from hindering terrain, needs Stealth', () => {
    const stealthy = attacker({ click: click(8, 16, 3, { speedPower: 'Stealth' }), feats: ['AMBUSH'] });
    expect(ok(resolveAttack(close({ attacker: { ...stealthy, inHinderingTerrain: true } }), forcedDice([2, 3]))).attackRolls[0].total).toBe(15);
    const open = ok(resolveAttack(close({ attacker: stealthy }), forcedDice([2, 3])));
    expect(open.attackRolls[0].total).toBe(13);
    expect(open.steps.find((s) => s.name === 'Ambush')?.effect).toMatch(/not applied/);
    const noStealth = attacker({ feats: ['AMBUSH'], inHinderingTerrain: true });
    expect(refused(resolveAttack(close({ attacker: noStealth }), forcedDice([]))).reason).toBe('FEAT_PREREQUISITE_MISSING');
  });

  it('Armour Piercing: damage dealt is not reduced below 1', () => {
    const piercing = attacker({ feats: ['ARMOUR_PIERCING'] });
    const r = ok(
      resolveAttack(close({ attacker: piercing, targets: [target({ click: click(8, 10, 2, { defensePower: 'Invulnerability' }) })] }), forcedDice([4, 5])),
    );
    expect(r.targets[0].damageDealt).toBe(1);
    expect(r.steps.find((s) => s.rule === 'DAMAGE_FLOOR')).toMatchObject({ source: 'FEAT', name: 'Armour Piercing' });
  });

  it('Blood Rage: +1 against a target it damaged before, and earns that on damaging one', () => {
    const rage = attacker({ feats: ['BLOOD_RAGE'] });
    const first = ok(resolveAttack(close({ attacker: rage }), forcedDice([3, 4])));
    expect(first.targets[0]).toMatchObject({ attackTotal: 15, bloodRageEarned: true });
    const again = ok(resolveAttack(close({ attacker: rage, targets: [target({ bloodRageEarned: true })] }), forcedDice([2, 4])));
    expect(again.targets[0]).toMatchObject({ attackTotal: 15, hit: true });
  });

  it('Improvised Cover: +2 defense after the roll when it turns a hit into a miss', () => {
    const covered = target({ feats: ['IMPROVISED_COVER'] });
    expect(ok(resolveAttack(close({ targets: [covered] }), forcedDice([3, 4]))).targets[0]).toMatchObject({ hit: false, defense: 17 });
    expect(ok(resolveAttack(close({ targets: [covered] }), forcedDice([4, 5]))).targets[0]).toMatchObject({ hit: true, defense: 15 });
    expect(ok(resolveAttack(close({ targets: [target({ feats: ['IMPROVISED_COVER'], click: click(8, 40, 2) })] }), forcedDice([6, 6]))).targets[0].hit).toBe(
      true,
    );
  });

  it('Extended Range: range up to the damage value, -1 damage per 2 squares', () => {
    const far = attacker({ feats: ['EXTENDED_RANGE'], range: 6 });
    const r = ok(resolveAttack(ranged({ attacker: far, extendedRangeSquares: 3, targets: [target({ distance: 9 })] }), forcedDice([4, 5])));
    expect(r.targets[0].damageDealt).toBe(2);
    expect(refused(resolveAttack(ranged({ attacker: far, extendedRangeSquares: 4 }), forcedDice([]))).reason).toBe('EXTENDED_RANGE_TOO_FAR');
    expect(refused(resolveAttack(ranged({ extendedRangeSquares: 2 }), forcedDice([]))).reason).toBe('FEAT_PREREQUISITE_MISSING');
    expect(refused(resolveAttack(close({ attacker: far, extendedRangeSquares: 2 }), forcedDice([]))).reason).toBe('FEAT_NEEDS_RANGED_COMBAT');
  });

  it('Damage Shield: a close combat hit that is not evaded costs the attacker 1, even for no damage', () => {
    const spiky = target({ feats: ['DAMAGE_SHIELD'], click: click(8, 10, 2, { defensePower: 'Invulnerability' }) });
    expect(ok(resolveAttack(close({ targets: [spiky] }), forcedDice([4, 5]))).damageToAttacker).toBe(1);
    expect(ok(resolveAttack(ranged({ targets: [{ ...spiky, distance: 3 }] }), forcedDice([4, 5]))).damageToAttacker).toBe(0);
    const sensing = { ...spiky, click: click(8, 10, 2, { defensePower: 'Super Senses' }) };
    expect(ok(resolveAttack(close({ targets: [sensing] }), forcedDice([4, 5, 6]))).damageToAttacker).toBe(0);
  });

  it('Disarm: -2 attack, no damage, and the target loses 2 damage value on a hit', () => {
    const r = ok(resolveAttack(close({ attacker: attacker({ feats: ['DISARM'] }) }), forcedDice([4, 5])));
    expect(r.attackRolls[0].total).toBe(15);
    expect(r.targets[0]).toMatchObject({ hit: true, damageDealt: 0, damageValueReduction: 2 });
  });

  it('Dive Bomb: a soaring flier may close-combat a grounded character at -2 attack', () => {
    const flier = attacker({ movement: 'WING', altitude: 'SOARING' });
    expect(refused(resolveAttack(close({ attacker: flier }), forcedDice([]))).reason).toBe('CANNOT_REACH_ALTITUDE');
    const r = ok(resolveAttack(close({ attacker: { ...flier, feats: ['DIVE_BOMB'] } }), forcedDice([4, 5])));
    expect(r.attackRolls[0].total).toBe(15);
    const walker = attacker({ altitude: 'SOARING', feats: ['DIVE_BOMB'] });
    expect(refused(resolveAttack(close({ attacker: walker }), forcedDice([]))).reason).toBe('FEAT_PREREQUISITE_MISSING');
  });
});

describe('attacks the rules forbid', () => {
  it.each([
    ['no targets', ranged({ targets: [] }), 'NO_TARGETS'],
    ['itself', close({ targets: [target({ id: 'A' })] }), 'TARGET_IS_ATTACKER'],
    ['one target twice', ranged({ attacker: attacker({ targets: 2 }), targets: [target({ distance: 2 }), target({ distance: 2 })] }), 'DUPLICATE_TARGET'],
    ['beyond the lightning bolts', ranged({ targets: [target({ id: 'X', distance: 2 }), target({ distance: 2 })] }), 'TOO_MANY_TARGETS'],
    ['ranged while adjacent to an enemy', ranged({ attacker: attacker({ adjacentToOpposing: true }) }), 'RANGED_WHILE_ADJACENT'],
    ['ranged with range 0', ranged({ attacker: attacker({ range: 0 }) }), 'NO_RANGE'],
    ['beyond range', ranged({ targets: [target({ distance: 7 })] }), 'OUT_OF_RANGE'],
    ['close combat at a distance', close({ targets: [target({ distance: 2 })] }), 'NOT_ADJACENT'],
    ['close combat against two', close({ targets: [target({ id: 'X' }), target()] }), 'CLOSE_COMBAT_SINGLE_TARGET'],
    ['close combat up at a soaring target', close({ targets: [target({ altitude: 'SOARING' })] }), 'CANNOT_REACH_ALTITUDE'],
    ['a broken value', close({ attacker: attacker({ click: click(-1, 10, 2) }) }), 'INVALID_INPUT'],
    ['a target without a distance', close({ targets: [{ ...target(), distance: 1.5 }] }), 'INVALID_INPUT'],
    ['half a square of extended range', ranged({ extendedRangeSquares: 0.5 }), 'INVALID_INPUT'],
    ['an unknown kind', { ...close(), kind: 'MAGIC' as 'CLOSE' }, 'INVALID_INPUT'],
  ])('refuses %s', (_, input, reason) => {
    const dice = forcedDice([]);
    expect(refused(resolveAttack(input, dice)).reason).toBe(reason);
    expect(dice.state().rolls).toBe(0);
  });

  it('lets a hovering character shoot while adjacent, and Plasticity reach 4 squares in close combat', () => {
    expect(
      ok(resolveAttack(ranged({ attacker: attacker({ movement: 'WING', altitude: 'HOVERING', adjacentToOpposing: true }) }), forcedDice([4, 5]))).targets[0]
        .hit,
    ).toBe(true);
    const stretchy = attacker({ range: 0, click: click(8, 16, 3, { speedPower: 'Plasticity' }) });
    expect(ok(resolveAttack(close({ attacker: stretchy, targets: [target({ distance: 4 })] }), forcedDice([4, 5]))).targets[0].hit).toBe(true);
    const leaper = attacker({ click: click(8, 16, 3, { speedPower: 'Leap/Climb' }) });
    expect(ok(resolveAttack(close({ attacker: leaper, targets: [target({ altitude: 'SOARING' })] }), forcedDice([4, 5]))).targets[0].hit).toBe(true);
  });

  it('switched-off powers do not apply', () => {
    const cce = attacker({ click: click(8, 16, 3, { damagePower: 'Close Combat Expert' }), switchedOffPowers: ['close combat expert'] });
    expect(ok(resolveAttack(close({ attacker: cce }), forcedDice([4, 5]))).targets[0].damageDealt).toBe(3);
  });
});

describe('the result as stored and read', () => {
  const tough = () => target({ click: click(8, 40, 2, { defensePower: 'Toughness' }) });

  it('JSON.stringify writes every field and every step with its text, in the result order', () => {
    const r = ok(resolveAttack(close({ targets: [tough()] }), forcedDice([6, 6])));
    const stored = JSON.parse(JSON.stringify(r));
    expect(Object.keys(stored)).toEqual([
      'ok',
      'attackMade',
      'attackRolls',
      'rolled',
      'criticalHit',
      'criticalMiss',
      'attackDamage',
      'targets',
      'damageToAttacker',
      'objectDestroyed',
      'steps',
    ]);
    expect(stored.steps).toHaveLength(10);
    expect(stored.steps).toEqual(r.steps.map((s) => ({ rule: s.rule, source: s.source, name: s.name, effect: s.effect })));
    expect(stored.steps[1]).toEqual({ rule: 'ATTACK_ROLL', source: 'RULE', name: 'Attack roll', effect: 'attack roll: rolled 6+6 = 12; 8 + 12 = 20' });
    expect(stored.steps.map((s: { effect: string }) => s.effect)).toEqual([
      'attack value 8',
      'attack roll: rolled 6+6 = 12; 8 + 12 = 20',
      'two 6s: the attack hits every target and deals 1 more damage to each',
      '20 against T defense 40: hit',
      'damage value 3',
      'T is dealt 3',
      'T -1 damage: 2',
      '+1 damage to T, not reduced: 3',
      'T takes 3',
      'T is knocked back 3 square(s)',
    ]);
    expect(stored.targets[0]).toEqual(r.targets[0]);
    expect(stored.rolled).toEqual([{ purpose: 'attack roll', faces: [6, 6] }]);
  });

  it('writes the split of a shared roll as one step', () => {
    const dredd = attacker({ id: 'Dredd', click: click(11, 17, 2), range: 8, targets: 2 });
    const two = { kind: 'RANGED' as const, attacker: dredd, targets: [target({ id: 'Rasputin', distance: 5 }), target({ id: 'Arashi', distance: 6 })] };
    const r = ok(resolveAttack(two, forcedDice([3, 4])));
    expect(JSON.parse(JSON.stringify(r)).steps.find((s: { rule: string }) => s.rule === 'DAMAGE_SPLIT')).toEqual({
      rule: 'DAMAGE_SPLIT',
      source: 'RULE',
      name: 'Multiple targets',
      effect: 'Rasputin 1, Arashi 1',
    });
  });

  it('keeps each result’s steps its own when a damage split chooser resolves another attack', () => {
    let inner: AttackResult | undefined;
    const dredd = attacker({ id: 'Dredd', click: click(11, 17, 2), range: 8, targets: 2 });
    const chooser = (ids: readonly string[], damage: number) => {
      inner = ok(resolveAttack(close({ targets: [tough()] }), forcedDice([6, 6])));
      return { [ids[0]]: damage };
    };
    const outer = ok(
      resolveAttack(
        { kind: 'RANGED', attacker: dredd, targets: [target({ id: 'X', distance: 2 }), target({ distance: 3 })], damageSplit: chooser },
        forcedDice([3, 4]),
      ),
    );
    expect(outer.steps.map((s) => s.rule)).toEqual([
      'ATTACK_VALUE',
      'ATTACK_ROLL',
      'HIT_CHECK',
      'HIT_CHECK',
      'DAMAGE_VALUE',
      'DAMAGE_SPLIT',
      'DAMAGE_TO_TARGET',
      'DAMAGE_DEALT',
      'DAMAGE_TO_TARGET',
      'DAMAGE_DEALT',
    ]);
    expect(outer.steps[5].effect).toBe('X 2, T 0');
    expect(inner!.steps).toHaveLength(10);
    expect(inner!.steps[9].effect).toBe('T is knocked back 3 square(s)');
  });

  it('an attack that throws part-way (forced dice run out) leaves later results whole', () => {
    expect(() => resolveAttack(close({ targets: [target({ click: click(8, 10, 2, { defensePower: 'Impervious' }) })] }), forcedDice([4, 5]))).toThrow(
      /ran out/,
    );
    const r = ok(resolveAttack(close(), forcedDice([4, 5])));
    expect(r.steps.map((s) => s.rule)).toEqual(['ATTACK_VALUE', 'ATTACK_ROLL', 'HIT_CHECK', 'DAMAGE_VALUE', 'DAMAGE_TO_TARGET', 'DAMAGE_DEALT']);
  });

  it('reads the same steps each time, and a result can be given steps of its own', () => {
    const r = ok(resolveAttack(close(), forcedDice([4, 5])));
    expect(r.steps).toBe(r.steps);
    r.steps = [];
    expect(JSON.parse(JSON.stringify(r)).steps).toEqual([]);
  });
});
