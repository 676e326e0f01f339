/** The codes of the limit refusals, in `errors[].extensions.code` (they are GraphQL errors, not userErrors). */
export const LimitErrorCode = {
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES: 'TOO_MANY_ALIASES',
  QUERY_TOO_COSTLY: 'QUERY_TOO_COSTLY',
  /** Too many tokens in the document, directives in an operation, or selections once its fragments are expanded. */
  QUERY_TOO_LARGE: 'QUERY_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Too many failed sign-ins for this e-mail from this address, or from this address today: retry after retryAfterSeconds. */
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  /** An operation held more than one signIn/signUp field: guesses cannot be batched. */
  ONE_SIGN_IN_PER_OPERATION: 'ONE_SIGN_IN_PER_OPERATION',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** A string held U+0000, which text columns cannot store: refused before anything runs. */
  NUL_CHARACTER: 'NUL_CHARACTER',
  /** The database cannot be reached: retry after the Retry-After seconds. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export const LIMIT_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(LimitErrorCode));
