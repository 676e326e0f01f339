import { takeAction } from '../../combat/actions';
import { DEFAULT_DIAL_RULES, type DialRules } from '../../combat/dial';
import type { MatchRefusal } from '../../refusal';
import type { MatchFigureState, MatchSideSetup, MatchState } from '../types';
import type { ActionGiven, MatchRuleset } from './ruleset';

/** Dial rules of the HeroClix rulesets: a figure is removed at KO (seed 003 4.4). */
export const REMOVED_AT_KO: Readonly<DialRules> = { ...DEFAULT_DIAL_RULES, koRule: 'REMOVED_AT_KO' };

/** A ruleset whose turns have no phases and whose figures' dials forbid no action or target. */
export const NO_PHASES: Pick<MatchRuleset, 'actionRefusal' | 'targetRefusal' | 'endTurnRefusal'> = {
  actionRefusal: () => null,
  targetRefusal: () => null,
  endTurnRefusal: () => null,
};

/** A refusal of the acting figure. */
export function figureRefusal(code: string, message: string): MatchRefusal {
  return { code, path: ['figureId'], message };
}

/** At most `limit` non-free actions a turn for a figure, no tokens (Clix Campaign 3, Alpha 1). */
export function actionsUpTo(figure: MatchFigureState, limit: number): ActionGiven | MatchRefusal {
  if (figure.actionsThisTurn >= limit) {
    const times = limit === 1 ? 'one action' : `${limit} actions`;
    return figureRefusal('FIGURE_ALREADY_ACTED', `${figure.name} has had ${times} this turn, all it may have`);
  }
  // Only a Clix Campaign team ability marks a figure with a token; its other actions keep the mark.
  return { tokens: figure.tokens, pushingDamage: 0 };
}

/**
 * One non-free action a turn with action tokens (seeds 003 and 004): a second token on two turns
 * running, then only free actions. `pushing`: deal the 1 pushing damage (2003) or not (HorrorClix).
 */
export function actionWithTokens(figure: MatchFigureState, pushing: boolean): ActionGiven | MatchRefusal {
  const taken = takeAction({ tokens: figure.tokens, actedThisTurn: figure.actionsThisTurn > 0 });
  if (!taken.ok) {
    const code = taken.reason === 'ALREADY_ACTED_THIS_TURN' ? 'FIGURE_ALREADY_ACTED' : taken.reason;
    return figureRefusal(code, `${figure.name}: ${taken.message}`);
  }
  return { tokens: taken.state.tokens, pushingDamage: pushing ? taken.pushingDamage : 0 };
}

/** The figures of a side in the match. */
export function figuresOfSide(state: MatchState, side: number): MatchFigureState[] {
  return state.sides[side].figureIds.map((id) => state.figures[id]);
}

/** The side's army cost. */
export function armyCost(side: MatchSideSetup): number {
  return side.figures.reduce((sum, f) => sum + f.version.pointValue, 0);
}

/** Refuses the first side whose army costs more than the build total. */
export function overBuildTotal(sides: readonly MatchSideSetup[], buildTotal: number): MatchRefusal | null {
  for (const [i, side] of sides.entries()) {
    const cost = armyCost(side);
    if (cost > buildTotal) {
      return {
        code: 'OVER_BUILD_TOTAL',
        path: ['sides', String(i), 'figures'],
        message: `side ${i} costs ${cost} points, over the build total of ${buildTotal}`,
      };
    }
  }
  return null;
}

/** The side credited with a knockout: the defeater's, else the only opponent in a two-sided match, else none. */
export function creditedSide(state: MatchState, figureId: string, byFigureId: string | null): number | null {
  const loser = state.figures[figureId].side;
  const by = byFigureId === null ? undefined : state.figures[byFigureId];
  if (by && by.side !== loser) return by.side;
  return state.sides.length === 2 ? 1 - loser : null;
}
