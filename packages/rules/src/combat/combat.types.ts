import type { DamageSymbol, DialClick, MovementSymbol } from '../catalogue/character-types';
import type { ObjectSize } from '../catalogue/items';
import type { Refusal } from '../refusal';

/** The two kinds of attack a character can be given (seed 000, "COMBAT"). */
export type AttackKind = 'CLOSE' | 'RANGED';

/** Where a character is in the air: a wing figure hovers or soars, everyone else is grounded. */
export type Altitude = 'GROUNDED' | 'HOVERING' | 'SOARING';

/**
 * What the attack deals (seed 000 "Damage"): NORMAL uses the damage value; ZERO is a power that
 * deals 0 damage (may be modified, crits apply); NONE deals no damage and is never modified.
 */
export type DamageMode = 'NORMAL' | 'ZERO' | 'NONE';

/** Why the attack is made: to hurt, to take a captive, or to free one (seed 000 "Special Movement Actions"). */
export type AttackPurpose = 'DAMAGE' | 'CAPTURE' | 'RESCUE';

/** What caused a rule step: a power on the dial, a feat, or the core rules. */
export type StepSource = 'POWER' | 'FEAT' | 'RULE';

/**
 * One rule applied while resolving, in the order applied, told in words. `resolveAttack` records
 * steps compactly and builds these objects the first time `result.steps` is read.
 */
export interface RuleStep {
  /** Stable code of the rule, e.g. CRITICAL_HIT, DAMAGE_REDUCTION. */
  rule: string;
  source: StepSource;
  /** The power, feat or rule name as a player knows it ("Toughness", "Hay-Maker", "Attack roll"). */
  name: string;
  /** What it did, in words, with the numbers. */
  effect: string;
}

/** The feats from seed 000 that change an attack. */
export type AttackFeat =
  'ALL_OUT' | 'AMBUSH' | 'ARMOUR_PIERCING' | 'BLOOD_RAGE' | 'HAY_MAKER' | 'IMPROVISED_COVER' | 'EXTENDED_RANGE' | 'DAMAGE_SHIELD' | 'DISARM' | 'DIVE_BOMB';

/** Object weight classes (the catalogue's sizes): tokens know LIGHT and HEAVY, Clix Campaign's Basic Weaponry all four. */
export type ObjectWeight = ObjectSize;

/**
 * Which object table applies: the object tokens of "Using Objects as Weapons" (seeds 000 and 003)
 * or the Basic Weaponry list of seed 000.
 */
export type ObjectRules = 'OBJECT_TOKENS' | 'BASIC_WEAPONRY';

/** An object used in this attack (held for close combat, thrown for ranged). */
export interface ObjectInPlay {
  weight: ObjectWeight;
  /** Which table the object comes from; default: the world's `objectRules`. */
  rules?: ObjectRules;
  /** Thrown by Telekinesis: range 10 counted from the object, treated as thrown with Super Strength. */
  viaTelekinesis?: boolean;
}

/** A character as the rules engine sees it in one attack. */
export interface Combatant {
  id: string;
  /** The current click: its four values and the power name shown on each slot. */
  click: DialClick;
  /** Powers the character has from elsewhere (feats, items, team abilities), by name. */
  extraPowers?: readonly string[];
  /** Optional powers the controller has switched off until end of turn. */
  switchedOffPowers?: readonly string[];
  /** Feats in use: for the attacker, those used in this action; for a target, those in effect. */
  feats?: readonly AttackFeat[];
  pointValue?: number;
  /** Range value printed on the base. */
  range?: number;
  /** Lightning bolts: how many targets one ranged attack may have. */
  targets?: number;
  movement?: MovementSymbol;
  damageSymbol?: DamageSymbol;
  altitude?: Altitude;
}

/** The attacker with what the table knows about its surroundings. */
export interface AttackerInPlay extends Combatant {
  /** Adjacent to an opposing character (forbids ranged combat unless hovering). */
  adjacentToOpposing?: boolean;
  /** Occupies hindering terrain (Ambush). */
  inHinderingTerrain?: boolean;
  /** Adjacent to a friendly character with Enhancement showing (ranged only). */
  adjacentFriendlyEnhancement?: boolean;
  /** Already holds a captive (a controller may have only one). */
  hasCaptive?: boolean;
  /** Alpha: adjacent to hindering terrain (Super Strength works in or adjacent to it). */
  adjacentToHinderingTerrain?: boolean;
  /** Alpha: the attack is a MOVE AND ATTACK (Shape Change and Weaken refuse an attacker that moved). */
  movedThisTurn?: boolean;
  /** Alpha: adjacent to a friend with Rally showing (+1 attack). */
  adjacentFriendlyRally?: boolean;
  /** Alpha: 2 or fewer squares from a friend with Leadership showing (+2 attack). */
  friendlyLeadershipWithinTwo?: boolean;
  /** Alpha: the attacker's enemies other than the target adjacent to it (Quake deals them 2 damage). */
  otherEnemiesAdjacent?: readonly Combatant[];
}

/** A modifier the table adds that the engine does not derive itself (e.g. a failed flee: -1). */
export interface ExtraModifier {
  name: string;
  amount: number;
}

/** One target with what the table knows about it. */
export interface TargetInPlay extends Combatant {
  /** Squares from the attacker (from the object when thrown by Telekinesis); 1 means adjacent. */
  distance: number;
  /** The line of fire crosses hindering terrain (ranged: +1 defense once). */
  lineOfFireCrossesHinderingTerrain?: boolean;
  /** Alpha: the target stands in hindering terrain (with Stealth it cannot be shot at). */
  inHinderingTerrain?: boolean;
  /** What ends the target's knockback path, should it be knocked back (seed 003 4.6); none: it runs out freely. */
  knockbackStop?: KnockbackStop;
  /** Unmodified defense value of the best adjacent friend with Defend showing, if any. */
  adjacentFriendlyDefendDefense?: number;
  /** The attacker earned Blood Rage against this target earlier in the game. */
  bloodRageEarned?: boolean;
  /** Captives held by this target (rescue: +1 defense each). */
  captives?: number;
  /** Mastermind: the adjacent, lower-point friendly character who takes the damage instead. */
  mastermindTo?: Combatant;
  extraDefenseModifiers?: readonly ExtraModifier[];
  /** Alpha: adjacent to a friend (of its own) with Rally showing (+1 defense). */
  adjacentFriendlyRally?: boolean;
  /** Alpha: the attacker's other enemies adjacent to this target (Explosion deals them 1 damage). */
  otherEnemiesAdjacent?: readonly Combatant[];
}

/**
 * What a knockback path runs into (seed 003 4.6): blocking terrain or the map's edge (+1 damage),
 * off elevated terrain (+2 from the fall), or another figure (stops before it, no damage).
 */
export type KnockbackStop = 'BLOCKING_TERRAIN' | 'MAP_EDGE' | 'OFF_ELEVATED_TERRAIN' | 'FIGURE';

/**
 * A ground figure shooting a soaring one: its range is halved (seeds 000 and 003), or it gets +2
 * attack at full range and 1 unpreventable damage more when it deals any, the target dropping
 * to hovering (seed 004).
 */
export type GroundVersusSoaring = 'HALVE_RANGE' | 'ATTACK_BONUS';

/** How damage reaches several targets of one ranged attack. */
export type MultipleTargetRule = 'SHARED_ROLL_SPLIT_DAMAGE' | 'ROLL_EACH_FULL_DAMAGE';

/**
 * Whose power definitions and attack rules combat reads: Clix Campaign's powers (seed 000, as
 * 2003 and HorrorClix play them) or the HeroClix Alpha rulebook with its powers card (seed 001).
 */
export type PowersTable = 'CLIX_CAMPAIGN' | 'ALPHA';

/** The per-world readings that change how an attack resolves. */
export interface CombatSettings {
  /** The powers card the dials are read with (HeroClix Alpha: `ALPHA`). */
  powers: PowersTable;
  /**
   * Seed 003 (and 004): one roll against every target, damage split freely. Seed 000 prints
   * "one attack roll for each target ... full damage" in a garbled paragraph; both are offered.
   */
  multipleTargets: MultipleTargetRule;
  /** Seed 000 Toughness/Invulnerability "does not reduce critical ... hit damage": the +1 is added after reducers. */
  criticalHitBonusReducible: boolean;
  /** Seed 000 Capture says "add to the target's defense" without a number. */
  captureDefenseBonus: number;
  objectRules: ObjectRules;
  /** Doubles on a hit knock the target back (seeds 000 and 003; seed 004 has no knockback). */
  knockback: boolean;
  groundVersusSoaring: GroundVersusSoaring;
  /**
   * HorrorClix (seed 004): the modifiers to an attack, defense or damage value total at most this
   * much either way (replacement values are not modifiers) and no value goes below 0; null: no cap.
   */
  modifierCap: number | null;
}

/** Damage shares for the targets hit, by target id; or a function choosing them once hits are known. */
export type DamageSplitChoice = Readonly<Record<string, number>> | ((hitTargetIds: readonly string[], damage: number) => Readonly<Record<string, number>>);

/** Everything `resolveAttack` needs. */
export interface AttackInput {
  kind: AttackKind;
  attacker: AttackerInPlay;
  targets: readonly TargetInPlay[];
  /** Default NORMAL; CAPTURE and RESCUE always deal no damage. */
  damageMode?: DamageMode;
  purpose?: AttackPurpose;
  object?: ObjectInPlay;
  /** Extended Range: squares added to the range (at most the unmodified damage value). */
  extendedRangeSquares?: number;
  /** How the damage of one shared roll is split among the targets hit; default: as even as possible. */
  damageSplit?: DamageSplitChoice;
  /** The attack hits without a roll (a failed flee on a 6): no criticals, no knockback. */
  automaticHit?: boolean;
  /**
   * Alpha, Good Luck: reroll the attack dice once and use the new result, ALWAYS or only IF_MISSED
   * (what a player decides before the server's stream rolls).
   */
  goodLuckReroll?: GoodLuckReroll;
  /** Alpha, Mind Control: if the attack hits, the table moves the target up to its speed instead of damaging it. */
  mindControl?: boolean;
  settings?: Partial<CombatSettings>;
}

/** When Good Luck rerolls the attack dice. */
export type GoodLuckReroll = 'ALWAYS' | 'IF_MISSED';

/** Alpha: damage an attack deals to a figure it does not target (Explosion, Quake). */
export interface OtherDamageResult {
  figureId: string;
  power: 'Explosion' | 'Quake' | 'Pulse' | 'Poison';
  damageAssigned: number;
  /** After the figure's own damage reducers (none when the attack ignores its defense powers or it has Outwit: 0). */
  damageDealt: number;
}

/** Dice rolled for one purpose, in the order rolled. */
export interface RolledDice {
  purpose: string;
  faces: number[];
}

/** One 2d6 attack roll and what it totals to. */
export interface AttackRollResult {
  dice: readonly [number, number];
  /** Sum of the two dice. */
  roll: number;
  /** Attack value after modifiers plus the roll (Blood Rage adds per target, see target result). */
  total: number;
  criticalHit: boolean;
  criticalMiss: boolean;
}

/** What happened to one target. */
export interface TargetResult {
  targetId: string;
  /** False when Shape Change fooled the attacker: the attack against this target was not made. */
  attacked: boolean;
  /** Attack total compared against this target (null when not attacked or hit automatically). */
  attackTotal: number | null;
  /** Defense value after replacements and modifiers. */
  defense: number;
  hit: boolean;
  criticalHit: boolean;
  /** Super Senses turned the hit away. */
  evaded: boolean;
  /** Damage assigned to this target before its own powers. */
  damageAssigned: number;
  /** Damage actually dealt (to the target, or to the Mastermind recipient). */
  damageDealt: number;
  /** Who took the damage: the target, or the friend it passed it to with Mastermind. */
  damageRecipientId: string;
  /** Squares of knockback (0 for none). */
  knockback: number;
  /** Damage the knockback dealt on its own (its `knockbackStop`), after the target's damage reducers. */
  knockbackDamage: number;
  /** Blood Rage: the attacker now has +1 against this target for the rest of the game. */
  bloodRageEarned: boolean;
  /** Disarm: the target's damage value is reduced by this much (negative values read as 0). */
  damageValueReduction: number;
  captured: boolean;
  rescued: boolean;
  /** Alpha, Mind Control: the attack hit and the table moves the target up to its speed instead of damaging it. */
  mindControlled?: boolean;
}

/** A resolved attack. */
export interface AttackResult {
  ok: true;
  /** False when every target fooled the attacker with Shape Change (attacker still takes an action token). */
  attackMade: boolean;
  /** The 2d6 rolls: one shared, or one per target attacked, or none for an automatic hit. */
  attackRolls: AttackRollResult[];
  /** Every die rolled, in order, by purpose. */
  rolled: RolledDice[];
  criticalHit: boolean;
  criticalMiss: boolean;
  /** Damage pool of the attack after the attacker's modifiers (split among hit targets when shared). */
  attackDamage: number;
  targets: TargetResult[];
  /** Damage to the attacker: critical miss, Hay-Maker and Damage Shield, none of it reducible. */
  damageToAttacker: number;
  /** The object used is destroyed, hit or miss. */
  objectDestroyed: boolean;
  /** Alpha: damage to figures the attack does not target (Explosion, Quake). */
  otherDamage?: OtherDamageResult[];
  /** Alpha, Steal Energy: health the attacker gets for dealing damage (the dial never turns past full health). */
  attackerHealed?: number;
  /**
   * The rules applied, in order. On a result from `resolveAttack` this is a getter (built on first
   * read, then kept): `JSON.stringify(result)` includes it, a spread `{ ...result }` does not.
   */
  steps: RuleStep[];
}

/** Why an attack or other action is refused. */
export type CombatRefusalReason =
  | 'INVALID_INPUT'
  | 'NO_TARGETS'
  | 'DUPLICATE_TARGET'
  | 'TARGET_IS_ATTACKER'
  | 'TOO_MANY_TARGETS'
  | 'CLOSE_COMBAT_SINGLE_TARGET'
  | 'NOT_ADJACENT'
  | 'NO_RANGE'
  | 'RANGED_WHILE_ADJACENT'
  | 'OUT_OF_RANGE'
  | 'CANNOT_REACH_ALTITUDE'
  | 'OBJECT_NEEDS_SUPER_STRENGTH'
  | 'OBJECT_SINGLE_TARGET'
  | 'OBJECT_NOT_IN_TABLE'
  | 'FEAT_NEEDS_CLOSE_COMBAT'
  | 'FEAT_NEEDS_RANGED_COMBAT'
  | 'FEAT_PREREQUISITE_MISSING'
  | 'FEAT_SINGLE_TARGET'
  | 'EXTENDED_RANGE_TOO_FAR'
  | 'INVALID_DAMAGE_SPLIT'
  | 'MASTERMIND_NOT_SHOWING'
  | 'MASTERMIND_RECIPIENT_NOT_LOWER'
  | 'ALREADY_HAS_CAPTIVE'
  | 'CAPTURE_IS_CLOSE_COMBAT'
  | 'ALREADY_ACTED_THIS_TURN'
  | 'TWO_ACTION_TOKENS'
  | 'CRITICAL_CONDITION_NEEDS_MEDICAL_ATTENTION'
  | 'PERMANENTLY_INJURED'
  | 'REMOVED_FROM_PLAY'
  | 'STEALTH_TARGET'
  | 'CANNOT_TARGET_AFTER_MOVING'
  | 'NO_OBJECTS_IN_RULES'
  | 'NO_FEATS_IN_RULES'
  | 'GOOD_LUCK_NOT_SHOWING'
  | 'MIND_CONTROL_NOT_SHOWING';

/** A refused action: a stable code and a sentence for people. */
export type CombatRefusal = Refusal<CombatRefusalReason>;
