export type {
  LeagueMatchSide,
  LeagueMatchTallies,
  LeagueOutcome,
  LeagueScoring,
  LeagueSettings,
  LeagueSettingsCheck,
  LeagueSettingsRefusalReason,
  LeagueTieBreaker,
  PairTally,
  RankedStanding,
  StandingRow,
  StandingTally,
  TieBreakerValue,
} from './standings';
export {
  checkLeagueSettings,
  DEFAULT_LEAGUE_SCORING,
  DEFAULT_LEAGUE_SETTINGS,
  LEAGUE_TIE_BREAKERS,
  leagueMatchTallies,
  MAX_POINTS_PER_RESULT,
  rankStandings,
} from './standings';
