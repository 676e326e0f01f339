import fc from 'fast-check';
import type { DialClick } from '../catalogue/character-types';
import { createDice } from '../dice/dice';
import { resolveAttack } from './attack';
import type { AttackFeat, AttackInput } from './combat.types';

const ATTACK_POWERS = [
  'Battle Fury',
  'Close Combat Expert',
  'Ranged Combat Expert',
  'Blades/Claws/Fangs',
  'Exploit Weakness',
  'Psychic Blast',
  'Super Strength',
  'Shape Change',
  'Super Senses',
];
const DEFENSE_POWERS = ['Toughness', 'Invulnerability', 'Impervious', 'Super Senses', 'Energy Shield/Deflection', 'Combat Reflexes', 'Shape Change'];
const ATTACKER_FEATS: AttackFeat[] = ['ALL_OUT', 'ARMOUR_PIERCING', 'BLOOD_RAGE', 'EXTENDED_RANGE'];
const TARGET_FEATS: AttackFeat[] = ['ALL_OUT', 'IMPROVISED_COVER', 'DAMAGE_SHIELD'];

const clickArb = (powers: string[]) =>
  fc.record({
    speed: fc.integer({ min: 0, max: 12 }),
    attack: fc.integer({ min: 0, max: 14 }),
    defense: fc.integer({ min: 0, max: 22 }),
    damage: fc.integer({ min: 0, max: 6 }),
    attackPower: fc.option(fc.constantFrom(...powers), { nil: undefined }),
    damagePower: fc.option(fc.constantFrom(...powers), { nil: undefined }),
  }) as fc.Arbitrary<DialClick>;

const attackArb: fc.Arbitrary<AttackInput> = fc
  .record({
    kind: fc.constantFrom('CLOSE' as const, 'RANGED' as const),
    attackerClick: clickArb(ATTACK_POWERS),
    attackerFeats: fc.subarray(ATTACKER_FEATS),
    targetClicks: fc.array(clickArb(DEFENSE_POWERS), { minLength: 1, maxLength: 3 }),
    targetFeats: fc.subarray(TARGET_FEATS),
    damageMode: fc.constantFrom('NORMAL' as const, 'ZERO' as const, 'NONE' as const),
    enhancement: fc.boolean(),
    hindering: fc.boolean(),
  })
  .map((g) => ({
    kind: g.kind,
    damageMode: g.damageMode,
    attacker: { id: 'A', click: g.attackerClick, feats: g.attackerFeats, range: 8, targets: 3, adjacentFriendlyEnhancement: g.enhancement },
    targets: (g.kind === 'CLOSE' ? g.targetClicks.slice(0, 1) : g.targetClicks).map((click, i) => ({
      id: `T${i}`,
      click,
      feats: g.targetFeats,
      distance: g.kind === 'CLOSE' ? 1 : 2 + i,
      lineOfFireCrossesHinderingTerrain: g.hindering,
    })),
  }));

describe('resolveAttack properties', () => {
  it('damage is never negative, and the same seed gives the same result', () => {
    fc.assert(
      fc.property(attackArb, fc.string(), (input, seed) => {
        const a = resolveAttack(input, createDice(seed));
        const b = resolveAttack(input, createDice(seed));
        expect(b).toEqual(a);
        if (!a.ok || !b.ok) return;
        expect(b.steps).toEqual(a.steps);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        expect(a.damageToAttacker).toBeGreaterThanOrEqual(0);
        expect(a.attackDamage).toBeGreaterThanOrEqual(0);
        for (const t of a.targets) {
          expect(t.damageDealt).toBeGreaterThanOrEqual(0);
          expect(t.knockback).toBeGreaterThanOrEqual(0);
          expect(t.knockback).toBeLessThanOrEqual(t.damageDealt);
          if (!t.hit || t.evaded) expect(t.damageDealt).toBe(0);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('the hit rate over seeded rolls matches the exact 2d6 probability (2 always misses, 12 always hits)', () => {
    // Exact: count the 36 ordered faces; (1,1) never hits, (6,6) always does.
    const exactHitChance = (attack: number, defense: number): number => {
      let hits = 0;
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          if (a === 1 && b === 1) continue;
          if ((a === 6 && b === 6) || attack + a + b >= defense) hits++;
        }
      }
      return hits / 36;
    };
    expect(exactHitChance(8, 15)).toBeCloseTo(21 / 36);
    expect(exactHitChance(30, 10)).toBeCloseTo(35 / 36);
    expect(exactHitChance(0, 30)).toBeCloseTo(1 / 36);

    const trials = 3000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 28 }), fc.string(), (attack, defense, seed) => {
        const dice = createDice(`hit-rate/${seed}`);
        const input: AttackInput = {
          kind: 'CLOSE',
          attacker: { id: 'A', click: { speed: 6, attack, defense: 10, damage: 2 } },
          targets: [{ id: 'T', click: { speed: 6, attack: 6, defense, damage: 2 }, distance: 1 }],
        };
        let hits = 0;
        for (let i = 0; i < trials; i++) {
          const r = resolveAttack(input, dice);
          if (r.ok && r.targets[0].hit) hits++;
        }
        const p = exactHitChance(attack, defense);
        const sigma = Math.sqrt((p * (1 - p)) / trials);
        // 5 standard errors: a fair generator fails this about once in 3.5 million checks
        expect(Math.abs(hits / trials - p)).toBeLessThanOrEqual(5 * sigma + 1e-9);
      }),
      { numRuns: 40, seed: 20240611 },
    );
  });
});
