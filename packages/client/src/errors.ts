import type { GraphQLFormattedError } from 'graphql';

/**
 * How a request failed: `network` (no answer: refused, reset, timed out, aborted), `http` (an answer
 * that is not a GraphQL result: a proxy's 502, an empty body), `graphql` (the API answered with
 * `errors`), `live` (the subscription socket closed for good).
 */
export type ClixErrorKind = 'network' | 'http' | 'graphql' | 'live';

export interface ClixErrorDetails {
  /** The GraphQL errors of the answer, as sent (empty unless `kind` is `graphql`). */
  errors?: readonly GraphQLFormattedError[];
  /** The HTTP status, when there was an answer. */
  status?: number;
  statusText?: string;
  /** What the answer's `data` held beside its errors (a nullable field's siblings keep theirs). */
  data?: unknown;
  /** The seconds the answer's `Retry-After` asked to wait (a 429's, a 503's). */
  retryAfterSeconds?: number;
  /** The WebSocket close code, for `live`. */
  closeCode?: number;
  cause?: unknown;
}

/** A request the API refused or could not answer; `codes` are the errors' `extensions.code` (RATE_LIMITED, NOT_FOUND, BAD_CURSOR ...). */
export class ClixError extends Error {
  override readonly name = 'ClixError';
  readonly kind: ClixErrorKind;
  /** `extensions.code` of each GraphQL error, in order (`UNKNOWN` for one without a code); empty for transport failures. */
  readonly codes: readonly string[];
  readonly errors: readonly GraphQLFormattedError[];
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly data: unknown;
  readonly retryAfterSeconds: number | undefined;
  readonly closeCode: number | undefined;

  constructor(kind: ClixErrorKind, message: string, details: ClixErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.errors = details.errors ?? [];
    this.codes = this.errors.map((error) => (typeof error.extensions?.code === 'string' ? error.extensions.code : 'UNKNOWN'));
    this.status = details.status;
    this.statusText = details.statusText;
    this.data = details.data;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.closeCode = details.closeCode;
  }

  hasCode(code: string): boolean {
    return this.codes.includes(code);
  }
}

/** The error of an answer that carried GraphQL errors. */
export function graphqlError(errors: readonly GraphQLFormattedError[], details: Omit<ClixErrorDetails, 'errors'> = {}): ClixError {
  return new ClixError('graphql', `The API refused the request: ${errors.map((error) => error.message).join('; ')}`, { ...details, errors });
}
