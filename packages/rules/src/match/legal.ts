import { allFigures, isInPlay } from './figures';
import { reinforcementOptions } from './reinforce';
import { MATCH_RULESETS } from './rulesets';
import { figuresOfSide } from './rulesets/shared';
import type { FigureOptions, LegalActions, MatchState } from './types';

/**
 * What may be done now: the side to act, each of its figures that may act with the actions it may
 * take (FREE always; MOVE, POWER, CLOSE and RANGED while the side has actions left and the ruleset
 * lets the figure act; RANGED with a range) and the enemies it may attack, and the actions left.
 * Alpha reinforcements due come first: then they are all that is offered.
 */
export function legalActions(state: MatchState): LegalActions {
  const { turn } = state;
  if (state.over) return { side: null, turn: turn.number, actionsLeft: 0, figures: [], mayEndTurn: false, reinforcements: [] };
  if (turn.reinforcementsDue.length > 0) {
    return { side: turn.activeSide, turn: turn.number, actionsLeft: turn.actionsLeft, figures: [], mayEndTurn: false, reinforcements: reinforcementOptions(state) };
  }
  const rules = MATCH_RULESETS[state.ruleset];
  const enemies = allFigures(state)
    .filter((f) => f.side !== turn.activeSide && isInPlay(f, rules.dialRules))
    .map((f) => f.id);
  const figures: FigureOptions[] = [];
  for (const figure of figuresOfSide(state, turn.activeSide)) {
    if (!isInPlay(figure, rules.dialRules)) continue;
    const mayAct = turn.actionsLeft > 0 && !('code' in rules.giveAction(figure, state.settings));
    const actions: FigureOptions['actions'] = ['FREE'];
    if (mayAct) actions.push('MOVE', 'POWER');
    if (mayAct && enemies.length > 0) actions.push('CLOSE');
    if (mayAct && enemies.length > 0 && figure.version.range > 0) actions.push('RANGED');
    figures.push({ figureId: figure.id, actions, targets: mayAct ? enemies : [] });
  }
  return { side: turn.activeSide, turn: turn.number, actionsLeft: turn.actionsLeft, figures, mayEndTurn: true, reinforcements: [] };
}
