import { Webhook, WebhookDelivery, WebhookDeliveryAttempt } from './webhook.entity';
import { WEBHOOK_LOADERS } from './webhook.loaders';
import { WebhookDeliveryResolver, WebhookResolver } from './webhook.resolver';

/** The webhooks feature: what it adds to the schema, the data source and each request's loaders. */
export const webhookResolvers: Function[] = [WebhookResolver, WebhookDeliveryResolver];
export const webhookEntities: Function[] = [Webhook, WebhookDelivery, WebhookDeliveryAttempt];
export const webhookLoaders = WEBHOOK_LOADERS;
