/** Stable codes of webhooks. */
export const WEBHOOK_ERROR_CODES = {
  WEBHOOK_NOT_FOUND: 'WEBHOOK_NOT_FOUND',
  WEBHOOK_DELIVERY_NOT_FOUND: 'WEBHOOK_DELIVERY_NOT_FOUND',
  /** Not an absolute http(s) URL of at most 2,000 characters without a user name or password. */
  WEBHOOK_URL_INVALID: 'WEBHOOK_URL_INVALID',
  /** Plain http is accepted only to a loopback address, and only in development and tests. */
  WEBHOOK_URL_NOT_HTTPS: 'WEBHOOK_URL_NOT_HTTPS',
  /** The host is, or resolves to, a private, loopback, link-local or otherwise non-public address (refused in production). */
  WEBHOOK_ADDRESS_REFUSED: 'WEBHOOK_ADDRESS_REFUSED',
  /** The host name does not resolve (checked in production). */
  WEBHOOK_HOST_UNRESOLVED: 'WEBHOOK_HOST_UNRESOLVED',
  /** A webhook needs at least one event. */
  WEBHOOK_EVENTS_REQUIRED: 'WEBHOOK_EVENTS_REQUIRED',
  /** A world has at most 20 webhooks (its own and its leagues' together). */
  WEBHOOK_LIMIT_REACHED: 'WEBHOOK_LIMIT_REACHED',
} as const;
