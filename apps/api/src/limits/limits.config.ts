import type { CostWeights } from './query-limits';

/** The public API's limits; every default can be overridden by an environment variable (docs/api.md, "Limits"). */
export interface RateLimits {
  /** Requests per minute per API key. */
  apiKeyPerMinute: number;
  /** Requests per minute per signed-in account. */
  accountPerMinute: number;
  /** Requests per minute per IP address for anonymous callers. */
  anonymousPerMinute: number;
  /** The window the limits count in, in seconds (default 60: per minute); a shorter one keeps a test's waits short. */
  windowSeconds?: number;
}

/** Sign-in throttling (auth/sign-in-throttle.ts); always on, the test suites included. */
export interface SignInLimits {
  /** Failed sign-ins in a row for one e-mail from one address before a wait is imposed. */
  maxConsecutiveFailures: number;
  /** The first wait, in seconds; it doubles with each further failure. */
  lockSeconds: number;
  /** Failed sign-ins (and sign-ups of a taken e-mail) per client address per day. */
  maxFailuresPerAddressPerDay: number;
}

export interface Limits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  /** Tokens of the document (names, punctuation, values), counted before it is parsed. */
  maxTokens: number;
  /** Selections an operation expands to, a fragment counted at each of its spreads. */
  maxSelections: number;
  maxCost: number;
  /** The cost of a scalar field and the size assumed for a list without `first` (query-limits.ts, operationCost). */
  costWeights: CostWeights;
  /** `null` turns rate limiting off (the default under NODE_ENV=test, so the test suites are not throttled). */
  rateLimits: RateLimits | null;
  signIn: SignInLimits;
  /** Milliseconds before an unfinished request is answered 503. */
  requestTimeoutMs: number;
  /** Subscriptions open at once on one WebSocket (live/live.server.ts). */
  maxSubscriptionsPerConnection: number;
  /** Subscriptions open at once per API key, account, or address of an anonymous caller, across its WebSockets to one API process. */
  maxSubscriptionsPerCaller: number;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, zeroAllowed = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (zeroAllowed ? 0 : 1))
    throw new Error(`${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} integer, got "${raw}".`);
  return value;
}

/** The limits from the environment, with the documented defaults. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  const rateLimitsConfigured = ['RATE_LIMIT_API_KEY_PER_MINUTE', 'RATE_LIMIT_ACCOUNT_PER_MINUTE', 'RATE_LIMIT_ANONYMOUS_PER_MINUTE'].some(
    (name) => env[name] !== undefined,
  );
  const rateLimitsOff = env.RATE_LIMIT_DISABLED === 'true' || (env.NODE_ENV === 'test' && !rateLimitsConfigured);
  return {
    maxDepth: intFromEnv(env, 'MAX_QUERY_DEPTH', 10),
    maxAliases: intFromEnv(env, 'MAX_QUERY_ALIASES', 30),
    maxDirectives: intFromEnv(env, 'MAX_QUERY_DIRECTIVES', 50),
    maxTokens: intFromEnv(env, 'MAX_QUERY_TOKENS', 1_000),
    maxSelections: intFromEnv(env, 'MAX_QUERY_SELECTIONS', 10_000),
    maxCost: intFromEnv(env, 'MAX_QUERY_COST', 5_000),
    costWeights: {
      scalarField: intFromEnv(env, 'QUERY_COST_SCALAR_FIELD', 0, true),
      unpaginatedListSize: intFromEnv(env, 'QUERY_COST_UNPAGINATED_LIST_SIZE', 1),
    },
    rateLimits: rateLimitsOff
      ? null
      : {
          apiKeyPerMinute: intFromEnv(env, 'RATE_LIMIT_API_KEY_PER_MINUTE', 600),
          accountPerMinute: intFromEnv(env, 'RATE_LIMIT_ACCOUNT_PER_MINUTE', 300),
          anonymousPerMinute: intFromEnv(env, 'RATE_LIMIT_ANONYMOUS_PER_MINUTE', 60),
          windowSeconds: intFromEnv(env, 'RATE_LIMIT_WINDOW_SECONDS', 60),
        },
    signIn: {
      maxConsecutiveFailures: intFromEnv(env, 'SIGN_IN_MAX_CONSECUTIVE_FAILURES', 10),
      lockSeconds: intFromEnv(env, 'SIGN_IN_LOCK_SECONDS', 60),
      maxFailuresPerAddressPerDay: intFromEnv(env, 'SIGN_IN_MAX_FAILURES_PER_ADDRESS_PER_DAY', 100),
    },
    requestTimeoutMs: intFromEnv(env, 'REQUEST_TIMEOUT_MS', 10_000),
    maxSubscriptionsPerConnection: intFromEnv(env, 'MAX_SUBSCRIPTIONS_PER_CONNECTION', 20),
    maxSubscriptionsPerCaller: intFromEnv(env, 'MAX_SUBSCRIPTIONS_PER_CALLER', 100),
  };
}

/** The database statement timeout in milliseconds (DB_STATEMENT_TIMEOUT_MS, default 10 s). */
export function statementTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return intFromEnv(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000);
}
