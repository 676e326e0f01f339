import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys (the Idempotency-Key header): one row per account and key, holding the
 * mutation and the hash of its input, and the answer, written in the mutation's own transaction.
 * A key answers for 24 hours (created_at); older rows are treated as new and deleted by later
 * keyed mutations (the created_at index). resolveMatch's key moves here: it was unique across
 * every world and account, so one client's key could refuse another's.
 */
export class IdempotencyKeys1764900000100 implements MigrationInterface {
  name = 'IdempotencyKeys1764900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_key (
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        mutation text NOT NULL CHECK (length(mutation) BETWEEN 1 AND 100),
        input_hash text NOT NULL CHECK (input_hash ~ '^[0-9a-f]{64}$'),
        answer jsonb CHECK (answer IS NULL OR jsonb_typeof(answer) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, key)
      )`);
    await q.query(`CREATE INDEX idempotency_key_created_at ON idempotency_key (created_at)`);
    await q.query(`ALTER TABLE match_resolution DROP COLUMN idempotency_key`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Keys of resolutions are not kept: the old rows get one made from their id.
    await q.query(`ALTER TABLE match_resolution ADD COLUMN idempotency_key text`);
    await q.query(`UPDATE match_resolution SET idempotency_key = id::text`);
    await q.query(`ALTER TABLE match_resolution ALTER COLUMN idempotency_key SET NOT NULL,
                   ADD CONSTRAINT match_resolution_idempotency_key UNIQUE (idempotency_key)`);
    await q.query(`DROP TABLE idempotency_key`);
  }
}
