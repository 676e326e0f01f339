import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A league's standings version: bumped by the database whenever anything its ranking depends on
 * changes (a team joins or leaves, a tally or head-to-head line changes, the scoring or the
 * tie-breakers change), so a reader can keep a ranking computed at one version and reuse it
 * while the version stands (LeagueService.standings). Triggers, not application code, so no
 * writer (a resolution, a void, the rebuild job, a hand-run repair) can forget it.
 */
export class StandingsVersion1764900000030 implements MigrationInterface {
  name = 'StandingsVersion1764900000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE league ADD COLUMN standings_version bigint NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE FUNCTION league_standings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE league SET standings_version = standings_version + 1
         WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.league_id ELSE NEW.league_id END;
        RETURN NULL;
      END $$`);
    for (const table of ['league_team', 'league_standing', 'league_pair']) {
      await q.query(`CREATE TRIGGER ${table}_standings_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
                     FOR EACH ROW EXECUTE FUNCTION league_standings_changed()`);
    }
    await q.query(`
      CREATE FUNCTION league_scoring_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.standings_version := OLD.standings_version + 1;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER league_scoring_changed BEFORE UPDATE ON league FOR EACH ROW
        WHEN ((OLD.points_for_win, OLD.points_for_draw, OLD.points_for_loss, OLD.tie_breakers)
              IS DISTINCT FROM (NEW.points_for_win, NEW.points_for_draw, NEW.points_for_loss, NEW.tie_breakers))
        EXECUTE FUNCTION league_scoring_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER league_scoring_changed ON league`);
    for (const table of ['league_team', 'league_standing', 'league_pair']) await q.query(`DROP TRIGGER ${table}_standings_changed ON ${table}`);
    await q.query(`DROP FUNCTION league_scoring_changed(); DROP FUNCTION league_standings_changed()`);
    await q.query(`ALTER TABLE league DROP COLUMN standings_version`);
  }
}
