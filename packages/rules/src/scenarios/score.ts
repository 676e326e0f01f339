/**
 * Turns the facts of a finished scenario match into the scenario's extra Hero Points, one
 * line per scoring rule (chapter VI: "all points are earned as they normally are, but all
 * Scenarios & Situations have additional points added"). The ordinary awards for defeats,
 * majorities and accomplishing a scenario are not scored here.
 */
import { z } from 'zod';
import { oneOf, schemaOf } from '../settings/values';
import {
  scenarioById,
  type ScenarioCountFact,
  type ScenarioDefinition,
  type ScenarioId,
  type ScenarioObjective,
  type ScenarioPointsFact,
  type ScoringCondition,
  type ScoringRule,
} from '../catalogue/scenarios';
import type { Alignment, MapType } from '../catalogue/tables';
import type { Refusal } from '../refusal';

/**
 * What one team did in a finished match, as far as scenario scoring needs. Counts and point
 * totals left out are zero.
 */
export interface TeamMatchFacts extends Partial<Record<ScenarioCountFact | ScenarioPointsFact, number>> {
  teamId: string;
  alignment: Alignment;
  /** Whether this team's side achieved the scenario's goal; absent when undecided. */
  scenarioOutcome?: 'WON' | 'LOST';
  objectivesMet?: readonly ScenarioObjective[];
  /** Escape from the Villain's Lair: this team came in to help another team's captives. */
  assisting?: boolean;
}

/** The plain facts of a finished match that scenario scoring reads. */
export interface MatchSummary {
  roundsPlayed: number;
  mapType?: MapType;
  teams: readonly TeamMatchFacts[];
}

/** One scoring rule as it applied to one team. */
export interface ScoreLine {
  rule: string;
  label: string;
  /** What was counted: 1/0 for an objective, a count, or the point value KOed (not tens). */
  quantity: number;
  points: number;
  /** False when the rule's condition was not met (e.g. a line that pays only on a win). */
  applied: boolean;
  /** The multiplier used (Prison Break's 1.5x or 2x), when one was reached. */
  multiplier?: number;
  /** True when "to a minimum of 0" cut this loss short. */
  floored?: boolean;
}

/** A team's scenario Hero Points: one line per scoring rule and their total. */
export interface TeamScenarioScore {
  teamId: string;
  lines: ScoreLine[];
  total: number;
}

/** The scenario Hero Points of every team in the match. */
export interface ScenarioScore {
  ok: true;
  scenarioId: ScenarioId;
  teams: TeamScenarioScore[];
}

/** Stable codes for a summary that cannot be scored. */
export type ScoreRefusalReason =
  'UNKNOWN_SCENARIO' | 'INVALID_ROUNDS' | 'ROUNDS_EXCEED_LIMIT' | 'DUPLICATE_TEAM' | 'INVALID_COUNT' | 'RECAPTURED_EXCEEDS_TOTAL';

/** A summary that cannot be scored, with the reason. */
export type ScoreRefusal = Refusal<ScoreRefusalReason>;

/** World settings for scenario scoring. */
export interface ScoreSettings {
  /**
   * "1.5 HPs for every 10 pts": FULL_TENS counts whole tens only (47 points are 4 tens), the
   * reading a player expects; PROPORTIONAL counts 4.7 tens.
   */
  perTenPoints: 'FULL_TENS' | 'PROPORTIONAL';
  /** Reading: Hero Points are whole and the seed rounds only awards ("round numbers down"), so a fractional loss drops its fraction (TOWARD_ZERO: -2.5 → -2); DOWN makes it -3. */
  lossRounding: 'TOWARD_ZERO' | 'DOWN';
}

/** Default scoring settings. */
export const DEFAULT_SCORE_SETTINGS: ScoreSettings = { perTenPoints: 'FULL_TENS', lossRounding: 'TOWARD_ZERO' };

/** What a world's scoring settings may be. */
export const scoreSettingsSchema = schemaOf<ScoreSettings>()(
  z.strictObject({
    perTenPoints: oneOf(['FULL_TENS', 'PROPORTIONAL'] as const satisfies readonly ScoreSettings['perTenPoints'][]),
    lossRounding: oneOf(['TOWARD_ZERO', 'DOWN'] as const satisfies readonly ScoreSettings['lossRounding'][]),
  }),
);

const FACT_NAMES: readonly (ScenarioCountFact | ScenarioPointsFact)[] = [
  'membersKOd',
  'hostagesSaved',
  'hostagesKOdByTeam',
  'hostagesKOdByVillains',
  'hostagesTakenByVillains',
  'membersRescuingInnocents',
  'membersNotAttempting',
  'escapeesRecaptured',
  'escapeesTotal',
  'monstersEscaped',
  'enemyPointsKOd',
  'enemyPointsKOdWithoutHostageKO',
  'ownPointsWoundedByBomb',
];

const refuse = (reason: ScoreRefusalReason, message: string): ScoreRefusal => ({ ok: false, reason, message });

/** Hero Points are whole: a reward rounds down (digest 4.7), a loss by the world's loss rounding. */
const wholePoints = (points: number, settings: ScoreSettings): number =>
  (points < 0 && settings.lossRounding === 'TOWARD_ZERO' ? Math.ceil(points) : Math.floor(points)) + 0;

function conditionHolds(condition: ScoringCondition, team: TeamMatchFacts): boolean {
  const met = team.objectivesMet ?? [];
  switch (condition.kind) {
    case 'SCENARIO_WON':
      return team.scenarioOutcome === 'WON';
    case 'OBJECTIVE_MET':
      return met.includes(condition.objective);
    case 'OBJECTIVE_NOT_MET':
      return !met.includes(condition.objective);
    case 'ASSISTING':
      return team.assisting === true;
    case 'NOT_ASSISTING':
      return team.assisting !== true;
  }
}

/** The highest multiplier whose share is reached, or 1. */
function multiplierFor(rule: ScoringRule, team: TeamMatchFacts): number {
  let factor = 1;
  for (const m of rule.multipliers ?? []) {
    const whole = team[m.whole] ?? 0;
    if (whole > 0 && (team[m.part] ?? 0) / whole >= m.atLeastShare) factor = Math.max(factor, m.factor);
  }
  return factor;
}

function scoreLine(rule: ScoringRule, team: TeamMatchFacts, settings: ScoreSettings): ScoreLine {
  const measure = rule.measure;
  let quantity: number;
  let units: number;
  if (measure.kind === 'OBJECTIVE') {
    quantity = (team.objectivesMet ?? []).includes(measure.objective) ? 1 : 0;
    units = quantity;
  } else if (measure.kind === 'PER_COUNT') {
    quantity = team[measure.fact] ?? 0;
    units = quantity;
  } else {
    quantity = team[measure.fact] ?? 0;
    units = settings.perTenPoints === 'FULL_TENS' ? Math.floor(quantity / 10) : quantity / 10;
  }
  const line: ScoreLine = { rule: rule.rule, label: rule.label, quantity, points: 0, applied: false };
  if (!(rule.conditions ?? []).every((condition) => conditionHolds(condition, team))) return line;
  const multiplier = multiplierFor(rule, team);
  if (multiplier !== 1) line.multiplier = multiplier;
  return { ...line, applied: true, points: wholePoints(units * rule.points * multiplier, settings) };
}

function scoreTeam(scenario: ScenarioDefinition, team: TeamMatchFacts, settings: ScoreSettings): TeamScenarioScore {
  if (team.alignment !== scenario.scoredAlignment) return { teamId: team.teamId, lines: [], total: 0 };
  const lines = scenario.scoring.map((rule) => scoreLine(rule, team, settings));
  // A floored loss may eat the rest of the scenario award but never push the total below zero.
  let running = lines.reduce((sum, line, i) => (scenario.scoring[i]!.floorAtZero ? sum : sum + line.points), 0);
  scenario.scoring.forEach((rule, i) => {
    const line = lines[i]!;
    if (!rule.floorAtZero || line.points >= 0) return;
    const limit = -Math.max(0, running);
    if (line.points < limit) {
      line.points = limit + 0;
      line.floored = true;
    }
    running += line.points;
  });
  return { teamId: team.teamId, lines, total: lines.reduce((sum, line) => sum + line.points, 0) };
}

function validate(scenario: ScenarioDefinition, summary: MatchSummary): ScoreRefusal | undefined {
  if (!Number.isInteger(summary.roundsPlayed) || summary.roundsPlayed < 0) {
    return refuse('INVALID_ROUNDS', `rounds played must be a whole number, zero or more, not ${summary.roundsPlayed}`);
  }
  if (scenario.roundLimit !== null && summary.roundsPlayed > scenario.roundLimit) {
    return refuse('ROUNDS_EXCEED_LIMIT', `${scenario.name} is decided by round ${scenario.roundLimit}; ${summary.roundsPlayed} rounds were reported`);
  }
  const seen = new Set<string>();
  for (const team of summary.teams) {
    if (seen.has(team.teamId)) return refuse('DUPLICATE_TEAM', `team ${team.teamId} appears twice in the summary`);
    seen.add(team.teamId);
    for (const fact of FACT_NAMES) {
      const value = team[fact];
      if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
        return refuse('INVALID_COUNT', `${fact} of team ${team.teamId} must be a whole number, zero or more, not ${value}`);
      }
    }
    if (team.escapeesTotal !== undefined && (team.escapeesRecaptured ?? 0) > team.escapeesTotal) {
      return refuse('RECAPTURED_EXCEEDS_TOTAL', `team ${team.teamId} recaptured more escapees than escaped`);
    }
  }
  return undefined;
}

/**
 * Scores a finished scenario: for every team of the side the scenario is written for, one line
 * per scoring rule (multipliers and "minimum of 0" floors applied) and the total; other teams
 * get no lines.
 */
export function scoreScenario(
  scenarioId: string,
  summary: MatchSummary,
  overrides: Partial<ScoreSettings> = DEFAULT_SCORE_SETTINGS,
): ScenarioScore | ScoreRefusal {
  const settings: ScoreSettings = { ...DEFAULT_SCORE_SETTINGS, ...overrides };
  const scenario = scenarioById(scenarioId);
  if (!scenario) return refuse('UNKNOWN_SCENARIO', `no scenario has the id ${scenarioId}`);
  const invalid = validate(scenario, summary);
  if (invalid) return invalid;
  return { ok: true, scenarioId: scenario.id, teams: summary.teams.map((team) => scoreTeam(scenario, team, settings)) };
}
