import { endTurn } from '../../combat/actions';
import { actionsPerTurn, type Fate2003, type Heroclix2003Model, validateArmy, victoryPoints } from '../../rulesets/heroclix-2003';
import { allFigures, figureStatus, sidesInPlay } from '../figures';
import type { MatchRefusal } from '../../refusal';
import type { MatchFigureState, MatchSideScore, MatchSideSetup, MatchState } from '../types';
import type { MatchRuleset } from './ruleset';
import { NO_PHASES, REMOVED_AT_KO, actionWithTokens } from './shared';

function modelsOf(side: MatchSideSetup): Heroclix2003Model[] {
  return side.figures.map((f) => ({
    id: f.id,
    name: f.name,
    pointValue: f.version.pointValue,
    rank: f.version.rank,
    archenemyColour: f.version.archenemyColour,
  }));
}

/** Section 1.1: build total, no two copies of a unique, no archenemies in one army. */
function checkArmies(sides: readonly MatchSideSetup[], settings: { buildTotal: number }): MatchRefusal | null {
  for (const [i, side] of sides.entries()) {
    const checked = validateArmy(modelsOf(side), settings.buildTotal);
    if (checked.ok) continue;
    const { reason, message, modelIds } = checked.problems[0];
    // The build total concerns the whole army; the other problems point at the last figure named (the second copy, the second archenemy).
    const index = reason === 'OVER_BUILD_TOTAL' || modelIds.length === 0 ? -1 : side.figures.findIndex((f) => f.id === modelIds[modelIds.length - 1]);
    return { code: reason, path: index < 0 ? ['sides', String(i), 'figures'] : ['sides', String(i), 'figures', String(index)], message };
  }
  return null;
}

function fateOf(state: MatchState, figure: MatchFigureState): Fate2003 {
  if (figureStatus(figure, REMOVED_AT_KO) === 'ACTIVE') return { kind: 'SURVIVED' };
  const by = figure.defeatedByFigureId === null ? undefined : state.figures[figure.defeatedByFigureId];
  if (by && by.side !== figure.side) return { kind: 'DEFEATED_BY_MODEL', byModelId: by.id };
  const damageByPlayer = Object.entries(figure.damageBySide).map(([playerId, damage]) => ({ playerId, damage }));
  return { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER', damageByPlayer };
}

/** Section 9: victory points, archenemy doubled, pushed models to the most-damaging player, ties to the cheaper army. */
function outcome(state: MatchState) {
  const counted = victoryPoints(
    {
      players: state.sides.map((s) => ({ playerId: String(s.position), armyCost: s.armyCost })),
      models: allFigures(state).map((f) => ({
        modelId: f.id,
        ownerId: String(f.side),
        name: f.name,
        pointValue: f.version.pointValue,
        archenemyColour: f.version.archenemyColour,
        fate: fateOf(state, f),
      })),
    },
    state.settings.victoryPoints2003,
  );
  // The state is checked at setup and by every event, so the count is never refused.
  if (!counted.ok) throw new Error(`victory points refused a match state: ${counted.message}`);
  const scores: MatchSideScore[] = counted.players.map((p) => ({
    side: Number(p.playerId),
    points: p.total,
    lines: p.lines.map((l) => ({ kind: l.kind, points: l.points, figureId: l.modelId })),
  }));
  const winnerSide = counted.winnerId === null ? null : Number(counted.winnerId);
  return { winnerSide, decidedBy: 'VICTORY_POINTS' as const, scores };
}

/**
 * HeroClix 2003 (seed 003). Armies: build total, uniques, archenemies. Turns: one action per
 * started 100 points of the build total; at most one non-free action per model a turn; a model
 * acting two turns running is pushed (1 damage after the action, a second token) and then may
 * take only free actions; tokens leave models that did not act. Removed at KO. Ends when a player
 * has no models on the map; victory points decide.
 */
export const heroclix2003: MatchRuleset = {
  id: 'HEROCLIX_2003',
  dialRules: REMOVED_AT_KO,
  combatDefaults: { multipleTargets: 'SHARED_ROLL_SPLIT_DAMAGE', objectRules: 'OBJECT_TOKENS' },
  reinforcements: false,
  startTurn: () => undefined,
  ...NO_PHASES,
  terrainAttacks: true,
  specialMovements: false,
  teamAbilities: false,
  checkArmies,
  actionsPerTurn: (state) => actionsPerTurn(state.settings.buildTotal),
  giveAction: (figure) => actionWithTokens(figure, true),
  endTurnFor: (figure) => ({ tokens: endTurn({ tokens: figure.tokens, actedThisTurn: figure.actionsThisTurn > 0 }).tokens, actionsThisTurn: 0 }),
  isOver: (state) => sidesInPlay(state, REMOVED_AT_KO).length < state.sides.length,
  outcome,
};
