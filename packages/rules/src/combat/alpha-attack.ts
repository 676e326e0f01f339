import type { Dice } from '../dice/types';
import type {
  AttackerInPlay,
  AttackInput,
  AttackResult,
  AttackRollResult,
  CombatRefusal,
  Combatant,
  OtherDamageResult,
  RolledDice,
  RuleStep,
  StepSource,
  TargetInPlay,
  TargetResult,
} from './combat.types';
import { powersInEffect } from './powers';
import { refuse } from '../refusal';

/**
 * HeroClix Alpha combat (seed 001, "The Attack Roll", "Dealing Damage" and the Alpha powers card).
 * Where Clix Campaign's powers (seed 000) say otherwise, Alpha's card wins:
 * - Invulnerability subtracts 2 (Campaign 3); Toughness 1 and Super Senses (5-6 misses) agree.
 * - Defend gives adjacent friends +1 defense (Campaign: they use the Defend figure's defense).
 * - Super Reflexes (+2 against punches) and Shield (+2 against shots) are Alpha's names for
 *   Combat Reflexes and Energy Shield/Deflection.
 * - Expert Punch and Expert Shot: +2 damage to every punch or shot (Campaign's Ranged Combat
 *   Expert excludes several targets and objects); Boost is Enhancement (+1 to an adjacent friend's shot).
 * - Super Strength: +1 damage to a punch made in or adjacent to hindering terrain (Campaign:
 *   objects, knockback and a damage floor of 1).
 * - Exploit (punches) and Mind Blast (shots) ignore the enemy's defense powers (Campaign's Exploit
 *   Weakness and Psychic Blast only pass damage reducers).
 * - Outwit: enemies cannot use attack powers against this character (Campaign: counters a power).
 * - Shape Change and Weaken: an enemy that moved this turn cannot attack this character alone
 *   (Campaign's Shape Change rolls to fool the attacker); Stealth: cannot be shot at in hindering
 *   terrain (Campaign: Ambush's prerequisite).
 * - Slash: +2 damage when a punch hits on doubles.
 * - Mastermind passes no damage (Alpha's: "attacked only once each turn"), Telekinesis moves no
 *   objects: Alpha has no objects, no feats, no captures.
 * - Rally (+1 attack and defense to adjacent friends) and Leadership (+2 attack to friends 2 or fewer
 *   squares away) are facts the table gives, as Defend and Boost are.
 * - Good Luck rerolls the attack dice once (the new roll counts); Mind Control moves a hit enemy (the
 *   table does) instead of damaging it; Steal Energy gives the attacker 1 health when the attack deals
 *   damage. Explosion (a shot that hits: 1 damage to each other enemy adjacent to the target) and Quake
 *   (a punch hitting on doubles: 2 to each other enemy adjacent to the attacker) reach the figures the
 *   table names, whose reducers apply unless the attack ignores defense powers; Outwit keeps them off.
 * Alpha's attack itself has no critical hits or misses, no knockback, no defense bonus for a line
 * of fire through hindering terrain, allows shooting while adjacent to an enemy, and has one target.
 */

/** The Alpha card's Attack column: the powers Outwit denies an enemy. */
const ATTACK_POWERS = new Set([
  'SLASH',
  'EXPLOSION',
  'PULSE',
  'QUAKE',
  'SUPER_STRENGTH',
  'WEAKEN',
  'MIND_BLAST',
  'COVER',
  'POISON',
  'STEAL_ENERGY',
  'TELEKINESIS',
]);
/** The Alpha card's Defense column: the powers Exploit and Mind Blast ignore. */
const DEFENSE_POWERS = new Set(['SUPER_SENSES', 'TOUGHNESS', 'DEFEND', 'SUPER_REFLEXES', 'SHIELD', 'MASTERMIND', 'EVADE', 'REGENERATION', 'INVULNERABILITY']);
/** Super Senses misses the attack on a 5 or 6. */
const FIVE_OR_SIX = 5;
/** Explosion's and Quake's damage to each other enemy they reach. */
const EXPLOSION_DAMAGE = 1;
const QUAKE_DAMAGE = 2;
const GOOD_LUCK_REROLLS: readonly unknown[] = ['ALWAYS', 'IF_MISSED'];

/** The powers left once Outwit or Exploit/Mind Blast take a column of the card away. */
function without(powers: Set<string>, denied: Set<string>): Set<string> {
  return new Set([...powers].filter((p) => !denied.has(p)));
}

function step(steps: RuleStep[], rule: string, source: StepSource, name: string, effect: string): void {
  steps.push({ rule, source, name, effect });
}

function isWholeNumber(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

function validCombatant(c: Combatant | undefined): boolean {
  const k = c?.click;
  return typeof c?.id === 'string' && !!k && isWholeNumber(k.attack) && isWholeNumber(k.defense) && isWholeNumber(k.damage) && isWholeNumber(k.speed);
}

/** The other enemies listed next to a figure are valid combatants, neither the attacker nor the target, each once. */
function validOthers(others: readonly Combatant[] | undefined, attackerId: string, targetId: string): boolean {
  if (others === undefined) return true;
  if (!Array.isArray(others)) return false;
  const seen = new Set([attackerId, targetId]);
  const listed: readonly Combatant[] = others;
  for (const other of listed) {
    if (!validCombatant(other) || seen.has(other.id)) return false;
    seen.add(other.id);
  }
  return true;
}

/** What seed 001 forbids in the input itself: its shape, one valid target, and what Alpha has not (objects, feats, captures, passed damage). */
function malformedAlphaAttack(input: AttackInput): CombatRefusal | null {
  const { attacker, kind } = input;
  if ((kind !== 'CLOSE' && kind !== 'RANGED') || !validCombatant(attacker) || !Array.isArray(input.targets)) {
    return refuse('INVALID_INPUT', 'an attack needs a kind (CLOSE or RANGED), an attacker with whole-number values and a list of targets');
  }
  const targets: readonly TargetInPlay[] = input.targets;
  if (targets.length === 0) return refuse('NO_TARGETS', 'an attack needs a target');
  if (targets.length > 1) return refuse('TOO_MANY_TARGETS', 'a HeroClix Alpha punch or shot attacks one enemy');
  const target = targets[0];
  if (!validCombatant(target) || !isWholeNumber(target.distance))
    return refuse('INVALID_INPUT', `target ${String(target?.id)} needs whole-number combat values and a distance`);
  if (target.id === attacker.id) return refuse('TARGET_IS_ATTACKER', 'a character may never target itself with an attack');
  return notInAlpha(input, target);
}

/** What HeroClix Alpha has not (objects, feats, captures, passed or split damage), and the other enemies the table lists. */
function notInAlpha(input: AttackInput, target: TargetInPlay): CombatRefusal | null {
  const attacker = input.attacker;
  if (input.object) return refuse('NO_OBJECTS_IN_RULES', 'HeroClix Alpha has no objects');
  if ((attacker.feats ?? []).length > 0 || (input.extendedRangeSquares ?? 0) !== 0) return refuse('NO_FEATS_IN_RULES', 'HeroClix Alpha has no feats');
  if ((input.purpose ?? 'DAMAGE') !== 'DAMAGE') return refuse('INVALID_INPUT', 'HeroClix Alpha has no captures or rescues');
  if (target.mastermindTo) return refuse('MASTERMIND_NOT_SHOWING', "HeroClix Alpha's Mastermind passes no damage to a friend");
  if (input.damageSplit) return refuse('INVALID_DAMAGE_SPLIT', 'a HeroClix Alpha attack has one target, which takes the whole damage');
  if (!validOthers(attacker.otherEnemiesAdjacent, attacker.id, target.id) || !validOthers(target.otherEnemiesAdjacent, attacker.id, target.id)) {
    return refuse(
      'INVALID_INPUT',
      'the other enemies adjacent to the attacker or the target are valid combatants, each once, neither the attacker nor the target',
    );
  }
  return null;
}

/** Good Luck and Mind Control are used only with the power showing. */
function alphaPowerRefusal(input: AttackInput, attackerPowers: Set<string>): CombatRefusal | null {
  const attacker = input.attacker;
  if (input.goodLuckReroll !== undefined) {
    if (!GOOD_LUCK_REROLLS.includes(input.goodLuckReroll)) return refuse('INVALID_INPUT', 'Good Luck rerolls ALWAYS or IF_MISSED');
    if (!attackerPowers.has('GOOD_LUCK')) return refuse('GOOD_LUCK_NOT_SHOWING', `${attacker.id} has no Good Luck showing to reroll with`);
  }
  if (input.mindControl !== undefined && typeof input.mindControl !== 'boolean') return refuse('INVALID_INPUT', 'mindControl is true or false');
  if (input.mindControl && !attackerPowers.has('MIND_CONTROL')) return refuse('MIND_CONTROL_NOT_SHOWING', `${attacker.id} has no Mind Control showing`);
  return null;
}

/** A punch reaches an adjacent enemy, a shot one in range and not hidden by Stealth; Shape Change and Weaken turn away an enemy that moved. */
function alphaReachRefusal(input: AttackInput, targetPowers: Set<string>): CombatRefusal | null {
  const attacker = input.attacker;
  const target = input.targets[0];
  if (input.kind === 'CLOSE') {
    if (target.distance > 1) return refuse('NOT_ADJACENT', `${target.id} is ${target.distance} squares away; a punch attacks an adjacent enemy`);
  } else {
    const range = attacker.range ?? 0;
    if (range <= 0) return refuse('NO_RANGE', 'a range of 0 cannot shoot');
    if (target.distance > range) return refuse('OUT_OF_RANGE', `${target.id} is ${target.distance} squares away; range is ${range}`);
    if (target.inHinderingTerrain && targetPowers.has('STEALTH'))
      return refuse('STEALTH_TARGET', `${target.id} has Stealth in hindering terrain and cannot be shot at`);
  }
  if (attacker.movedThisTurn) {
    const blocker = targetPowers.has('SHAPE_CHANGE') ? 'Shape Change' : targetPowers.has('WEAKEN') ? 'Weaken' : null;
    if (blocker) return refuse('CANNOT_TARGET_AFTER_MOVING', `${target.id}'s ${blocker}: an enemy that moved this turn cannot attack it alone`);
  }
  return null;
}

/** What seed 001 forbids before a die is rolled, in the order it is checked; null when the attack may be made. */
function refusalBeforeRolling(input: AttackInput, attackerPowers: Set<string>, targetPowers: Set<string>): CombatRefusal | null {
  return malformedAlphaAttack(input) ?? alphaPowerRefusal(input, attackerPowers) ?? alphaReachRefusal(input, targetPowers);
}

/** One Alpha attack while it resolves: the two figures, the powers each may use, and the steps and dice so far. */
interface AlphaAttack {
  readonly input: AttackInput;
  readonly dice: Dice;
  readonly attacker: AttackerInPlay;
  readonly target: TargetInPlay;
  readonly close: boolean;
  /** The attacker's powers, less its attack powers when the target has Outwit. */
  readonly attackerPowers: Set<string>;
  /** The target's powers after the attacker's Outwit, less its defense powers when the attack ignores them. */
  readonly targetPowers: Set<string>;
  /** Exploit (a punch) or Mind Blast (a shot): the target's defense powers are ignored. */
  readonly ignoresDefensePowers: boolean;
  readonly steps: RuleStep[];
  readonly rolled: RolledDice[];
}

/** The attack roll (and a Good Luck reroll) against the defense: whether it hits, on doubles, and the roll that counts. */
interface AlphaRoll {
  readonly hit: boolean;
  readonly doubles: boolean;
  readonly total: number | null;
  readonly attackRolls: AttackRollResult[];
}

/** Resolves one HeroClix Alpha punch or shot: see the module comment for the rules it follows. */
export function resolveAlphaAttack(input: AttackInput, dice: Dice): AttackResult | CombatRefusal {
  const attack = alphaAttackToResolve(input, dice);
  if ('reason' in attack) return attack;
  const { attacker, target, steps } = attack;
  const attackValue = alphaAttackValue(attack);
  const defense = alphaDefense(attack);
  const roll = rollAlphaAttack(attack, attackValue, defense);
  const evaded = roll.hit && alphaEvades(attack);
  const landed = roll.hit && !evaded;
  const mindControlled = landed && input.mindControl === true;
  if (mindControlled) {
    step(steps, 'MIND_CONTROL', 'POWER', 'Mind Control', `instead of damage, ${target.id} is moved up to its speed ${target.click.speed} by the table`);
  }
  const mode = input.damageMode ?? 'NORMAL';
  const dealt = landed && mode !== 'NONE' && !mindControlled ? alphaDamage(attack, mode === 'ZERO' ? 0 : attacker.click.damage, roll.doubles) : NO_DAMAGE;
  const otherDamage = landed ? alphaOtherDamage(attack, roll.doubles) : [];
  const dealtAny = dealt.damage > 0 || otherDamage.some((o) => o.damageDealt > 0);
  const attackerHealed = dealtAny && attack.attackerPowers.has('STEAL_ENERGY') ? 1 : 0;
  if (attackerHealed) step(steps, 'HEALING', 'POWER', 'Steal Energy', `${attacker.id} dealt damage and gets 1 health`);
  const result: TargetResult = {
    targetId: target.id,
    attacked: true,
    attackTotal: roll.total,
    defense,
    hit: roll.hit,
    criticalHit: false,
    evaded,
    damageAssigned: dealt.attackDamage,
    damageDealt: dealt.damage,
    damageRecipientId: target.id,
    knockback: 0,
    knockbackDamage: 0,
    bloodRageEarned: false,
    damageValueReduction: 0,
    captured: false,
    rescued: false,
    ...(mindControlled ? { mindControlled } : {}),
  };
  return {
    ok: true,
    attackMade: true,
    attackRolls: roll.attackRolls,
    rolled: attack.rolled,
    criticalHit: false,
    criticalMiss: false,
    attackDamage: dealt.attackDamage,
    targets: [result],
    damageToAttacker: 0,
    objectDestroyed: false,
    ...(otherDamage.length ? { otherDamage } : {}),
    ...(attackerHealed ? { attackerHealed } : {}),
    steps,
  };
}

/** The attack with the powers each side may use (after Outwit, Exploit and Mind Blast); or why seed 001 forbids it. */
function alphaAttackToResolve(input: AttackInput, dice: Dice): AlphaAttack | CombatRefusal {
  const attacker = input.attacker;
  const target = input.targets?.[0];
  const attackerOwn = validCombatant(attacker) ? new Set(powersInEffect(attacker)) : new Set<string>();
  const targetOwn = validCombatant(target) ? new Set(powersInEffect(target)) : new Set<string>();
  // Outwit takes the other side's attack powers away; Exploit (punch) and Mind Blast (shot) its defense powers.
  const attackerPowers = targetOwn.has('OUTWIT') ? without(attackerOwn, ATTACK_POWERS) : attackerOwn;
  const targetAfterOutwit = attackerOwn.has('OUTWIT') ? without(targetOwn, ATTACK_POWERS) : targetOwn;
  const close = input.kind === 'CLOSE';
  const ignoresDefensePowers = close ? attackerPowers.has('EXPLOIT') : attackerPowers.has('MIND_BLAST');
  const refusal = refusalBeforeRolling(input, attackerPowers, targetAfterOutwit);
  if (refusal) return refusal;
  const steps: RuleStep[] = [];
  if (ignoresDefensePowers) step(steps, 'IGNORE_DEFENSE_POWERS', 'POWER', close ? 'Exploit' : 'Mind Blast', `${target.id}'s defense powers are ignored`);
  return {
    input,
    dice,
    attacker,
    target,
    close,
    attackerPowers,
    targetPowers: ignoresDefensePowers ? without(targetAfterOutwit, DEFENSE_POWERS) : targetAfterOutwit,
    ignoresDefensePowers,
    steps,
    rolled: [],
  };
}

/** The attack value after Rally and Leadership, which the table gives. */
function alphaAttackValue(attack: AlphaAttack): number {
  const { attacker, steps } = attack;
  let attackValue = attacker.click.attack;
  step(steps, 'ATTACK_VALUE', 'RULE', 'Attack value', `attack value ${attackValue}`);
  const attackBonus = (name: string, amount: number, why: string) => {
    attackValue += amount;
    step(steps, 'ATTACK_MODIFIER', 'POWER', name, `+${amount} attack ${why}: ${attackValue}`);
  };
  if (attacker.adjacentFriendlyRally) attackBonus('Rally', 1, 'from an adjacent friend');
  if (attacker.friendlyLeadershipWithinTwo) attackBonus('Leadership', 2, 'from a friend 2 or fewer squares away');
  return attackValue;
}

/** The target's defense after Defend, Super Reflexes, Shield, Rally and the table's extra modifiers. */
function alphaDefense(attack: AlphaAttack): number {
  const { target, targetPowers, close, steps } = attack;
  let defense = target.click.defense;
  const defenseBonus = (name: string, amount: number, why: string) => {
    defense += amount;
    step(steps, 'DEFENSE_MODIFIER', 'POWER', name, `${target.id} +${amount} defense ${why}: ${defense}`);
  };
  // Defend is the adjacent friend's power: the table says a friend with it is adjacent.
  if (target.adjacentFriendlyDefendDefense !== undefined && !attack.ignoresDefensePowers) defenseBonus('Defend', 1, 'from an adjacent friend');
  if (close && targetPowers.has('SUPER_REFLEXES')) defenseBonus('Super Reflexes', 2, 'against a punch');
  if (!close && targetPowers.has('SHIELD')) defenseBonus('Shield', 2, 'against a shot');
  if (target.adjacentFriendlyRally) defenseBonus('Rally', 1, 'from an adjacent friend');
  for (const extra of target.extraDefenseModifiers ?? []) {
    defense = Math.max(0, defense + extra.amount);
    step(steps, 'DEFENSE_MODIFIER', 'RULE', extra.name, `${target.id} ${extra.amount > 0 ? '+' : ''}${extra.amount} defense: ${defense}`);
  }
  return defense;
}

/** The attack roll against `defense` (no roll for an automatic hit), rerolled once with Good Luck when the input asks. */
function rollAlphaAttack(attack: AlphaAttack, attackValue: number, defense: number): AlphaRoll {
  const { input, dice, steps, rolled, target } = attack;
  if (input.automaticHit) {
    step(steps, 'AUTOMATIC_HIT', 'RULE', 'Automatic hit', 'no attack roll: the target is hit');
    return { hit: true, doubles: false, total: null, attackRolls: [] };
  }
  const hitCheck = (total: number, hit: boolean) =>
    step(steps, 'HIT_CHECK', 'RULE', 'Attack against defense', `${total} against ${target.id} defense ${defense}: ${hit ? 'hit' : 'miss'}`);
  let pair = dice.roll2d6();
  rolled.push({ purpose: 'attack roll', faces: [pair[0], pair[1]] });
  let total = attackValue + pair[0] + pair[1];
  let hit = total >= defense;
  step(
    steps,
    'ATTACK_ROLL',
    'RULE',
    'Attack roll',
    `attack roll: rolled ${pair[0]}+${pair[1]} = ${pair[0] + pair[1]}; ${attackValue} + ${pair[0] + pair[1]} = ${total}`,
  );
  hitCheck(total, hit);
  if (input.goodLuckReroll === 'ALWAYS' || (input.goodLuckReroll === 'IF_MISSED' && !hit)) {
    pair = dice.roll2d6();
    rolled.push({ purpose: 'Good Luck reroll', faces: [pair[0], pair[1]] });
    total = attackValue + pair[0] + pair[1];
    hit = total >= defense;
    step(steps, 'REROLL', 'POWER', 'Good Luck', `rerolled ${pair[0]}+${pair[1]} = ${pair[0] + pair[1]}; ${attackValue} + ${pair[0] + pair[1]} = ${total}`);
    hitCheck(total, hit);
  }
  return { hit, doubles: pair[0] === pair[1], total, attackRolls: [{ dice: pair, roll: pair[0] + pair[1], total, criticalHit: false, criticalMiss: false }] };
}

/** Whether the hit target's Super Senses make the attack miss (5 or 6). */
function alphaEvades(attack: AlphaAttack): boolean {
  const { target } = attack;
  if (!attack.targetPowers.has('SUPER_SENSES')) return false;
  const face = attack.dice.d6();
  attack.rolled.push({ purpose: `${target.id} Super Senses`, faces: [face] });
  const evaded = face >= FIVE_OR_SIX;
  step(attack.steps, 'EVASION', 'POWER', 'Super Senses', `${target.id} rolled ${face}: ${evaded ? 'the attack misses' : 'no effect'}`);
  return evaded;
}

/** The attack's damage after the attacker's powers (`attackDamage`) and what the target takes after its reducer (`damage`). */
interface AlphaDamage {
  readonly attackDamage: number;
  readonly damage: number;
}
const NO_DAMAGE: AlphaDamage = { attackDamage: 0, damage: 0 };

/** The damage of a hit from `damageValue`: Expert Punch or Shot, Slash, Super Strength and Boost, then Invulnerability or Toughness. */
function alphaDamage(attack: AlphaAttack, damageValue: number, doubles: boolean): AlphaDamage {
  const { attacker, target, attackerPowers, close, steps } = attack;
  let attackDamage = damageValue;
  step(steps, 'DAMAGE_VALUE', 'RULE', 'Damage value', `damage value ${attackDamage}`);
  const damageBonus = (name: string, amount: number, why: string) => {
    attackDamage += amount;
    step(steps, 'DAMAGE_MODIFIER', 'POWER', name, `+${amount} damage ${why}: ${attackDamage}`);
  };
  if (close && attackerPowers.has('EXPERT_PUNCH')) damageBonus('Expert Punch', 2, 'to a punch');
  if (!close && attackerPowers.has('EXPERT_SHOT')) damageBonus('Expert Shot', 2, 'to a shot');
  if (close && doubles && attackerPowers.has('SLASH')) damageBonus('Slash', 2, 'for a punch hitting on doubles');
  if (close && (attacker.inHinderingTerrain || attacker.adjacentToHinderingTerrain) && attackerPowers.has('SUPER_STRENGTH')) {
    damageBonus('Super Strength', 1, 'for a punch in or next to hindering terrain');
  }
  if (!close && attacker.adjacentFriendlyEnhancement) damageBonus('Boost', 1, 'from an adjacent friend');
  let damage = attackDamage;
  const reducer = attack.targetPowers.has('INVULNERABILITY')
    ? (['Invulnerability', 2] as const)
    : attack.targetPowers.has('TOUGHNESS')
      ? (['Toughness', 1] as const)
      : null;
  if (reducer && damage > 0) {
    damage = Math.max(0, damage - reducer[1]);
    step(steps, 'DAMAGE_REDUCTION', 'POWER', reducer[0], `${target.id} -${reducer[1]} damage: ${damage}`);
  }
  step(steps, 'DAMAGE_DEALT', 'RULE', 'Damage dealt', `${target.id} takes ${damage}`);
  return { attackDamage, damage };
}

/** Explosion (a shot that lands) and Quake (a punch landing on doubles): the damage to the other enemies they reach. */
function alphaOtherDamage(attack: AlphaAttack, doubles: boolean): OtherDamageResult[] {
  const { attacker, target, attackerPowers, close } = attack;
  const otherDamage: OtherDamageResult[] = [];
  const damageOthers = (power: OtherDamageResult['power'], amount: number, others: readonly Combatant[] | undefined, near: string) => {
    for (const dealt of alphaPowerDamage(power, amount, others ?? [], attack.ignoresDefensePowers)) {
      otherDamage.push(dealt);
      step(attack.steps, 'OTHER_DAMAGE', 'POWER', power, `${dealt.figureId}, adjacent to ${near}, takes ${dealt.damageDealt} of ${amount}`);
    }
  };
  if (!close && attackerPowers.has('EXPLOSION')) damageOthers('Explosion', EXPLOSION_DAMAGE, target.otherEnemiesAdjacent, target.id);
  if (close && doubles && attackerPowers.has('QUAKE')) damageOthers('Quake', QUAKE_DAMAGE, attacker.otherEnemiesAdjacent, attacker.id);
  return otherDamage;
}

/**
 * Damage an Alpha attack power deals to enemies beside its attack (Explosion, Quake) or instead of
 * attacking (Pulse, Poison): Outwit keeps it off ("enemies can't use attack powers against you"),
 * Invulnerability takes 2 and Toughness 1 off, unless the attack ignores defense powers.
 */
export function alphaPowerDamage(
  power: OtherDamageResult['power'],
  amount: number,
  figures: readonly Combatant[],
  ignoresDefensePowers = false,
): OtherDamageResult[] {
  return figures.map((figure) => {
    const own = new Set(powersInEffect(figure));
    let dealt = amount;
    if (own.has('OUTWIT')) dealt = 0;
    else if (!ignoresDefensePowers && own.has('INVULNERABILITY')) dealt = Math.max(0, amount - 2);
    else if (!ignoresDefensePowers && own.has('TOUGHNESS')) dealt = Math.max(0, amount - 1);
    return { figureId: figure.id, power, damageAssigned: amount, damageDealt: dealt };
  });
}

/** Pulse and Poison deal 1 damage to each enemy they reach; Heal gives 2 health (seed 001). */
export const PULSE_POISON_DAMAGE = 1;
export const HEAL_HEALTH = 2;
/** Regeneration: "roll a d6; on a 1-4, you get that much health". */
const REGENERATES_UP_TO = 4;

/** Alpha's Regeneration: the d6 rolled and the health it gives (5 or 6: none). */
export function regenerationRoll(dice: Dice): { face: number; health: number } {
  const face = dice.d6();
  return { face, health: face <= REGENERATES_UP_TO ? face : 0 };
}
