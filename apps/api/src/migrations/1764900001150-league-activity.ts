import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A league's activity log (its matches started, resolved, voided), numbered per league, so a
 * leagueActivity subscriber that reconnects with `after` reads what it missed. Written with the
 * live notice, in the writing transaction (live/live.notify.ts); activity from before this
 * migration is not in it.
 */
export class LeagueActivity1764900001150 implements MigrationInterface {
  name = 'LeagueActivity1764900001150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE league_activity (
        league_id uuid NOT NULL REFERENCES league(id) ON DELETE CASCADE,
        sequence int NOT NULL CHECK (sequence > 0),
        match_id uuid NOT NULL REFERENCES match(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('STARTED', 'RESOLVED', 'VOIDED')),
        at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (league_id, sequence)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE league_activity`);
  }
}
