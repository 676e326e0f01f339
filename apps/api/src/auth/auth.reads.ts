import { EntityManager } from 'typeorm';
import { readRows, sql } from '../common/read-executor';
import { WorldRole } from '../worlds/world-member.entity';

/** The auth feature's SQL: the only place it lives. */

/** A live session's account and its role in each world it is a member of (one row per world; one with null world when it is in none). */
export interface SessionRole {
  sessionId: string;
  accountId: string;
  worldId: string | null;
  role: WorldRole | null;
}

/** The session of this token hash, unless revoked or expired, with its account's roles, in one statement; empty when there is none. */
export function liveSessionRoles(em: EntityManager, tokenHash: string): Promise<SessionRole[]> {
  return readRows<SessionRole>(
    em,
    sql`SELECT s.id AS "sessionId", s.account_id AS "accountId", m.world_id AS "worldId", m.role
       FROM session s LEFT JOIN world_member m ON m.account_id = s.account_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [tokenHash],
  );
}
