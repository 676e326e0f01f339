import type { Dice } from '../dice/types';
import { resolveAlphaAttack } from './alpha-attack';
import type {
  AttackInput,
  AttackResult,
  AttackRollResult,
  CombatRefusal,
  CombatSettings,
  Combatant,
  DamageMode,
  KnockbackStop,
  RolledDice,
  RuleStep,
  TargetInPlay,
  TargetResult,
} from './combat.types';
import { objectWeaponRule, TELEKINESIS_THROW_RANGE, type ObjectWeaponRule } from './objects';
import { POWER_BIT as P, halveRoundUp, powerBits } from './powers';
import { refuse } from './refusal';
import {
  recordSplit,
  recordStep,
  rewindSteps,
  STEP,
  step0,
  stepMark,
  stepN,
  stepNN,
  stepNNN,
  stepsFromLog,
  stepW,
  stepWD,
  stepWN,
  stepWNN,
  stepWNNN,
  takeSteps,
} from './steps';

// Performance notes (see bench/rules.bench.mjs): the hot path looks powers and feats up once into
// bit sets, records steps compactly (a kind and a few values in a reused log, `steps.ts`) and builds
// their sentences only when `steps` is read, and avoids closures, spreads and regular expressions.

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

/** A value after its modifiers, their sum held to ±`cap` (null: not held) and the value to 0 or more. */
function cappedValue(replaced: number, modifiers: number, cap: number | null): number {
  const held = cap === null ? modifiers : Math.max(-cap, Math.min(cap, modifiers));
  return Math.max(0, replaced + held);
}

/** A Super Senses or Impervious evasion succeeds on 5 or 6; so does a Shape Change roll. */
const FIVE_OR_SIX = 5;

// The feats of an attack as bits (see `featBits`).
const F_ALL_OUT = 1;
const F_AMBUSH = 2;
const F_ARMOUR_PIERCING = 4;
const F_BLOOD_RAGE = 8;
const F_HAY_MAKER = 16;
const F_IMPROVISED_COVER = 32;
const F_EXTENDED_RANGE = 64;
const F_DAMAGE_SHIELD = 128;
const F_DISARM = 256;
const F_DIVE_BOMB = 512;

function featBit(feat: string): number {
  switch (feat) {
    case 'ALL_OUT':
      return F_ALL_OUT;
    case 'AMBUSH':
      return F_AMBUSH;
    case 'ARMOUR_PIERCING':
      return F_ARMOUR_PIERCING;
    case 'BLOOD_RAGE':
      return F_BLOOD_RAGE;
    case 'HAY_MAKER':
      return F_HAY_MAKER;
    case 'IMPROVISED_COVER':
      return F_IMPROVISED_COVER;
    case 'EXTENDED_RANGE':
      return F_EXTENDED_RANGE;
    case 'DAMAGE_SHIELD':
      return F_DAMAGE_SHIELD;
    case 'DISARM':
      return F_DISARM;
    case 'DIVE_BOMB':
      return F_DIVE_BOMB;
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
    else if (attackerPowers & P.SUPER_STRENGTH) range = objectRule.throwRangeWithSuperStrength;
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
  const reduction = powers & P.IMPERVIOUS ? 4 : powers & P.INVULNERABILITY ? 3 : powers & P.TOUGHNESS ? 1 : 0;
  return Math.max(0, damage - reduction);
}

/** Everything the rules forbid before a die is rolled; null when the attack may be made. */
function refusalBeforeRolling(
  input: AttackInput,
  settings: CombatSettings,
  attackerPowers: number,
  attackerFeats: number,
  objectRule: ObjectWeaponRule | undefined,
): CombatRefusal | null {
  const { attacker, targets, kind } = input;
  if (!attacker || !Array.isArray(targets) || (kind !== 'CLOSE' && kind !== 'RANGED') || !validClick(attacker)) {
    return refuse('INVALID_INPUT', 'an attack needs a kind (CLOSE or RANGED), an attacker with whole-number values and a list of targets');
  }
  if (targets.length === 0) return refuse('NO_TARGETS', 'an attack needs at least one target');
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (!validClick(t) || !isWholeNumber(t.distance)) {
      return refuse('INVALID_INPUT', `target ${String(t?.id)} needs whole-number combat values and a distance`);
    }
    if (t.id === attacker.id) return refuse('TARGET_IS_ATTACKER', 'a character may never target itself with an attack');
    for (let j = 0; j < i; j++) if (targets[j].id === t.id) return refuse('DUPLICATE_TARGET', `${t.id} is targeted more than once`);
  }
  const extended = input.extendedRangeSquares ?? 0;
  if (!isWholeNumber(extended)) return refuse('INVALID_INPUT', 'extended range squares must be a whole number');
  if (input.purpose === 'CAPTURE') {
    if (kind !== 'CLOSE') return refuse('CAPTURE_IS_CLOSE_COMBAT', 'a capture is made with a close combat attack');
    if (attacker.hasCaptive) return refuse('ALREADY_HAS_CAPTIVE', 'a controller may have only one captive');
  }

  // Hay-Maker and Disarm are actions the player chooses; the other feats simply apply where they can.
  if (kind !== 'CLOSE') {
    if (attackerFeats & F_HAY_MAKER) return refuse('FEAT_NEEDS_CLOSE_COMBAT', 'HAY_MAKER is used with a close combat attack');
    if (attackerFeats & F_DISARM) return refuse('FEAT_NEEDS_CLOSE_COMBAT', 'DISARM is used with a close combat attack');
  }
  if (kind === 'CLOSE' && attackerFeats & F_AMBUSH && attacker.inHinderingTerrain && !(attackerPowers & P.STEALTH)) {
    return refuse('FEAT_PREREQUISITE_MISSING', 'Ambush needs Stealth showing on the dial');
  }
  if (extended > 0) {
    if (!(attackerFeats & F_EXTENDED_RANGE)) {
      return refuse('FEAT_PREREQUISITE_MISSING', 'extending the range needs the Extended Range feat');
    }
    if (kind !== 'RANGED') return refuse('FEAT_NEEDS_RANGED_COMBAT', 'Extended Range works on ranged combat attacks');
    if (extended > attacker.click.damage) {
      return refuse('EXTENDED_RANGE_TOO_FAR', `range may grow by at most the unmodified damage value ${attacker.click.damage}`);
    }
  }

  if (input.object) {
    if (!objectRule) {
      return refuse('OBJECT_NOT_IN_TABLE', `there is no ${input.object.weight} object in the ${input.object.rules ?? settings.objectRules} table`);
    }
    const strong = (attackerPowers & P.SUPER_STRENGTH) !== 0;
    if (input.object.viaTelekinesis) {
      if (kind !== 'RANGED' || !(attackerPowers & P.TELEKINESIS)) {
        return refuse('OBJECT_NEEDS_SUPER_STRENGTH', 'attacking with an object by Telekinesis needs Telekinesis and a ranged attack');
      }
    } else if (!strong && (objectRule.needsSuperStrength || (kind === 'RANGED' && objectRule.throwRange === null))) {
      return refuse('OBJECT_NEEDS_SUPER_STRENGTH', `a ${objectRule.weight} object needs Super Strength`);
    }
    if (kind === 'RANGED' && targets.length > 1) return refuse('OBJECT_SINGLE_TARGET', 'an object is thrown at a single character');
  }

  if (kind === 'CLOSE') {
    if (targets.length > 1) return refuse('CLOSE_COMBAT_SINGLE_TARGET', 'a close combat attack has one target');
    const target = targets[0];
    // Seed 000 Plasticity: close combat out to the range value, or 4 squares when the range is smaller.
    const reach = attackerPowers & P.PLASTICITY ? Math.max(attacker.range ?? 0, 4) : 1;
    if (target.distance > reach) return refuse('NOT_ADJACENT', `${target.id} is ${target.distance} squares away; close combat reaches ${reach}`);
    const attackerSoars = attacker.altitude === 'SOARING';
    const targetSoars = target.altitude === 'SOARING';
    if (attackerSoars && !targetSoars) {
      if (!(attackerFeats & F_DIVE_BOMB)) {
        return refuse('CANNOT_REACH_ALTITUDE', 'a soaring character reaches grounded characters in close combat only with Dive Bomb');
      }
      if (attacker.movement !== 'WING') {
        return refuse('FEAT_PREREQUISITE_MISSING', 'Dive Bomb only works for characters that can fly');
      }
    }
    if (!attackerSoars && targetSoars && !(attackerPowers & P.LEAP_CLIMB)) {
      return refuse('CANNOT_REACH_ALTITUDE', 'a soaring target is out of close combat reach without Leap/Climb');
    }
  } else {
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
  }

  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (!t.mastermindTo) continue;
    if (!(powerBits(t) & P.MASTERMIND)) {
      return refuse('MASTERMIND_NOT_SHOWING', `${t.id} passes damage on only with Mastermind showing`);
    }
    const giver = t.pointValue;
    const taker = t.mastermindTo.pointValue;
    if (giver === undefined || taker === undefined || !(taker < giver)) {
      return refuse('MASTERMIND_RECIPIENT_NOT_LOWER', 'Mastermind passes damage only to a friend with a lower point value');
    }
  }

  if (input.damageSplit && typeof input.damageSplit === 'object') {
    for (const [id, share] of Object.entries(input.damageSplit)) {
      if (!isTargetId(targets, id) || !isWholeNumber(share)) {
        return refuse('INVALID_DAMAGE_SPLIT', `a damage share must be a whole number for a target of this attack (${id})`);
      }
    }
  }
  return null;
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

/** One 2d6 attack roll against `attackValue` (against one target, or null for the shared roll), recorded in the step log; the caller records its dice (`withRoll`). */
function rollAttack(dice: Dice, attackValue: number, againstId: string | null): AttackRollResult {
  const pair = dice.roll2d6();
  const a = pair[0];
  const b = pair[1];
  rolledA = a;
  rolledB = b;
  const roll = a + b;
  const criticalHit = a === 6 && b === 6;
  const criticalMiss = a === 1 && b === 1;
  if (againstId === null) stepNNN(STEP.ATTACK_ROLL, a, b, attackValue);
  else stepWNNN(STEP.ATTACK_ROLL_AGAINST, againstId, a, b, attackValue);
  if (criticalMiss) step0(STEP.CRITICAL_MISS);
  if (criticalHit) step0(STEP.CRITICAL_HIT);
  return { dice: pair, roll, total: attackValue + roll, criticalHit, criticalMiss };
}

/** The faces of the last `rollAttack`, for the caller's `rolled` entry. */
let rolledA = 0;
let rolledB = 0;

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
    log: readonly unknown[],
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
    this.#steps = log;
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
  const mark = stepMark();
  try {
    return resolve(input, dice, mark);
  } finally {
    rewindSteps(mark);
  }
}

function resolve(input: AttackInput, dice: Dice, mark: number): AttackResult | CombatRefusal {
  const settings: CombatSettings = input.settings ? { ...DEFAULT_COMBAT_SETTINGS, ...input.settings } : DEFAULT_COMBAT_SETTINGS;
  const attacker = input.attacker;
  const kind = input.kind;
  const attackerPowers = attacker && attacker.click ? powerBits(attacker) : 0;
  const attackerFeats = attacker ? featBits(attacker) : 0;
  const object = input.object;
  const objectRule = object ? objectWeaponRule(object.rules ?? settings.objectRules, object.weight) : undefined;
  const refusal = refusalBeforeRolling(input, settings, attackerPowers, attackerFeats, objectRule);
  if (refusal) return refusal;

  const close = kind === 'CLOSE';
  // Made on the first roll (`withRoll`); most attacks roll only the attack roll.
  let rolled: RolledDice[] | null = null;

  const purpose = input.purpose ?? 'DAMAGE';
  let damageMode: DamageMode = input.damageMode ?? 'NORMAL';
  if (purpose !== 'DAMAGE') {
    damageMode = 'NONE';
    step0(purpose === 'CAPTURE' ? STEP.CAPTURE : STEP.RESCUE);
  } else if (attackerFeats & F_DISARM) {
    damageMode = 'ZERO';
  }
  // Seed 000: a held object must be used in close combat unless the attack deals 0 or no damage.
  const objectUsed = objectRule !== undefined && (kind === 'RANGED' || damageMode === 'NORMAL');

  // 1. Shape Change on a target: the attack against it may not be made at all.
  const targets = input.targets;
  const count = targets.length;
  // Sized once: the list holds exactly one result per target.
  const results: TargetResult[] = new Array<TargetResult>(count);
  // Each target's powers, looked up once: the first target's in a local, the others' in a list.
  let firstPowers = 0;
  let otherPowers: number[] | null = null;
  let anyAttacked = false;
  for (let i = 0; i < count; i++) {
    const t = targets[i];
    const powers = powerBits(t);
    if (i === 0) firstPowers = powers;
    else if (otherPowers === null) otherPowers = [powers];
    else otherPowers.push(powers);
    let attacked = true;
    if (powers & P.SHAPE_CHANGE) {
      let seenThrough = false;
      if (attackerPowers & P.SUPER_SENSES) {
        const seenPurpose = `Super Senses against ${t.id}'s Shape Change`;
        const seen = dice.d6();
        rolled = withRoll(rolled, { purpose: seenPurpose, faces: [seen] });
        seenThrough = seen >= FIVE_OR_SIX;
        stepWN(seenThrough ? STEP.SHAPE_CHANGE_SEEN : STEP.SHAPE_CHANGE_NOT_SEEN, t.id, seen);
      }
      if (!seenThrough) {
        const foolPurpose = `${t.id} Shape Change`;
        const fool = dice.d6();
        rolled = withRoll(rolled, { purpose: foolPurpose, faces: [fool] });
        attacked = fool < FIVE_OR_SIX;
        stepWN(attacked ? STEP.SHAPE_CHANGE_NOT_FOOLED : STEP.SHAPE_CHANGE_FOOLED, t.id, fool);
      }
    }
    if (attacked) anyAttacked = true;
    results[i] = {
      targetId: t.id,
      attacked,
      attackTotal: null,
      defense: t.click.defense,
      hit: false,
      criticalHit: false,
      evaded: false,
      damageAssigned: 0,
      damageDealt: 0,
      damageRecipientId: t.id,
      knockback: 0,
      knockbackDamage: 0,
      bloodRageEarned: false,
      damageValueReduction: 0,
      captured: false,
      rescued: false,
    };
  }
  if (!anyAttacked) {
    step0(STEP.ACTION_ENDS);
    return new ResolvedAttack(false, [], rolled ?? [], false, false, 0, results, 0, false, takeSteps(mark));
  }

  // 2. Shape Change on the attacker: target defense becomes 0, damage not below 1, not transferable.
  let attackerShapeChanged = false;
  if (attackerPowers & P.SHAPE_CHANGE) {
    const facePurpose = 'attacker Shape Change';
    const face = dice.d6();
    rolled = withRoll(rolled, { purpose: facePurpose, faces: [face] });
    attackerShapeChanged = face >= FIVE_OR_SIX;
    stepN(attackerShapeChanged ? STEP.SHAPE_CHANGE_ATTACK : STEP.SHAPE_CHANGE_ATTACK_NONE, face);
  }

  // 3. Attack value (seed 000 feats: modifiers after replacement values, before the roll).
  let attackValue = attacker.click.attack;
  stepN(STEP.ATTACK_VALUE, attackValue);
  if (attackerFeats !== 0) {
    if (attackerFeats & F_ALL_OUT) {
      attackValue += 2;
      stepNN(STEP.ALL_OUT_ATTACK, 2, attackValue);
    }
    if (attackerFeats & F_AMBUSH) {
      if (attacker.inHinderingTerrain) {
        attackValue += 2;
        stepNN(STEP.AMBUSH, 2, attackValue);
      } else {
        step0(STEP.AMBUSH_NOT_APPLIED);
      }
    }
    if (attackerFeats & F_HAY_MAKER) {
      attackValue -= 1;
      stepNN(STEP.HAY_MAKER_ATTACK, -1, attackValue);
    }
    if (attackerFeats & F_DISARM) {
      attackValue -= 2;
      stepNN(STEP.DISARM_ATTACK, -2, attackValue);
    }
    if (attackerFeats & F_DIVE_BOMB && attacker.altitude === 'SOARING' && targets[0].altitude !== 'SOARING') {
      attackValue -= 2;
      stepNN(STEP.DIVE_BOMB, -2, attackValue);
    }
  }
  if (!close && attackerPowers & P.BATTLE_FURY) {
    attackValue -= 2;
    stepNN(STEP.BATTLE_FURY_ATTACK, -2, attackValue);
  }
  const cap = settings.modifierCap;
  const baseAttack = attacker.click.attack;
  if (cap !== null && cappedValue(baseAttack, attackValue - baseAttack, cap) !== attackValue) {
    const modifiers = attackValue - baseAttack;
    attackValue = cappedValue(baseAttack, modifiers, cap);
    stepNN(STEP.ATTACK_MODIFIER_CAP, modifiers, attackValue);
  }

  // 4. Defense of each target: replacement values first, then modifiers (seed 000 hindering terrain).
  for (let i = 0; i < count; i++) {
    const res = results[i];
    if (!res.attacked) continue;
    const t = targets[i];
    const id = t.id;
    const powers = i === 0 ? firstPowers : otherPowers![i - 1];
    let defense = t.click.defense;
    const defend = t.adjacentFriendlyDefendDefense;
    if (defend !== undefined && defend > defense) {
      stepWNN(STEP.DEFEND, id, defend, defense);
      defense = defend;
    }
    if (attackerShapeChanged) {
      defense = 0;
      stepW(STEP.SHAPE_CHANGE_DEFENSE_ZERO, id);
    }
    // Replacement values first, then the modifiers (held to the cap below).
    const replacedDefense = defense;
    if (close && powers & P.COMBAT_REFLEXES) {
      defense += 2;
      stepWNN(STEP.COMBAT_REFLEXES, id, 2, defense);
    }
    if (!close && powers & P.ENERGY_SHIELD_DEFLECTION) {
      defense += 2;
      stepWNN(STEP.ENERGY_SHIELD, id, 2, defense);
    }
    if (!close && t.lineOfFireCrossesHinderingTerrain) {
      defense += 1;
      stepWNN(STEP.HINDERING, id, 1, defense);
    }
    if (t.feats !== undefined && featBits(t) & F_ALL_OUT) {
      defense -= 2;
      stepWNN(STEP.ALL_OUT_DEFENSE, id, -2, defense);
    }
    if (purpose === 'CAPTURE') {
      defense += settings.captureDefenseBonus;
      stepWNN(STEP.CAPTURE_DEFENSE, id, settings.captureDefenseBonus, defense);
    }
    if (purpose === 'RESCUE' && (t.captives ?? 0) > 0) {
      const captives = t.captives ?? 0;
      defense += captives;
      stepWNN(STEP.RESCUE_DEFENSE, id, captives, defense);
    }
    const extras = t.extraDefenseModifiers;
    if (extras) {
      for (const extra of extras) {
        defense += extra.amount;
        recordStep(STEP.EXTRA_DEFENSE, id, extra.name, extra.amount, defense, 0);
      }
    }
    if (cap !== null && cappedValue(replacedDefense, defense - replacedDefense, cap) !== Math.max(0, defense)) {
      const modifiers = defense - replacedDefense;
      defense = cappedValue(replacedDefense, modifiers, cap);
      stepWNN(STEP.DEFENSE_MODIFIER_CAP, id, modifiers, defense);
    }
    if (defense < 0) defense = 0;
    res.defense = defense;
  }

  // 5. The roll: 2d6 + attack against each defense; a 2 always misses, a 12 always hits.
  let attackRolls: AttackRollResult[];
  let sharedRoll: AttackRollResult | null = null;
  // Only when each target is rolled for separately: the roll against each target (null if none).
  let rollFor: (AttackRollResult | null)[] | null = null;
  if (input.automaticHit) {
    attackRolls = [];
    step0(STEP.AUTOMATIC_HIT);
  } else if (settings.multipleTargets === 'ROLL_EACH_FULL_DAMAGE' && count > 1) {
    attackRolls = [];
    rollFor = [];
    for (let i = 0; i < count; i++) {
      if (!results[i].attacked) {
        rollFor.push(null);
        continue;
      }
      const r = rollAttack(dice, attackValue, targets[i].id);
      rolled = withRoll(rolled, { purpose: `attack roll against ${targets[i].id}`, faces: [rolledA, rolledB] });
      attackRolls.push(r);
      rollFor.push(r);
    }
  } else {
    sharedRoll = rollAttack(dice, attackValue, null);
    rolled = withRoll(rolled, { purpose: 'attack roll', faces: [rolledA, rolledB] });
    attackRolls = [sharedRoll];
  }

  let hits = 0;
  for (let i = 0; i < count; i++) {
    const res = results[i];
    if (!res.attacked) continue;
    const r = rollFor === null ? sharedRoll : rollFor[i];
    if (r === null) {
      res.hit = true;
      hits++;
      continue;
    }
    const t = targets[i];
    let total = r.total;
    if (close && attackerFeats & F_BLOOD_RAGE && t.bloodRageEarned) {
      total += 1;
      stepWN(STEP.BLOOD_RAGE_ATTACK, t.id, total);
    }
    if (shotAtSoaring(input, settings, t)) {
      total += 2;
      stepWN(STEP.SHOT_AT_SOARING, t.id, total);
    }
    if (cap !== null && total !== r.total) {
      // The modifiers against this target join those already in the attack value, under one cap.
      const modifiers = attackValue - baseAttack + total - r.total;
      const capped = r.total - attackValue + cappedValue(baseAttack, modifiers, cap);
      if (capped !== total) {
        total = capped;
        stepNN(STEP.ATTACK_MODIFIER_CAP, modifiers, total - (r.total - attackValue));
      }
    }
    res.attackTotal = total;
    res.criticalHit = r.criticalHit;
    res.hit = r.criticalMiss ? false : r.criticalHit || total >= res.defense;
    if (res.hit && !r.criticalHit && t.feats !== undefined && featBits(t) & F_IMPROVISED_COVER && total < res.defense + 2) {
      res.defense += 2;
      res.hit = false;
      stepWN(STEP.IMPROVISED_COVER, t.id, res.defense);
    }
    stepWNNN(STEP.HIT_CHECK, t.id, total, res.defense, res.hit ? 1 : 0);
    if (res.hit) hits++;
  }

  // 6. The attack's damage after the attacker's own modifiers.
  let attackDamage = 0;
  if (hits > 0 && damageMode !== 'NONE') {
    if (damageMode === 'ZERO') {
      step0(attackerFeats & F_DISARM ? STEP.DISARM_DAMAGE : STEP.ZERO_DAMAGE);
    } else if (objectUsed && kind === 'RANGED' && objectRule.thrownFixedDamage != null) {
      attackDamage = objectRule.thrownFixedDamage;
      recordStep(STEP.THROWN_OBJECT, '', objectRule.weight, attackDamage, 0, 0);
    } else {
      attackDamage = attacker.click.damage;
      stepN(STEP.DAMAGE_VALUE, attackDamage);
      if (close && attackerPowers & P.BLADES_CLAWS_FANGS) {
        const rollPurpose = 'Blades/Claws/Fangs damage';
        attackDamage = dice.d6();
        rolled = withRoll(rolled, { purpose: rollPurpose, faces: [attackDamage] });
        stepN(STEP.BLADES, attackDamage);
      }
      if (close && attackerPowers & P.EXPLOIT_WEAKNESS && attackDamage > 3) {
        attackDamage = 3;
        step0(STEP.EXPLOIT_WEAKNESS_CAP);
      }
    }
    const replacedDamage = attackDamage;
    if (attackerPowers & P.BATTLE_FURY) {
      attackDamage += 1;
      stepNN(STEP.BATTLE_FURY_DAMAGE, 1, attackDamage);
    }
    if (attackerFeats & F_HAY_MAKER) {
      attackDamage += 2;
      stepNN(STEP.HAY_MAKER_DAMAGE, 2, attackDamage);
    }
    if (objectUsed) {
      if (close) {
        attackDamage += objectRule.closeCombatDamageBonus;
        recordStep(STEP.OBJECT_CLOSE, '', objectRule.weight, objectRule.closeCombatDamageBonus, attackDamage, 0);
      } else if (objectRule.thrownFixedDamage === null) {
        attackDamage += objectRule.thrownDamageBonus;
        recordStep(STEP.OBJECT_THROWN, '', objectRule.weight, objectRule.thrownDamageBonus, attackDamage, 0);
      }
    }
    if (close && attackerPowers & P.CLOSE_COMBAT_EXPERT && attackDamage !== 0) {
      attackDamage += 2;
      stepNN(STEP.CLOSE_COMBAT_EXPERT, 2, attackDamage);
    }
    if (!close && attackerPowers & P.RANGED_COMBAT_EXPERT) {
      if (attackDamage === 0) step0(STEP.RCE_NOT_ON_ZERO);
      else if (objectUsed) step0(STEP.RCE_NOT_WITH_OBJECT);
      else if (count > 1) step0(STEP.RCE_NOT_MULTIPLE);
      else {
        attackDamage += 2;
        stepNN(STEP.RANGED_COMBAT_EXPERT, 2, attackDamage);
      }
    }
    const extended = input.extendedRangeSquares ?? 0;
    if (extended >= 2) {
      const amount = -Math.floor(extended / 2);
      attackDamage += amount;
      stepNNN(STEP.EXTENDED_RANGE, amount, attackDamage, extended);
    }
    if (cap !== null && cappedValue(replacedDamage, attackDamage - replacedDamage, cap) !== Math.max(0, attackDamage)) {
      const modifiers = attackDamage - replacedDamage;
      attackDamage = cappedValue(replacedDamage, modifiers, cap);
      stepNN(STEP.DAMAGE_MODIFIER_CAP, modifiers, attackDamage);
    }
    if (attackDamage < 0) attackDamage = 0;
  }

  // 7. Share the damage out (seed 003: one roll, damage split freely among the targets hit).
  let shares: number[] | null = null;
  if (damageMode !== 'NONE' && hits > 1 && settings.multipleTargets === 'SHARED_ROLL_SPLIT_DAMAGE') {
    const hitIds: string[] = [];
    for (let i = 0; i < count; i++) if (results[i].hit) hitIds.push(results[i].targetId);
    const split = splitDamage(input, hitIds, attackDamage);
    if (!Array.isArray(split)) return split;
    shares = split;
    recordSplit(hitIds, split);
  }

  // 8. Each target hit: its own powers, evasion, reducers, knockback.
  let damageToAttacker = 0;
  const penetrating = close ? (attackerPowers & P.EXPLOIT_WEAKNESS) !== 0 : (attackerPowers & P.PSYCHIC_BLAST) !== 0;
  const superStrengthClose = close && damageMode === 'NORMAL' && (attackerPowers & P.SUPER_STRENGTH) !== 0;
  let hitIndex = -1;
  for (let i = 0; i < count; i++) {
    const res = results[i];
    if (!res.hit) continue;
    hitIndex++;
    const t = targets[i];
    const id = t.id;
    const powers = i === 0 ? firstPowers : otherPowers![i - 1];
    const r = rollFor === null ? sharedRoll : rollFor[i];
    const critical = r !== null && r.criticalHit;
    const targetFeats = t.feats === undefined ? 0 : featBits(t);
    const allOut = (targetFeats & F_ALL_OUT) !== 0;

    if (powers & P.SUPER_SENSES) {
      if (allOut) {
        stepW(STEP.EVASION_ALL_OUT, id);
      } else {
        const facePurpose = `${id} Super Senses`;
        const face = dice.d6();
        rolled = withRoll(rolled, { purpose: facePurpose, faces: [face] });
        res.evaded = face >= FIVE_OR_SIX;
        stepWNN(STEP.SUPER_SENSES, id, face, res.evaded ? 1 : 0);
      }
    }
    if (res.evaded) continue;

    if (damageMode === 'NONE') {
      if (critical) {
        res.damageDealt = 1;
        stepW(STEP.CRITICAL_NO_DAMAGE, id);
      }
    } else {
      let damage = shares !== null ? shares[hitIndex] : attackDamage;
      res.damageAssigned = damage;
      stepWN(STEP.DAMAGE_TO_TARGET, id, damage);
      if (!close && attacker.adjacentFriendlyEnhancement) {
        damage += 1;
        stepWN(STEP.ENHANCEMENT, id, damage);
      }
      if (!close && attacker.altitude === 'SOARING' && t.altitude !== 'SOARING' && !isBig(t)) {
        damage -= 1;
        stepWN(STEP.SOARING_ATTACKER, id, damage);
      }
      if (critical && settings.criticalHitBonusReducible) {
        damage += 1;
        stepWN(STEP.CRITICAL_REDUCIBLE, id, damage);
      }
      if (damage < 0) damage = 0;
      const beforeReduction = damage;

      let recipient: Combatant = t;
      let recipientPowers = powers;
      if (t.mastermindTo) {
        if (allOut) stepW(STEP.MASTERMIND_ALL_OUT, id);
        else if (attackerShapeChanged) stepW(STEP.MASTERMIND_SHAPE_CHANGE, id);
        else {
          recipient = t.mastermindTo;
          recipientPowers = powerBits(recipient);
          res.damageRecipientId = recipient.id;
          stepWD(STEP.MASTERMIND, id, recipient.id);
        }
      }
      const recipientId = recipient.id;

      if (damage > 0) {
        const reducer =
          recipientPowers & P.IMPERVIOUS
            ? 'Impervious'
            : recipientPowers & P.INVULNERABILITY
              ? 'Invulnerability'
              : recipientPowers & P.TOUGHNESS
                ? 'Toughness'
                : null;
        if (reducer !== null && penetrating) {
          stepWD(close ? STEP.PENETRATING_CLOSE : STEP.PENETRATING_RANGED, recipientId, reducer);
        } else if (reducer === 'Impervious') {
          const facePurpose = `${recipientId} Impervious`;
          const face = dice.d6();
          rolled = withRoll(rolled, { purpose: facePurpose, faces: [face] });
          damage = face >= FIVE_OR_SIX ? 0 : Math.max(0, damage - 4);
          stepWNN(STEP.IMPERVIOUS, recipientId, face, damage);
        } else if (reducer === 'Invulnerability') {
          damage = Math.max(0, damage - 3);
          stepWN(STEP.INVULNERABILITY, recipientId, damage);
        } else if (reducer === 'Toughness') {
          damage = Math.max(0, damage - 1);
          stepWN(STEP.TOUGHNESS, recipientId, damage);
        }
      }
      if (beforeReduction >= 1 && damage < 1) {
        const floor = superStrengthClose
          ? STEP.FLOOR_SUPER_STRENGTH
          : attackerFeats & F_ARMOUR_PIERCING
            ? STEP.FLOOR_ARMOUR_PIERCING
            : attackerShapeChanged
              ? STEP.FLOOR_SHAPE_CHANGE
              : -1;
        if (floor !== -1) {
          damage = 1;
          stepW(floor, recipientId);
        }
      }
      if (critical && !settings.criticalHitBonusReducible) {
        damage += 1;
        stepWN(STEP.CRITICAL_NOT_REDUCED, recipientId, damage);
      }
      if (recipient === t && damage >= 1 && shotAtSoaring(input, settings, t)) {
        damage += 1;
        stepWN(STEP.SOARING_TARGET_DAMAGE, id, damage);
      }
      res.damageDealt = damage;
      stepWN(STEP.DAMAGE_DEALT, recipientId, damage);

      const doubles = r !== null && r.dice[0] === r.dice[1] && !r.criticalMiss;
      if (settings.knockback && recipient === t && damage > 0 && (doubles || superStrengthClose)) {
        if (isBig(t)) {
          stepW(STEP.NO_KNOCKBACK_BIG, id);
        } else {
          res.knockback = damage;
          stepWN(superStrengthClose && !doubles ? STEP.KNOCKBACK_SUPER_STRENGTH : STEP.KNOCKBACK, id, damage);
          const stop = t.knockbackStop;
          if (stop !== undefined) {
            res.knockbackDamage = knockbackDamage(stop, t.altitude, powers);
            recordStep(STEP.KNOCKBACK_DAMAGE, id, stop, res.knockbackDamage, 0, 0);
          }
        }
      }
      if (close && attackerFeats & F_BLOOD_RAGE && recipient === t && damage > 0) {
        res.bloodRageEarned = true;
        stepW(STEP.BLOOD_RAGE_EARNED, id);
      }
    }

    if (attackerFeats & F_DISARM) {
      res.damageValueReduction = 2;
      stepW(STEP.DISARM, id);
    }
    if (purpose === 'CAPTURE') res.captured = true;
    if (purpose === 'RESCUE') res.rescued = true;
    if (close && targetFeats & F_DAMAGE_SHIELD && res.damageRecipientId === id) {
      damageToAttacker += 1;
      stepW(STEP.DAMAGE_SHIELD, id);
    }
  }

  // 9. What the attack costs the attacker.
  let criticalHit = false;
  let criticalMiss = false;
  for (let i = 0; i < attackRolls.length; i++) {
    if (attackRolls[i].criticalHit) criticalHit = true;
    if (attackRolls[i].criticalMiss) {
      criticalMiss = true;
      damageToAttacker += 1;
    }
  }
  if (attackerFeats & F_HAY_MAKER) {
    damageToAttacker += 1;
    step0(STEP.HAY_MAKER_COST);
  }
  if (objectUsed) step0(STEP.OBJECT_DESTROYED);

  return new ResolvedAttack(true, attackRolls, rolled ?? [], criticalHit, criticalMiss, attackDamage, results, damageToAttacker, objectUsed, takeSteps(mark));
}
