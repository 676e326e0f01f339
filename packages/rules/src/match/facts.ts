import { applyDamage, applyHealing, dialStatus, type DialStatus } from '../combat/dial';
import { findFigure } from './actions';
import { damageFigure } from './figures';
import { type MatchRefusal, fromRulesRefusal, matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import type { MatchEngineEventOf as EventOf, MatchState, MatchTallies } from './types';

function validClicks(clicks: unknown): clicks is number {
  return typeof clicks === 'number' && Number.isInteger(clicks) && clicks >= 0 && clicks <= 100;
}

/** The figure credited with damage, when the event names one. */
function creditedFigure(state: MatchState, byFigureId: unknown): string | null | { refusal: MatchRefusal } {
  if (byFigureId === undefined || byFigureId === null) return null;
  const by = findFigure(state, byFigureId, ['byFigureId']);
  return 'refusal' in by ? by : by.id;
}

/** DAMAGE and HEAL entered by hand: clicks turned on the dial; damage may be credited to a figure. */
export function applyDialClicks(draft: MatchState, rules: MatchRuleset, event: EventOf<'DAMAGE'> | EventOf<'HEAL'>) {
  const figure = findFigure(draft, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  if (!validClicks(event.clicks)) return matchRefusal('INVALID_FIELD', ['clicks'], 'clicks are a whole number from 0 to 100');
  if (event.type === 'HEAL') {
    const healed = applyHealing(figure.dial, event.clicks, rules.dialRules);
    if (!healed.ok) return fromRulesRefusal(healed, ['figureId']);
    figure.dial = healed.state;
    return { result: { dialChange: healed } };
  }
  const by = creditedFigure(draft, event.byFigureId);
  if (by !== null && typeof by === 'object') return by;
  return { result: { dialChange: damageFigure(draft, figure.id, event.clicks, by, rules.dialRules) } };
}

/** KO and CRITICAL_CONDITION: the dial turned to the first click the rules read as that status. */
export function applyStatusReached(draft: MatchState, rules: MatchRuleset, event: EventOf<'KO'> | EventOf<'CRITICAL_CONDITION'>) {
  const figure = findFigure(draft, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  const by = creditedFigure(draft, event.byFigureId);
  if (by !== null && typeof by === 'object') return by;
  const wanted: DialStatus[] = event.type === 'KO' ? ['KO', 'REMOVED'] : ['CRITICAL_CONDITION'];
  // The dial has at most its slots plus the Critical Condition margin to turn: a bounded walk.
  let dial = figure.dial;
  let clicks = 0;
  while (!wanted.includes(dialStatus(dial, rules.dialRules))) {
    const change = applyDamage(dial, 1, rules.dialRules);
    if (change.clicksApplied === 0) break;
    dial = change.state;
    clicks++;
  }
  if (!wanted.includes(dialStatus(dial, rules.dialRules))) {
    return matchRefusal('DIAL_CANNOT_REACH', ['figureId'], `${figure.name}'s dial cannot reach ${event.type} from ${dialStatus(figure.dial, rules.dialRules)}`);
  }
  return { result: { clicksApplied: clicks, dialChange: damageFigure(draft, figure.id, clicks, by, rules.dialRules) } };
}

/** CAPTURE (a captive taken by `byFigureId`), RESCUE and ESCAPE (freed by a friend, or by himself). */
export function applyCaptivity(draft: MatchState, rules: MatchRuleset, event: EventOf<'CAPTURE'> | EventOf<'RESCUE'> | EventOf<'ESCAPE'>) {
  if (!rules.specialMovements) return matchRefusal('NOT_IN_RULESET', ['type'], `${draft.ruleset} has no captives`);
  const figure = findFigure(draft, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  if (event.type !== 'CAPTURE') {
    if (!figure.captured) return matchRefusal('NOT_CAPTURED', ['figureId'], `${figure.name} is not a captive`);
    Object.assign(figure, { captured: false, capturedByFigureId: null, escaped: figure.escaped || event.type === 'ESCAPE' });
    return { result: { freed: figure.id } };
  }
  const captor = findFigure(draft, event.byFigureId, ['byFigureId']);
  if ('refusal' in captor) return captor;
  if (captor.side === figure.side) return matchRefusal('FRIENDLY_TARGET', ['byFigureId'], `${captor.name} and ${figure.name} play for the same side`);
  if (figure.captured) return matchRefusal('ALREADY_CAPTURED', ['figureId'], `${figure.name} is already a captive`);
  Object.assign(figure, { captured: true, capturedByFigureId: captor.id });
  return { result: { captured: figure.id, by: captor.id } };
}

const TALLY_OF = {
  BYSTANDER_SAVED: 'bystandersSaved',
  BYSTANDER_HURT: 'bystandersHurt',
  PROPERTY_DESTROYED: 'propertyDestroyed',
  OBJECTIVE_MET: 'objectivesMet',
} as const satisfies Record<string, keyof MatchTallies>;

/** Bystanders, property and objectives: counted for the figure's side, or for nobody when no figure is named. */
export function applyTally(draft: MatchState, event: EventOf<'BYSTANDER_SAVED' | 'BYSTANDER_HURT' | 'PROPERTY_DESTROYED' | 'OBJECTIVE_MET'>) {
  const key = TALLY_OF[event.type];
  if (event.figureId === undefined || event.figureId === null) {
    draft.unattributed[key] += 1;
    return { result: { countedFor: null } };
  }
  const figure = findFigure(draft, event.figureId, ['figureId']);
  if ('refusal' in figure) return figure;
  draft.sides[figure.side].tallies[key] += 1;
  return { result: { countedFor: figure.side } };
}
