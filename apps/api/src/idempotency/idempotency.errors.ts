/** Stable codes of idempotent retries (docs/api.md, "Idempotent retries"). */
export const IDEMPOTENCY_ERROR_CODES = {
  /** The key was used before, by the same account, for another mutation or with another input: nothing was applied. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** Refusals of the Idempotency-Key header itself, before anything runs (GraphQL errors, HTTP 400). */
export const IdempotencyHeaderErrorCode = {
  /** The header is empty or longer than 255 characters. */
  INVALID_IDEMPOTENCY_KEY: 'INVALID_IDEMPOTENCY_KEY',
  /** A key names one mutation: the operation held more than one mutation field. */
  ONE_MUTATION_PER_IDEMPOTENCY_KEY: 'ONE_MUTATION_PER_IDEMPOTENCY_KEY',
} as const;
