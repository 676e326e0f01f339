import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `deleteCharacters` keeps what it deleted here (the character's, its versions' and its clicks' rows as JSON) so
 * `restoreCharacters` can put them back exactly, with the same ids, within an hour; older ones are purged.
 */
export class DeletedCharacters1764900001800 implements MigrationInterface {
  name = 'DeletedCharacters1764900001800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deleted_character (
        id uuid PRIMARY KEY,
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        name text NOT NULL,
        snapshot jsonb NOT NULL CHECK (jsonb_typeof(snapshot->'versions') = 'array' AND jsonb_typeof(snapshot->'clicks') = 'array'),
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX deleted_character_age ON deleted_character (deleted_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deleted_character`);
  }
}
