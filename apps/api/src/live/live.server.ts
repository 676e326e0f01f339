import type http from 'node:http';
import {
  DocumentNode,
  getOperationAST,
  GraphQLError,
  GraphQLFormattedError,
  GraphQLSchema,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  ValidationRule,
} from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { Extra, useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { DataSource } from 'typeorm';
import { resolveViewer, Viewer } from '../auth/viewer';
import { createRequestContext } from '../http/request-context';
import { clientAddress } from '../limits/client-address';
import type { Limits } from '../limits/limits.config';
import { LimitErrorCode } from '../limits/limits.errors';
import { hasNulCharacter, nulCharacterError, nulCharacterRule } from '../limits/nul-characters';
import { operationCost, queryLimitRules, tokenLimitError } from '../limits/query-limits';
import type { RequestRateLimits } from '../limits/rate-limit';
import type { LiveContext } from './live.context';
import { LiveCloseCode, LiveErrorCode } from './live.errors';
import { executionKey, sharedSubscribe } from './live.execution';
import { LiveListener } from './live.listener';

export interface LiveServerOptions {
  dataSource: DataSource;
  schema: GraphQLSchema;
  limits: Limits;
  production: boolean;
  rateLimits: RequestRateLimits | null;
  trustedProxies: (address: string, hop: number) => boolean;
  /** The HTTP transport's error formatting (limits/format-error.ts), applied to every error sent. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}

/** One WebSocket: who opened it, from where, and its open subscriptions (by graphql-ws id). */
interface Connection {
  viewer: Viewer;
  address: string;
  /** Whose allowance its subscriptions count against: the API key, the account, or the address of an anonymous caller. */
  owner: string;
  subscriptions: Set<string>;
}

export interface LiveServer {
  close(): Promise<void>;
}

/** How often the server pings each socket; one that has not answered the previous ping by then is closed. */
const KEEP_ALIVE_MS = 12_000;

const refusal = (message: string, extensions: Record<string, unknown>) => new GraphQLError(message, { extensions });

/** A parse or validation error with the code Apollo gives it over HTTP; the limits' rules keep their own. */
const coded = (error: GraphQLError, code: string) =>
  error.extensions.code
    ? error
    : new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });

type SocketContext = Context<Record<string, unknown>, Extra & Partial<{ connection: Connection }>>;

/**
 * A new socket: who opens it (the viewer from `connectionParams.authorization`) and from where,
 * kept on the socket; or false, the socket closed with why: a malformed, unknown or expired
 * authorization, the service unable to check it, or a caller over the rate limit.
 */
async function openConnection(ctx: SocketContext, options: LiveServerOptions): Promise<boolean> {
  const { dataSource, rateLimits, trustedProxies } = options;
  const socket = ctx.extra.socket;
  const authorization = ctx.connectionParams?.authorization;
  if (authorization !== undefined && typeof authorization !== 'string') {
    socket.close(LiveCloseCode.BAD_REQUEST, 'connectionParams.authorization must be a string: "Bearer <token>"');
    return false;
  }
  let viewer: Viewer;
  try {
    viewer = await resolveViewer(dataSource, authorization);
  } catch (error) {
    if (error instanceof GraphQLError) socket.close(LiveCloseCode.UNAUTHENTICATED, error.message.slice(0, 120));
    else {
      console.error('live updates: a connection could not be authenticated:', error);
      socket.close(LiveCloseCode.TRY_AGAIN_LATER, 'The service is unavailable; reconnect shortly.');
    }
    return false;
  }
  const address = clientAddress(ctx.extra.request, trustedProxies);
  const decision = rateLimits && (await rateLimits.take(viewer, address));
  if (decision && !decision.allowed) {
    socket.close(LiveCloseCode.RATE_LIMITED, `Too many requests: retry in ${decision.retryAfterSeconds} s.`);
    return false;
  }
  const owner = viewer.kind === 'apiKey' ? `key:${viewer.keyId}` : viewer.kind === 'account' ? `account:${viewer.accountId}` : `address:${address}`;
  ctx.extra.connection = { viewer, address, owner, subscriptions: new Set() };
  return true;
}

/**
 * A subscription's document, parsed and checked as HTTP checks a document (no NUL character, the
 * token limit, the validation rules with the limits' own, the cost), and a subscription; or the
 * errors that refuse it.
 */
function checkedDocument(
  schema: GraphQLSchema,
  limits: Limits,
  rules: readonly ValidationRule[],
  payload: SubscribePayload,
): { document: DocumentNode } | { errors: GraphQLError[] } {
  if (hasNulCharacter(payload)) return { errors: [refusal(nulCharacterError().message, nulCharacterError().extensions)] };
  const tooManyTokens = tokenLimitError(payload.query, limits.maxTokens);
  if (tooManyTokens) return { errors: [tooManyTokens] };
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch (error) {
    return { errors: [coded(error as GraphQLError, 'GRAPHQL_PARSE_FAILED')] };
  }
  const invalid = validate(schema, document, rules);
  if (invalid.length) return { errors: invalid.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED')) };
  const operation = getOperationAST(document, payload.operationName);
  if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
    return {
      errors: [refusal('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.', { code: LiveErrorCode.SUBSCRIPTIONS_ONLY })],
    };
  }
  const cost = operationCost(schema, document, payload.variables ?? {}, limits.costWeights, payload.operationName ?? undefined, limits.maxSelections);
  if (cost > limits.maxCost) {
    return {
      errors: [
        refusal(`This operation costs ${cost}; the maximum is ${limits.maxCost}. Ask for smaller pages (a lower \`first\`) or fewer fields.`, {
          code: LimitErrorCode.QUERY_TOO_COSTLY,
          cost,
          maxCost: limits.maxCost,
        }),
      ],
    };
  }
  return { document };
}

/** The refusal of one more subscription when the connection, or its caller (`ownerOpen` open), has as many as allowed; else null. */
function subscriptionLimitError(connection: Connection, ownerOpen: number, limits: Limits): GraphQLError | null {
  if (connection.subscriptions.size < limits.maxSubscriptionsPerConnection && ownerOpen < limits.maxSubscriptionsPerCaller) return null;
  const [limit, scope] =
    connection.subscriptions.size >= limits.maxSubscriptionsPerConnection
      ? [limits.maxSubscriptionsPerConnection, 'connection']
      : [limits.maxSubscriptionsPerCaller, 'caller'];
  return refusal(`At most ${limit} subscriptions may be open per ${scope}; complete one first.`, {
    code: LiveErrorCode.TOO_MANY_SUBSCRIPTIONS,
    limit,
    scope,
  });
}

/**
 * Serves subscriptions with graphql-ws on the HTTP server's /graphql path, under the same rules
 * as HTTP: the viewer from `connectionParams.authorization` (the Authorization header's
 * "Bearer <token>"), the same document limits and cost, the same rate limit (a connection and
 * each subscription take one request), and at most so many subscriptions per connection and per
 * caller. Values come from one LISTEN connection of this process (live.listener.ts).
 */
export function startLiveServer(server: http.Server, options: LiveServerOptions): LiveServer {
  const { dataSource, schema, limits, production, rateLimits, formatError } = options;
  const { url } = dataSource.options as { url?: string };
  if (!url) throw new Error('live updates need the DataSource to be configured with a url (data-source.ts)');
  const listener = LiveListener.start(url);
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const openPerOwner = new Map<string, number>();
  const rules = [...specifiedRules, ...queryLimitRules(limits), nulCharacterRule];

  const release = (connection: Connection, id: string) => {
    if (!connection.subscriptions.delete(id)) return;
    const open = (openPerOwner.get(connection.owner) ?? 1) - 1;
    if (open) openPerOwner.set(connection.owner, open);
    else openPerOwner.delete(connection.owner);
  };
  const shown = (error: GraphQLError) =>
    // A resolver's unexpected error has no code: it is internal, and says nothing of the server.
    formatError(error.extensions.code ? error.toJSON() : { ...error.toJSON(), extensions: { ...error.extensions, code: 'INTERNAL_SERVER_ERROR' } }, error);

  const disposable = useServer<Record<string, unknown>, { connection: Connection }>(
    {
      schema,
      isProd: production,
      subscribe: sharedSubscribe,
      onConnect: (ctx) => openConnection(ctx, options),
      onSubscribe: async (ctx, id, payload) => {
        const connection = ctx.extra.connection!;
        const checked = checkedDocument(schema, limits, rules, payload);
        if ('errors' in checked) return checked.errors;
        const { document } = checked;
        const ownerOpen = openPerOwner.get(connection.owner) ?? 0;
        const tooMany = subscriptionLimitError(connection, ownerOpen, limits);
        if (tooMany) return [tooMany];
        const decision = rateLimits && (await rateLimits.take(connection.viewer, connection.address));
        if (decision && !decision.allowed) {
          return [
            refusal(`Too many requests: ${decision.limit} a minute are allowed; retry in ${decision.retryAfterSeconds} s.`, {
              code: LimitErrorCode.RATE_LIMITED,
              retryAfterSeconds: decision.retryAfterSeconds,
            }),
          ];
        }
        connection.subscriptions.add(id);
        openPerOwner.set(connection.owner, ownerOpen + 1);
        const contextValue: LiveContext = {
          ...createRequestContext(dataSource, connection.viewer),
          live: listener,
          executionKey: executionKey(payload.query, payload.operationName, payload.variables, connection.viewer),
        };
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map(shown) } : undefined),
      onError: (_ctx, _id, _payload, errors) => errors.map(shown),
      onComplete: (ctx, id) => release(ctx.extra.connection!, id),
      onClose: (ctx) => {
        const connection = ctx.extra.connection;
        if (connection) for (const id of [...connection.subscriptions]) release(connection, id);
      },
    },
    wss,
    KEEP_ALIVE_MS,
  );

  // Closing twice (a second SIGTERM while the first is handled) must not close the WebSocket server again: ws throws "The server is not running".
  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        await disposable.dispose();
        await listener.close();
      })();
      return closing;
    },
  };
}
