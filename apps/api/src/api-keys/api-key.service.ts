import { authorize, requireAccount } from '../auth/policy';
import { API_KEY_PREFIX, hashSecret, newSecret } from '../auth/tokens';
import { RequestContext } from '../context';
import { listOrder, orderedBy, Page, pageWindow, readPage, SortColumn, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { worldNotFound, WorldService } from '../worlds/world.service';
import { ApiKey } from './api-key.entity';
import { ApiKeyOrderField, ApiKeysArgs, CreateApiKeyInput } from './api-key.inputs';

export interface CreatedApiKey {
  apiKey: ApiKey | null;
  secret: string | null;
  userErrors: UserError[];
}

const KEY_ID: SortColumn<ApiKey> = { name: 'id', sql: 'k.id', type: 'uuid', of: (k) => k.id };
/** The keys' `orderBy` columns, written ascending; the id breaks ties. */
const KEY_SORT_COLUMNS: Record<ApiKeyOrderField, readonly SortColumn<ApiKey>[]> = {
  CREATED_AT: [{ name: 'createdAt', sql: 'k.created_at', type: 'timestamp', of: (k) => k.createdAt.toISOString() }, KEY_ID],
  NAME: [{ name: 'name', sql: 'k.name', type: 'text', of: (k) => k.name }, KEY_ID],
};
const KEYS_NEWEST_FIRST = (worldId: string) =>
  listOrder<ApiKey>('apiKeys', { world: worldId }, [
    { name: 'createdAt', sql: 'k.created_at', type: 'timestamp', descending: true, of: (k) => k.createdAt.toISOString() },
    { name: 'id', sql: 'k.id', type: 'uuid', descending: true, of: (k) => k.id },
  ]);

export class ApiKeyService {
  /** A new read-only key; the secret is returned this once and only its hash is kept. */
  static async create(ctx: RequestContext, input: CreateApiKeyInput): Promise<CreatedApiKey> {
    const viewer = requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) problems.push(worldNotFound(input.world));
    else authorize(viewer, world.id, 'apiKey.manage');
    if (problems.length || !world) return { apiKey: null, secret: null, userErrors: problems };
    const secret = newSecret(API_KEY_PREFIX);
    const apiKey = await ctx.em.save(
      ctx.em.create(ApiKey, {
        worldId: world.id,
        name: input.name.trim(),
        secretPrefix: secret.slice(0, API_KEY_PREFIX.length + 6),
        secretHash: hashSecret(secret),
        createdBy: viewer.accountId,
      }),
    );
    return { apiKey, secret, userErrors: [] };
  }

  /** Revokes a key at once; revoking twice changes nothing. */
  static async revoke(ctx: RequestContext, id: string): Promise<{ apiKey: ApiKey | null; userErrors: UserError[] }> {
    requireAccount(ctx.viewer);
    const apiKey = /^[0-9a-f-]{36}$/i.test(id) ? await ctx.em.findOne(ApiKey, { where: { id } }) : null;
    if (!apiKey) return { apiKey: null, userErrors: [userError(UserErrorCode.API_KEY_NOT_FOUND, ['id'], 'no such API key')] };
    authorize(ctx.viewer, apiKey.worldId, 'apiKey.manage');
    if (!apiKey.revokedAt) {
      apiKey.revokedAt = new Date();
      await ctx.em.save(apiKey);
    }
    return { apiKey, userErrors: [] };
  }

  /** A world's keys, newest first; for its Creator. */
  static async list(ctx: RequestContext, args: ApiKeysArgs): Promise<Page<ApiKey>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    authorize(ctx.viewer, world.id, 'apiKey.manage');
    const order = args.orderBy ? orderedBy('apiKeys', { world: world.id }, KEY_SORT_COLUMNS, args.orderBy) : KEYS_NEWEST_FIRST(world.id);
    const window = pageWindow(order, args);
    const query = ctx.em.createQueryBuilder(ApiKey, 'k').where('k.world_id = :worldId', { worldId: world.id });
    const totalCount = await query.getCount();
    return toPage(await readPage(query, order, window), window, totalCount, order);
  }
}
