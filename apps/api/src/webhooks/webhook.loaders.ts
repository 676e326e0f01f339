import DataLoader from 'dataloader';
import { EntityManager } from 'typeorm';
import type { LoaderMakers } from '../common/lazy-loaders';
import { PageWindow } from '../common/pagination';
import { WebhookDeliveryAttempt } from './webhook.entity';
import { attemptsByDeliveryIds, DeliveryPageRows, deliveryPages } from './webhook.reads';

/** A page's key: the webhook and the page it asks for. */
type DeliveryPageKey = [webhookId: string, window: PageWindow];

/** The webhooks feature's loaders: a page of webhooks with their deliveries and attempts costs three statements, whatever its size. */
export const WEBHOOK_LOADERS = {
  webhookDeliveriesByKey: (em: EntityManager) =>
    new DataLoader<string, DeliveryPageRows>(async (keys) => {
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
        const read = await deliveryPages(em, webhookIds, window);
        webhookIds.forEach((webhookId, i) => pages.set(JSON.stringify([webhookId, window]), read[i]));
      }
      return parsed.map((k) => pages.get(JSON.stringify(k))!);
    }),
  webhookAttemptsByDeliveryId: (em: EntityManager) => new DataLoader<string, WebhookDeliveryAttempt[]>((ids) => attemptsByDeliveryIds(em, ids)),
} satisfies LoaderMakers;
