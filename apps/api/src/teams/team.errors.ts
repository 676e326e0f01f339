/** Stable codes of teams, the ledger and advancement. */
export const TEAM_ERROR_CODES = {} as const;
