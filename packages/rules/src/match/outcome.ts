import { allFigures, figureStatus } from './figures';
import { MATCH_RULESETS } from './rulesets';
import type { MatchEngineOutcome, MatchState } from './types';

/**
 * Who won where the ruleset decides it, with the score sheet: Alpha by KO points (first to 5),
 * 2003 by victory points, HorrorClix by its score (both as if the game ended now: the table may
 * also end it by time or agreement); Clix Campaign names no winner, the resolution decides. Every
 * ruleset adds the figures' summary, the knockouts and the counts.
 */
export function matchOutcome(state: MatchState): MatchEngineOutcome {
  const rules = MATCH_RULESETS[state.ruleset];
  return {
    ruleset: state.ruleset,
    over: state.over,
    ...rules.outcome(state),
    figures: allFigures(state).map((f) => ({
      figureId: f.id,
      side: f.side,
      status: figureStatus(f, rules.dialRules),
      captured: f.captured,
      escaped: f.escaped,
      inReserve: f.inReserve,
      defeatedByFigureId: f.defeatedByFigureId,
    })),
    knockouts: state.knockouts.map((k) => ({ ...k })),
    tallies: state.sides.map((s) => ({ side: s.position, tallies: { ...s.tallies } })),
    unattributed: { ...state.unattributed },
  };
}
