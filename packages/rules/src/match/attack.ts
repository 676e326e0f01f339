import { resolveAttack } from '../combat/attack';
import type { Altitude, AttackInput, AttackResult, AttackerInPlay, CombatRefusalReason, Combatant, KnockbackStop, TargetInPlay } from '../combat/combat.types';
import { applyHealing, type DialChange } from '../combat/dial';
import type { Dice } from '../dice/types';
import { clearAction, commitAction, findFigure } from './actions';
import { dicePositionOf } from './dice';
import { captivesOf, clickShowing, combatantOf, damageFigure, outOfPlayReason } from './figures';
import { blackTabRefusal, flurryOpened, flurryRefusal } from './alpha-powers';
import { frenzyRefusal } from './horrorclix-turn';
import { type MatchRefusal, fromRulesRefusal, matchRefusal } from '../refusal';
import { endActions, failedFleeModifier, specialMovementRefusal } from './special-movement';
import { type SharedValue, sharedValueOf, targetTeamAbilities, teamDefenseModifier, withSharedValue } from './team-abilities';
import type { MatchRuleset } from './rulesets/ruleset';
import type { MatchAttackTarget, MatchEngineEvent, MatchFigureState, MatchState } from './types';

type AttackEvent = Extract<MatchEngineEvent, { type: 'ATTACK' }>;

/** The event field a combat refusal is about. */
const COMBAT_REFUSAL_PATH: Partial<Record<CombatRefusalReason, string>> = {
  NO_TARGETS: 'targets',
  DUPLICATE_TARGET: 'targets',
  TOO_MANY_TARGETS: 'targets',
  CLOSE_COMBAT_SINGLE_TARGET: 'targets',
  NOT_ADJACENT: 'targets',
  OUT_OF_RANGE: 'targets',
  CANNOT_REACH_ALTITUDE: 'targets',
  NO_RANGE: 'attackKind',
  RANGED_WHILE_ADJACENT: 'attackKind',
  CAPTURE_IS_CLOSE_COMBAT: 'attackKind',
  OBJECT_NEEDS_SUPER_STRENGTH: 'object',
  OBJECT_SINGLE_TARGET: 'object',
  OBJECT_NOT_IN_TABLE: 'object',
  FEAT_NEEDS_CLOSE_COMBAT: 'feats',
  FEAT_NEEDS_RANGED_COMBAT: 'feats',
  FEAT_PREREQUISITE_MISSING: 'feats',
  FEAT_SINGLE_TARGET: 'feats',
  EXTENDED_RANGE_TOO_FAR: 'feats',
  INVALID_DAMAGE_SPLIT: 'damageSplit',
  ALREADY_HAS_CAPTIVE: 'purpose',
  STEALTH_TARGET: 'targets',
  CANNOT_TARGET_AFTER_MOVING: 'targets',
  NO_OBJECTS_IN_RULES: 'object',
  NO_FEATS_IN_RULES: 'feats',
  GOOD_LUCK_NOT_SHOWING: 'goodLuckReroll',
  MIND_CONTROL_NOT_SHOWING: 'mindControl',
};

const ALTITUDES: readonly unknown[] = ['GROUNDED', 'HOVERING', 'SOARING'] satisfies Altitude[];
const KNOCKBACK_STOPS: readonly unknown[] = ['BLOCKING_TERRAIN', 'MAP_EDGE', 'OFF_ELEVATED_TERRAIN', 'FIGURE'] satisfies KnockbackStop[];

/** The first table fact that is not one of its values (booleans, an altitude, a knockback stop), as a refusal at its path. */
function factRefusal(facts: object | undefined, path: string[]): { refusal: MatchRefusal } | null {
  if (facts === undefined) return null;
  if (facts === null || typeof facts !== 'object') return matchRefusal('INVALID_FIELD', path, 'what the table knows is an object of named facts');
  for (const [key, value] of Object.entries(facts)) {
    if (value === undefined) continue;
    // figureId, distance and the lists of figure ids are checked by their readers.
    const valid =
      key === 'altitude'
        ? ALTITUDES.includes(value)
        : key === 'knockbackStop'
          ? KNOCKBACK_STOPS.includes(value)
          : ['figureId', 'distance', 'otherEnemiesAdjacent', 'sharedDefenseFrom', 'sharedAttackFrom'].includes(key) || typeof value === 'boolean';
    if (!valid) return matchRefusal('INVALID_FIELD', [...path, key], `${key} is not a value the table can give`);
  }
  return null;
}

/**
 * Alpha's Explosion and Quake: the attacker's other enemies the table says stand adjacent (to the
 * target or the attacker), each an enemy in play, listed once and not the target; or the first refusal.
 */
function otherEnemiesOf(
  state: MatchState,
  rules: MatchRuleset,
  attacker: MatchFigureState,
  targetIds: readonly unknown[],
  ids: unknown,
  path: string[],
): Combatant[] | { refusal: MatchRefusal } {
  if (ids === undefined) return [];
  if (!Array.isArray(ids)) return matchRefusal('INVALID_FIELD', path, 'the other enemies adjacent are a list of figure ids');
  const seen = new Set(targetIds);
  const others: Combatant[] = [];
  for (const [i, id] of ids.entries()) {
    const at = [...path, String(i)];
    const figure = findFigure(state, id, at);
    if ('refusal' in figure) return figure;
    if (figure.side === attacker.side) return matchRefusal('FRIENDLY_TARGET', at, `${figure.name} is a friend: Explosion and Quake damage enemies`);
    if (seen.has(figure.id))
      return matchRefusal('DUPLICATE_TARGET', at, `${figure.name} is the target or already listed: each other enemy takes the damage once`);
    const away = outOfPlayReason(figure, rules.dialRules);
    if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', at, `${away} and takes no damage`);
    seen.add(figure.id);
    others.push(combatantOf(figure));
  }
  return others;
}

/** The targets of an attack, each an enemy in play, with the Shared Defense values they use (into `sharedDefense`); or the refusal of the first that is not. */
export function targetsOf(
  state: MatchState,
  rules: MatchRuleset,
  event: AttackEvent,
  attacker: MatchFigureState,
  sharedDefense: SharedValue[],
): TargetInPlay[] | { refusal: MatchRefusal } {
  // Read before Array.isArray, which would widen the entries to any.
  const asked: readonly MatchAttackTarget[] = event.targets;
  if (!Array.isArray(event.targets) || event.targets.length === 0) return matchRefusal('FIELD_MISSING', ['targets'], 'an attack needs a target');
  const targets: TargetInPlay[] = [];
  const targetIds = asked.map((t) => t?.figureId);
  for (const [i, wanted] of asked.entries()) {
    const path = ['targets', String(i), 'figureId'];
    const target = findFigure(state, wanted?.figureId, path);
    if ('refusal' in target) return target;
    if (target.side === attacker.side) return matchRefusal('FRIENDLY_TARGET', path, `${target.name} is a friend: attacks target enemies`);
    const away = outOfPlayReason(target, rules.dialRules);
    if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', path, `${away} and cannot be attacked`);
    const untouchable = rules.targetRefusal(target);
    if (untouchable) return matchRefusal(untouchable.code, path, untouchable.message);
    if (!Number.isInteger(wanted.distance) || wanted.distance < 1)
      return matchRefusal('INVALID_FIELD', ['targets', String(i), 'distance'], 'a distance is a whole number of squares, 1 for adjacent');
    const wrongFact = factRefusal(wanted, ['targets', String(i)]);
    if (wrongFact) return wrongFact;
    const abilities = targetTeamAbilities(state, rules, attacker.side, target, wanted, event.attackKind === 'RANGED', ['targets', String(i)], sharedDefense);
    if ('refusal' in abilities) return abilities;
    const extraDefenseModifiers = [teamDefenseModifier(state, target, wanted.adjacentToTeamMate), failedFleeModifier(target)].filter((m) => m !== null);
    const others = otherEnemiesOf(state, rules, attacker, targetIds, wanted.otherEnemiesAdjacent, ['targets', String(i), 'otherEnemiesAdjacent']);
    if ('refusal' in others) return others;
    targets.push({
      ...withSharedValue(combatantOf(target), 'defense', abilities.shared),
      distance: wanted.distance,
      lineOfFireCrossesHinderingTerrain: abilities.lineOfFireCrossesHinderingTerrain,
      captives: captivesOf(state, target.id),
      ...(wanted.altitude ? { altitude: wanted.altitude } : {}),
      ...(wanted.inHinderingTerrain ? { inHinderingTerrain: true } : {}),
      ...(wanted.knockbackStop ? { knockbackStop: wanted.knockbackStop } : {}),
      ...(extraDefenseModifiers.length ? { extraDefenseModifiers } : {}),
      ...(wanted.adjacentFriendlyRally ? { adjacentFriendlyRally: true } : {}),
      ...(others.length ? { otherEnemiesAdjacent: others } : {}),
    });
  }
  return targets;
}

/** Purpose checks: capture and rescue are Clix Campaign's; a rescue names a captive the target holds. */
function purposeRefusal(state: MatchState, rules: MatchRuleset, event: AttackEvent): { refusal: MatchRefusal } | null {
  const purpose = event.purpose ?? 'DAMAGE';
  if (purpose !== 'DAMAGE' && purpose !== 'CAPTURE' && purpose !== 'RESCUE')
    return matchRefusal('INVALID_FIELD', ['purpose'], 'a purpose is DAMAGE, CAPTURE or RESCUE');
  if (purpose !== 'DAMAGE' && !rules.specialMovements) return matchRefusal('NOT_IN_RULESET', ['purpose'], `${state.ruleset} has no ${purpose}`);
  if (purpose !== 'RESCUE') return null;
  const captive = findFigure(state, event.captiveFigureId, ['captiveFigureId']);
  if ('refusal' in captive) return captive;
  if (captive.capturedByFigureId !== event.targets[0]?.figureId)
    return matchRefusal('NOT_A_CAPTIVE', ['captiveFigureId'], `${captive.name} is not held by the target`);
  return null;
}

/**
 * The attack's damage, captures and rescues (of `captiveFigureId`), Alpha's damage to other enemies
 * and Steal Energy's health, then the attacker's own damage, in the draft.
 */
export function applyAttackResult(
  draft: MatchState,
  rules: MatchRuleset,
  attackerId: string,
  captiveFigureId: string | null,
  attack: AttackResult,
  selfDamage: number,
): Record<string, DialChange> {
  const dialChanges: Record<string, DialChange> = {};
  for (const t of attack.targets) {
    if (t.attacked) draft.figures[t.targetId].attackedThisTurn = true;
    // Knockback damage is the attack's too (seed 003 4.6), dealt with it in one turn of the dial.
    const damage = t.damageDealt + t.knockbackDamage;
    if (damage > 0 && draft.figures[t.damageRecipientId]) {
      dialChanges[t.damageRecipientId] = damageFigure(draft, t.damageRecipientId, damage, attackerId, rules.dialRules);
    }
    if (t.captured) Object.assign(draft.figures[t.targetId], { captured: true, capturedByFigureId: attackerId });
    if (t.rescued && captiveFigureId) Object.assign(draft.figures[captiveFigureId], { captured: false, capturedByFigureId: null });
  }
  for (const other of attack.otherDamage ?? []) {
    if (other.damageDealt > 0) dialChanges[other.figureId] = damageFigure(draft, other.figureId, other.damageDealt, attackerId, rules.dialRules);
  }
  if (attack.attackerHealed) {
    // The attacker is in play, so healing is never refused; the dial never turns past full health.
    const healed = applyHealing(draft.figures[attackerId].dial, attack.attackerHealed, rules.dialRules);
    if (healed.ok) {
      draft.figures[attackerId].dial = healed.state;
      dialChanges[attackerId] = healed;
    }
  }
  if (selfDamage > 0) dialChanges[attackerId] = damageFigure(draft, attackerId, selfDamage, null, rules.dialRules);
  return dialChanges;
}

/** The attacker as `resolveAttack` sees it, with what the table knows of its surroundings; a frenzy deals 1 damage (a replacement value). */
function attackerOf(
  draft: MatchState,
  event: AttackEvent,
  figure: MatchFigureState,
  otherEnemiesAdjacent: Combatant[],
  sharedAttack: SharedValue | null,
): AttackerInPlay {
  const combatant = withSharedValue(combatantOf(figure), 'attack', sharedAttack);
  const facts = event.attacker ?? {};
  return {
    ...combatant,
    ...(event.frenzy ? { click: { ...combatant.click, damage: 1 } } : {}),
    feats: event.feats ?? [],
    hasCaptive: captivesOf(draft, figure.id) > 0,
    ...(facts.altitude ? { altitude: facts.altitude } : {}),
    ...(facts.inHinderingTerrain ? { inHinderingTerrain: true } : {}),
    ...(facts.adjacentToHinderingTerrain ? { adjacentToHinderingTerrain: true } : {}),
    ...(facts.adjacentFriendlyEnhancement ? { adjacentFriendlyEnhancement: true } : {}),
    ...(facts.moved ? { movedThisTurn: true } : {}),
    ...(facts.adjacentFriendlyRally ? { adjacentFriendlyRally: true } : {}),
    ...(facts.friendlyLeadershipWithinTwo ? { friendlyLeadershipWithinTwo: true } : {}),
    ...(otherEnemiesAdjacent.length ? { otherEnemiesAdjacent } : {}),
  };
}

/** HorrorClix frenzy: a blooded monster's free close combat attack after its move; the action clearance it needs. */
function clearFrenzy(draft: MatchState, rules: MatchRuleset, event: AttackEvent) {
  if (!draft.horrorClix) return matchRefusal('NOT_IN_RULESET', ['frenzy'], `${draft.ruleset} has no frenzy`);
  if (event.attackKind !== 'CLOSE') return matchRefusal('FRENZY_IS_CLOSE_COMBAT', ['attackKind'], 'a frenzy is a close combat attack');
  const cleared = clearAction(draft, rules, event, 'FREE');
  if ('refusal' in cleared) return cleared;
  return frenzyRefusal(cleared.figure) ?? cleared;
}

/**
 * ATTACK: a non-free action resolved by `resolveAttack` under the match's combat settings, the
 * damage split as the player chose; then the attack's damage (knockback's included), the
 * attacker's own and pushing. A HorrorClix frenzy is a free action instead.
 */
export function applyAttack(draft: MatchState, rules: MatchRuleset, event: AttackEvent, dice: Dice | undefined) {
  if (event.attackKind !== 'CLOSE' && event.attackKind !== 'RANGED') return matchRefusal('FIELD_MISSING', ['attackKind'], 'an attack is CLOSE or RANGED');
  if (event.feats !== undefined && !Array.isArray(event.feats)) return matchRefusal('INVALID_FIELD', ['feats'], 'feats are a list of feat codes');
  if (event.frenzy !== undefined && typeof event.frenzy !== 'boolean') return matchRefusal('INVALID_FIELD', ['frenzy'], 'frenzy is true or false');
  if (event.goodLuckReroll !== undefined && event.goodLuckReroll !== 'ALWAYS' && event.goodLuckReroll !== 'IF_MISSED') {
    return matchRefusal('INVALID_FIELD', ['goodLuckReroll'], 'Good Luck rerolls ALWAYS or IF_MISSED');
  }
  if (event.mindControl !== undefined && typeof event.mindControl !== 'boolean')
    return matchRefusal('INVALID_FIELD', ['mindControl'], 'mindControl is true or false');
  if (event.flurry !== undefined && typeof event.flurry !== 'boolean') return matchRefusal('INVALID_FIELD', ['flurry'], 'flurry is true or false');
  const wrongFlurry = event.flurry ? flurryRefusal(draft, event) : null;
  if (wrongFlurry) return wrongFlurry;
  const alphaChoice = event.goodLuckReroll !== undefined ? 'goodLuckReroll' : event.mindControl ? 'mindControl' : null;
  if (alphaChoice && draft.settings.combat.powers !== 'ALPHA')
    return matchRefusal('NOT_IN_RULESET', [alphaChoice], `${alphaChoice} is a power of the HeroClix Alpha powers card`);
  const wrongFact = factRefusal(event.attacker, ['attacker']);
  if (wrongFact) return wrongFact;
  // Flurry's second punch belongs to the action of the first: it takes none of its own.
  const cleared = event.frenzy ? clearFrenzy(draft, rules, event) : clearAction(draft, rules, event, event.flurry ? 'FREE' : 'ATTACK');
  if ('refusal' in cleared) return cleared;
  const blackTabs = blackTabRefusal(draft, event);
  if (blackTabs) return blackTabs;
  const sharedDefense: SharedValue[] = [];
  const targets = targetsOf(draft, rules, event, cleared.figure, sharedDefense);
  if ('refusal' in targets) return targets;
  const sharedAttack = sharedValueOf(draft, rules, cleared.figure, event.attacker?.sharedAttackFrom, 'attack', ['attacker', 'sharedAttackFrom']);
  if (sharedAttack && 'refusal' in sharedAttack) return sharedAttack;
  const nearAttacker = otherEnemiesOf(
    draft,
    rules,
    cleared.figure,
    event.targets.map((t) => t?.figureId),
    event.attacker?.otherEnemiesAdjacent,
    ['attacker', 'otherEnemiesAdjacent'],
  );
  if ('refusal' in nearAttacker) return nearAttacker;
  const wrongPurpose = purposeRefusal(draft, rules, event);
  if (wrongPurpose) return wrongPurpose;
  // Capture and rescue are special movements (seed 000): first in the figure's turn, and its last action.
  const special = event.purpose === 'CAPTURE' || event.purpose === 'RESCUE';
  const notFirst = special ? specialMovementRefusal(cleared.figure) : null;
  if (notFirst) return notFirst;
  if (!dice) return matchRefusal('DICE_MISSING', ['dice'], 'an attack rolls dice: pass the match stream or the dice rolled at the table');
  const input: AttackInput = {
    kind: event.attackKind,
    attacker: attackerOf(draft, event, cleared.figure, nearAttacker, sharedAttack),
    targets,
    purpose: event.purpose,
    ...(event.damageSplit ? { damageSplit: event.damageSplit } : {}),
    ...(event.object ? { object: event.object } : {}),
    ...(event.goodLuckReroll ? { goodLuckReroll: event.goodLuckReroll } : {}),
    ...(event.mindControl ? { mindControl: true } : {}),
    settings: draft.settings.combat,
  };
  let attack: ReturnType<typeof resolveAttack>;
  try {
    attack = resolveAttack(input, dice);
  } catch (e) {
    return matchRefusal('TABLE_DICE_INVALID', ['dice'], `the dice do not fit the roll: ${(e as Error).message}`);
  }
  if (!attack.ok) return fromRulesRefusal(attack, COMBAT_REFUSAL_PATH[attack.reason] ? [COMBAT_REFUSAL_PATH[attack.reason]!] : []);
  const pushingDamage = cleared.given?.pushingDamage ?? 0;
  commitActionWithoutDamage(draft, rules, cleared);
  if (event.frenzy) draft.figures[cleared.figure.id].frenziedThisTurn = true;
  draft.turn.flurry = flurryOpened(draft, event, attack);
  const dialChanges = applyAttackResult(draft, rules, event.figureId, event.captiveFigureId ?? null, attack, attack.damageToAttacker + pushingDamage);
  if (special) endActions(draft, cleared.figure.id);
  const position = dicePositionOf(dice);
  if (position) draft.dice = position;
  const shared = { ...(sharedAttack ? { sharedAttack } : {}), ...(sharedDefense.length ? { sharedDefense } : {}) };
  return { result: { attack: JSON.parse(JSON.stringify(attack)) as unknown, pushingDamage, dialChanges, ...shared } };
}

/** The attack deals pushing with the attacker's own damage (one dial turn), so the action is recorded without it. */
function commitActionWithoutDamage(draft: MatchState, rules: MatchRuleset, cleared: Parameters<typeof commitAction>[2]): void {
  commitAction(draft, rules, cleared.given ? { ...cleared, given: { ...cleared.given, pushingDamage: 0 } } : cleared);
}

/** Seed 003 5.3: one attack of 3 damage or more destroys a square of blocking terrain (leaving hindering terrain). */
export const BLOCKING_TERRAIN_DESTROYED_AT = 3;

/**
 * ATTACK_TERRAIN (2003): an action attacking a square of blocking terrain, adjacent (close) or
 * within range (ranged); it always hits, no roll; 3 damage or more destroys it, counted for the side.
 */
export function applyTerrainAttack(draft: MatchState, rules: MatchRuleset, event: Extract<MatchEngineEvent, { type: 'ATTACK_TERRAIN' }>) {
  if (!rules.terrainAttacks) return matchRefusal('NOT_IN_RULESET', ['type'], `${draft.ruleset} has no attacks on terrain`);
  if (event.attackKind !== 'CLOSE' && event.attackKind !== 'RANGED') return matchRefusal('FIELD_MISSING', ['attackKind'], 'an attack is CLOSE or RANGED');
  if (!Number.isInteger(event.distance) || event.distance < 1)
    return matchRefusal('INVALID_FIELD', ['distance'], 'a distance is a whole number of squares, 1 for adjacent');
  const cleared = clearAction(draft, rules, event, 'ATTACK');
  if ('refusal' in cleared) return cleared;
  const reach = event.attackKind === 'CLOSE' ? 1 : cleared.figure.version.range;
  if (event.attackKind === 'RANGED' && reach === 0) return matchRefusal('NO_RANGE', ['attackKind'], 'a range value of 0 allows no ranged attack');
  if (event.distance > reach)
    return matchRefusal(
      event.attackKind === 'CLOSE' ? 'NOT_ADJACENT' : 'OUT_OF_RANGE',
      ['distance'],
      `the terrain is ${event.distance} squares away; the attack reaches ${reach}`,
    );
  // The damage value before pushing turns the dial: the attack comes first.
  const damage = clickShowing(cleared.figure)!.damage;
  const pushing = commitAction(draft, rules, cleared);
  const destroyed = damage >= BLOCKING_TERRAIN_DESTROYED_AT;
  if (destroyed) draft.sides[event.side].tallies.blockingTerrainDestroyed += 1;
  return { result: { damage, destroyed, pushingDamage: pushing?.clicksApplied ?? 0, dialChange: pushing } };
}
