import DataLoader from 'dataloader';
import { EntityManager } from 'typeorm';
import { groupBy } from '../common/entity-rows';
import { listOrder, pageSql, PageWindow } from '../common/pagination';
import { Webhook, WebhookDelivery, WebhookDeliveryAttempt } from './webhook.entity';
import { WebhookEvent } from './webhook.enums';

export function webhookFromRow(row: Record<string, any>): Webhook {
  return Object.assign(new Webhook(), {
    id: row.id,
    worldId: row.world_id,
    leagueId: row.league_id,
    url: row.url,
    events: row.events as WebhookEvent[],
    secret: row.secret,
    createdBy: row.created_by,
    createdAt: row.created_at,
  });
}

export function deliveryFromRow(row: Record<string, any>): WebhookDelivery {
  return Object.assign(new WebhookDelivery(), {
    id: row.id,
    webhookId: row.webhook_id,
    event: row.event as WebhookEvent,
    body: row.body,
    replayOf: row.replay_of,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    failedAt: row.failed_at,
  });
}

export interface DeliveryPageRows {
  rows: WebhookDelivery[];
  totalCount: number;
}

/** A webhook's deliveries, newest first (alias `d`). */
export const deliveriesNewestFirst = (webhookId: string) =>
  listOrder<WebhookDelivery>('webhookDeliveries', { webhook: webhookId }, [
    { name: 'createdAt', sql: 'd.created_at', type: 'timestamp', descending: true, of: (d) => d.createdAt.toISOString() },
    { name: 'id', sql: 'd.id', type: 'uuid', descending: true, of: (d) => d.id },
  ]);

/** A page's key: the webhook and the page it asks for. */
type DeliveryPageKey = [webhookId: string, window: PageWindow];

/** The webhooks feature's loaders: a page of webhooks with their deliveries and attempts costs three statements, whatever its size. */
export function createWebhookLoaders(em: EntityManager) {
  return {
    webhookDeliveriesByKey: new DataLoader<string, DeliveryPageRows>(async (keys) => {
      const parsed = keys.map((k) => JSON.parse(k) as DeliveryPageKey);
      // Webhooks asked for the same page (size and cursor) share a statement.
      const groups = new Map<string, string[]>();
      for (const [webhookId, ...page] of parsed) {
        const g = JSON.stringify(page);
        groups.set(g, [...(groups.get(g) ?? []), webhookId]);
      }
      const pages = new Map<string, DeliveryPageRows>();
      for (const [g, webhookIds] of groups) {
        const [window] = JSON.parse(g) as [PageWindow];
        // The columns are the same for every webhook: the order's parent only names whose cursor it is.
        const page = pageSql(deliveriesNewestFirst(''), window, (i) => `$${3 + i}`);
        const rows: Record<string, any>[] = await em.query(
          `WITH counts AS (SELECT webhook_id, count(*)::int AS total FROM webhook_delivery WHERE webhook_id = ANY($1::uuid[]) GROUP BY webhook_id)
           SELECT k.id AS key_id, COALESCE(c.total, 0) AS total, d.*
             FROM unnest($1::uuid[]) AS k(id)
             LEFT JOIN counts c ON c.webhook_id = k.id
             LEFT JOIN LATERAL (
                  SELECT * FROM webhook_delivery d
                   WHERE d.webhook_id = k.id${page.where ? ` AND ${page.where}` : ''}
                   ORDER BY ${page.orderBy} LIMIT $2) d ON true
            ORDER BY k.id, ${page.orderBy}`,
          [webhookIds, window.limit, ...page.values],
        );
        const byWebhook = groupBy(webhookIds, rows, (r) => r.key_id);
        webhookIds.forEach((webhookId, i) => {
          pages.set(JSON.stringify([webhookId, window]), {
            rows: byWebhook[i].filter((r) => r.id !== null).map(deliveryFromRow),
            totalCount: byWebhook[i][0]?.total ?? 0,
          });
        });
      }
      return parsed.map((k) => pages.get(JSON.stringify(k))!);
    }),
    webhookAttemptsByDeliveryId: new DataLoader<string, WebhookDeliveryAttempt[]>(async (ids) => {
      const rows: Record<string, any>[] = await em.query(
        `SELECT * FROM webhook_delivery_attempt WHERE delivery_id = ANY($1::uuid[]) ORDER BY delivery_id, number`,
        [ids],
      );
      const attempts = rows.map((r) =>
        Object.assign(new WebhookDeliveryAttempt(), {
          deliveryId: r.delivery_id,
          number: r.number,
          startedAt: r.started_at,
          durationMs: r.duration_ms,
          statusCode: r.status_code,
          error: r.error,
        }),
      );
      return groupBy(ids, attempts, (a) => a.deliveryId);
    }),
  };
}
