import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { ApolloServer, HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError } from 'graphql';
import { DataSource } from 'typeorm';
import { ANONYMOUS, resolveViewer, Viewer } from '../auth/viewer';
import type { RequestContext } from '../context';
import { createRequestContext } from './request-context';
import { formatErrorFor, requestIds } from '../limits/format-error';
import { Limits, limitsFromEnv } from '../limits/limits.config';
import { LimitErrorCode } from '../limits/limits.errors';
import { nulCharacterError, nulCharacterRule, requestHasNulCharacter } from '../limits/nul-characters';
import { queryLimitRules, queryLimitsPlugin, tokenLimitError } from '../limits/query-limits';
import { argumentErrorsPlugin } from '../limits/argument-errors';
import { LimiterStore, onlyAsksForBudget, RateLimitDecision, rateLimitExtensionPlugin, rateLimitHeaders, RequestRateLimits } from '../limits/rate-limit';
import { clientAddress, trustedProxiesFromEnv } from '../limits/client-address';
import { oneSignInPerOperationRule } from '../auth/one-sign-in-rule';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { buildAppSchema } from '../schema';
import { jitGateway } from './executor';
import { setSecurityHeaders } from './security-headers';
import { EXPLORER_ASSETS, sendExplorer, sendExplorerAsset, wantsExplorer } from './explorer';
import { cacheControlFor, etagOf, matchesIfNoneMatch } from './conditional-get';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyPlugin } from '../idempotency/idempotency.plugin';
import { startLiveServer } from '../live/live.server';
import { subscriptionsOverHttpPlugin } from '../live/live.plugin';

const MAX_BODY_BYTES = 1_000_000;

export interface ApiServer {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The database cannot be reached: 503 with a retry hint, and no driver message for the client. */
function sendUnavailable(res: http.ServerResponse, error: unknown) {
  console.error(error);
  res.setHeader('retry-after', '1');
  sendJson(res, 503, { errors: [{ message: 'The service is unavailable; retry shortly.', extensions: { code: LimitErrorCode.SERVICE_UNAVAILABLE } }] });
}

async function health(dataSource: DataSource) {
  try {
    // Not feature data, so not in a read module: the cheapest statement that proves the database answers.
    await dataSource.query('SELECT 1');
    return { status: 200, body: { status: 'ok', database: 'reachable' } };
  } catch (error) {
    // The driver's words (host, port, user) are for the log, not for whoever asks.
    console.error('health check: the database did not answer:', error);
    return { status: 503, body: { status: 'unavailable', database: 'unreachable' } };
  }
}

export interface ApiServerOptions {
  /** No schema hints or stack traces in errors; defaults to NODE_ENV=production. Introspection stays on: the schema is public. */
  production?: boolean;
  /** Overrides of the limits read from the environment (docs/api.md, "Limits"). */
  limits?: Partial<Limits>;
  /** Where the rate limits and the sign-in throttle keep their counters; this process's memory by default. */
  limiterStore?: LimiterStore;
}

class RequestTimeout extends Error {}

/** What handling a request needs of the server: built once by startApiServer. */
interface Served {
  dataSource: DataSource;
  apollo: ApolloServer<RequestContext>;
  limits: Limits;
  rateLimits: RequestRateLimits | null;
  signInThrottle: SignInThrottle;
  trustedProxies: (address: string, hop: number) => boolean;
}

/** The GraphQL server: the app's schema under the query limits, with the plugins every request goes through. */
function apolloServer(production: boolean, limits: Limits): ApolloServer<RequestContext> {
  return new ApolloServer<RequestContext>({
    // The schema's queries run compiled by graphql-jit, the rest in graphql-js (executor.ts).
    gateway: jitGateway(buildAppSchema()),
    // The SDL is published (apps/api/schema.graphql) and the explorer needs it: introspection is on in production too.
    introspection: true,
    includeStacktraceInErrorResponses: !production,
    hideSchemaDetailsFromClientErrors: production,
    validationRules: [...queryLimitRules(limits), nulCharacterRule, oneSignInPerOperationRule],
    // The API sets no cache hints, so Apollo's per-field cache-control bookkeeping is pure cost (docs/benchmarks.md).
    plugins: [
      queryLimitsPlugin<RequestContext>(limits),
      rateLimitExtensionPlugin<RequestContext>(),
      argumentErrorsPlugin<RequestContext>(),
      idempotencyKeyPlugin<RequestContext>(),
      subscriptionsOverHttpPlugin<RequestContext>(),
      ApolloServerPluginCacheControlDisabled(),
      // The endpoint's page is our explorer (explorer.ts), served from a package, not Apollo's landing page from its CDN.
      ApolloServerPluginLandingPageDisabled(),
    ],
    formatError: formatErrorFor(production),
  });
}

/** One request: the health check, the explorer, CORS preflight and GraphQL; a failure is answered without leaking its cause. */
async function handle(served: Served, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  res.setHeader('access-control-allow-origin', '*');
  try {
    await setSecurityHeaders(req, res);
    if (!(await servedWithoutGraphQL(served.dataSource, req, res, url))) await serveGraphQL(served, req, res, url);
  } catch (error) {
    sendFailure(res, error, served.limits);
  }
}

/** Answers what is not a GraphQL request (the health check, the explorer and its assets, an unknown path, CORS preflight); false for a GraphQL request. */
async function servedWithoutGraphQL(dataSource: DataSource, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname === '/healthz') {
    const { status, body } = await health(dataSource);
    sendJson(res, status, body);
  } else if (url.pathname.startsWith(EXPLORER_ASSETS)) sendExplorerAsset(req, res);
  else if (wantsExplorer(req, url)) sendExplorer(res);
  else if (url.pathname !== '/graphql') sendJson(res, 404, { error: 'not found; the API is at /graphql' });
  else if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'content-type, authorization, apollo-require-preflight, idempotency-key',
      'access-control-max-age': '86400',
    });
    res.end();
  } else return false;
  return true;
}

/** A GraphQL request (GET or POST): charged to the caller's allowance, checked before Apollo parses it, executed within the time limit. */
async function serveGraphQL(served: Served, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const { dataSource, limits, rateLimits } = served;
  const headers = headerMapOf(req);
  const raw = req.method === 'POST' ? await readBody(req) : '';
  // The viewer is resolved once: it picks the rate-limit allowance and becomes the context's viewer.
  // A bad token is refused by Apollo (through the context function) after the caller's IP is charged.
  let viewer: Viewer = ANONYMOUS;
  let viewerError: GraphQLError | undefined;
  try {
    viewer = await resolveViewer(dataSource, req.headers.authorization);
  } catch (error) {
    // A token the API refuses is the caller's problem; anything else here is the database being away.
    if (!(error instanceof GraphQLError)) return sendUnavailable(res, error);
    viewerError = error;
  }
  const address = clientAddress(req, served.trustedProxies);
  const { body, badJson } = parsedBody(raw, headers);
  const query = typeof body === 'object' && body ? (body as { query?: unknown }).query : url.searchParams.get('query');
  // A GET that names the answer it holds (If-None-Match) is answered before it is charged: an
  // unchanged answer (304) costs no request of the allowance, a changed one is charged then.
  const revalidating = req.method === 'GET' && Boolean(req.headers['if-none-match']);
  let rateLimit: RateLimitDecision | null = null;
  // A request for the budget alone (the `rateLimit` query) reads the allowance without taking from it.
  if (rateLimits) {
    rateLimit = await charged(res, rateLimits, viewer, address, !revalidating && !onlyAsksForBudget(query, limits.maxTokens));
    if (!rateLimit) return;
  }
  if (badJson) return sendJson(res, 400, { errors: [{ message: 'The request body is not valid JSON.' }] });
  if (requestHasNulCharacter(body, url.searchParams)) return sendJson(res, 400, { errors: [nulCharacterError()] });
  // Counted before Apollo parses the document (query-limits.ts, tokenLimitError).
  const tooManyTokens = typeof query === 'string' ? tokenLimitError(query, limits.maxTokens) : undefined;
  if (tooManyTokens) return sendJson(res, 400, { errors: [tooManyTokens.toJSON()] });
  const response = await withinTimeout(
    served.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
      context: () =>
        viewerError
          ? Promise.reject(viewerError)
          : Promise.resolve({
              ...createRequestContext(dataSource, viewer, { address, signInThrottle: served.signInThrottle, rateLimit }),
              idempotencyKey: headers.get(IDEMPOTENCY_KEY_HEADER),
            }),
    }),
    limits.requestTimeoutMs,
  );
  const chargeChanged = async () => !rateLimits || (await charged(res, rateLimits, viewer, address, true)) !== null;
  await sendGraphQLResponse(req, res, response, { revalidating, viewer, chargeChanged });
}

/** The request's headers as Apollo reads them (a repeated header joined with commas). */
function headerMapOf(req: http.IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** A JSON body parsed (the raw text otherwise); `badJson` when it says it is JSON and is not. */
function parsedBody(raw: string, headers: HeaderMap): { body: unknown; badJson: boolean } {
  if (!raw || !headers.get('content-type')?.startsWith('application/json')) return { body: raw, badJson: false };
  try {
    return { body: JSON.parse(raw) as unknown, badJson: false };
  } catch {
    return { body: raw, badJson: true };
  }
}

/**
 * Takes a request from the caller's allowance (or, without `take`, reads it) and sets the RateLimit headers:
 * the decision, or null once a spent allowance has been answered 429.
 */
async function charged(
  res: http.ServerResponse,
  rateLimits: RequestRateLimits,
  viewer: Viewer,
  address: string,
  take: boolean,
): Promise<RateLimitDecision | null> {
  // With Redis away the limiters' in-memory insurance answers: limits per replica, never none.
  const decision = take ? await rateLimits.take(viewer, address) : await rateLimits.peek(viewer, address);
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) res.setHeader(name, value);
  res.setHeader('access-control-expose-headers', 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, ETag');
  if (!take || decision.allowed) return decision;
  sendJson(res, 429, {
    errors: [
      {
        message: `Too many requests: ${decision.limit} a minute are allowed; retry in ${decision.retryAfterSeconds} s.`,
        extensions: { code: LimitErrorCode.RATE_LIMITED, retryAfterSeconds: decision.retryAfterSeconds },
      },
    ],
  });
  return null;
}

/** The work's answer, or a RequestTimeout once `ms` have passed. */
async function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Apollo's answer, whole or streamed: a GET's complete answer carries an ETag and its cache policy, and one
 * the caller already holds is 304 (a changed one is charged first, `chargeChanged`).
 */
async function sendGraphQLResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: HTTPGraphQLResponse,
  { revalidating, viewer, chargeChanged }: { revalidating: boolean; viewer: Viewer; chargeChanged: () => Promise<boolean> },
): Promise<void> {
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (req.method === 'GET' && res.statusCode === 200 && response.body.kind === 'complete') {
    const etag = etagOf(response.body.string);
    const unchanged = revalidating && matchesIfNoneMatch(req.headers['if-none-match'], etag);
    if (revalidating && !unchanged && !(await chargeChanged())) return;
    res.setHeader('etag', etag);
    res.setHeader('cache-control', cacheControlFor(viewer));
    if (unchanged) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

/** A request that failed: 503 when it ran out of time, else its status (500 unless it says), with the request id for the log. */
function sendFailure(res: http.ServerResponse, error: unknown, limits: Limits): void {
  if (error instanceof RequestTimeout) {
    if (!res.headersSent) {
      sendJson(res, 503, {
        errors: [{ message: `The request did not finish within ${limits.requestTimeoutMs} ms.`, extensions: { code: LimitErrorCode.REQUEST_TIMEOUT } }],
      });
    } else res.end();
    return;
  }
  const status = (error as { status?: number }).status ?? 500;
  const requestId = requestIds.getStore();
  const message = status === 500 ? 'Internal server error' : (error as Error).message;
  if (!res.headersSent) sendJson(res, status, { errors: [{ message, ...(status === 500 && { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }) }] });
  else res.end();
  if (status === 500) console.error(`Internal error in request ${requestId}:`, error);
}

/** Serves GET /healthz and the GraphQL endpoint at /graphql on one Node HTTP server. */
export async function startApiServer(dataSource: DataSource, port: number, host = '0.0.0.0', options: ApiServerOptions = {}): Promise<ApiServer> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const limits: Limits = { ...limitsFromEnv(), ...options.limits };
  const limiterStore = options.limiterStore ?? LimiterStore.memory();
  const rateLimits = limits.rateLimits ? new RequestRateLimits(limiterStore, limits.rateLimits) : null;
  const signInThrottle = new SignInThrottle(limiterStore, limits.signIn);
  const trustedProxies = trustedProxiesFromEnv();
  const apollo = apolloServer(production, limits);
  await apollo.start();
  const served: Served = { dataSource, apollo, limits, rateLimits, signInThrottle, trustedProxies };

  // Each request runs under its own id, which its internal errors carry and the log repeats.
  const server = http.createServer((req, res) => {
    const requestId = randomUUID();
    res.setHeader('x-request-id', requestId);
    void requestIds.run(requestId, () => handle(served, req, res));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  // Subscriptions (graphql-ws) on the same path, under the same limits, viewer and error formatting.
  const live = startLiveServer(server, {
    dataSource,
    schema: buildAppSchema(),
    limits,
    production,
    rateLimits,
    trustedProxies,
    formatError: formatErrorFor(production),
  });
  let closing: Promise<void> | undefined;
  return {
    server,
    url: `http://localhost:${boundPort}`,
    close() {
      // Once, however often it is asked (a process may be told to stop twice).
      closing ??= (async () => {
        await live.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await apollo.stop();
      })();
      return closing;
    },
  };
}
