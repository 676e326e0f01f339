import type { CombatSettings } from '../../combat/combat.types';
import type { DialRules } from '../../combat/dial';
import type { MatchRefusal } from '../../refusal';
import type { MatchActionKind, MatchEngineOutcome, MatchFigureState, MatchRulesetId, MatchSettings, MatchSideSetup, MatchState } from '../types';

/** A figure given an action: its new token count and the pushing damage to deal after the action. */
export interface ActionGiven {
  tokens: number;
  pushingDamage: number;
}

/**
 * One ruleset of the match engine: army rules, turn structure and actions, combat mode, end and
 * scoring. Each ruleset is one file implementing this, so a reader finds its rules in one place.
 */
export interface MatchRuleset {
  id: MatchRulesetId;
  /** Combat mode: how far a dial turns (Clix Campaign's Critical Condition, or removal at KO). */
  dialRules: DialRules;
  /** Combat mode: the ruleset's readings, under the world's settings. */
  combatDefaults: Partial<CombatSettings>;
  /** Army rules: the ruleset has reinforcements (Alpha). */
  reinforcements: boolean;
  /** Clix Campaign's special movements (seed 000): fleeing, and capture and rescue as attack purposes besides DAMAGE, with their captives. */
  specialMovements: boolean;
  /** Clix Campaign's team abilities (seed 000 chart), one per side, pinned in the settings. */
  teamAbilities: boolean;
  /** Attacks on blocking terrain (ATTACK_TERRAIN: 2003). */
  terrainAttacks: boolean;
  /** Army rules: null when every side may play, else the first problem with its path (['sides', i, ...]). */
  checkArmies(sides: readonly MatchSideSetup[], settings: MatchSettings): MatchRefusal | null;
  /** Turn structure: the non-free actions `side` gets for a turn starting in `state`. */
  actionsPerTurn(state: MatchState, side: number): number;
  /** Actions: what the turn's phase or the figure's dial forbids it now (HorrorClix), before any count. */
  actionRefusal(state: MatchState, figure: MatchFigureState, kind: MatchActionKind | 'ATTACK'): MatchRefusal | null;
  /** Actions: why `figure` cannot be attacked now (HorrorClix: intangible), or null. */
  targetRefusal(figure: MatchFigureState): { code: string; message: string } | null;
  /** Turn structure: why the side to act cannot end its turn yet (HorrorClix: before the hourglass phase), or null. */
  endTurnRefusal(state: MatchState): MatchRefusal | null;
  /** Actions: gives `figure` a non-free action, or refuses it (per-figure limits, tokens). */
  giveAction(figure: MatchFigureState, settings: MatchSettings): ActionGiven | MatchRefusal;
  /** Turn structure: what happens as `side`'s turn starts, in the draft (Alpha: KO'd characters go to the reinforcements, due to be replaced). */
  startTurn(draft: MatchState, side: number): void;
  /** Turn structure: a figure of the side ending its turn, with tokens cleared as the text says. */
  endTurnFor(figure: MatchFigureState): Pick<MatchFigureState, 'tokens' | 'actionsThisTurn'>;
  /** End: the match is over (no more events). */
  isOver(state: MatchState): boolean;
  /** Scoring: the winner where the ruleset decides one, and the score sheet. */
  outcome(state: MatchState): Pick<MatchEngineOutcome, 'winnerSide' | 'decidedBy' | 'scores'>;
}
