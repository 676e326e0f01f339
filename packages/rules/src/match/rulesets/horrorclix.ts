import { endTurn } from '../../combat/actions';
import { horrorClixActionsPerTurn, horrorClixScore } from '../../rulesets/horrorclix';
import { allFigures, figureStatus, sidesInPlay } from '../figures';
import type { MatchState } from '../types';
import type { MatchRuleset } from './ruleset';
import { REMOVED_AT_KO, actionWithTokens, overBuildTotal } from './shared';

/** Scoring: monsters killed (0 for hourglass deaths and insane or possessed ones), victims, ties to the cheaper force. */
function outcome(state: MatchState) {
  const killedMonsters = allFigures(state)
    .filter((f) => figureStatus(f, REMOVED_AT_KO) !== 'ACTIVE')
    .map((f) => {
      const by = f.defeatedByFigureId === null ? undefined : state.figures[f.defeatedByFigureId];
      return {
        monsterId: f.id,
        ownerId: String(f.side),
        pointValue: f.version.pointValue,
        killedByPlayerId: by && by.side !== f.side ? String(by.side) : null,
        // Not tracked yet: the hourglass phase, insanity and possession are the next landing's.
        diedInHourglassPhase: false,
        insaneOrPossessed: false,
      };
    });
  const scored = horrorClixScore({
    buildTotal: state.settings.buildTotal,
    players: state.sides.map((s) => ({ playerId: String(s.position), forceCost: s.armyCost, victimsKilled: s.tallies.victimsKilled, plotTwistPoints: 0 })),
    killedMonsters,
  });
  if (!scored.ok) throw new Error(`HorrorClix scoring refused a match state: ${scored.message}`);
  const scores = scored.players.map((p) => ({
    side: Number(p.playerId),
    points: p.total,
    lines: p.lines.map((l) => ('monsterId' in l ? { kind: l.kind, points: l.points, figureId: l.monsterId } : { kind: l.kind, points: l.points })),
  }));
  return { winnerSide: scored.winnerId === null ? null : Number(scored.winnerId), decidedBy: 'HORRORCLIX_SCORE' as const, scores };
}

/**
 * HorrorClix (seed 004). Forces within the build total. One action per started 100 points (at
 * least 2) a turn, at most one per monster; a monster acting two turns running gets a second
 * token: it is vulnerable and may take only free actions; no pushing damage. Tokens leave
 * monsters not activated. Ends when one player controls all monsters on the map.
 */
export const horrorClix: MatchRuleset = {
  id: 'HORRORCLIX',
  dialRules: REMOVED_AT_KO,
  combatDefaults: { multipleTargets: 'SHARED_ROLL_SPLIT_DAMAGE', objectRules: 'OBJECT_TOKENS' },
  reinforcements: false,
  startTurn: () => undefined,
  capturesAndRescues: false,
  checkArmies: (sides, settings) => overBuildTotal(sides, settings.buildTotal),
  actionsPerTurn: (state) => horrorClixActionsPerTurn(state.settings.buildTotal, state.settings.horrorClixMinimumActions),
  giveAction: (figure) => actionWithTokens(figure, false),
  endTurnFor: (figure) => ({ tokens: endTurn({ tokens: figure.tokens, actedThisTurn: figure.actionsThisTurn > 0 }).tokens, actionsThisTurn: 0 }),
  isOver: (state) => sidesInPlay(state, REMOVED_AT_KO).length <= 1,
  outcome,
};

/** A monster with two action tokens is vulnerable (seed 004). */
export function isVulnerable(figure: { tokens: number }): boolean {
  return figure.tokens >= 2;
}
