import { GlobalIdArgs, GlobalIdOf } from '../common/global-id';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { ConnectionType, PageArgs, pageComplexity } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { League } from '../leagues/league.entity';
import { Webhook, WebhookDelivery, WebhookDeliveryAttempt } from './webhook.entity';
import { CreateWebhookInput, WebhooksArgs } from './webhook.inputs';
import { WebhookService } from './webhook.service';

@ObjectType({ description: 'A page of webhooks, newest first.' })
export class WebhookConnection extends ConnectionType(Webhook, 'Webhook') {}

@ObjectType({ description: "A page of a webhook's deliveries, newest first." })
export class WebhookDeliveryConnection extends ConnectionType(WebhookDelivery, 'WebhookDelivery') {}

const ERRORS = 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.';

@ObjectType({ description: 'Result of createWebhook: the webhook and its signing secret, shown only this once.' })
export class CreateWebhookPayload {
  @Field(() => Webhook, { nullable: true, description: 'The webhook registered; null when refused.' }) webhook: Webhook | null;

  @Field(() => String, { nullable: true, description: 'The signing secret, shown this once: keep it to verify the `Clix-Signature` header of every delivery.' })
  secret: string | null;

  @Field(() => [UserError], { description: ERRORS }) userErrors: UserError[];
}

@ObjectType({ description: 'Result of deleteWebhook.' })
export class DeleteWebhookPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the webhook deleted, with its deliveries; null when refused.' })
  @GlobalIdOf('Webhook')
  deletedWebhookId: string | null;
  @Field(() => [UserError], { description: ERRORS }) userErrors: UserError[];
}

@ObjectType({ description: 'Result of replayWebhookDelivery: the new delivery, queued.' })
export class ReplayWebhookDeliveryPayload {
  @Field(() => WebhookDelivery, { nullable: true, description: 'The new delivery (its `replayOf` names the one replayed); null when refused.' })
  delivery: WebhookDelivery | null;

  @Field(() => [UserError], { description: ERRORS }) userErrors: UserError[];
}

@Resolver(() => Webhook)
export class WebhookResolver {
  @Query(() => WebhookConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A world's own webhooks (its Creator), or with `leagueId` one league's (Creator or Organizer), newest first.",
  })
  webhooks(@Ctx() ctx: RequestContext, @Args(() => WebhooksArgs) args: WebhooksArgs) {
    return WebhookService.list(ctx, args);
  }

  @Mutation(() => CreateWebhookPayload, { description: "Creator (a world's webhook) or Organizer (a league's): events POSTed, signed, to a server's URL." })
  @Authorized()
  @UseMiddleware(Transactional)
  createWebhook(@Ctx() ctx: RequestContext, @Arg('input', () => CreateWebhookInput, { validate: false }) input: CreateWebhookInput) {
    return WebhookService.create(ctx, input);
  }

  @Mutation(() => DeleteWebhookPayload, { description: 'Whoever may manage the webhook: it is sent nothing more, and its deliveries are forgotten.' })
  @Authorized()
  @UseMiddleware(Transactional)
  @GlobalIdArgs({ id: 'Webhook' })
  deleteWebhook(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return WebhookService.delete(ctx, id);
  }

  @Mutation(() => ReplayWebhookDeliveryPayload, { description: "Whoever may manage the webhook: sends a delivery's event again, as a new delivery." })
  @Authorized()
  @UseMiddleware(Transactional)
  @GlobalIdArgs({ deliveryId: 'WebhookDelivery' })
  replayWebhookDelivery(@Ctx() ctx: RequestContext, @Arg('deliveryId', () => ID) deliveryId: string) {
    return WebhookService.replay(ctx, deliveryId);
  }

  @FieldResolver(() => League, { nullable: true, description: 'The league whose events it is sent; null for a webhook of the whole world.' })
  league(@Root() webhook: Webhook, @Ctx() ctx: RequestContext) {
    return WebhookService.league(ctx, webhook);
  }

  @FieldResolver(() => WebhookDeliveryConnection, { complexity: pageComplexity, description: 'Its deliveries, newest first, each with its attempts.' })
  deliveries(@Root() webhook: Webhook, @Ctx() ctx: RequestContext, @Args(() => PageArgs) args: PageArgs) {
    return WebhookService.deliveries(ctx, webhook, args);
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => [WebhookDeliveryAttempt], { description: 'Every attempt so far, first to last (at most 10).' })
  attempts(@Root() delivery: WebhookDelivery, @Ctx() ctx: RequestContext) {
    return ctx.loaders.webhookAttemptsByDeliveryId.load(delivery.id);
  }
}
