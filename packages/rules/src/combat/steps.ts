import type { RuleStep, StepSource } from './combat.types';

/**
 * Rule steps of an attack, recorded compactly: a step kind and the few ids and numbers its text
 * needs, written into a reused log while the attack resolves. The `RuleStep`s with their
 * sentences are built from a result's own copy of the log only when its `steps` are read (or the
 * result is written with `JSON.stringify`), so resolving an attack builds no text.
 */

/** The values one recorded step holds; its kind says how they read. */
export interface StepValues {
  /** The character the step is about ('' when none). */
  readonly who: string;
  /** A name the text needs (object weight, recipient id, modifier name), else ''. */
  readonly detail: string;
  readonly n1: number;
  readonly n2: number;
  readonly n3: number;
}

/** How one kind of step reads: fixed rule/source/name and a sentence built from the step's values. */
interface StepKind {
  readonly rule: string;
  readonly source: StepSource;
  /** Null: the name is the step's `detail` (a modifier the table added under its own name). */
  readonly name: string | null;
  readonly describe: (step: StepValues) => string;
}

/** A step kind as the table below writes it: a fixed sentence or one built from the step's values. */
function kind(rule: string, source: StepSource, name: string | null, describe: string | ((step: StepValues) => string)): StepKind {
  return { rule, source, name, describe: typeof describe === 'string' ? () => describe : describe };
}

/** "+2", "0", "-1": a modifier as the step texts print it. */
function signed(amount: number): string {
  return `${amount > 0 ? '+' : ''}${amount}`;
}

/** An attack value modifier: n1 the amount, n2 the attack value after it. */
const attackModifier = (source: StepSource, name: string, why: string) =>
  kind('ATTACK_MODIFIER', source, name, (s) => `${signed(s.n1)} attack ${why}: ${s.n2}`);
/** A defense modifier of target `who`: n1 the amount, n2 the defense after it. */
const defenseModifier = (source: StepSource, name: string | null, why: string) =>
  kind('DEFENSE_MODIFIER', source, name, (s) => `${s.who} ${signed(s.n1)} defense ${why}: ${s.n2}`);
/** A damage modifier of the attack: n1 the amount, n2 the damage after it. */
const damageModifier = (source: StepSource, name: string, why: string | ((s: StepValues) => string)) =>
  kind('DAMAGE_MODIFIER', source, name, (s) => `${signed(s.n1)} damage ${typeof why === 'string' ? why : why(s)}: ${s.n2}`);
const FLOOR_TEXT = (s: StepValues) => `damage may not be reduced below 1: ${s.who} takes 1`;
function attackRollText(label: string, s: StepValues): string {
  const roll = s.n1 + s.n2;
  return `${label}: rolled ${s.n1}+${s.n2} = ${roll}; ${s.n3} + ${roll} = ${s.n3 + roll}`;
}
const PURPOSE_TEXT = 'the attack deals no damage; a hit takes or frees a captive';

/** How each step kind `resolveAttack` records reads; `who` is a character id, n1..n3 numbers, `detail` a name. */
const STEP_KINDS = {
  CAPTURE: kind('CAPTURE', 'RULE', 'Capture', PURPOSE_TEXT),
  RESCUE: kind('RESCUE', 'RULE', 'Rescue', PURPOSE_TEXT),
  // n1: the face rolled
  SHAPE_CHANGE_SEEN: kind('SHAPE_CHANGE_SEEN_THROUGH', 'POWER', 'Super Senses', (s) => `rolled ${s.n1}: ${s.who}'s Shape Change does not affect the attacker`),
  SHAPE_CHANGE_NOT_SEEN: kind('SHAPE_CHANGE_SEEN_THROUGH', 'POWER', 'Super Senses', (s) => `rolled ${s.n1}: not seen through; ${s.who} rolls for Shape Change`),
  SHAPE_CHANGE_FOOLED: kind(
    'SHAPE_CHANGE_DEFENSE',
    'POWER',
    'Shape Change',
    (s) => `${s.who} rolled ${s.n1}: the attacker is fooled, the attack against ${s.who} is not made`,
  ),
  SHAPE_CHANGE_NOT_FOOLED: kind('SHAPE_CHANGE_DEFENSE', 'POWER', 'Shape Change', (s) => `${s.who} rolled ${s.n1}: the attacker is not fooled`),
  ACTION_ENDS: kind('ACTION_ENDS', 'RULE', 'Shape Change', 'no target can be attacked: the attacker takes an action token and its action ends'),
  SHAPE_CHANGE_ATTACK: kind(
    'SHAPE_CHANGE_ATTACK',
    'POWER',
    'Shape Change',
    (s) => `rolled ${s.n1}: target defense is 0, damage may not be reduced below 1 or transferred`,
  ),
  SHAPE_CHANGE_ATTACK_NONE: kind('SHAPE_CHANGE_ATTACK', 'POWER', 'Shape Change', (s) => `rolled ${s.n1}: no effect`),

  ATTACK_VALUE: kind('ATTACK_VALUE', 'RULE', 'Attack value', (s) => `attack value ${s.n1}`),
  ALL_OUT_ATTACK: attackModifier('FEAT', 'All-Out', '(and -2 defense, no damage-evading powers)'),
  AMBUSH: attackModifier('FEAT', 'Ambush', 'for close combat from hindering terrain'),
  AMBUSH_NOT_APPLIED: kind('ATTACK_MODIFIER', 'FEAT', 'Ambush', 'not applied: the attacker is not in hindering terrain'),
  HAY_MAKER_ATTACK: attackModifier('FEAT', 'Hay-Maker', 'for a Hay-Maker'),
  DISARM_ATTACK: attackModifier('FEAT', 'Disarm', 'to disarm'),
  DIVE_BOMB: attackModifier('FEAT', 'Dive Bomb', 'diving from soaring at a grounded character'),
  BATTLE_FURY_ATTACK: attackModifier('POWER', 'Battle Fury', 'on a ranged attack'),

  // n1: the friend's defense, n2: the target's own
  DEFEND: kind('DEFENSE_REPLACEMENT', 'POWER', 'Defend', (s) => `${s.who} uses an adjacent friend's defense ${s.n1} instead of ${s.n2}`),
  SHAPE_CHANGE_DEFENSE_ZERO: kind('DEFENSE_REPLACEMENT', 'POWER', 'Shape Change', (s) => `${s.who} defense becomes 0`),
  COMBAT_REFLEXES: defenseModifier('POWER', 'Combat Reflexes', 'against close combat'),
  ENERGY_SHIELD: defenseModifier('POWER', 'Energy Shield/Deflection', 'against ranged combat'),
  HINDERING: defenseModifier('RULE', 'Hindering terrain', 'for a line of fire through hindering terrain'),
  ALL_OUT_DEFENSE: defenseModifier('FEAT', 'All-Out', 'while going All-Out'),
  CAPTURE_DEFENSE: defenseModifier('RULE', 'Capture', 'against a capture'),
  RESCUE_DEFENSE: defenseModifier('RULE', 'Rescue', 'for its captives'),
  /** detail: the modifier's name. */
  EXTRA_DEFENSE: defenseModifier('RULE', null, ''),

  // n1, n2: the dice; n3: the attack value
  ATTACK_ROLL: kind('ATTACK_ROLL', 'RULE', 'Attack roll', (s) => attackRollText('attack roll', s)),
  /** One roll per target: who is the target. */
  ATTACK_ROLL_AGAINST: kind('ATTACK_ROLL', 'RULE', 'Attack roll', (s) => attackRollText(`attack roll against ${s.who}`, s)),
  CRITICAL_MISS: kind('CRITICAL_MISS', 'RULE', 'Critical miss', 'two 1s: the attack misses and the attacker takes 1 unavoidable damage'),
  CRITICAL_HIT: kind('CRITICAL_HIT', 'RULE', 'Critical hit', 'two 6s: the attack hits every target and deals 1 more damage to each'),
  AUTOMATIC_HIT: kind('AUTOMATIC_HIT', 'RULE', 'Automatic hit', 'no attack roll: every target is hit'),
  BLOOD_RAGE_ATTACK: kind('ATTACK_MODIFIER', 'FEAT', 'Blood Rage', (s) => `+1 attack against ${s.who}, already damaged in close combat: ${s.n1}`),
  IMPROVISED_COVER: kind('DEFENSE_MODIFIER', 'FEAT', 'Improvised Cover', (s) => `${s.who} takes +2 defense after the roll: ${s.n1}`),
  // n1: the total, n2: the defense, n3: 1 for a hit
  HIT_CHECK: kind('HIT_CHECK', 'RULE', 'Attack against defense', (s) => `${s.n1} against ${s.who} defense ${s.n2}: ${s.n3 ? 'hit' : 'miss'}`),

  DISARM_DAMAGE: kind('DAMAGE_VALUE', 'FEAT', 'Disarm', 'the attack deals 0 damage'),
  ZERO_DAMAGE: kind('DAMAGE_VALUE', 'RULE', '0 damage', 'the attack deals 0 damage'),
  /** detail: the object's weight. */
  THROWN_OBJECT: kind('DAMAGE_VALUE', 'RULE', 'Thrown object', (s) => `a thrown ${s.detail.toLowerCase()} object deals ${s.n1}`),
  DAMAGE_VALUE: kind('DAMAGE_VALUE', 'RULE', 'Damage value', (s) => `damage value ${s.n1}`),
  BLADES: kind('DAMAGE_VALUE', 'POWER', 'Blades/Claws/Fangs', (s) => `rolled ${s.n1}: that is the damage instead of the damage value`),
  EXPLOIT_WEAKNESS_CAP: kind('DAMAGE_VALUE', 'POWER', 'Exploit Weakness', 'damage reduced to 3'),
  BATTLE_FURY_DAMAGE: damageModifier('POWER', 'Battle Fury', ''),
  HAY_MAKER_DAMAGE: damageModifier('FEAT', 'Hay-Maker', 'for a Hay-Maker'),
  /** detail: the object's weight. */
  OBJECT_CLOSE: damageModifier('RULE', 'Object', (s) => `with a ${s.detail.toLowerCase()} object`),
  /** detail: the object's weight. */
  OBJECT_THROWN: damageModifier('RULE', 'Object', (s) => `thrown ${s.detail.toLowerCase()} object`),
  CLOSE_COMBAT_EXPERT: damageModifier('POWER', 'Close Combat Expert', ''),
  RANGED_COMBAT_EXPERT: damageModifier('POWER', 'Ranged Combat Expert', ''),
  RCE_NOT_ON_ZERO: kind('DAMAGE_MODIFIER', 'POWER', 'Ranged Combat Expert', 'not applied to 0 damage'),
  RCE_NOT_WITH_OBJECT: kind('DAMAGE_MODIFIER', 'POWER', 'Ranged Combat Expert', 'not applied: an object is the weapon'),
  RCE_NOT_MULTIPLE: kind('DAMAGE_MODIFIER', 'POWER', 'Ranged Combat Expert', 'not applied: more than one target'),
  /** n3: the extra squares. */
  EXTENDED_RANGE: damageModifier('FEAT', 'Extended Range', (s) => `for ${s.n3} extra squares of range`),
  /** Recorded with `recordSplit`: the ids of the targets hit and their shares. */
  DAMAGE_SPLIT: kind('DAMAGE_SPLIT', 'RULE', 'Multiple targets', (s) => s.detail),

  EVASION_ALL_OUT: kind('EVASION', 'FEAT', 'All-Out', (s) => `${s.who} cannot use Super Senses while going All-Out`),
  // n1: the face, n2: 1 when evaded
  SUPER_SENSES: kind('EVASION', 'POWER', 'Super Senses', (s) => `${s.who} rolled ${s.n1}: ${s.n2 ? 'evades the attack' : 'does not evade'}`),
  CRITICAL_NO_DAMAGE: kind('CRITICAL_HIT', 'RULE', 'Critical hit', (s) => `an attack that deals no damage still deals ${s.who} 1 unavoidable damage`),
  DAMAGE_TO_TARGET: kind('DAMAGE_TO_TARGET', 'RULE', 'Damage', (s) => `${s.who} is dealt ${s.n1}`),
  ENHANCEMENT: kind('DAMAGE_MODIFIER', 'POWER', 'Enhancement', (s) => `+1 damage to ${s.who} from an adjacent friend: ${s.n1}`),
  SOARING_ATTACKER: kind('DAMAGE_MODIFIER', 'RULE', 'Soaring attacker', (s) => `-1 damage against a character below: ${s.n1}`),
  CRITICAL_REDUCIBLE: kind('CRITICAL_HIT', 'RULE', 'Critical hit', (s) => `+1 damage to ${s.who}: ${s.n1}`),
  MASTERMIND_ALL_OUT: kind('EVASION', 'FEAT', 'All-Out', (s) => `${s.who} cannot use Mastermind while going All-Out`),
  MASTERMIND_SHAPE_CHANGE: kind('EVASION', 'POWER', 'Shape Change', (s) => `${s.who} cannot pass the damage on with Mastermind`),
  /** detail: the recipient's id. */
  MASTERMIND: kind('EVASION', 'POWER', 'Mastermind', (s) => `${s.who} passes the damage to ${s.detail}`),
  /** who: the recipient; detail: the reducer it has. */
  PENETRATING_CLOSE: kind('DAMAGE_REDUCTION', 'POWER', 'Exploit Weakness', (s) => `penetrating damage: ${s.who}'s ${s.detail} does not reduce it`),
  PENETRATING_RANGED: kind('DAMAGE_REDUCTION', 'POWER', 'Psychic Blast', (s) => `penetrating damage: ${s.who}'s ${s.detail} does not reduce it`),
  // n1: the face, n2: the damage after it
  IMPERVIOUS: kind('DAMAGE_REDUCTION', 'POWER', 'Impervious', (s) => `${s.who} rolled ${s.n1}: ${s.n1 >= 5 ? 'damage reduced to 0' : `-4 damage: ${s.n2}`}`),
  INVULNERABILITY: kind('DAMAGE_REDUCTION', 'POWER', 'Invulnerability', (s) => `${s.who} -3 damage: ${s.n1}`),
  TOUGHNESS: kind('DAMAGE_REDUCTION', 'POWER', 'Toughness', (s) => `${s.who} -1 damage: ${s.n1}`),
  FLOOR_SUPER_STRENGTH: kind('DAMAGE_FLOOR', 'POWER', 'Super Strength', FLOOR_TEXT),
  FLOOR_ARMOUR_PIERCING: kind('DAMAGE_FLOOR', 'FEAT', 'Armour Piercing', FLOOR_TEXT),
  FLOOR_SHAPE_CHANGE: kind('DAMAGE_FLOOR', 'POWER', 'Shape Change', FLOOR_TEXT),
  CRITICAL_NOT_REDUCED: kind('CRITICAL_HIT', 'RULE', 'Critical hit', (s) => `+1 damage to ${s.who}, not reduced: ${s.n1}`),
  DAMAGE_DEALT: kind('DAMAGE_DEALT', 'RULE', 'Damage dealt', (s) => `${s.who} takes ${s.n1}`),
  NO_KNOCKBACK_BIG: kind('KNOCKBACK', 'RULE', 'Knockback', (s) => `${s.who} is giant or colossal and is not knocked back`),
  KNOCKBACK: kind('KNOCKBACK', 'RULE', 'Knockback', (s) => `${s.who} is knocked back ${s.n1} square(s)`),
  KNOCKBACK_SUPER_STRENGTH: kind('KNOCKBACK', 'POWER', 'Super Strength', (s) => `${s.who} is knocked back ${s.n1} square(s)`),
  /** detail: what stopped the path; n1: the damage after reducers. */
  KNOCKBACK_DAMAGE: kind(
    'KNOCKBACK',
    'RULE',
    'Knockback damage',
    (s) => `${s.who} is stopped by ${s.detail.toLowerCase().replace(/_/g, ' ')}: ${s.n1} knockback damage`,
  ),
  // HorrorClix (seed 004): modifiers to a value total at most ±3; n1 the modifiers' sum, n2 the value after the cap.
  ATTACK_MODIFIER_CAP: kind('MODIFIER_CAP', 'RULE', 'Modifier cap', (s) => `attack modifiers ${signed(s.n1)} held to the cap: attack value ${s.n2}`),
  DEFENSE_MODIFIER_CAP: kind('MODIFIER_CAP', 'RULE', 'Modifier cap', (s) => `${s.who} defense modifiers ${signed(s.n1)} held to the cap: defense ${s.n2}`),
  DAMAGE_MODIFIER_CAP: kind('MODIFIER_CAP', 'RULE', 'Modifier cap', (s) => `damage modifiers ${signed(s.n1)} held to the cap: damage ${s.n2}`),
  SHOT_AT_SOARING: kind('ATTACK_MODIFIER', 'RULE', 'Shooting at a soaring figure', (s) => `+2 attack against ${s.who}, soaring, from the ground: ${s.n1}`),
  SOARING_TARGET_DAMAGE: kind(
    'DAMAGE_MODIFIER',
    'RULE',
    'Shooting at a soaring figure',
    (s) => `+1 unpreventable damage to ${s.who}, which drops to hovering: ${s.n1}`,
  ),
  BLOOD_RAGE_EARNED: kind('BLOOD_RAGE', 'FEAT', 'Blood Rage', (s) => `+1 attack against ${s.who} in close combat for the rest of the game`),
  DISARM: kind('DISARM', 'FEAT', 'Disarm', (s) => `${s.who}'s damage value is reduced by 2 (not below 0)`),
  DAMAGE_SHIELD: kind('DAMAGE_SHIELD', 'FEAT', 'Damage Shield', (s) => `${s.who} deals the attacker 1 damage that cannot be reduced`),
  HAY_MAKER_COST: kind('HAY_MAKER_COST', 'FEAT', 'Hay-Maker', 'the attacker takes 1 unavoidable damage after the action'),
  OBJECT_DESTROYED: kind('OBJECT_DESTROYED', 'RULE', 'Object', 'the object is destroyed, hit or miss'),
} as const;

/** Every step kind, in the table's order: a step's number is its index here. */
const KINDS: readonly StepKind[] = Object.freeze(Object.values(STEP_KINDS));
// The log keeps a step's kind in the low 8 bits of its header (see `StepLog`).
if (KINDS.length > 0xff + 1) throw new Error('too many step kinds for the log header');

/** The number of each step kind, as `StepLog` records it: `STEP.ATTACK_ROLL` and so on. */
export const STEP = Object.freeze(Object.fromEntries(Object.keys(STEP_KINDS).map((name, index) => [name, index]))) as {
  readonly [Name in keyof typeof STEP_KINDS]: number;
};

// ---------------------------------------------------------------------------------------------
// The step log. A step is written into the log's array as a header (its kind, plus one bit for
// each of who, detail, n1, n2, n3 it holds) followed by just those values: a value left out reads
// as '' (who, detail) or 0 (n1..n3), which is what `record` would have written. A resolved attack
// keeps its log's array (`entries`) and turns it into `RuleStep`s only when read (`stepsFromLog`).
// Each resolution makes its own log, so an attack resolved inside another (a damage split chooser
// may resolve one) writes into a log of its own.

const HAS_WHO = 1 << 8;
const HAS_DETAIL = 1 << 9;
const HAS_N1 = 1 << 10;
const HAS_N2 = 1 << 11;
const HAS_N3 = 1 << 12;
const KIND_MASK = 0xff;
/** n1 and n2 are in the header (8 bits each above PACK_SHIFT, offset by PACK_OFFSET), not in slots. */
const PACKED = 1 << 13;
const PACK_SHIFT = 14;
const PACK_OFFSET = 128;

/**
 * The header bits holding n1 and n2 when both are whole numbers from -128 to 127 (nearly every
 * step: dice, values, modifiers), else -1. -0 packs as 0, which reads the same in every text.
 */
function packed(n1: number, n2: number): number {
  // Values come from the input unchecked in places (settings, extra modifiers): only numbers pack.
  if (typeof n1 !== 'number' || typeof n2 !== 'number') return -1;
  const a = n1 + PACK_OFFSET;
  const b = n2 + PACK_OFFSET;
  if (a >>> 0 !== a || b >>> 0 !== b || a > 0xff || b > 0xff) return -1;
  return PACKED | (a << PACK_SHIFT) | (b << (PACK_SHIFT + 8));
}

/**
 * The rule steps of one resolution, in order, recorded compactly. Made by the caller of a
 * resolution and passed to each of its phases; the result keeps `entries` and builds the steps'
 * sentences from it only when they are read. The methods are named for the values a step holds:
 * `about` a character (`who`), `named` (`detail`), with one, two or three numbers (n1..n3).
 */
export class StepLog {
  /** The recorded steps in the compact form `stepsFromLog` reads. */
  readonly entries: unknown[] = [];

  /** Records one step with every value (any of them may be given as '' or 0). */
  record(kind: number, who: string, detail: string, n1: number, n2: number, n3: number): void {
    this.entries.push(kind | HAS_WHO | HAS_DETAIL | HAS_N1 | HAS_N2 | HAS_N3, who, detail, n1, n2, n3);
  }

  /** Records a step that holds no values. */
  add(kind: number): void {
    this.entries.push(kind);
  }

  /** Records a step with one number (n1). */
  addNumber(kind: number, n1: number): void {
    this.addNumbers(kind, n1, 0);
  }

  /** Records a step with two numbers (n1, n2). */
  addNumbers(kind: number, n1: number, n2: number): void {
    const pack = packed(n1, n2);
    if (pack !== -1) this.entries.push(kind | pack);
    else this.entries.push(kind | HAS_N1 | HAS_N2, n1, n2);
  }

  /** Records a step with three numbers (n1, n2, n3). */
  addThreeNumbers(kind: number, n1: number, n2: number, n3: number): void {
    const pack = packed(n1, n2);
    if (pack !== -1) this.entries.push(kind | pack | HAS_N3, n3);
    else this.entries.push(kind | HAS_N1 | HAS_N2 | HAS_N3, n1, n2, n3);
  }

  /** Records a step about character `who`, with no numbers. */
  addAbout(kind: number, who: string): void {
    this.entries.push(kind | HAS_WHO, who);
  }

  /** Records a step about character `who` with one number (n1). */
  addAboutWithNumber(kind: number, who: string, n1: number): void {
    this.addAboutWithNumbers(kind, who, n1, 0);
  }

  /** Records a step about character `who` with two numbers (n1, n2). */
  addAboutWithNumbers(kind: number, who: string, n1: number, n2: number): void {
    const pack = packed(n1, n2);
    if (pack !== -1) this.entries.push(kind | HAS_WHO | pack, who);
    else this.entries.push(kind | HAS_WHO | HAS_N1 | HAS_N2, who, n1, n2);
  }

  /** Records a step about character `who` with three numbers (n1, n2, n3). */
  addAboutWithThreeNumbers(kind: number, who: string, n1: number, n2: number, n3: number): void {
    const pack = packed(n1, n2);
    if (pack !== -1) this.entries.push(kind | HAS_WHO | pack | HAS_N3, who, n3);
    else this.entries.push(kind | HAS_WHO | HAS_N1 | HAS_N2 | HAS_N3, who, n1, n2, n3);
  }

  /** Records a step about character `who` that names `detail` (a recipient, a reducer). */
  addAboutNamed(kind: number, who: string, detail: string): void {
    this.entries.push(kind | HAS_WHO | HAS_DETAIL, who, detail);
  }

  /** Records how the damage was split among the targets hit: "id share, id share". */
  addSplit(ids: readonly string[], shares: readonly number[]): void {
    // The sentence is built lazily like the others: keep the ids and shares in the who/detail slots.
    this.entries.push(STEP.DAMAGE_SPLIT | HAS_WHO | HAS_DETAIL, ids, shares);
  }
}

/** Turns a compact log into the `RuleStep`s it records, with their sentences. */
export function stepsFromLog(log: readonly unknown[]): RuleStep[] {
  const steps: RuleStep[] = [];
  let at = 0;
  while (at < log.length) {
    const header = log[at++] as number;
    const kindNumber = header & KIND_MASK;
    const kindOf = KINDS[kindNumber];
    const who = header & HAS_WHO ? log[at++] : '';
    const detail = header & HAS_DETAIL ? log[at++] : '';
    let n1 = header & HAS_N1 ? (log[at++] as number) : 0;
    let n2 = header & HAS_N2 ? (log[at++] as number) : 0;
    if (header & PACKED) {
      n1 = ((header >>> PACK_SHIFT) & 0xff) - PACK_OFFSET;
      n2 = ((header >>> (PACK_SHIFT + 8)) & 0xff) - PACK_OFFSET;
    }
    const n3 = header & HAS_N3 ? (log[at++] as number) : 0;
    let values: StepValues;
    if (kindNumber === STEP.DAMAGE_SPLIT) {
      const ids = who as readonly string[];
      const shares = detail as readonly number[];
      let text = '';
      for (let i = 0; i < ids.length; i++) text += `${i === 0 ? '' : ', '}${ids[i]} ${shares[i]}`;
      values = { who: '', detail: text, n1: 0, n2: 0, n3: 0 };
    } else {
      values = { who: who as string, detail: detail as string, n1, n2, n3 };
    }
    steps.push({
      rule: kindOf.rule,
      source: kindOf.source,
      name: kindOf.name === null ? values.detail : kindOf.name,
      effect: kindOf.describe(values),
    });
  }
  return steps;
}
