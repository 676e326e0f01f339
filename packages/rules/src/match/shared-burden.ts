import { applyHealing } from '../combat/dial';
import { clearAction, commitAction } from './actions';
import { damageFigure } from './figures';
import { matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import { SHARED_BURDEN, abilityNotPinned, teamMateOf } from './team-abilities';
import type { MatchEngineEventOf, MatchState } from './types';

/**
 * SHARED_BURDEN (Clix Campaign team ability 10): `figureId` takes 1 click of damage and the
 * adjacent team mate `toFigureId` (adjacency is the table's to say) heals 1; a move action of the
 * one damaged, though it does not move. A mate with no damage to give has nothing to exchange.
 */
export function applySharedBurden(draft: MatchState, rules: MatchRuleset, event: MatchEngineEventOf<'SHARED_BURDEN'>) {
  const cleared = clearAction(draft, rules, event, 'MOVE');
  if ('refusal' in cleared) return cleared;
  const notPinned = abilityNotPinned(draft, event.side, SHARED_BURDEN.roll, ['type']);
  if (notPinned) return notPinned;
  const mate = teamMateOf(draft, rules, cleared.figure, event.toFigureId, ['toFigureId']);
  if ('refusal' in mate) return mate;
  if (mate.dial.clicksTaken === 0) return matchRefusal('NO_DAMAGE_TO_SHARE', ['toFigureId'], `${mate.name} has taken no damage: there is nothing to exchange`);
  commitAction(draft, rules, cleared);
  const damaged = damageFigure(draft, cleared.figure.id, SHARED_BURDEN.clicks, null, rules.dialRules);
  // The mate is in play, so healing is never refused.
  const healed = applyHealing(mate.dial, SHARED_BURDEN.clicks, rules.dialRules);
  if (healed.ok) draft.figures[mate.id].dial = healed.state;
  return { result: { damagedFigureId: cleared.figure.id, healedFigureId: mate.id, dialChanges: { [cleared.figure.id]: damaged, [mate.id]: healed } } };
}
