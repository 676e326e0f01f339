import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialClick } from '../catalogue/character-types';
import { forcedDice } from '../dice/dice';
import { HEAL_HEALTH, PULSE_POISON_DAMAGE, alphaPowerDamage, regenerationRoll } from './alpha-attack';
import { resolveAttack } from './attack';
import type { AttackInput, AttackResult, AttackerInPlay, CombatRefusal, TargetInPlay } from './combat.types';

function click(attack: number, defense: number, damage: number, powers: Partial<DialClick> = {}): DialClick {
  return { speed: 8, attack, defense, damage, ...powers };
}
const attacker = (over: Partial<AttackerInPlay> = {}): AttackerInPlay => ({ id: 'A', click: click(10, 16, 3), range: 6, targets: 1, ...over });
const target = (over: Partial<TargetInPlay> = {}): TargetInPlay => ({ id: 'T', click: click(8, 15, 2), distance: 1, ...over });
const ALPHA = { powers: 'ALPHA' } as const;
const punch = (over: Partial<AttackInput> = {}): AttackInput => ({ kind: 'CLOSE', attacker: attacker(), targets: [target()], settings: ALPHA, ...over });
const shot = (over: Partial<AttackInput> = {}): AttackInput => ({
  kind: 'RANGED',
  attacker: attacker(),
  targets: [target({ distance: 4 })],
  settings: ALPHA,
  ...over,
});

function ok(result: AttackResult | CombatRefusal): AttackResult {
  if (!result.ok) throw new Error(`expected a result, got ${result.reason}: ${result.message}`);
  return result;
}
const dealt = (input: AttackInput, faces: number[]) => ok(resolveAttack(input, forcedDice(faces))).targets[0].damageDealt;
const defenseOf = (input: AttackInput) => ok(resolveAttack(input, forcedDice([3, 4]))).targets[0].defense;

describe('HeroClix Alpha combat reads the Alpha powers card (seed 001)', () => {
  const seed = readFileSync(join(__dirname, '../../seeds/001_6df9c8286215b145.txt'), 'utf8');

  it('finds the powers in the seed text', () => {
    expect(seed).toContain('Invulnerability: Subtract 2 from damage dealt to you.');
    expect(seed).toContain('Toughness: Subtract 1 from damage dealt to you.');
    expect(seed).toContain('Defend: Friends adjacent to you get +1 defense.');
    expect(seed).toContain('Super Strength: If you succeed at a punch while in or adjacent to hindering terrain, deal +1 damage.');
    expect(seed).toContain('Slash: If you roll doubles and hit with a punch, deal +2 damage.');
    expect(seed).toContain("Outwit: Enemies can't use attack powers against you.");
    expect(seed).toContain("Shape Change: Enemies that move on their turn can't make an attack that targets only you.");
  });

  it('Invulnerability takes 3 damage to 1 under Alpha, to 0 under Clix Campaign', () => {
    const invulnerable = target({ click: click(8, 15, 2, { defensePower: 'Invulnerability' }) });
    const alpha = ok(resolveAttack(punch({ targets: [invulnerable] }), forcedDice([3, 4])));
    expect(alpha.targets[0]).toMatchObject({ hit: true, damageAssigned: 3, damageDealt: 1 });
    expect(alpha.steps.find((s) => s.rule === 'DAMAGE_REDUCTION')).toEqual({
      rule: 'DAMAGE_REDUCTION',
      source: 'POWER',
      name: 'Invulnerability',
      effect: 'T -2 damage: 1',
    });
    const campaign = ok(resolveAttack(punch({ targets: [invulnerable], settings: { powers: 'CLIX_CAMPAIGN' } }), forcedDice([3, 4])));
    expect(campaign.targets[0]).toMatchObject({ hit: true, damageAssigned: 3, damageDealt: 0 });
    // Toughness is the same on both cards.
    expect(dealt(punch({ targets: [target({ click: click(8, 15, 2, { defensePower: 'Toughness' }) })] }), [3, 4])).toBe(2);
  });

  it('Defend gives +1, Super Reflexes +2 against a punch, Shield +2 against a shot', () => {
    expect(defenseOf(punch({ targets: [target({ adjacentFriendlyDefendDefense: 18 })] }))).toBe(16);
    expect(defenseOf(punch({ settings: { powers: 'CLIX_CAMPAIGN' }, targets: [target({ adjacentFriendlyDefendDefense: 18 })] }))).toBe(18);
    const reflexes = target({ click: click(8, 15, 2, { defensePower: 'Super Reflexes' }) });
    expect(defenseOf(punch({ targets: [reflexes] }))).toBe(17);
    expect(defenseOf(shot({ targets: [{ ...reflexes, distance: 4 }] }))).toBe(15);
    expect(defenseOf(shot({ targets: [target({ distance: 4, click: click(8, 15, 2, { defensePower: 'Shield' }) })] }))).toBe(17);
  });

  it('Expert Punch, Expert Shot, Slash on doubles, Super Strength by hindering terrain, Boost', () => {
    expect(dealt(punch({ attacker: attacker({ click: click(10, 16, 3, { damagePower: 'Expert Punch' }) }) }), [3, 4])).toBe(5);
    expect(dealt(shot({ attacker: attacker({ click: click(10, 16, 3, { damagePower: 'Expert Shot' }) }) }), [3, 4])).toBe(5);
    const slasher = attacker({ click: click(10, 16, 3, { attackPower: 'Slash' }) });
    expect(dealt(punch({ attacker: slasher }), [3, 3])).toBe(5);
    expect(dealt(punch({ attacker: slasher }), [3, 4])).toBe(3);
    const strong = click(10, 16, 3, { attackPower: 'Super Strength' });
    expect(dealt(punch({ attacker: attacker({ click: strong, adjacentToHinderingTerrain: true }) }), [3, 4])).toBe(4);
    expect(dealt(punch({ attacker: attacker({ click: strong }) }), [3, 4])).toBe(3);
    expect(dealt(shot({ attacker: attacker({ adjacentFriendlyEnhancement: true }) }), [3, 4])).toBe(4);
  });

  it('Exploit and Mind Blast ignore defense powers; Outwit denies the attacker its attack powers', () => {
    const tough = target({ click: click(8, 15, 2, { defensePower: 'Invulnerability' }) });
    expect(dealt(punch({ attacker: attacker({ click: click(10, 16, 3, { damagePower: 'Exploit' }) }), targets: [tough] }), [3, 4])).toBe(3);
    expect(dealt(shot({ attacker: attacker({ click: click(10, 16, 3, { attackPower: 'Mind Blast' }) }), targets: [{ ...tough, distance: 4 }] }), [3, 4])).toBe(
      3,
    );
    // Mind Blast works on shots only: a punch meets the Invulnerability.
    expect(dealt(punch({ attacker: attacker({ click: click(10, 16, 3, { attackPower: 'Mind Blast' }) }), targets: [tough] }), [3, 4])).toBe(1);
    const outwitting = target({ click: click(8, 15, 2, { damagePower: 'Outwit' }) });
    expect(dealt(punch({ attacker: attacker({ click: click(10, 16, 3, { attackPower: 'Slash' }) }), targets: [outwitting] }), [3, 3])).toBe(3);
  });

  it('Shape Change and Weaken refuse an attacker that moved; Stealth in hindering terrain refuses a shot', () => {
    const changer = target({ click: click(8, 15, 2, { damagePower: 'Shape Change' }) });
    expect(resolveAttack(punch({ attacker: attacker({ movedThisTurn: true }), targets: [changer] }), forcedDice([3, 4]))).toEqual({
      ok: false,
      reason: 'CANNOT_TARGET_AFTER_MOVING',
      message: "T's Shape Change: an enemy that moved this turn cannot attack it alone",
    });
    expect(dealt(punch({ targets: [changer] }), [3, 4])).toBe(3);
    expect(
      resolveAttack(
        punch({ attacker: attacker({ movedThisTurn: true }), targets: [target({ click: click(8, 15, 2, { attackPower: 'Weaken' }) })] }),
        forcedDice([3, 4]),
      ),
    ).toMatchObject({ reason: 'CANNOT_TARGET_AFTER_MOVING' });
    const hidden = target({ distance: 4, inHinderingTerrain: true, click: click(8, 15, 2, { speedPower: 'Stealth' }) });
    expect(resolveAttack(shot({ targets: [hidden] }), forcedDice([3, 4]))).toMatchObject({ ok: false, reason: 'STEALTH_TARGET' });
    expect(dealt(punch({ targets: [{ ...hidden, distance: 1 }] }), [3, 4])).toBe(3);
  });

  it('has no criticals and no knockback, and may shoot while adjacent to an enemy', () => {
    const high = target({ click: click(8, 23, 2) });
    const sixes = ok(resolveAttack(punch({ targets: [high] }), forcedDice([6, 6])));
    expect(sixes).toMatchObject({ criticalHit: false, damageToAttacker: 0, targets: [{ hit: false, damageDealt: 0, knockback: 0 }] });
    const ones = ok(resolveAttack(punch({ attacker: attacker({ click: click(20, 16, 3) }) }), forcedDice([1, 1])));
    expect(ones).toMatchObject({ criticalMiss: false, damageToAttacker: 0, targets: [{ hit: true, damageDealt: 3, knockback: 0 }] });
    expect(dealt(shot({ attacker: attacker({ adjacentToOpposing: true }) }), [3, 4])).toBe(3);
  });

  it('refuses what Alpha does not have: objects, feats, several targets', () => {
    expect(resolveAttack(punch({ object: { weight: 'LIGHT' } }), forcedDice([3, 4]))).toMatchObject({ ok: false, reason: 'NO_OBJECTS_IN_RULES' });
    expect(resolveAttack(punch({ attacker: attacker({ feats: ['ALL_OUT'] }) }), forcedDice([3, 4]))).toMatchObject({ ok: false, reason: 'NO_FEATS_IN_RULES' });
    expect(resolveAttack(shot({ targets: [target({ distance: 2 }), target({ id: 'U', distance: 3 })] }), forcedDice([3, 4]))).toMatchObject({
      ok: false,
      reason: 'TOO_MANY_TARGETS',
    });
  });

  it('Super Senses misses the attack on a 5 or 6', () => {
    const senses = target({ click: click(8, 15, 2, { defensePower: 'Super Senses' }) });
    expect(ok(resolveAttack(punch({ targets: [senses] }), forcedDice([3, 4, 5]))).targets[0]).toMatchObject({ hit: true, evaded: true, damageDealt: 0 });
    expect(ok(resolveAttack(punch({ targets: [senses] }), forcedDice([3, 4, 4]))).targets[0]).toMatchObject({ hit: true, evaded: false, damageDealt: 3 });
  });
});

describe('the rest of the Alpha powers card in an attack (seed 001)', () => {
  const seed = readFileSync(join(__dirname, '../../seeds/001_6df9c8286215b145.txt'), 'utf8');
  const powered = (id: string, powers: Partial<DialClick>, distance = 1): TargetInPlay => target({ id, distance, click: click(8, 15, 2, powers) });

  it('prints the powers built here', () => {
    expect(seed).toContain('Good Luck: You can reroll your dice once when you attack; you must use the new result.');
    expect(seed).toContain('Explosion: If you hit with a shot, also deal 1 damage to each other enemy adjacent to the enemy.');
    expect(seed).toContain('Quake: If you roll doubles and hit with a punch, also deal 2 damage to each other enemy adjacent to you.');
    expect(seed).toContain('Steal Energy: After you deal damage with an attack, you get 1 health.');
    expect(seed).toContain('Mind Control: If your attack hits, you can move the enemy up to its speed instead of dealing damage.');
    expect(seed).toContain('Rally: Friends adjacent to you get +1 attack and +1 defense.');
    expect(seed).toContain('Leadership: Friends 2 or fewer squares from you get +2 attack.');
  });

  it('Good Luck rerolls the attack dice once and the new result counts', () => {
    const lucky = attacker({ click: click(10, 16, 3, { damagePower: 'Good Luck' }) });
    // 10 + 1 + 2 = 13 misses defense 15; the reroll 10 + 3 + 4 = 17 hits.
    const rerolled = ok(resolveAttack(punch({ attacker: lucky, goodLuckReroll: 'IF_MISSED' }), forcedDice([1, 2, 3, 4])));
    expect(rerolled.rolled).toEqual([
      { purpose: 'attack roll', faces: [1, 2] },
      { purpose: 'Good Luck reroll', faces: [3, 4] },
    ]);
    expect(rerolled.attackRolls).toEqual([{ dice: [3, 4], roll: 7, total: 17, criticalHit: false, criticalMiss: false }]);
    expect(rerolled.targets[0]).toMatchObject({ hit: true, attackTotal: 17, damageDealt: 3 });
    // "You must use the new result": a hit rerolled into a miss misses.
    expect(ok(resolveAttack(punch({ attacker: lucky, goodLuckReroll: 'ALWAYS' }), forcedDice([3, 4, 1, 2]))).targets[0]).toMatchObject({
      hit: false,
      attackTotal: 13,
      damageDealt: 0,
    });
    // IF_MISSED keeps a hit: only two dice are rolled.
    expect(ok(resolveAttack(punch({ attacker: lucky, goodLuckReroll: 'IF_MISSED' }), forcedDice([3, 4]))).rolled).toEqual([
      { purpose: 'attack roll', faces: [3, 4] },
    ]);
    expect(resolveAttack(punch({ goodLuckReroll: 'IF_MISSED' }), forcedDice([1, 2, 3, 4]))).toEqual({
      ok: false,
      reason: 'GOOD_LUCK_NOT_SHOWING',
      message: 'A has no Good Luck showing to reroll with',
    });
  });

  it('Explosion deals 1 damage to each other enemy adjacent to the target of a shot that hits, through their reducers', () => {
    const bomber = attacker({ click: click(10, 16, 3, { attackPower: 'Explosion' }) });
    const near = [powered('U', {}), powered('V', { defensePower: 'Toughness' }), powered('W', { damagePower: 'Outwit' })];
    const blast = ok(resolveAttack(shot({ attacker: bomber, targets: [target({ distance: 4, otherEnemiesAdjacent: near })] }), forcedDice([3, 4])));
    expect(blast.targets[0]).toMatchObject({ hit: true, damageDealt: 3 });
    expect(blast.otherDamage).toEqual([
      { figureId: 'U', power: 'Explosion', damageAssigned: 1, damageDealt: 1 },
      { figureId: 'V', power: 'Explosion', damageAssigned: 1, damageDealt: 0 },
      { figureId: 'W', power: 'Explosion', damageAssigned: 1, damageDealt: 0 },
    ]);
    // A miss, or a punch, reaches nobody else.
    expect(
      ok(resolveAttack(shot({ attacker: bomber, targets: [target({ distance: 4, click: click(8, 18, 2), otherEnemiesAdjacent: near })] }), forcedDice([3, 4])))
        .otherDamage,
    ).toBeUndefined();
    expect(ok(resolveAttack(punch({ attacker: bomber, targets: [target({ otherEnemiesAdjacent: near })] }), forcedDice([3, 4]))).otherDamage).toBeUndefined();
    expect(
      resolveAttack(shot({ attacker: bomber, targets: [target({ distance: 4, otherEnemiesAdjacent: [powered('T', {})] })] }), forcedDice([3, 4])),
    ).toMatchObject({ ok: false, reason: 'INVALID_INPUT' });
  });

  it('Quake deals 2 damage to each other enemy adjacent to the attacker when a punch hits on doubles', () => {
    const quaker = (others: TargetInPlay[]) => attacker({ click: click(10, 16, 3, { attackPower: 'Quake' }), otherEnemiesAdjacent: others });
    const others = [powered('U', {}), powered('V', { defensePower: 'Invulnerability' })];
    expect(ok(resolveAttack(punch({ attacker: quaker(others) }), forcedDice([3, 3]))).otherDamage).toEqual([
      { figureId: 'U', power: 'Quake', damageAssigned: 2, damageDealt: 2 },
      { figureId: 'V', power: 'Quake', damageAssigned: 2, damageDealt: 0 },
    ]);
    expect(ok(resolveAttack(punch({ attacker: quaker(others) }), forcedDice([3, 4]))).otherDamage).toBeUndefined();
    // Exploit ignores enemy defense powers when you punch: Invulnerability takes nothing off.
    const exploiting = { ...quaker(others), click: click(10, 16, 3, { attackPower: 'Quake', damagePower: 'Exploit' }) };
    expect(ok(resolveAttack(punch({ attacker: exploiting }), forcedDice([3, 3]))).otherDamage?.map((o) => o.damageDealt)).toEqual([2, 2]);
  });

  it('Steal Energy gives the attacker 1 health when the attack deals damage', () => {
    const thief = attacker({ click: click(10, 16, 3, { attackPower: 'Steal Energy' }) });
    expect(ok(resolveAttack(punch({ attacker: thief }), forcedDice([3, 4]))).attackerHealed).toBe(1);
    // No damage dealt (a miss, or Toughness taking 1 damage to 0): no health.
    expect(ok(resolveAttack(punch({ attacker: thief }), forcedDice([1, 2]))).attackerHealed).toBeUndefined();
    const weak = { ...thief, click: click(10, 16, 1, { attackPower: 'Steal Energy' }) };
    expect(
      ok(resolveAttack(punch({ attacker: weak, targets: [powered('T', { defensePower: 'Toughness' })] }), forcedDice([3, 4]))).attackerHealed,
    ).toBeUndefined();
    // Outwit denies the attack power.
    expect(
      ok(resolveAttack(punch({ attacker: thief, targets: [powered('T', { damagePower: 'Outwit' })] }), forcedDice([3, 4]))).attackerHealed,
    ).toBeUndefined();
  });

  it('Mind Control: a hit moves the enemy up to its speed instead of dealing damage', () => {
    const controller = attacker({ click: click(10, 16, 3, { speedPower: 'Mind Control' }) });
    const controlled = ok(resolveAttack(punch({ attacker: controller, mindControl: true }), forcedDice([3, 4])));
    expect(controlled.targets[0]).toMatchObject({ hit: true, mindControlled: true, damageAssigned: 0, damageDealt: 0 });
    expect(controlled.steps.find((s) => s.rule === 'MIND_CONTROL')).toEqual({
      rule: 'MIND_CONTROL',
      source: 'POWER',
      name: 'Mind Control',
      effect: 'instead of damage, T is moved up to its speed 8 by the table',
    });
    expect(ok(resolveAttack(punch({ attacker: controller, mindControl: true }), forcedDice([1, 2]))).targets[0]).toMatchObject({ hit: false, damageDealt: 0 });
    expect(ok(resolveAttack(punch({ attacker: controller }), forcedDice([3, 4]))).targets[0]).toMatchObject({ damageDealt: 3 });
    expect(ok(resolveAttack(punch({ attacker: controller }), forcedDice([3, 4]))).targets[0].mindControlled).toBeUndefined();
    expect(resolveAttack(punch({ mindControl: true }), forcedDice([3, 4]))).toEqual({
      ok: false,
      reason: 'MIND_CONTROL_NOT_SHOWING',
      message: 'A has no Mind Control showing',
    });
  });

  it('Rally gives +1 attack and +1 defense to adjacent friends, Leadership +2 attack to friends 2 or fewer squares away', () => {
    // Attack 10 + 2 = 12 misses defense 14; Rally makes 13, still a miss; Leadership 14, a hit.
    const hard = target({ click: click(8, 14, 2) });
    expect(ok(resolveAttack(punch({ attacker: attacker({ adjacentFriendlyRally: true }), targets: [hard] }), forcedDice([1, 1]))).targets[0]).toMatchObject({
      attackTotal: 13,
      hit: false,
    });
    expect(
      ok(resolveAttack(punch({ attacker: attacker({ friendlyLeadershipWithinTwo: true }), targets: [hard] }), forcedDice([1, 1]))).targets[0],
    ).toMatchObject({ attackTotal: 14, hit: true });
    expect(
      ok(resolveAttack(punch({ attacker: attacker({ adjacentFriendlyRally: true, friendlyLeadershipWithinTwo: true }), targets: [hard] }), forcedDice([1, 1])))
        .targets[0].attackTotal,
    ).toBe(15);
    expect(defenseOf(punch({ targets: [target({ adjacentFriendlyRally: true })] }))).toBe(16);
  });
});

describe('HeroClix Alpha powers that act instead of attacking (seed 001)', () => {
  const enemy = (id: string, powers: Partial<DialClick> = {}) => ({ id, click: click(8, 15, 2, powers) });

  it('Pulse and Poison deal 1 to each enemy: Toughness and Invulnerability take it to 0, Outwit keeps it off', () => {
    const hit = alphaPowerDamage('Pulse', PULSE_POISON_DAMAGE, [
      enemy('a'),
      enemy('b', { defensePower: 'Toughness' }),
      enemy('c', { defensePower: 'Invulnerability' }),
      enemy('d', { damagePower: 'Outwit' }),
    ]);
    expect(hit.map((h) => [h.figureId, h.damageDealt])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 0],
      ['d', 0],
    ]);
    expect(hit[0]).toEqual({ figureId: 'a', power: 'Pulse', damageAssigned: 1, damageDealt: 1 });
  });

  it('Regeneration gives the face rolled on 1-4 and nothing on 5 or 6; Heal gives 2', () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => regenerationRoll(forcedDice([face])))).toEqual([1, 2, 3, 4, 0, 0].map((health, i) => ({ face: i + 1, health })));
    expect(HEAL_HEALTH).toBe(2);
  });
});
