import { HORRORCLIX_MODIFIER_CAP, horrorClixActionsPerTurn, horrorClixScore } from '../../rulesets/horrorclix';
import { horrorClixActionRefusal, horrorClixTargetRefusal, plotTwistPoints, startHorrorClixTurn } from '../horrorclix-turn';
import { matchRefusal } from '../../refusal';
import { allFigures, figureStatus, sidesInPlay } from '../figures';
import type { MatchState } from '../types';
import type { MatchRuleset } from './ruleset';
import { REMOVED_AT_KO, actionWithTokens, creditedSide, overBuildTotal } from './shared';

/**
 * Scoring: monsters killed (0 for hourglass deaths and insane or possessed ones), victims, ties to
 * the cheaper force. A monster dying in the hourglass phase counts for the only opponent (with its 0).
 */
function outcome(state: MatchState) {
  const killedMonsters = allFigures(state)
    .filter((f) => figureStatus(f, REMOVED_AT_KO) !== 'ACTIVE')
    .map((f) => {
      const by = f.defeatedByFigureId === null ? undefined : state.figures[f.defeatedByFigureId];
      const killer = by && by.side !== f.side ? by.side : f.diedInHourglassPhase ? creditedSide(state, f.id, null) : null;
      return {
        monsterId: f.id,
        ownerId: String(f.side),
        pointValue: f.version.pointValue,
        killedByPlayerId: killer === null ? null : String(killer),
        diedInHourglassPhase: f.diedInHourglassPhase,
        insaneOrPossessed: f.insane || f.possessed,
      };
    });
  const scored = horrorClixScore({
    buildTotal: state.settings.buildTotal,
    players: state.sides.map((s) => ({
      playerId: String(s.position),
      forceCost: s.armyCost,
      victimsKilled: s.tallies.victimsKilled,
      plotTwistPoints: plotTwistPoints(state, s.position),
    })),
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
 * HorrorClix (seed 004). Forces within the build total. A turn in four phases (`horrorclix-turn.ts`):
 * preview, suspense, hunting, hourglass; actions only while hunting, one per started 100 points (at
 * least 2), at most one per monster; a monster acting two turns running gets a second token: it is
 * vulnerable and may take only free actions; no pushing damage. The hourglass phase takes the
 * tokens off monsters not activated. Hourglasses on the dial forbid moving, acting or being
 * attacked. No knockback; shooting a soaring monster from the ground: +2 attack, full range, +1
 * unpreventable damage. Ends when one player controls all monsters on the map.
 */
export const horrorClix: MatchRuleset = {
  id: 'HORRORCLIX',
  dialRules: REMOVED_AT_KO,
  combatDefaults: {
    multipleTargets: 'SHARED_ROLL_SPLIT_DAMAGE',
    objectRules: 'OBJECT_TOKENS',
    knockback: false,
    groundVersusSoaring: 'ATTACK_BONUS',
    modifierCap: HORRORCLIX_MODIFIER_CAP,
  },
  reinforcements: false,
  startTurn: startHorrorClixTurn,
  specialMovements: false,
  teamAbilities: false,
  terrainAttacks: false,
  actionRefusal: horrorClixActionRefusal,
  targetRefusal: horrorClixTargetRefusal,
  endTurnRefusal: (state) => {
    const phase = state.horrorClix!.phase;
    return phase === 'HOURGLASS'
      ? null
      : matchRefusal('WRONG_PHASE', ['type'], `it is the ${phase.toLowerCase()} phase: the turn ends after the hourglass phase (HOURGLASS)`).refusal;
  },
  checkArmies: (sides, settings) => overBuildTotal(sides, settings.buildTotal),
  actionsPerTurn: (state) => horrorClixActionsPerTurn(state.settings.buildTotal, state.settings.horrorClixMinimumActions),
  giveAction: (figure) => actionWithTokens(figure, false),
  // The hourglass phase has already taken the tokens off the monsters not activated.
  endTurnFor: (figure) => ({ tokens: figure.tokens, actionsThisTurn: 0 }),
  isOver: (state) => sidesInPlay(state, REMOVED_AT_KO).length <= 1,
  outcome,
};

/** A monster with two action tokens, or possessed, is vulnerable (seed 004). */
export function isVulnerable(figure: { tokens: number; possessed: boolean }): boolean {
  return figure.tokens >= 2 || figure.possessed;
}
