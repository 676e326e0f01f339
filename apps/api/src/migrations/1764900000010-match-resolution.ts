import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A match's resolution: applied exactly once (one per match, one per idempotency key), with the
 * canonical input's hash, the result, the dice it used, the ledger entries it wrote and a
 * snapshot of every member field it changed, so a void can put them back.
 */
export class MatchResolution1764900000010 implements MigrationInterface {
  name = 'MatchResolution1764900000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_resolution (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL REFERENCES match(id) ON DELETE CASCADE,
        idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
        input_hash text NOT NULL CHECK (input_hash ~ '^[0-9a-f]{64}$'),
        input jsonb NOT NULL CHECK (jsonb_typeof(input) = 'object'),
        result jsonb NOT NULL CHECK (jsonb_typeof(result) = 'object'),
        dice_faces int[] NOT NULL CHECK (1 <= ALL (dice_faces) AND 6 >= ALL (dice_faces)),
        dice_rolls_before int NOT NULL CHECK (dice_rolls_before >= 0),
        ledger_entry_ids uuid[] NOT NULL DEFAULT '{}',
        member_snapshot jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(member_snapshot) = 'array'),
        applied_by uuid NOT NULL REFERENCES account(id),
        applied_at timestamptz NOT NULL DEFAULT now(),
        voided_by uuid REFERENCES account(id),
        voided_at timestamptz,
        void_reason text CHECK (void_reason IS NULL OR length(void_reason) BETWEEN 1 AND 500),
        CONSTRAINT match_resolution_one_per_match UNIQUE (match_id),
        CONSTRAINT match_resolution_idempotency_key UNIQUE (idempotency_key),
        CHECK ((voided_by IS NULL) = (voided_at IS NULL)),
        CHECK ((voided_at IS NULL) = (void_reason IS NULL))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_resolution`);
  }
}
