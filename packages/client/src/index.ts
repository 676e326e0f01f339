/**
 * @clix/client: a typed client for the Clix Campaign GraphQL API (docs/api.md, "Client").
 *
 *   const client = createClient({ url: 'http://localhost:4000/graphql', apiKey: 'clx_k_...' });
 *   for await (const team of client.teams({ world: 'demo' })) console.log(team.name);
 */
export { createClient } from './client.js';
export type { ClientOptions, ClixClient, Character, Team, Match, League, LedgerEntry, MatchEvent, StandingRow } from './client.js';
export { ClixError } from './errors.js';
export type { ClixErrorKind, ClixErrorDetails } from './errors.js';
export { parseRetryAfter } from './retry.js';
export type { Document, RequestOptions, TransportOptions } from './transport.js';
export type { ForwardPage, PageOptions, PageVariables } from './paging.js';
export type { LiveOptions } from './live.js';
export { graphql } from './gql/index.js';
export type * from './gql/graphql.js';
