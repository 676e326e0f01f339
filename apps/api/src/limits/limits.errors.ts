/** The codes of the limit refusals, in `errors[].extensions.code` (they are GraphQL errors, not userErrors). */
export const LimitErrorCode = {
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES: 'TOO_MANY_ALIASES',
  QUERY_TOO_COSTLY: 'QUERY_TOO_COSTLY',
  /** Too many tokens in the document, directives in an operation, or selections once its fragments are expanded. */
  QUERY_TOO_LARGE: 'QUERY_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** A string held U+0000, which text columns cannot store: refused before anything runs. */
  NUL_CHARACTER: 'NUL_CHARACTER',
  /** The database cannot be reached: retry after the Retry-After seconds. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export const LIMIT_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(LimitErrorCode));
