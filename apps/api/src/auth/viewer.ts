import { GraphQLError } from 'graphql';
import { DataSource } from 'typeorm';
import { ApiKey } from '../api-keys/api-key.entity';
import { WorldRole } from '../worlds/world-member.entity';
import { liveSessionRoles } from './auth.reads';
import { API_KEY_PREFIX, hashSecret } from './tokens';

/** Who is asking: nobody, a signed-in account (with its role in each world), or a world's API key. */
export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'account'; accountId: string; sessionId: string; roles: ReadonlyMap<string, WorldRole> }
  | { kind: 'apiKey'; keyId: string; worldId: string };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/**
 * Reads `Authorization: Bearer <token>`. A token that is given but unknown, expired or revoked
 * is an error (not a silent downgrade to anonymous), so a client learns to sign in again.
 */
export async function resolveViewer(dataSource: DataSource, authorization: string | undefined): Promise<Viewer> {
  if (!authorization) return ANONYMOUS;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw unauthenticated('The Authorization header must be "Bearer <token>".');
  const secretHash = hashSecret(match[1]);

  if (match[1].startsWith(API_KEY_PREFIX)) {
    const { raw } = await dataSource
      .createQueryBuilder()
      .update(ApiKey)
      .set({ lastUsedAt: () => 'now()' })
      .where('secret_hash = :secretHash AND revoked_at IS NULL', { secretHash })
      .returning(['id', 'world_id'])
      .execute();
    const [key] = raw as { id: string; world_id: string }[];
    if (!key) throw unauthenticated('This API key is unknown or revoked.');
    return { kind: 'apiKey', keyId: key.id, worldId: key.world_id };
  }

  const rows = await liveSessionRoles(dataSource.manager, secretHash);
  if (!rows.length) throw unauthenticated('The session is unknown, expired or signed out: sign in again.');
  const roles = new Map<string, WorldRole>();
  for (const row of rows) if (row.worldId && row.role) roles.set(row.worldId, row.role);
  return { kind: 'account', accountId: rows[0].accountId, sessionId: rows[0].sessionId, roles };
}
