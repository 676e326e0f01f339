import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A Creator's addWorldMember of an e-mail: pending until the account with that e-mail accepts or
 * declines it, or the Creator withdraws it (WorldService.addMember, acceptInvitation).
 */
export class WorldInvitations1764900000300 implements MigrationInterface {
  name = 'WorldInvitations1764900000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE world_invitation (
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL,
        invited_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (world_id, email)
      )`);
    await q.query(`CREATE INDEX world_invitation_email ON world_invitation (email)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE world_invitation`);
  }
}
