export type { MatchSummary, ScenarioScore, ScoreLine, ScoreRefusal, ScoreRefusalReason, ScoreSettings, TeamMatchFacts, TeamScenarioScore } from './score';
export { DEFAULT_SCORE_SETTINGS, scoreScenario, scoreSettingsSchema } from './score';
