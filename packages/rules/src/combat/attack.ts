import { z } from 'zod';
import type { Dice } from '../dice/types';
import { resolveAlphaAttack } from './alpha-attack';
import type {
  AttackerInPlay,
  AttackInput,
  AttackPurpose,
  AttackResult,
  AttackRollResult,
  CombatRefusal,
  CombatSettings,
  Combatant,
  DamageMode,
  GroundVersusSoaring,
  KnockbackStop,
  MultipleTargetRule,
  ObjectRules,
  PowersTable,
  RolledDice,
  RuleStep,
  TargetInPlay,
  TargetResult,
} from './combat.types';
import { objectWeaponRule, TELEKINESIS_THROW_RANGE, type ObjectWeaponRule } from './objects';
import { POWER_BIT, halveRoundUp, powerBits } from './powers';
import { refuse } from '../refusal';
import { STEP, StepLog, stepsFromLog } from './steps';
import { anyNumber, oneOf, schemaOf, wholeNumber } from '../settings/values';

// An attack resolves in nine phases (`resolve`), each a function below taking the `Attack` being
// resolved. Powers and feats are looked up once into bit sets; the rule steps go into the
// resolution's own `StepLog` (`steps.ts`), whose sentences are built only when `steps` is read.

/** The readings a new world starts with; each can be changed per world. */
export const DEFAULT_COMBAT_SETTINGS: Readonly<CombatSettings> = {
  powers: 'CLIX_CAMPAIGN',
  multipleTargets: 'SHARED_ROLL_SPLIT_DAMAGE',
  criticalHitBonusReducible: false,
  // Seed 000 leaves the number out of "add to the target's defense"; +2 matches the other feats' modifiers.
  captureDefenseBonus: 2,
  objectRules: 'BASIC_WEAPONRY',
  knockback: true,
  groundVersusSoaring: 'HALVE_RANGE',
  modifierCap: null,
};

/** What a world's combat readings may be (`DEFAULT_COMBAT_SETTINGS`' kinds and words). */
export const combatSettingsSchema = schemaOf<CombatSettings>()(
  z.strictObject({
    powers: oneOf(['CLIX_CAMPAIGN', 'ALPHA'] as const satisfies readonly PowersTable[]),
    multipleTargets: oneOf(['SHARED_ROLL_SPLIT_DAMAGE', 'ROLL_EACH_FULL_DAMAGE'] as const satisfies readonly MultipleTargetRule[]),
    criticalHitBonusReducible: z.boolean(),
    captureDefenseBonus: wholeNumber({ min: 0, max: 20 }),
    objectRules: oneOf(['OBJECT_TOKENS', 'BASIC_WEAPONRY'] as const satisfies readonly ObjectRules[]),
    knockback: z.boolean(),
    groundVersusSoaring: oneOf(['HALVE_RANGE', 'ATTACK_BONUS'] as const satisfies readonly GroundVersusSoaring[]),
    modifierCap: anyNumber().nullable(),
  }),
);

/** A value after its modifiers, their sum held to ±`cap` (null: not held) and the value to 0 or more. */
function cappedValue(replaced: number, modifiers: number, cap: number | null): number {
  const held = cap === null ? modifiers : Math.max(-cap, Math.min(cap, modifiers));
  return Math.max(0, replaced + held);
}

/** A Super Senses or Impervious evasion succeeds on 5 or 6; so does a Shape Change roll. */
const FIVE_OR_SIX = 5;

// The feats of an attack as bits (see `featBits`).
const FEAT_ALL_OUT = 1;
const FEAT_AMBUSH = 2;
const FEAT_ARMOUR_PIERCING = 4;
const FEAT_BLOOD_RAGE = 8;
const FEAT_HAY_MAKER = 16;
const FEAT_IMPROVISED_COVER = 32;
const FEAT_EXTENDED_RANGE = 64;
const FEAT_DAMAGE_SHIELD = 128;
const FEAT_DISARM = 256;
const FEAT_DIVE_BOMB = 512;

function featBit(feat: string): number {
  switch (feat) {
    case 'ALL_OUT':
      return FEAT_ALL_OUT;
    case 'AMBUSH':
      return FEAT_AMBUSH;
    case 'ARMOUR_PIERCING':
      return FEAT_ARMOUR_PIERCING;
    case 'BLOOD_RAGE':
      return FEAT_BLOOD_RAGE;
    case 'HAY_MAKER':
      return FEAT_HAY_MAKER;
    case 'IMPROVISED_COVER':
      return FEAT_IMPROVISED_COVER;
    case 'EXTENDED_RANGE':
      return FEAT_EXTENDED_RANGE;
    case 'DAMAGE_SHIELD':
      return FEAT_DAMAGE_SHIELD;
    case 'DISARM':
      return FEAT_DISARM;
    case 'DIVE_BOMB':
      return FEAT_DIVE_BOMB;
    default:
      return 0;
  }
}

/** The feats a combatant has in use, as bits. */
function featBits(combatant: Combatant): number {
  const feats = combatant.feats;
  if (feats === undefined) return 0;
  let bits = 0;
  for (let i = 0; i < feats.length; i++) bits |= featBit(feats[i]);
  return bits;
}

function isBig(combatant: Combatant): boolean {
  return combatant.damageSymbol === 'GIANT' || combatant.damageSymbol === 'COLOSSAL';
}

function isWholeNumber(n: unknown, min = 0): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= min;
}

function validClick(c: Combatant): boolean {
  const k = c.click;
  return (
    typeof c.id === 'string' &&
    k !== null &&
    typeof k === 'object' &&
    isWholeNumber(k.attack) &&
    isWholeNumber(k.defense) &&
    isWholeNumber(k.damage) &&
    isWholeNumber(k.speed)
  );
}

function isTargetId(targets: readonly TargetInPlay[], id: string): boolean {
  for (let i = 0; i < targets.length; i++) if (targets[i].id === id) return true;
  return false;
}

/** Range of a ranged attack against one target, or a refusal (seed 000 "Ranged Combat", objects, soaring). */
function rangeAgainst(
  input: AttackInput,
  settings: CombatSettings,
  target: TargetInPlay,
  objectRule: ObjectWeaponRule | undefined,
  attackerPowers: number,
): number {
  const attacker = input.attacker;
  let range: number;
  if (objectRule) {
    if (input.object?.viaTelekinesis) range = TELEKINESIS_THROW_RANGE;
    else if (attackerPowers & POWER_BIT.SUPER_STRENGTH) range = objectRule.throwRangeWithSuperStrength;
    else range = objectRule.throwRange ?? 0;
  } else {
    range = attacker.range ?? 0;
  }
  range += input.extendedRangeSquares ?? 0;
  const attackerSoars = attacker.altitude === 'SOARING';
  const targetSoars = target.altitude === 'SOARING';
  // Seed 000: soaring halves range against grounded/hovering targets; the ground halves range against soaring ones (not in seed 004).
  const groundHalves = settings.groundVersusSoaring === 'HALVE_RANGE';
  if ((attackerSoars && !targetSoars && !isBig(target)) || (groundHalves && !attackerSoars && targetSoars && !isBig(attacker))) {
    range = halveRoundUp(range);
  }
  return range;
}

/** Seed 004: a ground figure shooting a soaring one gets +2 attack and, dealing any damage, 1 unpreventable more. */
function shotAtSoaring(input: AttackInput, settings: CombatSettings, target: TargetInPlay): boolean {
  return settings.groundVersusSoaring === 'ATTACK_BONUS' && input.kind === 'RANGED' && input.attacker.altitude !== 'SOARING' && target.altitude === 'SOARING';
}

/**
 * Seed 003 4.6: a knockback path stopped by blocking terrain or the map's edge deals 1 damage, a
 * fall off elevated terrain 2, another figure none; a hovering figure takes damage only from
 * blocking terrain and the edge, a soaring one only from the edge. Damage reducers reduce it too
 * (their fixed amounts: Impervious 4, Invulnerability 3, Toughness 1).
 */
function knockbackDamage(stop: KnockbackStop, altitude: TargetInPlay['altitude'], powers: number): number {
  const airborne = altitude === 'HOVERING' || altitude === 'SOARING';
  let damage = 0;
  if (stop === 'MAP_EDGE') damage = 1;
  else if (stop === 'BLOCKING_TERRAIN') damage = altitude === 'SOARING' ? 0 : 1;
  else if (stop === 'OFF_ELEVATED_TERRAIN') damage = airborne ? 0 : 2;
  const reduction = powers & POWER_BIT.IMPERVIOUS ? 4 : powers & POWER_BIT.INVULNERABILITY ? 3 : powers & POWER_BIT.TOUGHNESS ? 1 : 0;
  return Math.max(0, damage - reduction);
}

/** An attack the input cannot describe: no kind, attacker or targets, values that are not whole numbers, a target twice. */
function malformedAttackRefusal(input: AttackInput): CombatRefusal | null {
  const { attacker, kind } = input;
  if (!attacker || !Array.isArray(input.targets) || (kind !== 'CLOSE' && kind !== 'RANGED') || !validClick(attacker)) {
    return refuse('INVALID_INPUT', 'an attack needs a kind (CLOSE or RANGED), an attacker with whole-number values and a list of targets');
  }
  const targets: readonly TargetInPlay[] = input.targets;
  if (targets.length === 0) return refuse('NO_TARGETS', 'an attack needs at least one target');
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (!validClick(t) || !isWholeNumber(t.distance)) {
      return refuse('INVALID_INPUT', `target ${String(t?.id)} needs whole-number combat values and a distance`);
    }
    if (t.id === attacker.id) return refuse('TARGET_IS_ATTACKER', 'a character may never target itself with an attack');
    for (let j = 0; j < i; j++) if (targets[j].id === t.id) return refuse('DUPLICATE_TARGET', `${t.id} is targeted more than once`);
  }
  if (!isWholeNumber(input.extendedRangeSquares ?? 0)) return refuse('INVALID_INPUT', 'extended range squares must be a whole number');
  return null;
}

/** A capture is a close combat attack by a controller without a captive. */
function captureRefusal(input: AttackInput): CombatRefusal | null {
  if (input.purpose !== 'CAPTURE') return null;
  if (input.kind !== 'CLOSE') return refuse('CAPTURE_IS_CLOSE_COMBAT', 'a capture is made with a close combat attack');
  if (input.attacker.hasCaptive) return refuse('ALREADY_HAS_CAPTIVE', 'a controller may have only one captive');
  return null;
}

/** Hay-Maker and Disarm are actions the player chooses; Ambush and Extended Range have prerequisites. */
function featRefusal(input: AttackInput, attackerPowers: number, attackerFeats: number): CombatRefusal | null {
  const { attacker, kind } = input;
  if (kind !== 'CLOSE') {
    if (attackerFeats & FEAT_HAY_MAKER) return refuse('FEAT_NEEDS_CLOSE_COMBAT', 'HAY_MAKER is used with a close combat attack');
    if (attackerFeats & FEAT_DISARM) return refuse('FEAT_NEEDS_CLOSE_COMBAT', 'DISARM is used with a close combat attack');
  }
  if (kind === 'CLOSE' && attackerFeats & FEAT_AMBUSH && attacker.inHinderingTerrain && !(attackerPowers & POWER_BIT.STEALTH)) {
    return refuse('FEAT_PREREQUISITE_MISSING', 'Ambush needs Stealth showing on the dial');
  }
  const extended = input.extendedRangeSquares ?? 0;
  if (extended > 0) {
    if (!(attackerFeats & FEAT_EXTENDED_RANGE)) {
      return refuse('FEAT_PREREQUISITE_MISSING', 'extending the range needs the Extended Range feat');
    }
    if (kind !== 'RANGED') return refuse('FEAT_NEEDS_RANGED_COMBAT', 'Extended Range works on ranged combat attacks');
    if (extended > attacker.click.damage) {
      return refuse('EXTENDED_RANGE_TOO_FAR', `range may grow by at most the unmodified damage value ${attacker.click.damage}`);
    }
  }
  return null;
}

/** An object in the table, lifted with the power it needs, thrown at one character. */
function objectRefusal(input: AttackInput, settings: CombatSettings, attackerPowers: number, objectRule: ObjectWeaponRule | undefined): CombatRefusal | null {
  const { object, kind } = input;
  if (!object) return null;
  if (!objectRule) {
    return refuse('OBJECT_NOT_IN_TABLE', `there is no ${object.weight} object in the ${object.rules ?? settings.objectRules} table`);
  }
  const strong = (attackerPowers & POWER_BIT.SUPER_STRENGTH) !== 0;
  if (object.viaTelekinesis) {
    if (kind !== 'RANGED' || !(attackerPowers & POWER_BIT.TELEKINESIS)) {
      return refuse('OBJECT_NEEDS_SUPER_STRENGTH', 'attacking with an object by Telekinesis needs Telekinesis and a ranged attack');
    }
  } else if (!strong && (objectRule.needsSuperStrength || (kind === 'RANGED' && objectRule.throwRange === null))) {
    return refuse('OBJECT_NEEDS_SUPER_STRENGTH', `a ${objectRule.weight} object needs Super Strength`);
  }
  if (kind === 'RANGED' && input.targets.length > 1) return refuse('OBJECT_SINGLE_TARGET', 'an object is thrown at a single character');
  return null;
}

/** Close combat: one target within reach (Plasticity reaches further), at an altitude the attacker can reach. */
function closeCombatRefusal(input: AttackInput, attackerPowers: number, attackerFeats: number): CombatRefusal | null {
  const { attacker, targets } = input;
  if (targets.length > 1) return refuse('CLOSE_COMBAT_SINGLE_TARGET', 'a close combat attack has one target');
  const target = targets[0];
  // Seed 000 Plasticity: close combat out to the range value, or 4 squares when the range is smaller.
  const reach = attackerPowers & POWER_BIT.PLASTICITY ? Math.max(attacker.range ?? 0, 4) : 1;
  if (target.distance > reach) return refuse('NOT_ADJACENT', `${target.id} is ${target.distance} squares away; close combat reaches ${reach}`);
  const attackerSoars = attacker.altitude === 'SOARING';
  const targetSoars = target.altitude === 'SOARING';
  if (attackerSoars && !targetSoars) {
    if (!(attackerFeats & FEAT_DIVE_BOMB)) {
      return refuse('CANNOT_REACH_ALTITUDE', 'a soaring character reaches grounded characters in close combat only with Dive Bomb');
    }
    if (attacker.movement !== 'WING') {
      return refuse('FEAT_PREREQUISITE_MISSING', 'Dive Bomb only works for characters that can fly');
    }
  }
  if (!attackerSoars && targetSoars && !(attackerPowers & POWER_BIT.LEAP_CLIMB)) {
    return refuse('CANNOT_REACH_ALTITUDE', 'a soaring target is out of close combat reach without Leap/Climb');
  }
  return null;
}

/** Ranged combat: not while adjacent to an enemy (unless hovering), a range, a bolt per target, each in range. */
function rangedCombatRefusal(
  input: AttackInput,
  settings: CombatSettings,
  attackerPowers: number,
  objectRule: ObjectWeaponRule | undefined,
): CombatRefusal | null {
  const { attacker, targets } = input;
  if (attacker.adjacentToOpposing && attacker.altitude !== 'HOVERING') {
    return refuse('RANGED_WHILE_ADJACENT', 'no ranged combat attack while adjacent to an opposing character');
  }
  if (!objectRule && !((attacker.range ?? 0) > 0)) return refuse('NO_RANGE', 'a range value of 0 allows no ranged attack');
  const bolts = attacker.targets ?? 1;
  if (targets.length > bolts) return refuse('TOO_MANY_TARGETS', `${targets.length} targets but only ${bolts} lightning bolt(s)`);
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    const range = rangeAgainst(input, settings, t, objectRule, attackerPowers);
    if (t.distance > range) return refuse('OUT_OF_RANGE', `${t.id} is ${t.distance} squares away; range is ${range}`);
  }
  return null;
}

/** A target passing its damage on needs Mastermind showing and a friend of a lower point value. */
function mastermindRefusal(targets: readonly TargetInPlay[]): CombatRefusal | null {
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (!t.mastermindTo) continue;
    if (!(powerBits(t) & POWER_BIT.MASTERMIND)) {
      return refuse('MASTERMIND_NOT_SHOWING', `${t.id} passes damage on only with Mastermind showing`);
    }
    const giver = t.pointValue;
    const taker = t.mastermindTo.pointValue;
    if (giver === undefined || taker === undefined || !(taker < giver)) {
      return refuse('MASTERMIND_RECIPIENT_NOT_LOWER', 'Mastermind passes damage only to a friend with a lower point value');
    }
  }
  return null;
}

/** A damage split chosen in advance gives whole-number shares to targets of this attack. */
function damageSplitRefusal(input: AttackInput): CombatRefusal | null {
  if (!input.damageSplit || typeof input.damageSplit !== 'object') return null;
  for (const [id, share] of Object.entries(input.damageSplit)) {
    if (!isTargetId(input.targets, id) || !isWholeNumber(share)) {
      return refuse('INVALID_DAMAGE_SPLIT', `a damage share must be a whole number for a target of this attack (${id})`);
    }
  }
  return null;
}

/** Everything the rules forbid before a die is rolled, in the order they are checked; null when the attack may be made. */
function refusalBeforeRolling(
  input: AttackInput,
  settings: CombatSettings,
  attackerPowers: number,
  attackerFeats: number,
  objectRule: ObjectWeaponRule | undefined,
): CombatRefusal | null {
  return (
    malformedAttackRefusal(input) ??
    captureRefusal(input) ??
    featRefusal(input, attackerPowers, attackerFeats) ??
    objectRefusal(input, settings, attackerPowers, objectRule) ??
    (input.kind === 'CLOSE' ? closeCombatRefusal(input, attackerPowers, attackerFeats) : rangedCombatRefusal(input, settings, attackerPowers, objectRule)) ??
    mastermindRefusal(input.targets) ??
    damageSplitRefusal(input)
  );
}

/**
 * Seed 003: the damage of one shared roll is split freely among the targets hit; default as even
 * as possible, the odd points to the targets listed first. Shares come back in the order of `hitIds`.
 */
function splitDamage(input: AttackInput, hitIds: string[], damage: number): number[] | CombatRefusal {
  const choice = input.damageSplit;
  const shares: number[] = [];
  if (!choice) {
    const base = Math.floor(damage / hitIds.length);
    const odd = damage % hitIds.length;
    for (let i = 0; i < hitIds.length; i++) shares.push(base + (i < odd ? 1 : 0));
    return shares;
  }
  const split = typeof choice === 'function' ? choice(hitIds, damage) : choice;
  let sum = 0;
  for (const [id, share] of Object.entries(split)) {
    if (!hitIds.includes(id) && share !== 0) {
      return refuse('INVALID_DAMAGE_SPLIT', `${id} was not hit and cannot take a share of the damage`);
    }
    if (!isWholeNumber(share)) return refuse('INVALID_DAMAGE_SPLIT', `share for ${id} must be a whole number of at least 0`);
    sum += share;
  }
  if (sum !== damage) {
    return refuse('INVALID_DAMAGE_SPLIT', `the shares add up to ${sum} but the attack deals ${damage}`);
  }
  for (let i = 0; i < hitIds.length; i++) shares.push(split[hitIds[i]] ?? 0);
  return shares;
}

/** One 2d6 attack roll against the attack value (against one target, or null for the shared roll), recorded in the step log; the caller records its dice (`withRoll`). */
function rollAttack(attack: Attack, againstId: string | null): AttackRollResult {
  const { attackValue, log } = attack;
  const pair = attack.dice.roll2d6();
  const a = pair[0];
  const b = pair[1];
  const roll = a + b;
  const criticalHit = a === 6 && b === 6;
  const criticalMiss = a === 1 && b === 1;
  if (againstId === null) log.addThreeNumbers(STEP.ATTACK_ROLL, a, b, attackValue);
  else log.addAboutWithThreeNumbers(STEP.ATTACK_ROLL_AGAINST, againstId, a, b, attackValue);
  if (criticalMiss) log.add(STEP.CRITICAL_MISS);
  if (criticalHit) log.add(STEP.CRITICAL_HIT);
  return { dice: pair, roll, total: attackValue + roll, criticalHit, criticalMiss };
}

/** `rolled` with `entry` added: the list is made on the first roll, sized for it. */
function withRoll(rolled: RolledDice[] | null, entry: RolledDice): RolledDice[] {
  if (rolled === null) return [entry];
  rolled.push(entry);
  return rolled;
}

/**
 * A resolved attack. Every field is plain data except `steps`, which is built from the compact
 * step log the first time it is read (the sentences cost more than resolving the attack).
 * `JSON.stringify` writes every field, steps included, in the order of `AttackResult`; a spread
 * (`{ ...result }`) copies the data fields but not `steps`: read `result.steps` or use `toJSON()`.
 */
class ResolvedAttack implements AttackResult {
  declare readonly ok: true;
  declare attackMade: boolean;
  declare attackRolls: AttackRollResult[];
  declare rolled: RolledDice[];
  declare criticalHit: boolean;
  declare criticalMiss: boolean;
  declare attackDamage: number;
  declare targets: TargetResult[];
  declare damageToAttacker: number;
  declare objectDestroyed: boolean;
  /** The compact step log until `steps` is first read, then the steps built from it. */
  #steps: readonly unknown[] | RuleStep[];

  constructor(
    attackMade: boolean,
    attackRolls: AttackRollResult[],
    rolled: RolledDice[],
    criticalHit: boolean,
    criticalMiss: boolean,
    attackDamage: number,
    targets: TargetResult[],
    damageToAttacker: number,
    objectDestroyed: boolean,
    log: StepLog,
  ) {
    this.ok = true;
    this.attackMade = attackMade;
    this.attackRolls = attackRolls;
    this.rolled = rolled;
    this.criticalHit = criticalHit;
    this.criticalMiss = criticalMiss;
    this.attackDamage = attackDamage;
    this.targets = targets;
    this.damageToAttacker = damageToAttacker;
    this.objectDestroyed = objectDestroyed;
    this.#steps = log.entries;
  }

  /** The rules applied, in order, told in words (built on first read, then kept). */
  get steps(): RuleStep[] {
    const held = this.#steps;
    // A log starts with a step kind (a number); built steps are objects.
    if (held.length > 0 && typeof held[0] === 'number') {
      const built = stepsFromLog(held);
      this.#steps = built;
      return built;
    }
    return held as RuleStep[];
  }

  set steps(steps: RuleStep[]) {
    this.#steps = steps;
  }

  /** A plain `AttackResult` with every step's text: what `JSON.stringify` stores. */
  toJSON(): AttackResult {
    return {
      ok: true,
      attackMade: this.attackMade,
      attackRolls: this.attackRolls,
      rolled: this.rolled,
      criticalHit: this.criticalHit,
      criticalMiss: this.criticalMiss,
      attackDamage: this.attackDamage,
      targets: this.targets,
      damageToAttacker: this.damageToAttacker,
      objectDestroyed: this.objectDestroyed,
      steps: this.steps,
    };
  }
}

/**
 * Resolves one close or ranged combat attack: the roll, hits, criticals, damage after every
 * modifier and reducer, knockback and damage to the attacker, with the ordered rule steps.
 * An attack the rules forbid returns a reason and rolls nothing. The only refusal after rolling
 * is a damage split that does not add up; restore the dice state stored before the call to retry.
 *
 * The result's `steps` are built when first read; `JSON.stringify(result)` includes them.
 * With `settings.powers` ALPHA the HeroClix Alpha rulebook and powers card decide (`alpha-attack.ts`).
 */
export function resolveAttack(input: AttackInput, dice: Dice): AttackResult | CombatRefusal {
  if (input.settings?.powers === 'ALPHA') return resolveAlphaAttack(input, dice);
  return resolve(input, dice, new StepLog());
}

/** One attack while it resolves: what the input and settings decide, and what each phase has found so far. */
interface Attack {
  readonly input: AttackInput;
  readonly dice: Dice;
  readonly log: StepLog;
  readonly settings: CombatSettings;
  readonly attacker: AttackerInPlay;
  readonly targets: readonly TargetInPlay[];
  readonly close: boolean;
  readonly attackerPowers: number;
  readonly attackerFeats: number;
  readonly purpose: AttackPurpose;
  readonly damageMode: DamageMode;
  /** The object used as the weapon, else null (a held object is not used for 0 or no damage in close combat). */
  readonly object: ObjectWeaponRule | null;
  /** One result per target, in the order of `targets`. */
  readonly results: TargetResult[];
  /** Each target's powers as bits, looked up once. */
  readonly targetPowers: number[];
  /** Made on the first roll (`withRoll`); most attacks roll only the attack roll. */
  rolled: RolledDice[] | null;
  attackerShapeChanged: boolean;
  attackValue: number;
}

function resolve(input: AttackInput, dice: Dice, log: StepLog): AttackResult | CombatRefusal {
  const attack = attackToResolve(input, dice, log);
  if ('reason' in attack) return attack;

  // 1. Shape Change on a target: the attack against it may not be made at all.
  if (!shapeChangeOnTargets(attack)) {
    log.add(STEP.ACTION_ENDS);
    return new ResolvedAttack(false, [], attack.rolled ?? [], false, false, 0, attack.results, 0, false, log);
  }
  // 2. Shape Change on the attacker: target defense becomes 0, damage not below 1, not transferable.
  shapeChangeOnAttacker(attack);
  // 3. Attack value (seed 000 feats: modifiers after replacement values, before the roll).
  attack.attackValue = attackValueOf(attack);
  // 4. Defense of each target: replacement values first, then modifiers (seed 000 hindering terrain).
  for (let i = 0; i < attack.targets.length; i++) if (attack.results[i].attacked) attack.results[i].defense = defenseOf(attack, i);
  // 5. The roll: 2d6 + attack against each defense; a 2 always misses, a 12 always hits.
  const rolls = rollTheAttack(attack);
  const hits = checkHits(attack, rolls);
  // 6. The attack's damage after the attacker's own modifiers.
  const attackDamage = hits > 0 && attack.damageMode !== 'NONE' ? damageOfAttack(attack) : 0;
  // 7. Share the damage out (seed 003: one roll, damage split freely among the targets hit).
  const shares = shareDamage(attack, hits, attackDamage);
  if (shares !== null && !Array.isArray(shares)) return shares;
  // 8. Each target hit: its own powers, evasion, reducers, knockback.
  const damageShields = damageToTargets(attack, rolls, attackDamage, shares);
  // 9. What the attack costs the attacker.
  return costToAttacker(attack, rolls, attackDamage, damageShields);
}

/** The attack the input describes, with its settings, powers, feats, purpose and object; or why the rules forbid it. */
function attackToResolve(input: AttackInput, dice: Dice, log: StepLog): Attack | CombatRefusal {
  const settings: CombatSettings = input.settings ? { ...DEFAULT_COMBAT_SETTINGS, ...input.settings } : DEFAULT_COMBAT_SETTINGS;
  const attacker = input.attacker;
  const attackerPowers = attacker && attacker.click ? powerBits(attacker) : 0;
  const attackerFeats = attacker ? featBits(attacker) : 0;
  const objectRule = input.object ? objectWeaponRule(input.object.rules ?? settings.objectRules, input.object.weight) : undefined;
  const refusal = refusalBeforeRolling(input, settings, attackerPowers, attackerFeats, objectRule);
  if (refusal) return refusal;

  const purpose = input.purpose ?? 'DAMAGE';
  const damageMode = damageModeOf(input, purpose, attackerFeats, log);
  // Seed 000: a held object must be used in close combat unless the attack deals 0 or no damage.
  const objectUsed = objectRule !== undefined && (input.kind === 'RANGED' || damageMode === 'NORMAL');
  return {
    input,
    dice,
    log,
    settings,
    attacker,
    targets: input.targets,
    close: input.kind === 'CLOSE',
    attackerPowers,
    attackerFeats,
    purpose,
    damageMode,
    object: objectUsed ? objectRule : null,
    results: new Array<TargetResult>(input.targets.length),
    targetPowers: [],
    rolled: null,
    attackerShapeChanged: false,
    attackValue: 0,
  };
}

/** Phase 9: 1 damage to the attacker for each critical miss and for a Hay-Maker, beside its targets' Damage Shields; a used object is destroyed. */
function costToAttacker(attack: Attack, rolls: AttackRolls, attackDamage: number, damageShields: number): ResolvedAttack {
  const { log } = attack;
  let damageToAttacker = damageShields;
  let criticalHit = false;
  let criticalMiss = false;
  for (const roll of rolls.attackRolls) {
    if (roll.criticalHit) criticalHit = true;
    if (roll.criticalMiss) {
      criticalMiss = true;
      damageToAttacker += 1;
    }
  }
  if (attack.attackerFeats & FEAT_HAY_MAKER) {
    damageToAttacker += 1;
    log.add(STEP.HAY_MAKER_COST);
  }
  const objectDestroyed = attack.object !== null;
  if (objectDestroyed) log.add(STEP.OBJECT_DESTROYED);
  const rolled = attack.rolled ?? [];
  return new ResolvedAttack(true, rolls.attackRolls, rolled, criticalHit, criticalMiss, attackDamage, attack.results, damageToAttacker, objectDestroyed, log);
}

/** A capture or rescue deals no damage; Disarm deals 0; otherwise the input's mode (normal by default). */
function damageModeOf(input: AttackInput, purpose: AttackPurpose, attackerFeats: number, log: StepLog): DamageMode {
  if (purpose !== 'DAMAGE') {
    log.add(purpose === 'CAPTURE' ? STEP.CAPTURE : STEP.RESCUE);
    return 'NONE';
  }
  if (attackerFeats & FEAT_DISARM) return 'ZERO';
  return input.damageMode ?? 'NORMAL';
}

/** A target's result before the attack roll: attacked or not, its printed defense, nothing dealt yet. */
function untouchedResult(target: TargetInPlay, attacked: boolean): TargetResult {
  return {
    targetId: target.id,
    attacked,
    attackTotal: null,
    defense: target.click.defense,
    hit: false,
    criticalHit: false,
    evaded: false,
    damageAssigned: 0,
    damageDealt: 0,
    damageRecipientId: target.id,
    knockback: 0,
    knockbackDamage: 0,
    bloodRageEarned: false,
    damageValueReduction: 0,
    captured: false,
    rescued: false,
  };
}

/** Phase 1: each target's powers, and whether a Shape Change fools the attacker out of attacking it. True when any target is attacked. */
function shapeChangeOnTargets(attack: Attack): boolean {
  const { targets, dice, log } = attack;
  let anyAttacked = false;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    const powers = powerBits(t);
    attack.targetPowers.push(powers);
    let attacked = true;
    if (powers & POWER_BIT.SHAPE_CHANGE) {
      let seenThrough = false;
      if (attack.attackerPowers & POWER_BIT.SUPER_SENSES) {
        const seen = dice.d6();
        attack.rolled = withRoll(attack.rolled, { purpose: `Super Senses against ${t.id}'s Shape Change`, faces: [seen] });
        seenThrough = seen >= FIVE_OR_SIX;
        log.addAboutWithNumber(seenThrough ? STEP.SHAPE_CHANGE_SEEN : STEP.SHAPE_CHANGE_NOT_SEEN, t.id, seen);
      }
      if (!seenThrough) {
        const fool = dice.d6();
        attack.rolled = withRoll(attack.rolled, { purpose: `${t.id} Shape Change`, faces: [fool] });
        attacked = fool < FIVE_OR_SIX;
        log.addAboutWithNumber(attacked ? STEP.SHAPE_CHANGE_NOT_FOOLED : STEP.SHAPE_CHANGE_FOOLED, t.id, fool);
      }
    }
    if (attacked) anyAttacked = true;
    attack.results[i] = untouchedResult(t, attacked);
  }
  return anyAttacked;
}

/** Phase 2: an attacker with Shape Change rolls; on a 5 or 6 its Shape Change takes effect. */
function shapeChangeOnAttacker(attack: Attack): void {
  if (!(attack.attackerPowers & POWER_BIT.SHAPE_CHANGE)) return;
  const face = attack.dice.d6();
  attack.rolled = withRoll(attack.rolled, { purpose: 'attacker Shape Change', faces: [face] });
  attack.attackerShapeChanged = face >= FIVE_OR_SIX;
  attack.log.addNumber(attack.attackerShapeChanged ? STEP.SHAPE_CHANGE_ATTACK : STEP.SHAPE_CHANGE_ATTACK_NONE, face);
}

/** Phase 3: the attacker's attack value after its feats and powers, the modifiers held to the cap. */
function attackValueOf(attack: Attack): number {
  const { attacker, attackerFeats, log } = attack;
  let attackValue = attacker.click.attack;
  log.addNumber(STEP.ATTACK_VALUE, attackValue);
  if (attackerFeats !== 0) attackValue = attackValueAfterFeats(attack, attackValue);
  if (!attack.close && attack.attackerPowers & POWER_BIT.BATTLE_FURY) {
    attackValue -= 2;
    log.addNumbers(STEP.BATTLE_FURY_ATTACK, -2, attackValue);
  }
  const cap = attack.settings.modifierCap;
  const baseAttack = attacker.click.attack;
  if (cap !== null && cappedValue(baseAttack, attackValue - baseAttack, cap) !== attackValue) {
    const modifiers = attackValue - baseAttack;
    attackValue = cappedValue(baseAttack, modifiers, cap);
    log.addNumbers(STEP.ATTACK_MODIFIER_CAP, modifiers, attackValue);
  }
  return attackValue;
}

/** The attack value after All-Out, Ambush, Hay-Maker, Disarm and Dive Bomb. */
function attackValueAfterFeats(attack: Attack, value: number): number {
  const { attacker, attackerFeats, log } = attack;
  let attackValue = value;
  if (attackerFeats & FEAT_ALL_OUT) {
    attackValue += 2;
    log.addNumbers(STEP.ALL_OUT_ATTACK, 2, attackValue);
  }
  if (attackerFeats & FEAT_AMBUSH) {
    if (attacker.inHinderingTerrain) {
      attackValue += 2;
      log.addNumbers(STEP.AMBUSH, 2, attackValue);
    } else {
      log.add(STEP.AMBUSH_NOT_APPLIED);
    }
  }
  if (attackerFeats & FEAT_HAY_MAKER) {
    attackValue -= 1;
    log.addNumbers(STEP.HAY_MAKER_ATTACK, -1, attackValue);
  }
  if (attackerFeats & FEAT_DISARM) {
    attackValue -= 2;
    log.addNumbers(STEP.DISARM_ATTACK, -2, attackValue);
  }
  if (attackerFeats & FEAT_DIVE_BOMB && attacker.altitude === 'SOARING' && attack.targets[0].altitude !== 'SOARING') {
    attackValue -= 2;
    log.addNumbers(STEP.DIVE_BOMB, -2, attackValue);
  }
  return attackValue;
}

/** Phase 4: the defense of target `i`: replacement values (Defend, Shape Change) first, then its modifiers held to the cap. */
function defenseOf(attack: Attack, i: number): number {
  const { log } = attack;
  const t = attack.targets[i];
  const id = t.id;
  let defense = t.click.defense;
  const defend = t.adjacentFriendlyDefendDefense;
  if (defend !== undefined && defend > defense) {
    log.addAboutWithNumbers(STEP.DEFEND, id, defend, defense);
    defense = defend;
  }
  if (attack.attackerShapeChanged) {
    defense = 0;
    log.addAbout(STEP.SHAPE_CHANGE_DEFENSE_ZERO, id);
  }
  const replacedDefense = defense;
  defense = defenseAfterModifiers(attack, i, defense);
  const cap = attack.settings.modifierCap;
  if (cap !== null && cappedValue(replacedDefense, defense - replacedDefense, cap) !== Math.max(0, defense)) {
    const modifiers = defense - replacedDefense;
    defense = cappedValue(replacedDefense, modifiers, cap);
    log.addAboutWithNumbers(STEP.DEFENSE_MODIFIER_CAP, id, modifiers, defense);
  }
  return defense < 0 ? 0 : defense;
}

/** Target `i`'s defense after its powers, hindering terrain, All-Out, a capture or rescue and the table's extra modifiers. */
function defenseAfterModifiers(attack: Attack, i: number, replaced: number): number {
  const { close, log, settings } = attack;
  const t = attack.targets[i];
  const id = t.id;
  const powers = attack.targetPowers[i];
  let defense = replaced;
  if (close && powers & POWER_BIT.COMBAT_REFLEXES) {
    defense += 2;
    log.addAboutWithNumbers(STEP.COMBAT_REFLEXES, id, 2, defense);
  }
  if (!close && powers & POWER_BIT.ENERGY_SHIELD_DEFLECTION) {
    defense += 2;
    log.addAboutWithNumbers(STEP.ENERGY_SHIELD, id, 2, defense);
  }
  if (!close && t.lineOfFireCrossesHinderingTerrain) {
    defense += 1;
    log.addAboutWithNumbers(STEP.HINDERING, id, 1, defense);
  }
  if (t.feats !== undefined && featBits(t) & FEAT_ALL_OUT) {
    defense -= 2;
    log.addAboutWithNumbers(STEP.ALL_OUT_DEFENSE, id, -2, defense);
  }
  if (attack.purpose === 'CAPTURE') {
    defense += settings.captureDefenseBonus;
    log.addAboutWithNumbers(STEP.CAPTURE_DEFENSE, id, settings.captureDefenseBonus, defense);
  }
  if (attack.purpose === 'RESCUE' && (t.captives ?? 0) > 0) {
    const captives = t.captives ?? 0;
    defense += captives;
    log.addAboutWithNumbers(STEP.RESCUE_DEFENSE, id, captives, defense);
  }
  const extras = t.extraDefenseModifiers;
  if (extras) {
    for (const extra of extras) {
      defense += extra.amount;
      log.record(STEP.EXTRA_DEFENSE, id, extra.name, extra.amount, defense, 0);
    }
  }
  return defense;
}

/** The attack rolls made: none (an automatic hit), one shared, or one per target attacked. */
interface AttackRolls {
  readonly attackRolls: AttackRollResult[];
  /** The one roll against every target; null for an automatic hit or when each target is rolled for. */
  readonly shared: AttackRollResult | null;
  /** When each target is rolled for: the roll against each (null for a target not attacked); else null. */
  readonly eachTarget: (AttackRollResult | null)[] | null;
}

/** The roll against target `i`, or null when none was rolled (an automatic hit). */
function rollAgainst(rolls: AttackRolls, i: number): AttackRollResult | null {
  return rolls.eachTarget === null ? rolls.shared : rolls.eachTarget[i];
}

/** Phase 5, the roll: none for an automatic hit, one per target when each is rolled for, else one shared roll. */
function rollTheAttack(attack: Attack): AttackRolls {
  const { input, settings, results, targets, log } = attack;
  const count = targets.length;
  if (input.automaticHit) {
    log.add(STEP.AUTOMATIC_HIT);
    return { attackRolls: [], shared: null, eachTarget: null };
  }
  if (settings.multipleTargets === 'ROLL_EACH_FULL_DAMAGE' && count > 1) {
    const attackRolls: AttackRollResult[] = [];
    const eachTarget: (AttackRollResult | null)[] = [];
    for (let i = 0; i < count; i++) {
      if (!results[i].attacked) {
        eachTarget.push(null);
        continue;
      }
      const r = rollAttack(attack, targets[i].id);
      attack.rolled = withRoll(attack.rolled, { purpose: `attack roll against ${targets[i].id}`, faces: [r.dice[0], r.dice[1]] });
      attackRolls.push(r);
      eachTarget.push(r);
    }
    return { attackRolls, shared: null, eachTarget };
  }
  const shared = rollAttack(attack, null);
  attack.rolled = withRoll(attack.rolled, { purpose: 'attack roll', faces: [shared.dice[0], shared.dice[1]] });
  return { attackRolls: [shared], shared, eachTarget: null };
}

/** Phase 5, the hits: each attacked target's total against its defense. Returns how many are hit. */
function checkHits(attack: Attack, rolls: AttackRolls): number {
  let hits = 0;
  for (let i = 0; i < attack.targets.length; i++) {
    const res = attack.results[i];
    if (!res.attacked) continue;
    const r = rollAgainst(rolls, i);
    if (r === null) res.hit = true;
    else checkHit(attack, i, r);
    if (res.hit) hits++;
  }
  return hits;
}

/** Whether roll `r` hits target `i`, after Blood Rage, a shot at a soaring figure, the cap and Improvised Cover. */
function checkHit(attack: Attack, i: number, r: AttackRollResult): void {
  const { log, attackValue } = attack;
  const res = attack.results[i];
  const t = attack.targets[i];
  let total = r.total;
  if (attack.close && attack.attackerFeats & FEAT_BLOOD_RAGE && t.bloodRageEarned) {
    total += 1;
    log.addAboutWithNumber(STEP.BLOOD_RAGE_ATTACK, t.id, total);
  }
  if (shotAtSoaring(attack.input, attack.settings, t)) {
    total += 2;
    log.addAboutWithNumber(STEP.SHOT_AT_SOARING, t.id, total);
  }
  const cap = attack.settings.modifierCap;
  if (cap !== null && total !== r.total) {
    // The modifiers against this target join those already in the attack value, under one cap.
    const baseAttack = attack.attacker.click.attack;
    const modifiers = attackValue - baseAttack + total - r.total;
    const capped = r.total - attackValue + cappedValue(baseAttack, modifiers, cap);
    if (capped !== total) {
      total = capped;
      log.addNumbers(STEP.ATTACK_MODIFIER_CAP, modifiers, total - (r.total - attackValue));
    }
  }
  res.attackTotal = total;
  res.criticalHit = r.criticalHit;
  res.hit = r.criticalMiss ? false : r.criticalHit || total >= res.defense;
  if (res.hit && !r.criticalHit && t.feats !== undefined && featBits(t) & FEAT_IMPROVISED_COVER && total < res.defense + 2) {
    res.defense += 2;
    res.hit = false;
    log.addAboutWithNumber(STEP.IMPROVISED_COVER, t.id, res.defense);
  }
  log.addAboutWithThreeNumbers(STEP.HIT_CHECK, t.id, total, res.defense, res.hit ? 1 : 0);
}

/** Phase 6: the attack's damage: its value (or what replaces it), then the attacker's modifiers held to the cap, at least 0. */
function damageOfAttack(attack: Attack): number {
  const { log } = attack;
  const replacedDamage = damageValueOf(attack);
  let attackDamage = damageAfterModifiers(attack, replacedDamage);
  const extended = attack.input.extendedRangeSquares ?? 0;
  if (extended >= 2) {
    const amount = -Math.floor(extended / 2);
    attackDamage += amount;
    log.addThreeNumbers(STEP.EXTENDED_RANGE, amount, attackDamage, extended);
  }
  const cap = attack.settings.modifierCap;
  if (cap !== null && cappedValue(replacedDamage, attackDamage - replacedDamage, cap) !== Math.max(0, attackDamage)) {
    const modifiers = attackDamage - replacedDamage;
    attackDamage = cappedValue(replacedDamage, modifiers, cap);
    log.addNumbers(STEP.DAMAGE_MODIFIER_CAP, modifiers, attackDamage);
  }
  return attackDamage < 0 ? 0 : attackDamage;
}

/** The damage before modifiers: 0 (Disarm, a 0-damage attack), a thrown object's, or the damage value (Blades/Claws/Fangs, Exploit Weakness). */
function damageValueOf(attack: Attack): number {
  const { log, close, attackerPowers, object } = attack;
  if (attack.damageMode === 'ZERO') {
    log.add(attack.attackerFeats & FEAT_DISARM ? STEP.DISARM_DAMAGE : STEP.ZERO_DAMAGE);
    return 0;
  }
  if (object !== null && !close && object.thrownFixedDamage != null) {
    log.record(STEP.THROWN_OBJECT, '', object.weight, object.thrownFixedDamage, 0, 0);
    return object.thrownFixedDamage;
  }
  let damage = attack.attacker.click.damage;
  log.addNumber(STEP.DAMAGE_VALUE, damage);
  if (close && attackerPowers & POWER_BIT.BLADES_CLAWS_FANGS) {
    damage = attack.dice.d6();
    attack.rolled = withRoll(attack.rolled, { purpose: 'Blades/Claws/Fangs damage', faces: [damage] });
    log.addNumber(STEP.BLADES, damage);
  }
  if (close && attackerPowers & POWER_BIT.EXPLOIT_WEAKNESS && damage > 3) {
    damage = 3;
    log.add(STEP.EXPLOIT_WEAKNESS_CAP);
  }
  return damage;
}

/** The damage after Battle Fury, Hay-Maker, the object, Close and Ranged Combat Expert. */
function damageAfterModifiers(attack: Attack, replaced: number): number {
  const { log, close, attackerPowers, object } = attack;
  let attackDamage = replaced;
  if (attackerPowers & POWER_BIT.BATTLE_FURY) {
    attackDamage += 1;
    log.addNumbers(STEP.BATTLE_FURY_DAMAGE, 1, attackDamage);
  }
  if (attack.attackerFeats & FEAT_HAY_MAKER) {
    attackDamage += 2;
    log.addNumbers(STEP.HAY_MAKER_DAMAGE, 2, attackDamage);
  }
  if (object !== null && close) {
    attackDamage += object.closeCombatDamageBonus;
    log.record(STEP.OBJECT_CLOSE, '', object.weight, object.closeCombatDamageBonus, attackDamage, 0);
  } else if (object !== null && object.thrownFixedDamage === null) {
    attackDamage += object.thrownDamageBonus;
    log.record(STEP.OBJECT_THROWN, '', object.weight, object.thrownDamageBonus, attackDamage, 0);
  }
  if (close && attackerPowers & POWER_BIT.CLOSE_COMBAT_EXPERT && attackDamage !== 0) {
    attackDamage += 2;
    log.addNumbers(STEP.CLOSE_COMBAT_EXPERT, 2, attackDamage);
  }
  if (!close && attackerPowers & POWER_BIT.RANGED_COMBAT_EXPERT) {
    if (attackDamage === 0) log.add(STEP.RCE_NOT_ON_ZERO);
    else if (object !== null) log.add(STEP.RCE_NOT_WITH_OBJECT);
    else if (attack.targets.length > 1) log.add(STEP.RCE_NOT_MULTIPLE);
    else {
      attackDamage += 2;
      log.addNumbers(STEP.RANGED_COMBAT_EXPERT, 2, attackDamage);
    }
  }
  return attackDamage;
}

/** Phase 7: with several targets hit by one shared roll, each hit target's share of the damage (null: each takes it all). */
function shareDamage(attack: Attack, hits: number, attackDamage: number): number[] | CombatRefusal | null {
  if (attack.damageMode === 'NONE' || hits <= 1 || attack.settings.multipleTargets !== 'SHARED_ROLL_SPLIT_DAMAGE') return null;
  const hitIds: string[] = [];
  for (const res of attack.results) if (res.hit) hitIds.push(res.targetId);
  const split = splitDamage(attack.input, hitIds, attackDamage);
  if (Array.isArray(split)) attack.log.addSplit(hitIds, split);
  return split;
}

/** Phase 8: each target hit in turn: evasion, then its damage, Disarm, a capture or rescue, Damage Shield. Returns the damage its Damage Shields deal the attacker. */
function damageToTargets(attack: Attack, rolls: AttackRolls, attackDamage: number, shares: number[] | null): number {
  const { log, close } = attack;
  let damageToAttacker = 0;
  let hitIndex = -1;
  for (let i = 0; i < attack.targets.length; i++) {
    const res = attack.results[i];
    if (!res.hit) continue;
    hitIndex++;
    const t = attack.targets[i];
    const targetFeats = t.feats === undefined ? 0 : featBits(t);
    const allOut = (targetFeats & FEAT_ALL_OUT) !== 0;
    res.evaded = evades(attack, i, allOut);
    if (res.evaded) continue;
    const r = rollAgainst(rolls, i);
    const critical = r !== null && r.criticalHit;
    if (attack.damageMode !== 'NONE') {
      dealDamage(attack, i, r, shares !== null ? shares[hitIndex] : attackDamage, allOut);
    } else if (critical) {
      res.damageDealt = 1;
      log.addAbout(STEP.CRITICAL_NO_DAMAGE, t.id);
    }
    if (attack.attackerFeats & FEAT_DISARM) {
      res.damageValueReduction = 2;
      log.addAbout(STEP.DISARM, t.id);
    }
    if (attack.purpose === 'CAPTURE') res.captured = true;
    if (attack.purpose === 'RESCUE') res.rescued = true;
    if (close && targetFeats & FEAT_DAMAGE_SHIELD && res.damageRecipientId === t.id) {
      damageToAttacker += 1;
      log.addAbout(STEP.DAMAGE_SHIELD, t.id);
    }
  }
  return damageToAttacker;
}

/** Whether target `i` evades the hit with Super Senses (not while going All-Out). */
function evades(attack: Attack, i: number, allOut: boolean): boolean {
  if (!(attack.targetPowers[i] & POWER_BIT.SUPER_SENSES)) return false;
  const id = attack.targets[i].id;
  if (allOut) {
    attack.log.addAbout(STEP.EVASION_ALL_OUT, id);
    return false;
  }
  const face = attack.dice.d6();
  attack.rolled = withRoll(attack.rolled, { purpose: `${id} Super Senses`, faces: [face] });
  const evaded = face >= FIVE_OR_SIX;
  attack.log.addAboutWithNumbers(STEP.SUPER_SENSES, id, face, evaded ? 1 : 0);
  return evaded;
}

/** The damage dealt to target `i` (or the friend its Mastermind passes it to) from `assigned`, then knockback and Blood Rage. */
function dealDamage(attack: Attack, i: number, r: AttackRollResult | null, assigned: number, allOut: boolean): void {
  const { log, settings, close } = attack;
  const res = attack.results[i];
  const t = attack.targets[i];
  const critical = r !== null && r.criticalHit;
  res.damageAssigned = assigned;
  log.addAboutWithNumber(STEP.DAMAGE_TO_TARGET, t.id, assigned);
  const beforeReduction = damageBeforeReduction(attack, t, assigned, critical);
  const recipient = damageRecipient(attack, t, allOut);
  res.damageRecipientId = recipient.id;
  const recipientPowers = recipient === t ? attack.targetPowers[i] : powerBits(recipient);
  let damage = beforeReduction > 0 ? reducedDamage(attack, recipient.id, recipientPowers, beforeReduction) : beforeReduction;
  if (beforeReduction >= 1 && damage < 1) damage = flooredDamage(attack, recipient.id, damage);
  if (critical && !settings.criticalHitBonusReducible) {
    damage += 1;
    log.addAboutWithNumber(STEP.CRITICAL_NOT_REDUCED, recipient.id, damage);
  }
  if (recipient === t && damage >= 1 && shotAtSoaring(attack.input, settings, t)) {
    damage += 1;
    log.addAboutWithNumber(STEP.SOARING_TARGET_DAMAGE, t.id, damage);
  }
  res.damageDealt = damage;
  log.addAboutWithNumber(STEP.DAMAGE_DEALT, recipient.id, damage);
  if (recipient === t && damage > 0) knockBack(attack, i, r, damage);
  if (close && attack.attackerFeats & FEAT_BLOOD_RAGE && recipient === t && damage > 0) {
    res.bloodRageEarned = true;
    log.addAbout(STEP.BLOOD_RAGE_EARNED, t.id);
  }
}

/** The damage a target is dealt before reducers: its share after Enhancement, a soaring attacker and a reducible critical, at least 0. */
function damageBeforeReduction(attack: Attack, t: TargetInPlay, assigned: number, critical: boolean): number {
  const { log, attacker, close } = attack;
  let damage = assigned;
  if (!close && attacker.adjacentFriendlyEnhancement) {
    damage += 1;
    log.addAboutWithNumber(STEP.ENHANCEMENT, t.id, damage);
  }
  if (!close && attacker.altitude === 'SOARING' && t.altitude !== 'SOARING' && !isBig(t)) {
    damage -= 1;
    log.addAboutWithNumber(STEP.SOARING_ATTACKER, t.id, damage);
  }
  if (critical && attack.settings.criticalHitBonusReducible) {
    damage += 1;
    log.addAboutWithNumber(STEP.CRITICAL_REDUCIBLE, t.id, damage);
  }
  return damage < 0 ? 0 : damage;
}

/** Who takes the damage: the target, or the friend its Mastermind passes it to (not while All-Out, nor against a Shape Changed attacker). */
function damageRecipient(attack: Attack, t: TargetInPlay, allOut: boolean): Combatant {
  if (!t.mastermindTo) return t;
  if (allOut) {
    attack.log.addAbout(STEP.MASTERMIND_ALL_OUT, t.id);
    return t;
  }
  if (attack.attackerShapeChanged) {
    attack.log.addAbout(STEP.MASTERMIND_SHAPE_CHANGE, t.id);
    return t;
  }
  attack.log.addAboutNamed(STEP.MASTERMIND, t.id, t.mastermindTo.id);
  return t.mastermindTo;
}

/** The damage after the recipient's reducer (Impervious, Invulnerability, Toughness), which penetrating damage passes. */
function reducedDamage(attack: Attack, recipientId: string, recipientPowers: number, damage: number): number {
  const { log, close, attackerPowers } = attack;
  const reducer =
    recipientPowers & POWER_BIT.IMPERVIOUS
      ? 'Impervious'
      : recipientPowers & POWER_BIT.INVULNERABILITY
        ? 'Invulnerability'
        : recipientPowers & POWER_BIT.TOUGHNESS
          ? 'Toughness'
          : null;
  if (reducer === null) return damage;
  const penetrating = close ? (attackerPowers & POWER_BIT.EXPLOIT_WEAKNESS) !== 0 : (attackerPowers & POWER_BIT.PSYCHIC_BLAST) !== 0;
  if (penetrating) {
    log.addAboutNamed(close ? STEP.PENETRATING_CLOSE : STEP.PENETRATING_RANGED, recipientId, reducer);
    return damage;
  }
  if (reducer === 'Impervious') {
    const face = attack.dice.d6();
    attack.rolled = withRoll(attack.rolled, { purpose: `${recipientId} Impervious`, faces: [face] });
    const reduced = face >= FIVE_OR_SIX ? 0 : Math.max(0, damage - 4);
    log.addAboutWithNumbers(STEP.IMPERVIOUS, recipientId, face, reduced);
    return reduced;
  }
  if (reducer === 'Invulnerability') {
    const reduced = Math.max(0, damage - 3);
    log.addAboutWithNumber(STEP.INVULNERABILITY, recipientId, reduced);
    return reduced;
  }
  const reduced = Math.max(0, damage - 1);
  log.addAboutWithNumber(STEP.TOUGHNESS, recipientId, reduced);
  return reduced;
}

/** Damage reduced below 1 stays at 1 for Super Strength in close combat, Armour Piercing or a Shape Changed attacker. */
function flooredDamage(attack: Attack, recipientId: string, damage: number): number {
  const floor = superStrengthClose(attack)
    ? STEP.FLOOR_SUPER_STRENGTH
    : attack.attackerFeats & FEAT_ARMOUR_PIERCING
      ? STEP.FLOOR_ARMOUR_PIERCING
      : attack.attackerShapeChanged
        ? STEP.FLOOR_SHAPE_CHANGE
        : -1;
  if (floor === -1) return damage;
  attack.log.addAbout(floor, recipientId);
  return 1;
}

/** Super Strength in a close combat attack that deals normal damage: the damage floor and knockback. */
function superStrengthClose(attack: Attack): boolean {
  return attack.close && attack.damageMode === 'NORMAL' && (attack.attackerPowers & POWER_BIT.SUPER_STRENGTH) !== 0;
}

/** Knockback of target `i`, dealt `damage` by a roll of doubles (or Super Strength in close combat), and the damage where its path stops. */
function knockBack(attack: Attack, i: number, r: AttackRollResult | null, damage: number): void {
  const { log } = attack;
  const t = attack.targets[i];
  const res = attack.results[i];
  const doubles = r !== null && r.dice[0] === r.dice[1] && !r.criticalMiss;
  const strong = superStrengthClose(attack);
  if (!attack.settings.knockback || !(doubles || strong)) return;
  if (isBig(t)) {
    log.addAbout(STEP.NO_KNOCKBACK_BIG, t.id);
    return;
  }
  res.knockback = damage;
  log.addAboutWithNumber(strong && !doubles ? STEP.KNOCKBACK_SUPER_STRENGTH : STEP.KNOCKBACK, t.id, damage);
  const stop = t.knockbackStop;
  if (stop !== undefined) {
    res.knockbackDamage = knockbackDamage(stop, t.altitude, attack.targetPowers[i]);
    log.record(STEP.KNOCKBACK_DAMAGE, t.id, stop, res.knockbackDamage, 0, 0);
  }
}
