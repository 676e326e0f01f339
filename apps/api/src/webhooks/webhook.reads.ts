import { EntityManager } from 'typeorm';
import { entityRows, groupBy, type EntityJson as Json } from '../common/entity-rows';
import { ListOrder, listOrder, OrderBy, orderedBy, pageSql, PageWindow, SortColumn } from '../common/pagination';
import { readRow, readRows, sql } from '../common/read-executor';
import { Webhook, WebhookDelivery, WebhookDeliveryAttempt } from './webhook.entity';
import { WebhookEvent } from './webhook.enums';
import { WebhookOrderField } from './webhook.inputs';

/**
 * The webhooks feature's SQL: the only place it lives. Besides the reads, the three set-based
 * writes (recording one delivery per subscribed webhook, queueing their jobs, recording an
 * attempt with its delivery's outcome) are here, each one statement for any number of rows;
 * the single-row writes (a webhook, a replay, a delete) go through TypeORM's repository.
 */

/** A world's or a league's webhooks, newest first (alias `w`). */
export const webhooksNewestFirst = (parent: Record<string, string>): ListOrder<Webhook> =>
  listOrder<Webhook>('webhooks', parent, [
    { name: 'createdAt', sql: 'w.created_at', type: 'timestamp', descending: true, of: (w) => w.createdAt.toISOString() },
    { name: 'id', sql: 'w.id', type: 'uuid', descending: true, of: (w) => w.id },
  ]);

const WEBHOOK_ID: SortColumn<Webhook> = { name: 'id', sql: 'w.id', type: 'uuid', of: (w) => w.id };
const WEBHOOK_SORT_COLUMNS: Record<WebhookOrderField, readonly SortColumn<Webhook>[]> = {
  CREATED_AT: [{ name: 'createdAt', sql: 'w.created_at', type: 'timestamp', of: (w) => w.createdAt.toISOString() }, WEBHOOK_ID],
  URL: [{ name: 'url', sql: 'w.url', type: 'text', of: (w) => w.url }, WEBHOOK_ID],
};

/** A world's or a league's webhooks in the order `orderBy` asks for (written ascending, the id breaking ties), else newest first. */
export const webhooksOrdered = (parent: Record<string, string>, orderBy: OrderBy<WebhookOrderField> | null | undefined): ListOrder<Webhook> =>
  orderBy ? orderedBy('webhooks', parent, WEBHOOK_SORT_COLUMNS, orderBy) : webhooksNewestFirst(parent);

/** A webhook's deliveries, newest first (alias `d`). */
export const deliveriesNewestFirst = (webhookId: string): ListOrder<WebhookDelivery> =>
  listOrder<WebhookDelivery>('webhookDeliveries', { webhook: webhookId }, [
    { name: 'createdAt', sql: 'd.created_at', type: 'timestamp', descending: true, of: (d) => d.createdAt.toISOString() },
    { name: 'id', sql: 'd.id', type: 'uuid', descending: true, of: (d) => d.id },
  ]);

/** Serialises the registrations of a world's webhooks (until the transaction ends), so the per-world limit holds. */
export async function lockWorldWebhooks(em: EntityManager, worldId: string): Promise<void> {
  await readRow(em, sql`SELECT pg_advisory_xact_lock(hashtext('clix-webhooks:' || $1)) AS locked`, [worldId]);
}

/** How many webhooks the world has, its own and its leagues' together. */
export async function worldWebhookCount(em: EntityManager, worldId: string): Promise<number> {
  const row = await readRow<{ count: number }>(em, sql`SELECT count(*)::int AS count FROM webhook WHERE world_id = $1`, [worldId]);
  return row?.count ?? 0;
}

/** Whose a webhook is (its world and league), locked FOR UPDATE; null when there is none. */
export function webhookScopeForUpdate(em: EntityManager, id: string): Promise<{ worldId: string; leagueId: string | null } | null> {
  return readRow(em, sql`SELECT w.world_id AS "worldId", w.league_id AS "leagueId" FROM webhook w WHERE w.id = $1 FOR UPDATE`, [id]);
}

/** A delivery to replay: what it sent, to which webhook, and whose that webhook is; null when there is none. */
export interface ReplayedDelivery {
  webhookId: string;
  event: WebhookEvent;
  body: string;
  worldId: string;
  leagueId: string | null;
}

export function deliveryToReplay(em: EntityManager, deliveryId: string): Promise<ReplayedDelivery | null> {
  return readRow<ReplayedDelivery>(
    em,
    sql`SELECT d.webhook_id AS "webhookId", d.event, d.body, w.world_id AS "worldId", w.league_id AS "leagueId"
       FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE d.id = $1`,
    [deliveryId],
  );
}

/** A page of a world's own webhooks (`leagueId` null) or of one league's, in one statement: how many there are and the page (in reading order). */
export async function webhookPage(
  em: EntityManager,
  q: { worldId: string; leagueId: string | null; order: ListOrder<Webhook>; window: PageWindow },
): Promise<{ totalCount: number; webhooks: Webhook[] }> {
  const webhooks = entityRows(em, Webhook);
  const page = pageSql(q.order, q.window, (i) => `$${4 + i}`);
  const row = await readRow<{ totalCount: number; webhooks: Json[] }>(
    em,
    sql`WITH owned AS NOT MATERIALIZED (SELECT * FROM webhook w WHERE w.world_id = $1 AND w.league_id IS NOT DISTINCT FROM $2::uuid),
     page AS (SELECT * FROM owned w ${page.where ? `WHERE ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $3)
     SELECT (SELECT count(*)::int FROM owned) AS "totalCount",
            (SELECT COALESCE(json_agg(${webhooks.json('w')} ORDER BY ${page.orderBy}), '[]') FROM page w) AS webhooks`,
    [q.worldId, q.leagueId, q.window.limit, ...page.values],
  );
  return { totalCount: row?.totalCount ?? 0, webhooks: (row?.webhooks ?? []).map((w) => webhooks.fromJson(w)) };
}

export interface DeliveryPageRows {
  rows: WebhookDelivery[];
  totalCount: number;
}

/** The same page (size and cursor) of each webhook's deliveries, with each one's count, in one statement; in the ids' order. */
export async function deliveryPages(em: EntityManager, webhookIds: readonly string[], window: PageWindow): Promise<DeliveryPageRows[]> {
  const deliveries = entityRows(em, WebhookDelivery);
  // The columns are the same for every webhook: the order's parent only names whose cursor it is.
  const page = pageSql(deliveriesNewestFirst(''), window, (i) => `$${3 + i}`);
  const rows = await readRows<Record<string, unknown> & { keyId: string; total: number }>(
    em,
    sql`WITH counts AS (SELECT webhook_id, count(*)::int AS total FROM webhook_delivery WHERE webhook_id = ANY($1::uuid[]) GROUP BY webhook_id)
     SELECT k.id AS "keyId", COALESCE(c.total, 0) AS total, ${deliveries.columns('d')}
       FROM unnest($1::uuid[]) AS k(id)
       LEFT JOIN counts c ON c.webhook_id = k.id
       LEFT JOIN LATERAL (
            SELECT * FROM webhook_delivery d
             WHERE d.webhook_id = k.id${page.where ? ` AND ${page.where}` : ''}
             ORDER BY ${page.orderBy} LIMIT $2) d ON true
      ORDER BY k.id, ${page.orderBy}`,
    [webhookIds, window.limit, ...page.values],
  );
  return groupBy(webhookIds, rows, (r) => r.keyId).map((own) => ({
    rows: own.filter((r) => r.id !== null).map((r) => deliveries.from(r)),
    totalCount: own[0]?.total ?? 0,
  }));
}

/** The attempts of each delivery, in number order; in the ids' order. */
export async function attemptsByDeliveryIds(em: EntityManager, ids: readonly string[]): Promise<WebhookDeliveryAttempt[][]> {
  const attempts = entityRows(em, WebhookDeliveryAttempt);
  const rows = await readRows(
    em,
    sql`SELECT ${attempts.columns('a')} FROM webhook_delivery_attempt a WHERE a.delivery_id = ANY($1::uuid[]) ORDER BY a.delivery_id, a.number`,
    [ids],
  );
  return groupBy(
    ids,
    rows.map((r) => attempts.from(r)),
    (a) => a.deliveryId,
  );
}

/**
 * Write, set-based: records a delivery of the event (with this body) for every webhook of the world
 * that asked for it, the world's own and the league's, in one statement; the new deliveries' ids.
 */
export async function recordDeliveries(
  em: EntityManager,
  target: { worldId: string; leagueId: string | null },
  event: WebhookEvent,
  body: string,
): Promise<string[]> {
  const rows = await readRows<{ id: string }>(
    em,
    sql`INSERT INTO webhook_delivery (webhook_id, event, body)
     SELECT id, $3, $4 FROM webhook WHERE world_id = $1 AND (league_id IS NULL OR league_id = $2::uuid) AND $3 = ANY(events)
     RETURNING id`,
    [target.worldId, target.leagueId, event, body],
  );
  return rows.map((r) => r.id);
}

/** Write, set-based: queues the job queue's task once per delivery id, in one statement (in the caller's transaction, so a rolled-back write sends nothing). */
export async function queueDeliveryJobs(em: EntityManager, task: string, deliveryIds: readonly string[], maxAttempts: number): Promise<void> {
  await readRows(em, sql`SELECT graphile_worker.add_job($1, json_build_object('deliveryId', id), max_attempts := $3) FROM unnest($2::uuid[]) AS id`, [
    task,
    deliveryIds,
    maxAttempts,
  ]);
}

/** What one attempt at a delivery sends, and where: null when the delivery (or its webhook) is gone. */
export interface DeliveryToSend {
  id: string;
  event: WebhookEvent;
  body: string;
  deliveredAt: Date | null;
  url: string;
  secret: string;
}

export function deliveryToSend(em: EntityManager, deliveryId: string): Promise<DeliveryToSend | null> {
  return readRow<DeliveryToSend>(
    em,
    sql`SELECT d.id, d.event, d.body, d.delivered_at AS "deliveredAt", w.url, w.secret FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE d.id = $1`,
    [deliveryId],
  );
}

/** One attempt's outcome, as the delivery log records it. */
export interface AttemptRecord {
  deliveryId: string;
  number: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  /** No attempt follows: a failure marks the delivery failed. */
  last: boolean;
}

/** Write, in one statement: records the attempt (once per number) and sets its delivery delivered, or failed after the last attempt. */
export async function recordAttempt(em: EntityManager, a: AttemptRecord): Promise<void> {
  await readRows(
    em,
    sql`WITH attempt AS (
       INSERT INTO webhook_delivery_attempt (delivery_id, number, started_at, duration_ms, status_code, error)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING)
     UPDATE webhook_delivery SET delivered_at = CASE WHEN $6::text IS NULL THEN now() END,
                                 failed_at = CASE WHEN $6::text IS NOT NULL AND $7 THEN now() END
      WHERE id = $1`,
    [a.deliveryId, a.number, a.startedAt, a.durationMs, a.statusCode, a.error, a.last],
  );
}
