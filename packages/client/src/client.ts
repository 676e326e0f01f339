import type { Client as WsClient } from 'graphql-ws';
import { CharactersPage, LeaguesPage, LedgerPage, MatchEventsPage, MatchesPage, StandingRows, TeamsPage } from './documents.js';
import type {
  ClixCharactersPageQuery,
  ClixCharactersPageQueryVariables,
  ClixLeaguesPageQuery,
  ClixLeaguesPageQueryVariables,
  ClixLedgerPageQuery,
  ClixLedgerPageQueryVariables,
  ClixMatchEventsPageQuery,
  ClixMatchEventsPageQueryVariables,
  ClixMatchesPageQuery,
  ClixMatchesPageQueryVariables,
  ClixStandingRowsQuery,
  ClixStandingRowsQueryVariables,
  ClixTeamsPageQuery,
  ClixTeamsPageQueryVariables,
} from './gql/graphql.js';
import { type LiveOptions, liveClient, subscribeWith } from './live.js';
import { type ForwardPage, type PageOptions, type PageVariables, paginateWith } from './paging.js';
import { type Document, type RequestOptions, type TransportOptions, authorization, sendRequest } from './transport.js';

export type ClientOptions = TransportOptions & LiveOptions;

type NodeOf<TConnection> = NonNullable<TConnection> extends { nodes: readonly (infer TNode)[] } ? TNode : never;

export type Character = NodeOf<ClixCharactersPageQuery['characters']>;
export type Team = NodeOf<ClixTeamsPageQuery['teams']>;
export type Match = NodeOf<ClixMatchesPageQuery['matches']>;
export type League = NodeOf<ClixLeaguesPageQuery['leagues']>;
export type LedgerEntry = NodeOf<ClixLedgerPageQuery['teamHistory']>;
export type MatchEvent = NodeOf<ClixMatchEventsPageQuery['matchEvents']>;
export type StandingRow = NonNullable<ClixStandingRowsQuery['standings']>['rows'][number];

/** Variables are optional for operations that take none, and for documents given as text (untyped). */
type VariablesArgs<TVariables> = unknown extends TVariables
  ? [variables?: Record<string, unknown>, options?: RequestOptions]
  : [TVariables] extends [Record<string, never>]
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

export interface ClixClient {
  /** Sends one query or mutation and returns its data; throws a ClixError (see `createClient`). */
  request<TResult, TVariables>(document: Document<TResult, TVariables>, ...args: VariablesArgs<TVariables>): Promise<TResult>;
  /** Every item of a connection, read forwards page by page; the other helpers are built on it. */
  paginate<TResult, TVariables, TNode>(
    document: Document<TResult, TVariables>,
    variables: PageVariables<TVariables>,
    pick: (data: TResult) => ForwardPage<TNode> | null | undefined,
    options?: PageOptions,
  ): AsyncGenerator<TNode, void, undefined>;
  /** A world's characters (hidden ones to its Creator only), in `orderBy` order, filtered by `filter`. */
  characters(variables: PageVariables<ClixCharactersPageQueryVariables>, options?: PageOptions): AsyncGenerator<Character, void, undefined>;
  /** A world's teams with their members. */
  teams(variables: PageVariables<ClixTeamsPageQueryVariables>, options?: PageOptions): AsyncGenerator<Team, void, undefined>;
  /** A world's matches, newest first unless `orderBy` says otherwise; `leagueId` for one league's. */
  matches(variables: PageVariables<ClixMatchesPageQueryVariables>, options?: PageOptions): AsyncGenerator<Match, void, undefined>;
  leagues(variables: PageVariables<ClixLeaguesPageQueryVariables>, options?: PageOptions): AsyncGenerator<League, void, undefined>;
  /** A team's ledger (`teamHistory`), newest first. */
  ledger(variables: PageVariables<ClixLedgerPageQueryVariables>, options?: PageOptions): AsyncGenerator<LedgerEntry, void, undefined>;
  /** A match's event log, oldest first. */
  matchEvents(variables: PageVariables<ClixMatchEventsPageQueryVariables>, options?: PageOptions): AsyncGenerator<MatchEvent, void, undefined>;
  /** A league's standings rows, best first (one request: the table comes whole). An unknown league has none. */
  standingRows(variables: ClixStandingRowsQueryVariables, options?: RequestOptions): AsyncGenerator<StandingRow, void, undefined>;
  /** A subscription's values as an async iterator, over graphql-ws, reconnecting (and resuming `matchEvents`/`leagueActivity` with `after`). */
  subscribe<TResult, TVariables>(document: Document<TResult, TVariables>, variables?: TVariables): AsyncIterableIterator<TResult>;
  /** Closes the live connection, if one was opened. */
  close(): Promise<void>;
}

/**
 * A client of the Clix Campaign API. Requests are POSTed JSON, as the key or token's bearer. Failures are ClixErrors:
 * `codes` holds each GraphQL error's `extensions.code`. A 429 is waited out (`Retry-After`, seconds or an HTTP date)
 * and sent again, up to `rateLimitRetries` times; a 5xx or a network failure is retried with growing waits, up to
 * `retries` times, for queries, and for a mutation only when it is sent with an `idempotencyKey`.
 */
export function createClient(options: ClientOptions): ClixClient {
  const bearer = authorization(options);
  let live: WsClient | undefined;
  const send = <TResult, TVariables>(document: Document<TResult, TVariables>, variables: TVariables | undefined, requestOptions?: RequestOptions) =>
    sendRequest(options, document, variables, requestOptions);
  const paginate: ClixClient['paginate'] = (document, variables, pick, pageOptions) =>
    paginateWith((d, v, o) => send(d, v, o), document, variables, pick, pageOptions);
  // The helpers' documents take `$first`: 100 a request unless told otherwise.
  const pages = <TResult, TVariables, TNode>(
    document: Document<TResult, TVariables>,
    variables: PageVariables<TVariables>,
    pick: (data: TResult) => ForwardPage<TNode> | null | undefined,
    pageOptions?: PageOptions,
  ) => paginate(document, variables, pick, { pageSize: 100, ...pageOptions });
  return {
    request: (document, ...[variables, requestOptions]) => send(document, variables as never, requestOptions),
    paginate,
    characters: (variables, pageOptions) => pages(CharactersPage, variables, (data) => data.characters, pageOptions),
    teams: (variables, pageOptions) => pages(TeamsPage, variables, (data) => data.teams, pageOptions),
    matches: (variables, pageOptions) => pages(MatchesPage, variables, (data) => data.matches, pageOptions),
    leagues: (variables, pageOptions) => pages(LeaguesPage, variables, (data) => data.leagues, pageOptions),
    ledger: (variables, pageOptions) => pages(LedgerPage, variables, (data) => data.teamHistory, pageOptions),
    matchEvents: (variables, pageOptions) => pages(MatchEventsPage, variables, (data) => data.matchEvents, pageOptions),
    async *standingRows(variables, requestOptions) {
      const data = await send(StandingRows, variables, requestOptions);
      yield* data.standings?.rows ?? [];
    },
    subscribe(document, variables) {
      live ??= liveClient(options.url, bearer, options);
      return subscribeWith(live, document, variables);
    },
    async close() {
      await live?.dispose();
      live = undefined;
    },
  };
}
