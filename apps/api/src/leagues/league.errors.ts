/** Stable codes of leagues and standings. */
export const LEAGUE_ERROR_CODES = {
  LEAGUE_NOT_FOUND: 'LEAGUE_NOT_FOUND',
  /** Another league of the world has this name in this season. */
  LEAGUE_NAME_TAKEN: 'LEAGUE_NAME_TAKEN',
  /** The league is FINAL: its standings, teams and settings no longer change, and no match joins it. */
  LEAGUE_FINAL: 'LEAGUE_FINAL',
  /** Points are 0-100, a win worth more than a loss, a draw in between. */
  LEAGUE_SCORING_INVALID: 'LEAGUE_SCORING_INVALID',
  /** A tie-breaker is listed twice. */
  LEAGUE_TIE_BREAKERS_INVALID: 'LEAGUE_TIE_BREAKERS_INVALID',
  TEAM_ALREADY_IN_LEAGUE: 'TEAM_ALREADY_IN_LEAGUE',
  /** A side of a league match, or the team named, is not a team of the league. */
  TEAM_NOT_IN_LEAGUE: 'TEAM_NOT_IN_LEAGUE',
  /** The team has played (or is set to play) league matches: it stays in the standings. */
  LEAGUE_TEAM_HAS_MATCHES: 'LEAGUE_TEAM_HAS_MATCHES',
  /** Finalizing while league matches are still being played. */
  LEAGUE_HAS_PENDING_MATCHES: 'LEAGUE_HAS_PENDING_MATCHES',
  /** The match is not a match of this league. */
  MATCH_NOT_IN_LEAGUE: 'MATCH_NOT_IN_LEAGUE',
  /** The match's result is already in the standings (or already taken out). */
  LEAGUE_RESULT_ALREADY_RECORDED: 'LEAGUE_RESULT_ALREADY_RECORDED',
  /** Taking out a result that was never put in. */
  LEAGUE_RESULT_NOT_RECORDED: 'LEAGUE_RESULT_NOT_RECORDED',
} as const;
