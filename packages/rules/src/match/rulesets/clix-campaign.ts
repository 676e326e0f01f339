import { DEFAULT_DIAL_RULES } from '../../combat/dial';
import { isInPlay } from '../figures';
import type { MatchRuleset } from './ruleset';
import { NO_PHASES, actionsUpTo, figuresOfSide } from './shared';

/**
 * Clix Campaign (seed 000). Every character gets three actions each turn, in any order ("TURNS
 * AND ACTIONS"); free actions do not count; no pushing damage and no action tokens (digest
 * reading 9). A KOed character keeps taking damage to Critical Condition and Permanent Injury.
 * Fleeing, capture and rescue are special movements (special-movement.ts), capture and rescue
 * attacks with their modifiers; each side may have its team ability (team-abilities.ts). No army limit here: the teams are the
 * campaign's. The engine names no winner: the resolution decides it from the scenario.
 */
export const clixCampaign: MatchRuleset = {
  id: 'CLIX_CAMPAIGN',
  dialRules: DEFAULT_DIAL_RULES,
  // DEFAULT_COMBAT_SETTINGS are this ruleset's readings.
  combatDefaults: {},
  reinforcements: false,
  startTurn: () => undefined,
  ...NO_PHASES,
  terrainAttacks: false,
  specialMovements: true,
  teamAbilities: true,
  checkArmies: () => null,
  actionsPerTurn: (state, side) =>
    state.settings.campaignActionsPerCharacter * figuresOfSide(state, side).filter((f) => isInPlay(f, DEFAULT_DIAL_RULES)).length,
  giveAction: (figure, settings) => actionsUpTo(figure, settings.campaignActionsPerCharacter),
  endTurnFor: () => ({ tokens: 0, actionsThisTurn: 0 }),
  isOver: () => false,
  outcome: () => ({ winnerSide: null, decidedBy: 'RESOLUTION', scores: [] }),
};
