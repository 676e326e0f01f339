import { resolveAttack } from '../combat/attack';
import type { Dice } from '../dice/types';
import { applyAttack, applyAttackResult, targetsOf } from './attack';
import { dicePositionOf } from './dice';
import { captivesOf, combatantOf, isInPlay } from './figures';
import { type MatchRefusal, fromRulesRefusal, matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import { COORDINATED_ASSAULT, abilityNotPinned, teamMateOf } from './team-abilities';
import type { MatchEngineEventOf, MatchFigureState, MatchState } from './types';

type AttackEvent = MatchEngineEventOf<'ATTACK'>;

/** A participant already marked with an action token this turn (by a coordinated assault or a free move): it takes part once. */
function markedRefusal(figure: MatchFigureState, path: readonly string[]): { refusal: MatchRefusal } | null {
  return figure.tokens > 0 ? matchRefusal('MARKED_THIS_TURN', path, `${figure.name} is marked with an action token this turn`) : null;
}

/** The mates joining `attacker`'s attack: each a team mate in play, able to act, listed once; or the first refusal. */
function joinersOf(draft: MatchState, rules: MatchRuleset, event: AttackEvent, attacker: MatchFigureState): MatchFigureState[] | { refusal: MatchRefusal } {
  const ids = event.coordinatedWith;
  if (!Array.isArray(ids) || ids.length === 0)
    return matchRefusal('INVALID_FIELD', ['coordinatedWith'], 'a coordinated assault names the team mates who attack too');
  const notPinned = abilityNotPinned(draft, event.side, COORDINATED_ASSAULT.roll, ['coordinatedWith']);
  if (notPinned) return notPinned;
  if (event.attackKind !== 'CLOSE')
    return matchRefusal('COORDINATED_ASSAULT_IS_CLOSE_COMBAT', ['attackKind'], 'a coordinated assault is made by members adjacent to the target: close combat');
  if ((event.purpose ?? 'DAMAGE') !== 'DAMAGE')
    return matchRefusal('INVALID_FIELD', ['purpose'], 'a coordinated assault attacks to damage; capture and rescue are special movements of one figure');
  const marked = markedRefusal(attacker, ['figureId']);
  if (marked) return marked;
  const joiners: MatchFigureState[] = [];
  for (const [i, id] of ids.entries()) {
    const path = ['coordinatedWith', String(i)];
    const mate = teamMateOf(draft, rules, attacker, id, path);
    if ('refusal' in mate) return mate;
    if (joiners.includes(mate)) return matchRefusal('INVALID_FIELD', path, `${mate.name} is listed twice`);
    if (mate.actionsEnded)
      return matchRefusal('ACTIONS_ENDED', path, `${mate.name} made a special movement this turn: its actions are done until its next turn`);
    const markedMate = markedRefusal(mate, path);
    if (markedMate) return markedMate;
    joiners.push(mate);
  }
  return joiners;
}

/**
 * ATTACK with `coordinatedWith` (Clix Campaign team ability 11, Coordinated Assault): the attacker
 * makes its close combat attack with one of the side's actions, then each mate named attacks the
 * same target, in order, with none, while the target is still in play; every one is marked with an
 * action token. Adjacency to the target is the table's to say. A refusal after the first roll
 * leaves the state as it was: the engine works on a draft.
 */
export function applyCoordinatedAssault(draft: MatchState, rules: MatchRuleset, event: AttackEvent, dice: Dice | undefined) {
  const first: AttackEvent = { ...event, coordinatedWith: undefined };
  const led = applyAttack(draft, rules, first, dice);
  if ('refusal' in led) return led;
  // The attack keeps the attacker's token as it was (Clix Campaign's actions leave marks alone).
  const attacker = draft.figures[event.figureId];
  const joiners = joinersOf(draft, rules, event, attacker);
  if ('refusal' in joiners) return joiners;
  attacker.tokens = 1;
  const coordinatedAttacks: { figureId: string; attack: unknown; dialChanges: Record<string, unknown> }[] = [];
  const targetId = event.targets[0].figureId;
  for (const figure of joiners) {
    if (!isInPlay(draft.figures[targetId], rules.dialRules)) break;
    const targets = targetsOf(draft, rules, { ...first, figureId: figure.id }, figure, []);
    if ('refusal' in targets) return targets;
    const input = {
      kind: 'CLOSE' as const,
      attacker: { ...combatantOf(figure), feats: [], hasCaptive: captivesOf(draft, figure.id) > 0 },
      targets,
      settings: draft.settings.combat,
    };
    let attack: ReturnType<typeof resolveAttack>;
    try {
      attack = resolveAttack(input, dice!);
    } catch (e) {
      return matchRefusal('TABLE_DICE_INVALID', ['dice'], `the dice do not fit the rolls: ${(e as Error).message}`);
    }
    if (!attack.ok) return fromRulesRefusal(attack, ['coordinatedWith']);
    figure.tokens = 1;
    const dialChanges = applyAttackResult(draft, rules, figure.id, null, attack, attack.damageToAttacker);
    coordinatedAttacks.push({ figureId: figure.id, attack: JSON.parse(JSON.stringify(attack)) as unknown, dialChanges });
  }
  const position = dicePositionOf(dice!);
  if (position) draft.dice = position;
  return { result: { ...led.result, coordinatedAttacks } };
}
