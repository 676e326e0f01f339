import { alphaKoScore, validateAlphaTeam } from '../../rulesets/heroclix-alpha';
import type { MatchRefusal } from '../../refusal';
import type { MatchFigureState, MatchSettings, MatchSideSetup, MatchState } from '../types';
import type { MatchRuleset } from './ruleset';
import { powersInEffect } from '../../combat/powers';
import { clickShowing, figureStatus } from '../figures';
import { NO_PHASES, REMOVED_AT_KO, actionsUpTo, creditedSide, figuresOfSide } from './shared';

/** "At least five starting characters with a combined point value of up to 250 points." */
function checkArmies(sides: readonly MatchSideSetup[], settings: MatchSettings): MatchRefusal | null {
  for (const [i, side] of sides.entries()) {
    const team = side.figures.map((f) => ({ id: f.id, name: f.name, pointValue: f.version.pointValue }));
    const checked = validateAlphaTeam(team, settings.alphaTeam);
    if (!checked.ok) return { code: checked.reason, path: ['sides', String(i), 'figures'], message: checked.message };
  }
  return null;
}

/** KO points in the order the knockouts happened: one to the side that KO'd an enemy. */
function koScore(state: MatchState) {
  const knockouts = state.knockouts.flatMap((k) => {
    const side = creditedSide(state, k.figureId, k.byFigureId);
    return side === null ? [] : [{ scoringPlayerId: String(side), figureId: k.figureId }];
  });
  const score = alphaKoScore(
    state.sides.map((s) => String(s.position)),
    knockouts,
    state.settings.alphaKoPointsToWin,
  );
  return { score, knockouts };
}

function outcome(state: MatchState) {
  const { score, knockouts } = koScore(state);
  const scores = score.koPoints.map(({ playerId, koPoints }) => ({
    side: Number(playerId),
    points: koPoints,
    lines: knockouts.filter((k) => k.scoringPlayerId === playerId).map((k) => ({ kind: 'KO_POINT', points: 1, figureId: k.figureId })),
  }));
  return { winnerSide: score.winnerId === null ? null : Number(score.winnerId), decidedBy: 'KO_POINTS' as const, scores };
}

/** "At the start of your turn": each character KO'd since the last one goes into the reinforcements, to be replaced. */
function sendKnockedOutToReinforcements(draft: MatchState, side: number): void {
  const knockedOut = figuresOfSide(draft, side).filter((f) => !f.inReserve && figureStatus(f, REMOVED_AT_KO) !== 'ACTIVE');
  for (const figure of knockedOut) figure.inReserve = true;
  draft.turn.reinforcementsDue = knockedOut.map((f) => f.id);
}

/** Alpha's Mastermind (seed 001): "You can be attacked only once each turn." */
function mastermindRefusal(figure: MatchFigureState): { code: string; message: string } | null {
  const click = clickShowing(figure);
  if (!figure.attackedThisTurn || !click || !powersInEffect({ id: figure.id, click }).includes('MASTERMIND')) return null;
  return { code: 'MASTERMIND_ATTACKED_ONCE', message: `${figure.name} has Mastermind and has been attacked this turn, as often as it can be` };
}

/**
 * HeroClix Alpha (seed 001). Teams of at least 5 characters, up to 250 points. Three actions a
 * turn, one per character; no pushing, no tokens. KO at the dial's KO. One KO point per enemy
 * KO'd (a KO nobody dealt goes to the only opponent); the first side to 5 wins and the match ends.
 * At the start of a side's turn each character KO'd since its last turn goes back into its
 * reinforcements and must be replaced by one costing at most 10 points more (REINFORCE).
 */
export const heroclixAlpha: MatchRuleset = {
  id: 'HEROCLIX_ALPHA',
  dialRules: REMOVED_AT_KO,
  // Seed 001's own attack rules and powers card.
  combatDefaults: { powers: 'ALPHA' },
  reinforcements: true,
  startTurn: sendKnockedOutToReinforcements,
  ...NO_PHASES,
  targetRefusal: mastermindRefusal,
  terrainAttacks: false,
  specialMovements: false,
  teamAbilities: false,
  checkArmies,
  actionsPerTurn: (state) => state.settings.alphaActionsPerTurn,
  giveAction: (figure) => actionsUpTo(figure, 1),
  endTurnFor: () => ({ tokens: 0, actionsThisTurn: 0 }),
  isOver: (state) => koScore(state).score.winnerId !== null,
  outcome,
};
