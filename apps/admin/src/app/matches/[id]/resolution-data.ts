import type { MatchTrackerQuery } from '@/gql/graphql';
import type { ScenarioChoices } from './resolution-wizard';
import type { ResolutionNames } from './resolution-view';
import { SCENARIO_FACTS } from './resolution-fields';

type Match = NonNullable<MatchTrackerQuery['match']>;

/** The names a resolution's member, side and team ids stand for. */
export function resolutionNames(match: Match, sideNames: Map<number, string>): ResolutionNames {
  const members: Record<string, string> = {};
  const teams: Record<string, string> = {};
  for (const side of match.sides) {
    if (!side.team) continue;
    teams[side.team.id] = side.team.name;
    for (const m of side.team.members) members[m.id] = m.character.name;
  }
  for (const f of match.figures) if (f.teamMemberId && f.character && !members[f.teamMemberId]) members[f.teamMemberId] = f.character.name;
  return { members, teams, sides: Object.fromEntries(sideNames) };
}

const FACT_NAMES = new Set<string>(SCENARIO_FACTS.map(([name]) => name));

/**
 * What the outcome form asks about the scenario: the objectives and facts its scoring lines read
 * (the scenario's `scoring` is the rules engine's ScoringRule[]); objectives null when it cannot be read.
 */
export function scenarioChoices(scenario: Match['scenario']): ScenarioChoices | null {
  if (!scenario) return null;
  if (!Array.isArray(scenario.scoring)) return { name: scenario.name, objectives: null, facts: [] };
  const objectives = new Map<string, string>();
  const facts = new Set<string>();
  for (const rule of scenario.scoring as {
    label?: string;
    measure?: { kind?: string; objective?: string; fact?: string };
    conditions?: { kind?: string; objective?: string }[];
  }[]) {
    const measure = rule?.measure;
    if (measure?.kind === 'OBJECTIVE' && measure.objective) objectives.set(measure.objective, rule.label ?? measure.objective);
    if (measure?.fact && FACT_NAMES.has(measure.fact)) facts.add(measure.fact);
    for (const c of rule?.conditions ?? []) {
      if ((c.kind === 'OBJECTIVE_MET' || c.kind === 'OBJECTIVE_NOT_MET') && c.objective && !objectives.has(c.objective))
        objectives.set(c.objective, humanize(c.objective));
    }
  }
  return { name: scenario.name, objectives: [...objectives].map(([id, label]) => ({ id, label })), facts: [...facts] };
}

const humanize = (id: string) => {
  const text = id.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
