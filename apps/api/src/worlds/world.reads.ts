import { EntityManager } from 'typeorm';
import { byKey, entityRows } from '../common/entity-rows';
import { readRow, readRows, sql } from '../common/read-executor';
import { World } from './world.entity';
import { WorldInvitation } from './world-invitation.entity';
import { WorldRole } from './world-member.entity';

/**
 * The worlds feature's SQL: the only place it lives (the hot reads: every list of a world starts with its slug).
 * An invitation's upsert and its taking (a DELETE that returns what it removed, so of two takers only one gets it)
 * are writes PostgreSQL decides in one statement each, so they are here as named writes beside the reads.
 */

export async function worldBySlug(em: EntityManager, slug: string): Promise<World | null> {
  const worlds = entityRows(em, World);
  const row = await readRow(em, sql`SELECT ${worlds.columns('w')} FROM world w WHERE w.slug = $1`, [slug]);
  return row ? worlds.from(row) : null;
}

/** The worlds of these ids, in their order (null where none). */
export async function worldsByIds(em: EntityManager, ids: readonly string[]): Promise<(World | null)[]> {
  const worlds = entityRows(em, World);
  const rows = await readRows(em, sql`SELECT ${worlds.columns('w')} FROM world w WHERE w.id = ANY($1::uuid[])`, [ids]);
  return byKey(
    ids,
    rows.map((r) => worlds.from(r)),
    (w) => w.id,
  );
}

/** Whether the account with this e-mail (lower case) is a member of the world. */
export async function isMemberByEmail(em: EntityManager, worldId: string, email: string): Promise<boolean> {
  const row = await readRow(em, sql`SELECT 1 AS member FROM world_member m JOIN account a ON a.id = m.account_id WHERE m.world_id = $1 AND a.email = $2`, [
    worldId,
    email,
  ]);
  return row !== null;
}

/** Write: invites the e-mail to the world with the role, or re-invites it (the new role, invited now); the invitation as stored. */
export async function upsertInvitation(em: EntityManager, worldId: string, email: string, role: WorldRole): Promise<WorldInvitation> {
  const invitations = entityRows(em, WorldInvitation);
  const row = await readRow(
    em,
    sql`INSERT INTO world_invitation AS i (world_id, email, role) VALUES ($1, $2, $3)
     ON CONFLICT (world_id, email) DO UPDATE SET role = EXCLUDED.role, invited_at = now()
     RETURNING ${invitations.columns('i')}`,
    [worldId, email, role],
  );
  return invitations.from(row!);
}

/** Write: deletes the invitation and returns it; null when there is none (of two requests taking the same one, only the first gets it). */
export async function takeInvitation(em: EntityManager, worldId: string, email: string): Promise<WorldInvitation | null> {
  const invitations = entityRows(em, WorldInvitation);
  const row = await readRow(em, sql`DELETE FROM world_invitation AS i WHERE i.world_id = $1 AND i.email = $2 RETURNING ${invitations.columns('i')}`, [
    worldId,
    email,
  ]);
  return row ? invitations.from(row) : null;
}
