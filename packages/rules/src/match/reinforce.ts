import { createDialState } from '../combat/dial';
import { type AlphaCharacter, eligibleReinforcements, validateReinforcementChoices } from '../rulesets/heroclix-alpha';
import { checkTurn } from './actions';
import { fromRulesRefusal, matchRefusal } from '../refusal';
import type { MatchRuleset } from './rulesets/ruleset';
import { figuresOfSide } from './rulesets/shared';
import type { MatchEngineEventOf, MatchFigureState, MatchState } from './types';

function asCharacter(figure: MatchFigureState): AlphaCharacter {
  return { id: figure.id, name: figure.name, pointValue: figure.version.pointValue };
}

/** The side's reinforcements (its figures in reserve), as the Alpha rules read them. */
function reserveOf(state: MatchState, side: number): AlphaCharacter[] {
  return figuresOfSide(state, side)
    .filter((f) => f.inReserve)
    .map(asCharacter);
}

/** For each character due to be replaced, the reserve figures that may replace it. */
export function reinforcementOptions(state: MatchState): { forFigureId: string; eligible: string[] }[] {
  const reserve = reserveOf(state, state.turn.activeSide);
  return state.turn.reinforcementsDue.map((id) => ({
    forFigureId: id,
    eligible: eligibleReinforcements(asCharacter(state.figures[id]), reserve, state.settings.alphaReinforcementMargin).map((c) => c.id),
  }));
}

/**
 * REINFORCE (Alpha): one choice per character KO'd since the side's last turn, each costing at
 * most 10 points more, none twice, compulsory while one fits. The chosen enter at full health.
 */
export function applyReinforce(draft: MatchState, rules: MatchRuleset, event: MatchEngineEventOf<'REINFORCE'>) {
  if (!rules.reinforcements) return matchRefusal('NOT_IN_RULESET', ['type'], `${draft.ruleset} has no reinforcements`);
  const wrongTurn = checkTurn(draft, event.side);
  if (wrongTurn) return wrongTurn;
  const due = draft.turn.reinforcementsDue;
  if (due.length === 0) return matchRefusal('NO_REINFORCEMENTS_DUE', ['choices'], "no character of this side was KO'd since its last turn");
  if (!Array.isArray(event.choices)) return matchRefusal('FIELD_MISSING', ['choices'], "one choice per KO'd character, null where none fits");
  const knockedOut = due.map((id) => asCharacter(draft.figures[id]));
  const checked = validateReinforcementChoices(knockedOut, event.choices, reserveOf(draft, event.side), draft.settings.alphaReinforcementMargin);
  if (!checked.ok) return fromRulesRefusal(checked, ['choices']);
  for (const { id } of checked.entering) {
    const figure = draft.figures[id];
    Object.assign(figure, {
      inReserve: false,
      dial: createDialState(figure.version),
      tokens: 0,
      actionsThisTurn: 0,
      damageBySide: {},
      defeatedByFigureId: null,
    });
  }
  draft.turn.reinforcementsDue = [];
  return { result: { entering: checked.entering.map((c) => c.id) } };
}
