/** The codes of live updates' refusals, in `errors[].extensions.code` of a subscription (GraphQL errors, like the limits'). */
export const LiveErrorCode = {
  /** The connection, or the caller across its connections to this API process, has as many subscriptions open as allowed. */
  TOO_MANY_SUBSCRIPTIONS: 'TOO_MANY_SUBSCRIPTIONS',
  /** Queries and mutations are served over HTTP; the WebSocket serves subscriptions only. */
  SUBSCRIPTIONS_ONLY: 'SUBSCRIPTIONS_ONLY',
  /** A subscription sent over HTTP: it is served over WebSocket only. */
  SUBSCRIPTION_OVER_HTTP: 'SUBSCRIPTION_OVER_HTTP',
  MATCH_NOT_FOUND: 'MATCH_NOT_FOUND',
  LEAGUE_NOT_FOUND: 'LEAGUE_NOT_FOUND',
  /** The match engine does not play the match's ruleset yet (RPS Clix): it has no state to follow. */
  RULESET_NOT_PLAYED: 'RULESET_NOT_PLAYED',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
} as const;

/** How the server closes a WebSocket (graphql-ws's own codes, 4400-4499, keep their meanings). */
export const LiveCloseCode = {
  /** connectionParams are not an object of strings as documented. */
  BAD_REQUEST: 4400,
  /** The token in connectionParams is unknown, expired, signed out or revoked. */
  UNAUTHENTICATED: 4401,
  /** The caller's request allowance (docs/api.md, "Limits") is spent: reconnect after the reason's seconds. */
  RATE_LIMITED: 4429,
  /** The database cannot be reached: reconnect shortly. */
  TRY_AGAIN_LATER: 1013,
} as const;
