import { MigrationInterface, QueryRunner } from 'typeorm';

/** `search` compares names accents aside (unaccent, a trusted extension: the database owner may create it). */
export class SearchUnaccent1764900001600 implements MigrationInterface {
  name = 'SearchUnaccent1764900001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP EXTENSION IF EXISTS unaccent`);
  }
}
