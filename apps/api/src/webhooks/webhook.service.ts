import { randomUUID } from 'node:crypto';
import { notFound } from '../common/not-found';
import type { EntityManager } from 'typeorm';
import { authorize, requireAccount } from '../auth/policy';
import { newSecret } from '../auth/tokens';
import { RequestContext } from '../context';
import { listOrder, Page, PageArgs, pageSql, pageWindow, toPage } from '../common/pagination';
import { UserError, UserErrorCode, userError } from '../common/user-error';
import { validateInput } from '../common/validation';
import type { League } from '../leagues/league.entity';
import { isUuid } from '../teams/team.util';
import { World } from '../worlds/world.entity';
import { WorldService, worldNotFound } from '../worlds/world.service';
import { checkWebhookUrl } from './webhook.destination';
import { Webhook, WebhookDelivery } from './webhook.entity';
import { StandingsChangeCause, WebhookEvent } from './webhook.enums';
import { CreateWebhookInput, WebhooksArgs } from './webhook.inputs';
import { deliveriesNewestFirst, deliveryFromRow, webhookFromRow } from './webhook.loaders';
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

const WEBHOOKS_NEWEST_FIRST = (parent: Record<string, string>) =>
  listOrder<Webhook>('webhooks', parent, [
    { name: 'createdAt', sql: 'created_at', type: 'timestamp', descending: true, of: (w) => w.createdAt.toISOString() },
    { name: 'id', sql: 'id', type: 'uuid', descending: true, of: (w) => w.id },
  ]);

const manageAction = (hook: { leagueId: string | null }) => (hook.leagueId ? 'webhook.manageLeague' : 'webhook.manageWorld');

/** Queues one delivery job per id, in the caller's transaction: a rolled-back write sends nothing. */
async function queueDeliveries(em: EntityManager, deliveryIds: string[]): Promise<void> {
  await em.query(`SELECT graphile_worker.add_job($1, json_build_object('deliveryId', id), max_attempts := $3) FROM unnest($2::uuid[]) AS id`, [
    DELIVER_TASK,
    deliveryIds,
    MAX_ATTEMPTS,
  ]);
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
    await ctx.em.query(`SELECT pg_advisory_xact_lock(hashtext('clix-webhooks:' || $1))`, [target.world.id]);
    const [{ count }] = await ctx.em.query(`SELECT count(*)::int AS count FROM webhook WHERE world_id = $1`, [target.world.id]);
    if (count >= MAX_WEBHOOKS_PER_WORLD) {
      const limit = userError(UserErrorCode.WEBHOOK_LIMIT_REACHED, [], `a world has at most ${MAX_WEBHOOKS_PER_WORLD} webhooks: delete one first`);
      return { webhook: null, secret: null, userErrors: [limit] };
    }
    const secret = newSecret(WEBHOOK_SECRET_PREFIX);
    const [row] = await ctx.em.query(
      `INSERT INTO webhook (world_id, league_id, url, events, secret, created_by) VALUES ($1, $2, $3, $4::text[], $5, $6) RETURNING *`,
      [target.world.id, target.league?.id ?? null, url.href, [...new Set(input.events)], secret, viewer.accountId],
    );
    return { webhook: webhookFromRow(row), secret, userErrors: [] };
  }

  /** Deletes a webhook with its delivery log; its queued attempts find nothing to send and end. */
  static async delete(ctx: RequestContext, id: string): Promise<{ deletedWebhookId: string | null; userErrors: UserError[] }> {
    requireAccount(ctx.viewer);
    const [row] = isUuid(id) ? await ctx.em.query(`SELECT world_id, league_id FROM webhook WHERE id = $1 FOR UPDATE`, [id]) : [];
    if (!row) return { deletedWebhookId: null, userErrors: [userError(UserErrorCode.WEBHOOK_NOT_FOUND, ['id'], 'no such webhook')] };
    authorize(ctx.viewer, row.world_id, manageAction({ leagueId: row.league_id }));
    await ctx.em.query(`DELETE FROM webhook WHERE id = $1`, [id]);
    return { deletedWebhookId: id, userErrors: [] };
  }

  /** Sends a delivery's event again, as a new delivery with the same body (and event id), signed afresh and retried like any other. */
  static async replay(ctx: RequestContext, deliveryId: string): Promise<{ delivery: WebhookDelivery | null; userErrors: UserError[] }> {
    requireAccount(ctx.viewer);
    const [original] = isUuid(deliveryId)
      ? await ctx.em.query(`SELECT d.id, w.world_id, w.league_id FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE d.id = $1`, [deliveryId])
      : [];
    if (!original) return { delivery: null, userErrors: [userError(UserErrorCode.WEBHOOK_DELIVERY_NOT_FOUND, ['deliveryId'], 'no such delivery')] };
    authorize(ctx.viewer, original.world_id, manageAction({ leagueId: original.league_id }));
    const [row] = await ctx.em.query(
      `INSERT INTO webhook_delivery (webhook_id, event, body, replay_of) SELECT webhook_id, event, body, id FROM webhook_delivery WHERE id = $1 RETURNING *`,
      [deliveryId],
    );
    await queueDeliveries(ctx.em, [row.id]);
    return { delivery: deliveryFromRow(row), userErrors: [] };
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
    const order = WEBHOOKS_NEWEST_FIRST(league ? { league: league.id } : { world: world.id });
    const window = pageWindow(order, args);
    const parent = [world.id, league?.id ?? null];
    const where = `world_id = $1 AND league_id IS NOT DISTINCT FROM $2::uuid`;
    const [{ totalCount }] = await ctx.em.query(`SELECT count(*)::int AS "totalCount" FROM webhook WHERE ${where}`, parent);
    const page = pageSql(order, window, (i) => `$${4 + i}`);
    const rows: Record<string, any>[] = await ctx.em.query(
      `SELECT * FROM webhook WHERE ${where}${page.where ? ` AND ${page.where}` : ''} ORDER BY ${page.orderBy} LIMIT $3`,
      [...parent, window.limit, ...page.values],
    );
    return toPage(rows.map(webhookFromRow), window, totalCount, order);
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
   * in every webhook's body.
   */
  private static async enqueue(
    ctx: RequestContext,
    event: WebhookEvent,
    target: { worldId: string; leagueId: string | null },
    data: Record<string, unknown>,
  ): Promise<void> {
    const body = JSON.stringify({ id: randomUUID(), type: event, createdAt: new Date().toISOString(), data });
    const rows: { id: string }[] = await ctx.em.query(
      `INSERT INTO webhook_delivery (webhook_id, event, body)
       SELECT id, $3, $4 FROM webhook WHERE world_id = $1 AND (league_id IS NULL OR league_id = $2::uuid) AND $3 = ANY(events)
       RETURNING id`,
      [target.worldId, target.leagueId, event, body],
    );
    if (rows.length)
      await queueDeliveries(
        ctx.em,
        rows.map((r) => r.id),
      );
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
