import { GlobalIdOf, Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { WebhookDeliveryStatus, WebhookEvent } from './webhook.enums';

@ObjectType({ implements: Node, description: "A server's URL that is sent signed events of a world or of one league. Its secret is shown once, at creation." })
@Entity('webhook')
export class Webhook {
  @Field(() => ID, { description: 'Stable id; pass it to deleteWebhook.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  /** Null for a webhook of the whole world. */
  @Column({ name: 'league_id', type: 'uuid', nullable: true })
  leagueId: string | null;

  @Field(() => String, { description: 'Where events are POSTed.' })
  @Column({ type: 'text' })
  url: string;

  @Field(() => [WebhookEvent], { description: 'The events sent to it.' })
  @Column({ type: 'text', array: true })
  events: WebhookEvent[];

  /** Signs every delivery (HMAC-SHA256); the API must keep it to sign, so it is stored as it is and shown only at creation. */
  @Column({ type: 'text' })
  secret: string;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Field(() => Date, { description: 'When it was registered.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ implements: Node, description: 'One event sent to one webhook, with every attempt to deliver it.' })
@Entity('webhook_delivery')
export class WebhookDelivery {
  @Field(() => ID, { description: 'Stable id, also sent in the `Clix-Delivery` header; pass it to replayWebhookDelivery.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'webhook_id', type: 'uuid' })
  webhookId: string;

  @Field(() => WebhookEvent, { description: 'The event delivered.' })
  @Column({ type: 'text' })
  event: WebhookEvent;

  @Field(() => String, { description: 'The JSON body sent, byte for byte (the signature covers it).' })
  @Column({ type: 'text' })
  body: string;

  @Field(() => ID, { nullable: true, description: 'The delivery this one replays; null for an original.' })
  @Column({ name: 'replay_of', type: 'uuid', nullable: true })
  @GlobalIdOf('WebhookDelivery')
  replayOf: string | null;

  @Field(() => Date, { description: 'When the event happened (the delivery was queued in the same transaction).' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When an attempt was answered with a 2xx; null until then.' })
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the last attempt failed and retries stopped; null otherwise.' })
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @Field(() => WebhookDeliveryStatus, { description: 'PENDING, DELIVERED or FAILED.' })
  get status(): WebhookDeliveryStatus {
    if (this.deliveredAt) return WebhookDeliveryStatus.DELIVERED;
    return this.failedAt ? WebhookDeliveryStatus.FAILED : WebhookDeliveryStatus.PENDING;
  }
}

@ObjectType({ description: 'One try at delivering an event: what the receiver answered, or why there was no answer.' })
@Entity('webhook_delivery_attempt')
export class WebhookDeliveryAttempt {
  @PrimaryColumn({ name: 'delivery_id', type: 'uuid' })
  deliveryId: string;

  @Field(() => Int, { description: '1 for the first attempt, then each retry in turn.' })
  @PrimaryColumn({ type: 'int' })
  number: number;

  @Field(() => Date, { description: 'When the request was sent.' })
  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Field(() => Int, { description: 'Milliseconds from sending the request to the end of the answer (or the failure).' })
  @Column({ name: 'duration_ms', type: 'int' })
  durationMs: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when it did not answer." })
  @Column({ name: 'status_code', type: 'int', nullable: true })
  statusCode: number | null;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed (no answer, a refused address, a non-2xx status); null when it succeeded.' })
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Field(() => Boolean, { description: 'True when the receiver answered with a 2xx.' })
  get succeeded(): boolean {
    return this.error === null;
  }
}
