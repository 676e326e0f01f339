import { EntityManager } from 'typeorm';
import { readRows } from '../common/read-executor';

/** The demo loaders' own SQL: the only place it lives. */

/**
 * Serialises the demo loaders until the transaction ends: two starts at once must not both load the
 * demo world (or its teams, or its league).
 */
export async function lockDemoLoading(em: EntityManager): Promise<void> {
  await readRows(em, `SELECT pg_advisory_xact_lock(hashtext('clix-demo-world'))`, []);
}
