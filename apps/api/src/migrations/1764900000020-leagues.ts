import { MigrationInterface, QueryRunner } from 'typeorm';

const TIE_BREAKERS = `ARRAY['HEAD_TO_HEAD', 'HERO_POINTS', 'PRESTIGE', 'OPPONENTS_WIN_PERCENTAGE', 'KOS']::text[]`;

/**
 * Leagues: their teams and standings, kept incrementally (counts per team and per pair of teams,
 * updated by upsert as matches resolve or are voided; points are computed at read time), the
 * record of which match was applied in which direction, and the league of a match.
 */
export class Leagues1764900000020 implements MigrationInterface {
  name = 'Leagues1764900000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE league (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        season text NOT NULL DEFAULT '' CHECK (length(season) <= 40),
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'FINAL')),
        points_for_win int NOT NULL DEFAULT 3 CHECK (points_for_win BETWEEN 0 AND 100),
        points_for_draw int NOT NULL DEFAULT 1 CHECK (points_for_draw BETWEEN 0 AND 100),
        points_for_loss int NOT NULL DEFAULT 0 CHECK (points_for_loss BETWEEN 0 AND 100),
        tie_breakers text[] NOT NULL DEFAULT ${TIE_BREAKERS} CHECK (tie_breakers <@ ${TIE_BREAKERS}),
        created_by uuid NOT NULL REFERENCES account(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        finalized_at timestamptz,
        CHECK (points_for_win > points_for_loss AND points_for_draw BETWEEN points_for_loss AND points_for_win),
        CHECK ((status = 'FINAL') = (finalized_at IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX league_world_name_season ON league (world_id, lower(name), lower(season))`);
    await q.query(`CREATE INDEX league_world_order ON league (world_id, created_at DESC, id)`);
    await q.query(`
      CREATE TABLE league_team (
        league_id uuid NOT NULL REFERENCES league(id) ON DELETE CASCADE,
        team_id uuid NOT NULL REFERENCES team(id),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (league_id, team_id)
      )`);
    await q.query(`CREATE INDEX league_team_team ON league_team (team_id)`);
    await q.query(`
      CREATE TABLE league_standing (
        league_id uuid NOT NULL,
        team_id uuid NOT NULL,
        played int NOT NULL DEFAULT 0 CHECK (played >= 0),
        won int NOT NULL DEFAULT 0 CHECK (won >= 0),
        drawn int NOT NULL DEFAULT 0 CHECK (drawn >= 0),
        lost int NOT NULL DEFAULT 0 CHECK (lost >= 0),
        hero_points int NOT NULL DEFAULT 0,
        prestige int NOT NULL DEFAULT 0,
        kos int NOT NULL DEFAULT 0 CHECK (kos >= 0),
        PRIMARY KEY (league_id, team_id),
        FOREIGN KEY (league_id, team_id) REFERENCES league_team(league_id, team_id) ON DELETE CASCADE,
        CHECK (played = won + drawn + lost)
      )`);
    await q.query(`
      CREATE TABLE league_pair (
        league_id uuid NOT NULL,
        team_id uuid NOT NULL,
        opponent_id uuid NOT NULL,
        played int NOT NULL DEFAULT 0 CHECK (played >= 0),
        won int NOT NULL DEFAULT 0 CHECK (won >= 0),
        drawn int NOT NULL DEFAULT 0 CHECK (drawn >= 0),
        lost int NOT NULL DEFAULT 0 CHECK (lost >= 0),
        PRIMARY KEY (league_id, team_id, opponent_id),
        FOREIGN KEY (league_id, team_id) REFERENCES league_team(league_id, team_id) ON DELETE CASCADE,
        FOREIGN KEY (league_id, opponent_id) REFERENCES league_team(league_id, team_id) ON DELETE CASCADE,
        CHECK (played = won + drawn + lost),
        CHECK (team_id <> opponent_id)
      )`);
    await q.query(`ALTER TABLE match ADD COLUMN league_id uuid REFERENCES league(id)`);
    await q.query(`CREATE INDEX match_league ON match (league_id) WHERE league_id IS NOT NULL`);
    // Each match is applied to its league once (+1 at resolution) and taken back at most once (-1 at a void).
    await q.query(`
      CREATE TABLE league_match_result (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        league_id uuid NOT NULL REFERENCES league(id) ON DELETE CASCADE,
        match_id uuid NOT NULL REFERENCES match(id) ON DELETE CASCADE,
        direction smallint NOT NULL CHECK (direction IN (1, -1)),
        sides jsonb NOT NULL CHECK (jsonb_typeof(sides) = 'array'),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (match_id, direction)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE league_match_result`);
    await q.query(`ALTER TABLE match DROP COLUMN league_id`);
    await q.query(`DROP TABLE league_pair`);
    await q.query(`DROP TABLE league_standing`);
    await q.query(`DROP TABLE league_team`);
    await q.query(`DROP TABLE league`);
  }
}
