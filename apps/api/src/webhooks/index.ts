import type { EntityManager } from 'typeorm';
import { Webhook, WebhookDelivery, WebhookDeliveryAttempt } from './webhook.entity';
import { createWebhookLoaders } from './webhook.loaders';
import { WebhookDeliveryResolver, WebhookResolver } from './webhook.resolver';

/** The webhooks feature: what it adds to the schema, the data source and each request's loaders. */
export const webhookResolvers: Function[] = [WebhookResolver, WebhookDeliveryResolver];
export const webhookEntities: Function[] = [Webhook, WebhookDelivery, WebhookDeliveryAttempt];
export function webhookLoaders(em: EntityManager) {
  return createWebhookLoaders(em);
}
