import { EntityManager } from 'typeorm';
import { readRows, sql } from '../common/read-executor';

/** The demo loaders' own SQL: the only place it lives. */

/**
 * Serialises the demo loaders until the transaction ends: two starts at once must not both load the
 * demo world (or its teams, or its league).
 */
export async function lockDemoLoading(em: EntityManager): Promise<void> {
  await readRows(em, sql`SELECT pg_advisory_xact_lock(hashtext('clix-demo-world'))`, []);
}

/** A match's figures with their characters' names: the demo league's scripted events name the figures they move. */
export function matchFigureNames(em: EntityManager, matchId: string): Promise<{ id: string; name: string }[]> {
  return readRows(em, sql`SELECT f.id, c.name FROM match_figure f JOIN character c ON c.id = f.character_id WHERE f.match_id = $1`, [matchId]);
}
