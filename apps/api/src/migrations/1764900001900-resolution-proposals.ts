import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Players run their own matches (issue 17): a resolution a player proposes waits, unapplied, in
 * match_resolution_proposal until the other side's owner (or the Creator or an organizer) confirms
 * or rejects it, and the match waits in the new status AWAITING_CONFIRMATION.
 */
export class ResolutionProposals1764900001900 implements MigrationInterface {
  name = 'ResolutionProposals1764900001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match DROP CONSTRAINT match_status_check`);
    await q.query(
      `ALTER TABLE match ADD CONSTRAINT match_status_check CHECK (status IN ('SETUP', 'IN_PROGRESS', 'AWAITING_CONFIRMATION', 'RESOLVED', 'VOID'))`,
    );
    await q.query(`
      CREATE TABLE match_resolution_proposal (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL REFERENCES match (id) ON DELETE CASCADE,
        input_hash text NOT NULL,
        input jsonb NOT NULL,
        result jsonb NOT NULL,
        dice_faces int[] NOT NULL,
        dice_rolls_before int NOT NULL,
        proposed_by uuid NOT NULL REFERENCES account (id),
        proposed_at timestamptz NOT NULL DEFAULT now(),
        decision text CHECK (decision IN ('CONFIRMED', 'REJECTED')),
        decided_by uuid REFERENCES account (id),
        decided_at timestamptz,
        reject_reason text,
        CHECK ((decision IS NULL) = (decided_at IS NULL) AND (decision IS NULL) = (decided_by IS NULL)),
        CHECK ((decision = 'REJECTED') = (reject_reason IS NOT NULL))
      )`);
    // At most one proposal waits per match.
    await q.query(`CREATE UNIQUE INDEX match_resolution_proposal_open ON match_resolution_proposal (match_id) WHERE decision IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_resolution_proposal`);
    await q.query(`UPDATE match SET status = 'IN_PROGRESS' WHERE status = 'AWAITING_CONFIRMATION'`);
    await q.query(`ALTER TABLE match DROP CONSTRAINT match_status_check`);
    await q.query(`ALTER TABLE match ADD CONSTRAINT match_status_check CHECK (status IN ('SETUP', 'IN_PROGRESS', 'RESOLVED', 'VOID'))`);
  }
}
