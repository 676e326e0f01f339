import { EntityManager } from 'typeorm';
import { readRow, readRows, sql } from '../common/read-executor';

/**
 * The idempotency keys' SQL: the only place it lives. The claim and the answer's record are writes
 * PostgreSQL decides in one statement each (an upsert that takes over only an expired key, and a
 * record that also deletes a batch of expired keys), so they are here as named writes beside the
 * read, not on a repository.
 */

/** Expired keys each keyed mutation deletes: more than one, so they never pile up faster than they go. */
const CLEANED_PER_WRITE = 100;

export interface KeyClaim {
  accountId: string;
  key: string;
  mutation: string;
  inputHash: string;
  /** A key older than this counts as new. */
  hours: number;
}

/**
 * Write: claims the key for the account (a new key, or one older than `hours`, which starts
 * afresh); false when a live claim holds it. A concurrent claim of the same key waits here for
 * the first to commit or roll back.
 */
export async function claimKey(em: EntityManager, c: KeyClaim): Promise<boolean> {
  const claimed = await readRows(
    em,
    sql`INSERT INTO idempotency_key (account_id, key, mutation, input_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id, key) DO UPDATE SET mutation = EXCLUDED.mutation, input_hash = EXCLUDED.input_hash, answer = NULL, created_at = now()
       WHERE idempotency_key.created_at < now() - make_interval(hours => $5)
     RETURNING 1 AS claimed`,
    [c.accountId, c.key, c.mutation, c.inputHash, c.hours],
  );
  return claimed.length > 0;
}

/** What a key was claimed for, and the answer stored with it (a committed claim holds its answer: both are written in one transaction). */
export interface ClaimedKey<A> {
  mutation: string;
  inputHash: string;
  answer: A;
}

export function claimedKey<A>(em: EntityManager, accountId: string, key: string): Promise<ClaimedKey<A> | null> {
  return readRow<ClaimedKey<A>>(
    em,
    sql`SELECT k.mutation, k.input_hash AS "inputHash", k.answer FROM idempotency_key k WHERE k.account_id = $1 AND k.key = $2`,
    [accountId, key],
  );
}

/** Write: stores the answer with the account's key and deletes up to CLEANED_PER_WRITE keys older than `hours`, in one statement. */
export async function recordAnswer(em: EntityManager, accountId: string, key: string, answerJson: string, hours: number): Promise<void> {
  await readRows(
    em,
    sql`WITH cleaned AS (
       DELETE FROM idempotency_key WHERE (account_id, key) IN (
         SELECT account_id, key FROM idempotency_key WHERE created_at < now() - make_interval(hours => $4)
          ORDER BY created_at LIMIT ${CLEANED_PER_WRITE} FOR UPDATE SKIP LOCKED))
     UPDATE idempotency_key SET answer = $3::jsonb WHERE account_id = $1 AND key = $2`,
    [accountId, key, answerJson, hours],
  );
}
