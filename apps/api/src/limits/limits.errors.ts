/** The codes of the limit refusals, in `errors[].extensions.code` (they are GraphQL errors, not userErrors). */
export const LimitErrorCode = {
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES: 'TOO_MANY_ALIASES',
  QUERY_TOO_COSTLY: 'QUERY_TOO_COSTLY',
  RATE_LIMITED: 'RATE_LIMITED',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
} as const;

export const LIMIT_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(LimitErrorCode));
