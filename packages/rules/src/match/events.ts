import type { Dice } from '../dice/types';
import { applyAction, applyEndTurn } from './actions';
import { applyAlphaPower } from './alpha-powers';
import { applyAttack, applyTerrainAttack } from './attack';
import { applyCoordinatedAssault } from './coordinated-assault';
import { applyCaptivity, applyDialClicks, applyStatusReached, applyTally } from './facts';
import {
  applyHourglass,
  applyInsanityRoll,
  applyKillAnswer,
  applyMinion,
  applyMoveVictim,
  applyPhase,
  applyPlotTwist,
  applyPossession,
  applyVictimKilled,
} from './horrorclix-turn';
import { applyEtiquette } from './etiquette';
import { applyReinforce } from './reinforce';
import { applyFlee } from './flee';
import { applySharedBurden } from './shared-burden';
import { applyTeamHealing, movesFreely } from './team-abilities';
import { type MatchRefusal, matchRefusal } from '../refusal';
import { MATCH_RULESETS } from './rulesets';
import type { MatchRuleset } from './rulesets/ruleset';
import type { MatchEngineEvent, MatchEventOutcome, MatchState } from './types';

type Handled = { result: Record<string, unknown> } | { refusal: MatchRefusal };

function handle(draft: MatchState, rules: MatchRuleset, event: MatchEngineEvent, dice: Dice | undefined): Handled {
  switch (event.type) {
    case 'ATTACK':
      return event.coordinatedWith !== undefined ? applyCoordinatedAssault(draft, rules, event, dice) : applyAttack(draft, rules, event, dice);
    case 'ATTACK_TERRAIN':
      return applyTerrainAttack(draft, rules, event);
    case 'ACTION':
      return applyAction(draft, rules, event, movesFreely(draft, event.figureId));
    case 'POWER':
      return applyAlphaPower(draft, rules, event, dice);
    case 'DAMAGE':
    case 'HEAL':
      return applyDialClicks(draft, rules, event);
    case 'KO':
    case 'CRITICAL_CONDITION':
      return applyStatusReached(draft, rules, event);
    case 'CAPTURE':
    case 'RESCUE':
    case 'ESCAPE':
      return applyCaptivity(draft, rules, event);
    case 'BYSTANDER_SAVED':
    case 'BYSTANDER_HURT':
    case 'PROPERTY_DESTROYED':
    case 'OBJECTIVE_MET':
      return applyTally(draft, event);
    case 'VICTIM_KILLED':
      return applyVictimKilled(draft, rules, event);
    case 'PHASE':
      return applyPhase(draft, rules, event);
    case 'MOVE_VICTIM':
      return applyMoveVictim(draft, event);
    case 'INSANITY_ROLL':
      return applyInsanityRoll(draft, rules, event, dice);
    case 'POSSESSION':
      return applyPossession(draft, rules, event);
    case 'HOURGLASS':
      return applyHourglass(draft, rules, event);
    case 'PLOT_TWIST':
      return applyPlotTwist(draft, event);
    case 'KILL_ANSWER':
      return applyKillAnswer(draft, rules, event);
    case 'MINION':
      return applyMinion(draft, event);
    case 'REINFORCE':
      return applyReinforce(draft, rules, event);
    case 'SHARED_BURDEN':
      return applySharedBurden(draft, rules, event);
    case 'FLEE':
      return applyFlee(draft, rules, event, dice);
    case 'ETIQUETTE':
      return applyEtiquette(draft, dice);
    case 'END_TURN':
      return applyEndTurn(draft, rules, event);
    default:
      return matchRefusal('UNKNOWN_EVENT', ['type'], `there is no event ${String((event as { type?: unknown }).type)}`);
  }
}

/**
 * Applies one event: `{ state, result }` with a new state (the given one is never changed), or
 * `{ refusal }` with a stable code and the path of the offending field; an illegal move never
 * throws. `dice` rolls an ATTACK, a FLEE, an ETIQUETTE, an INSANITY_ROLL or a POWER (Regeneration): the match's stream (see `matchDice`) or the dice rolled at the
 * table (`forcedDice`); after the match's stream the state holds its new position.
 */
export function applyMatchEvent(state: MatchState, event: MatchEngineEvent, dice?: Dice): MatchEventOutcome {
  if (state.over) return matchRefusal('MATCH_OVER', [], 'the match is over: nothing more can be applied');
  if (!event || typeof event !== 'object') return matchRefusal('FIELD_MISSING', [], 'an event is an object with a type and a side');
  if (!Number.isInteger(event.side) || event.side < 0 || event.side >= state.sides.length) {
    return matchRefusal('SIDE_NOT_FOUND', ['side'], `there is no side ${String(event.side)} in this match`);
  }
  const rules = MATCH_RULESETS[state.ruleset];
  const draft = structuredClone(state);
  const handled = handle(draft, rules, event, dice);
  if ('refusal' in handled) return handled;
  // HorrorClix: a kill is answered by the next event or not at all.
  if (draft.horrorClix && event.type !== 'VICTIM_KILLED') draft.horrorClix.killToAnswer = null;
  // Flurry's punch must follow the punch that opened it: any other event closes it.
  if (event.type !== 'ATTACK') draft.turn.flurry = null;
  const teamHealing = applyTeamHealing(draft, rules, state.knockouts.length);
  draft.over = rules.isOver(draft);
  return { state: draft, result: teamHealing.length ? { ...handled.result, teamHealing } : handled.result };
}
