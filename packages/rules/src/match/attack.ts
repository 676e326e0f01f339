import { resolveAttack } from '../combat/attack';
import type { AttackInput, AttackResult, CombatRefusalReason, TargetInPlay } from '../combat/combat.types';
import type { DialChange } from '../combat/dial';
import type { Dice } from '../dice/types';
import { clearAction, commitAction, findFigure } from './actions';
import { dicePositionOf } from './dice';
import { captivesOf, combatantOf, damageFigure, outOfPlayReason } from './figures';
import { type MatchRefusal, fromRulesRefusal, matchRefusal } from './refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import type { MatchEngineEvent, MatchFigureState, MatchState } from './types';

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
};

/** The targets of an attack, each an enemy in play; or the refusal of the first that is not. */
function targetsOf(state: MatchState, rules: MatchRuleset, event: AttackEvent, attacker: MatchFigureState): TargetInPlay[] | { refusal: MatchRefusal } {
  if (!Array.isArray(event.targets) || event.targets.length === 0) return matchRefusal('FIELD_MISSING', ['targets'], 'an attack needs a target');
  const targets: TargetInPlay[] = [];
  for (const [i, wanted] of event.targets.entries()) {
    const path = ['targets', String(i), 'figureId'];
    const target = findFigure(state, wanted?.figureId, path);
    if ('refusal' in target) return target;
    if (target.side === attacker.side) return matchRefusal('FRIENDLY_TARGET', path, `${target.name} is a friend: attacks target enemies`);
    const away = outOfPlayReason(target, rules.dialRules);
    if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', path, `${away} and cannot be attacked`);
    if (!Number.isInteger(wanted.distance) || wanted.distance < 1) return matchRefusal('INVALID_FIELD', ['targets', String(i), 'distance'], 'a distance is a whole number of squares, 1 for adjacent');
    targets.push({
      ...combatantOf(target),
      distance: wanted.distance,
      lineOfFireCrossesHinderingTerrain: wanted.lineOfFireCrossesHinderingTerrain === true,
      captives: captivesOf(state, target.id),
    });
  }
  return targets;
}

/** Purpose checks: capture and rescue are Clix Campaign's; a rescue names a captive the target holds. */
function purposeRefusal(state: MatchState, rules: MatchRuleset, event: AttackEvent): { refusal: MatchRefusal } | null {
  const purpose = event.purpose ?? 'DAMAGE';
  if (purpose !== 'DAMAGE' && purpose !== 'CAPTURE' && purpose !== 'RESCUE') return matchRefusal('INVALID_FIELD', ['purpose'], 'a purpose is DAMAGE, CAPTURE or RESCUE');
  if (purpose !== 'DAMAGE' && !rules.capturesAndRescues) return matchRefusal('NOT_IN_RULESET', ['purpose'], `${state.ruleset} has no ${purpose}`);
  if (purpose !== 'RESCUE') return null;
  const captive = findFigure(state, event.captiveFigureId, ['captiveFigureId']);
  if ('refusal' in captive) return captive;
  if (captive.capturedByFigureId !== event.targets[0]?.figureId) return matchRefusal('NOT_A_CAPTIVE', ['captiveFigureId'], `${captive.name} is not held by the target`);
  return null;
}

/** The attack's damage, captures and rescues, then the attacker's own damage, in the draft. */
function applyAttackResult(draft: MatchState, rules: MatchRuleset, event: AttackEvent, attack: AttackResult, selfDamage: number): Record<string, DialChange> {
  const attackerId = event.figureId;
  const dialChanges: Record<string, DialChange> = {};
  for (const t of attack.targets) {
    if (t.damageDealt > 0 && draft.figures[t.damageRecipientId]) {
      dialChanges[t.damageRecipientId] = damageFigure(draft, t.damageRecipientId, t.damageDealt, attackerId, rules.dialRules);
    }
    if (t.captured) Object.assign(draft.figures[t.targetId], { captured: true, capturedByFigureId: attackerId });
    if (t.rescued && event.captiveFigureId) Object.assign(draft.figures[event.captiveFigureId], { captured: false, capturedByFigureId: null });
  }
  if (selfDamage > 0) dialChanges[attackerId] = damageFigure(draft, attackerId, selfDamage, null, rules.dialRules);
  return dialChanges;
}

/**
 * ATTACK: a non-free action resolved by `resolveAttack` under the match's combat settings, the
 * damage split as the player chose; then the attack's damage, the attacker's own and pushing.
 */
export function applyAttack(draft: MatchState, rules: MatchRuleset, event: AttackEvent, dice: Dice | undefined) {
  if (event.attackKind !== 'CLOSE' && event.attackKind !== 'RANGED') return matchRefusal('FIELD_MISSING', ['attackKind'], 'an attack is CLOSE or RANGED');
  if (event.feats !== undefined && !Array.isArray(event.feats)) return matchRefusal('INVALID_FIELD', ['feats'], 'feats are a list of feat codes');
  const cleared = clearAction(draft, rules, event, 'ATTACK');
  if ('refusal' in cleared) return cleared;
  const targets = targetsOf(draft, rules, event, cleared.figure);
  if ('refusal' in targets) return targets;
  const wrongPurpose = purposeRefusal(draft, rules, event);
  if (wrongPurpose) return wrongPurpose;
  if (!dice) return matchRefusal('DICE_MISSING', ['dice'], 'an attack rolls dice: pass the match stream or the dice rolled at the table');
  const input: AttackInput = {
    kind: event.attackKind,
    attacker: { ...combatantOf(cleared.figure), feats: event.feats ?? [], hasCaptive: captivesOf(draft, cleared.figure.id) > 0 },
    targets,
    purpose: event.purpose,
    ...(event.damageSplit ? { damageSplit: event.damageSplit } : {}),
    ...(event.object ? { object: event.object } : {}),
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
  const dialChanges = applyAttackResult(draft, rules, event, attack, attack.damageToAttacker + pushingDamage);
  const position = dicePositionOf(dice);
  if (position) draft.dice = position;
  return { result: { attack: JSON.parse(JSON.stringify(attack)) as unknown, pushingDamage, dialChanges } };
}

/** The attack deals pushing with the attacker's own damage (one dial turn), so the action is recorded without it. */
function commitActionWithoutDamage(draft: MatchState, rules: MatchRuleset, cleared: Parameters<typeof commitAction>[2]): void {
  commitAction(draft, rules, cleared.given ? { ...cleared, given: { ...cleared.given, pushingDamage: 0 } } : cleared);
}
