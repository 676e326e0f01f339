import { MigrationInterface, QueryRunner } from 'typeorm';

/** `leagues(orderBy: { field: NAME })` pages a world's leagues by (name, id), both ways: this index serves it. */
export class LeagueNameOrder1764900001500 implements MigrationInterface {
  name = 'LeagueNameOrder1764900001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX league_world_name_order ON league (world_id, name, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX league_world_name_order`);
  }
}
