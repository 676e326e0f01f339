import { randomUUID } from 'node:crypto';
import { toGlobalId } from '../common/global-id-codec';
import { notFound } from '../common/not-found';
import type { EntityManager } from 'typeorm';
import { authorize, requireAccount } from '../auth/policy';
import { newSecret } from '../auth/tokens';
import { RequestContext } from '../context';
import { Page, PageArgs, pageWindow, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import type { League } from '../leagues/league.entity';
import { isUuid } from '../teams/team.util';
import { World } from '../worlds/world.entity';
import { WorldService, worldNotFound } from '../worlds/world.service';
import { checkWebhookUrl } from './webhook.destination';
import { Webhook, WebhookDelivery } from './webhook.entity';
import { StandingsChangeCause, WebhookEvent } from './webhook.enums';
import { CreateWebhookInput, WebhooksArgs } from './webhook.inputs';
import {
  deliveriesNewestFirst,
  deliveryToReplay,
  lockWorldWebhooks,
  queueDeliveryJobs,
  recordDeliveries,
  webhookPage,
  webhookScopeForUpdate,
  webhooksOrdered,
  worldWebhookCount,
} from './webhook.reads';
import { DELIVER_TASK, MAX_ATTEMPTS } from './webhook.worker';

/** Webhooks of one world, its own and its leagues' together: each event fans out to at most this many. */
const MAX_WEBHOOKS_PER_WORLD = 20;
const WEBHOOK_SECRET_PREFIX = 'whsec_';

export interface CreatedWebhook {
  webhook: Webhook | null;
  secret: string | null;
  userErrors: UserError[];
}

/** A match as webhooks see it. */
interface MatchRef {
  id: string;
  worldId: string;
  leagueId: string | null;
}

/** One side of a resolved match, as the standings read it (matches/resolution.service.ts, sideStandingsOf). */
interface SideResult {
  teamId: string | null;
  position: number;
  outcome: string;
  heroPointsEarned: number;
  prestigeChange: number;
  kos: number;
}

export const manageAction = (hook: { leagueId: string | null }) => (hook.leagueId ? 'webhook.manageLeague' : 'webhook.manageWorld');

/** The type of the object each id field of an event's `data` names (its global id names that type, as the API's own fields do). */
const BODY_ID_TYPES: Readonly<Record<string, string>> = { matchId: 'Match', worldId: 'World', leagueId: 'League', teamId: 'Team' };

/**
 * An event's `data` with every row id in it (at any depth: a side's `teamId` too) as the global id
 * the API answers for that object, so a receiver can pass it to `node(id:)` or any id argument.
 * A field of `data` that names a row and is not listed in BODY_ID_TYPES is a mistake: it throws.
 */
function withGlobalIds(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withGlobalIds(v));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withGlobalIds(v, k)]));
  }
  if (key === undefined || typeof value !== 'string') return value;
  const typeName = BODY_ID_TYPES[key];
  if (typeName) return toGlobalId(typeName, value);
  if (/Ids?$/.test(key)) throw new Error(`webhook body field ${key} names a row of no known type: add it to BODY_ID_TYPES`);
  return value;
}

/** Queues one delivery job per id, in the caller's transaction: a rolled-back write sends nothing. */
function queueDeliveries(em: EntityManager, deliveryIds: string[]): Promise<void> {
  return queueDeliveryJobs(em, DELIVER_TASK, deliveryIds, MAX_ATTEMPTS);
}

export class WebhookService {
  /** The world (and league) a webhook is for, with the viewer allowed to manage its webhooks; or the refusal. */
  private static async target(
    ctx: RequestContext,
    slug: string,
    leagueId: string | null | undefined,
  ): Promise<{ world: World; league: League | null } | UserError> {
    const world = await WorldService.findBySlug(ctx, slug);
    if (!world) return worldNotFound(slug);
    if (leagueId == null) {
      authorize(ctx.viewer, world.id, 'webhook.manageWorld');
      return { world, league: null };
    }
    const league = isUuid(leagueId) ? await ctx.loaders.leagueById.load(leagueId) : null;
    if (!league || league.worldId !== world.id) return userError(UserErrorCode.LEAGUE_NOT_FOUND, ['leagueId'], 'no such league in this world');
    authorize(ctx.viewer, world.id, 'webhook.manageLeague');
    return { world, league };
  }

  /** A new webhook; its signing secret is returned this once. */
  static async create(ctx: RequestContext, input: CreateWebhookInput): Promise<CreatedWebhook> {
    const viewer = requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const target = await WebhookService.target(ctx, input.world, input.leagueId);
    if (target instanceof UserError) return { webhook: null, secret: null, userErrors: [...problems, target] };
    const url = await checkWebhookUrl(input.url);
    if (!(url instanceof URL)) problems.push(userError(url.code, ['url'], url.message));
    if (problems.length || !(url instanceof URL)) return { webhook: null, secret: null, userErrors: problems };

    // A world's webhooks are counted one registration at a time, so the limit holds.
    await lockWorldWebhooks(ctx.em, target.world.id);
    if ((await worldWebhookCount(ctx.em, target.world.id)) >= MAX_WEBHOOKS_PER_WORLD) {
      const limit = userError(UserErrorCode.WEBHOOK_LIMIT_REACHED, [], `a world has at most ${MAX_WEBHOOKS_PER_WORLD} webhooks: delete one first`);
      return { webhook: null, secret: null, userErrors: [limit] };
    }
    const secret = newSecret(WEBHOOK_SECRET_PREFIX);
    const webhook = ctx.em.create(Webhook, {
      worldId: target.world.id,
      leagueId: target.league?.id ?? null,
      url: url.href,
      events: [...new Set(input.events)],
      secret,
      createdBy: viewer.accountId,
    });
    // One INSERT ... RETURNING its id and created_at, which TypeORM sets on the entity.
    await ctx.em.insert(Webhook, webhook);
    return { webhook, secret, userErrors: [] };
  }

  /** Deletes a webhook with its delivery log; its queued attempts find nothing to send and end. */
  static async delete(ctx: RequestContext, id: string): Promise<{ deletedWebhookId: string | null; userErrors: UserError[] }> {
    requireAccount(ctx.viewer);
    const scope = isUuid(id) ? await webhookScopeForUpdate(ctx.em, id) : null;
    if (!scope) return { deletedWebhookId: null, userErrors: [userError(UserErrorCode.WEBHOOK_NOT_FOUND, ['id'], 'no such webhook')] };
    authorize(ctx.viewer, scope.worldId, manageAction(scope));
    await ctx.em.delete(Webhook, { id });
    return { deletedWebhookId: id, userErrors: [] };
  }

  /** Sends a delivery's event again, as a new delivery with the same body (and event id), signed afresh and retried like any other. */
  static async replay(ctx: RequestContext, deliveryId: string): Promise<{ delivery: WebhookDelivery | null; userErrors: UserError[] }> {
    requireAccount(ctx.viewer);
    const original = isUuid(deliveryId) ? await deliveryToReplay(ctx.em, deliveryId) : null;
    if (!original) return { delivery: null, userErrors: [userError(UserErrorCode.WEBHOOK_DELIVERY_NOT_FOUND, ['deliveryId'], 'no such delivery')] };
    authorize(ctx.viewer, original.worldId, manageAction(original));
    const delivery = ctx.em.create(WebhookDelivery, {
      webhookId: original.webhookId,
      event: original.event,
      body: original.body,
      replayOf: deliveryId,
      deliveredAt: null,
      failedAt: null,
    });
    // One INSERT ... RETURNING its id and created_at, which TypeORM sets on the entity.
    await ctx.em.insert(WebhookDelivery, delivery);
    await queueDeliveries(ctx.em, [delivery.id]);
    return { delivery, userErrors: [] };
  }

  /** The world's own webhooks (Creator), or one league's (Creator or Organizer), newest first. */
  static async list(ctx: RequestContext, args: WebhooksArgs): Promise<Page<Webhook>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    let league: League | null = null;
    if (args.leagueId != null) {
      league = isUuid(args.leagueId) ? await ctx.loaders.leagueById.load(args.leagueId) : null;
      if (!league || league.worldId !== world.id) {
        notFound('leagueId', `There is no league ${args.leagueId} in world "${args.world}".`);
      }
    }
    authorize(ctx.viewer, world.id, manageAction({ leagueId: league?.id ?? null }));
    const order = webhooksOrdered(league ? { league: league.id } : { world: world.id }, args.orderBy);
    const window = pageWindow(order, args);
    const { totalCount, webhooks } = await webhookPage(ctx.em, { worldId: world.id, leagueId: league?.id ?? null, order, window });
    return toPage(webhooks, window, totalCount, order);
  }

  /** A webhook's deliveries, newest first (batched over a page of webhooks). */
  static async deliveries(ctx: RequestContext, webhook: Webhook, args: PageArgs): Promise<Page<WebhookDelivery>> {
    const order = deliveriesNewestFirst(webhook.id);
    const window = pageWindow(order, args);
    const { rows, totalCount } = await ctx.loaders.webhookDeliveriesByKey.load(JSON.stringify([webhook.id, window]));
    return toPage(rows, window, totalCount, order);
  }

  static league(ctx: RequestContext, webhook: Webhook): Promise<League | null> {
    return webhook.leagueId ? ctx.loaders.leagueById.load(webhook.leagueId) : Promise.resolve(null);
  }

  /**
   * Records a delivery of the event for every webhook that asked for it (the world's, and the
   * league's), and queues them, in the caller's transaction: each event carries one id, the same
   * in every webhook's body. The ids in `data` are row ids here and global ids in the body.
   */
  private static async enqueue(
    ctx: RequestContext,
    event: WebhookEvent,
    target: { worldId: string; leagueId: string | null },
    data: Record<string, unknown>,
  ): Promise<void> {
    // The event's own id names no object (it is not fetchable), so it stays a UUID; every id in `data` is a global id.
    const body = JSON.stringify({ id: randomUUID(), type: event, createdAt: new Date().toISOString(), data: withGlobalIds(data) });
    const ids = await recordDeliveries(ctx.em, target, event, body);
    if (ids.length) await queueDeliveries(ctx.em, ids);
  }

  /** `match.resolved` with each side's result; and `standings.changed` for a league match. Called in the resolution's transaction. */
  static async matchResolved(ctx: RequestContext, match: MatchRef, sides: readonly SideResult[]): Promise<void> {
    const ids = { matchId: match.id, worldId: match.worldId, leagueId: match.leagueId };
    await WebhookService.enqueue(ctx, WebhookEvent.MATCH_RESOLVED, match, {
      ...ids,
      sides: sides.map(({ position, teamId, outcome, heroPointsEarned, prestigeChange, kos }) => ({
        position,
        teamId,
        outcome,
        heroPointsEarned,
        prestigeChange,
        kos,
      })),
    });
    if (match.leagueId) await WebhookService.enqueue(ctx, WebhookEvent.STANDINGS_CHANGED, match, { ...ids, cause: StandingsChangeCause.MATCH_RESOLVED });
  }

  /** `match.voided`; and `standings.changed` when a resolved league match is voided. Called in the void's transaction. */
  static async matchVoided(ctx: RequestContext, match: MatchRef, wasResolved: boolean): Promise<void> {
    const ids = { matchId: match.id, worldId: match.worldId, leagueId: match.leagueId };
    await WebhookService.enqueue(ctx, WebhookEvent.MATCH_VOIDED, match, ids);
    if (match.leagueId && wasResolved)
      await WebhookService.enqueue(ctx, WebhookEvent.STANDINGS_CHANGED, match, { ...ids, cause: StandingsChangeCause.MATCH_VOIDED });
  }

  /** `standings.changed` for a change of the league itself (`teamId` names the team that joined or left). Called in the change's transaction. */
  static async leagueStandingsChanged(
    ctx: RequestContext,
    league: { id: string; worldId: string },
    cause: StandingsChangeCause,
    teamId: string | null = null,
  ): Promise<void> {
    await WebhookService.enqueue(
      ctx,
      WebhookEvent.STANDINGS_CHANGED,
      { worldId: league.worldId, leagueId: league.id },
      { matchId: null, worldId: league.worldId, leagueId: league.id, teamId, cause },
    );
  }
}
