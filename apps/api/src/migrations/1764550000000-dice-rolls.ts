import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every roll the server makes, with its seed and faces, so it can be audited and replayed. */
export class DiceRolls1764550000000 implements MigrationInterface {
  name = 'DiceRolls1764550000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dice_roll (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        purpose text NOT NULL,
        subject_id text,
        seed text NOT NULL,
        faces int[] NOT NULL,
        result jsonb NOT NULL,
        state_after jsonb NOT NULL,
        rolled_by uuid REFERENCES account(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX dice_roll_world ON dice_roll (world_id, created_at DESC, id)`);
    await q.query(`CREATE INDEX dice_roll_subject ON dice_roll (subject_id) WHERE subject_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dice_roll`);
  }
}
