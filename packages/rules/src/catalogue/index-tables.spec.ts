import * as scenarios from './scenarios';
import * as api from './index-tables';
import * as tables from './tables';
import * as scenarioScoring from '../scenarios';
import * as score from '../scenarios/score';

// The public entry points must hand out the very values the modules define, and all of them.
describe('public API of the tables, scenarios and scoring', () => {
  it('re-exports every value of tables.ts and scenarios.ts from index-tables', () => {
    for (const [name, value] of Object.entries({ ...tables, ...scenarios })) {
      expect([name, (api as Record<string, unknown>)[name]]).toEqual([name, value]);
    }
    expect(Object.keys(api).sort()).toEqual([...Object.keys(tables), ...Object.keys(scenarios)].sort());
  });

  it('re-exports the scoring functions from scenarios/index', () => {
    expect(scenarioScoring.scoreScenario).toBe(score.scoreScenario);
    expect(scenarioScoring.DEFAULT_SCORE_SETTINGS).toBe(score.DEFAULT_SCORE_SETTINGS);
    expect(Object.keys(scenarioScoring).sort()).toEqual(Object.keys(score).sort());
  });
});
