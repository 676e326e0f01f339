import { resolveAttack } from '../combat/attack';
import { flee, type FleeResult } from '../combat/movement-rolls';
import type { Dice } from '../dice/types';
import { clearAction, commitAction, findFigure } from './actions';
import { applyAttackResult } from './attack';
import { dicePositionOf } from './dice';
import { captivesOf, clickShowing, combatantOf, outOfPlayReason } from './figures';
import { fromRulesRefusal, matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import { endActions, specialMovementRefusal } from './special-movement';
import type { MatchEngineEventOf, MatchState } from './types';

/**
 * FLEE: a figure that has not acted this turn rolls `flee` from an adjacent enemy in play: 1
 * flees at double speed, 2-3 at half; 4-5 fails (-1 defense and speed until its side's next turn);
 * 6: the enemy hits it automatically in close combat, the damage credited to that enemy.
 */
export function applyFlee(draft: MatchState, rules: MatchRuleset, event: MatchEngineEventOf<'FLEE'>, dice: Dice | undefined) {
  if (!rules.specialMovements) return matchRefusal('NOT_IN_RULESET', ['type'], `${draft.ruleset} has no fleeing`);
  const cleared = clearAction(draft, rules, event, 'MOVE');
  if ('refusal' in cleared) return cleared;
  const notFirst = specialMovementRefusal(cleared.figure);
  if (notFirst) return notFirst;
  const from = findFigure(draft, event.fromFigureId, ['fromFigureId']);
  if ('refusal' in from) return from;
  if (from.side === cleared.figure.side) return matchRefusal('FRIENDLY_TARGET', ['fromFigureId'], `${from.name} is a friend: a figure flees from an enemy`);
  const away = outOfPlayReason(from, rules.dialRules);
  if (away) return matchRefusal('FIGURE_OUT_OF_PLAY', ['fromFigureId'], `${away} and cannot be fled from`);
  if (!dice) return matchRefusal('DICE_MISSING', ['dice'], 'a flee rolls a d6: pass the match stream or the die rolled at the table');
  const figure = cleared.figure;
  let rolled: FleeResult;
  try {
    rolled = flee(clickShowing(figure)!.speed, dice);
  } catch (e) {
    return matchRefusal('TABLE_DICE_INVALID', ['dice'], `the dice do not fit the roll: ${(e as Error).message}`);
  }
  let hit: { attack: unknown; dialChanges: Record<string, unknown> } | null = null;
  if (rolled.automaticallyHit) {
    const target = { ...combatantOf(figure), distance: 1, captives: captivesOf(draft, figure.id) };
    const attack = resolveAttack(
      { kind: 'CLOSE', attacker: { ...combatantOf(from), feats: [] }, targets: [target], automaticHit: true, settings: draft.settings.combat },
      dice,
    );
    if (!attack.ok) return fromRulesRefusal(attack, ['fromFigureId']);
    hit = {
      attack: JSON.parse(JSON.stringify(attack)) as unknown,
      dialChanges: applyAttackResult(draft, rules, from.id, null, attack, attack.damageToAttacker),
    };
  }
  commitAction(draft, rules, cleared);
  const actionsLost = 1 + endActions(draft, figure.id);
  if (rolled.outcome === 'FAILS') draft.figures[figure.id].failedFlee = true;
  const position = dicePositionOf(dice);
  if (position) draft.dice = position;
  return { result: { flee: rolled, actionsLost, ...hit } };
}
