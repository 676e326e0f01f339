import { MigrationInterface, QueryRunner } from 'typeorm';

/** Worlds, characters and their click-by-click dials. Constraints repeat the input rules so no path can store a broken dial. */
export class WorldsAndCharacters1764400000000 implements MigrationInterface {
  name = 'WorldsAndCharacters1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE world (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE character (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        kind text NOT NULL CHECK (kind IN ('HERO', 'VILLAIN', 'NPC', 'NORMAL')),
        description text NOT NULL DEFAULT '',
        visibility text NOT NULL DEFAULT 'PUBLIC' CHECK (visibility IN ('PUBLIC', 'HIDDEN')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX character_world_name ON character (world_id, lower(name))`);
    await q.query(`CREATE INDEX character_world_order ON character (world_id, name, id)`);
    await q.query(`
      CREATE TABLE character_version (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        character_id uuid NOT NULL REFERENCES character(id) ON DELETE CASCADE,
        rank text NOT NULL CHECK (rank IN ('ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE', 'LIMITED_EDITION')),
        point_value int NOT NULL CHECK (point_value >= 0),
        range int NOT NULL CHECK (range >= 0),
        targets int NOT NULL CHECK (targets BETWEEN 1 AND 3),
        movement text NOT NULL CHECK (movement IN ('BOOT', 'WING', 'DOLPHIN')),
        damage_symbol text NOT NULL CHECK (damage_symbol IN ('STANDARD', 'GIANT', 'COLOSSAL')),
        team_ability text,
        keywords text[] NOT NULL DEFAULT '{}',
        archenemy_colour text,
        set_code text,
        collector_number text,
        starting_click int NOT NULL CHECK (starting_click >= 1),
        ko_clicks int NOT NULL CHECK (ko_clicks >= 1),
        special_powers jsonb NOT NULL DEFAULT '[]',
        UNIQUE (character_id, rank)
      )`);
    await q.query(`CREATE INDEX character_version_points ON character_version (character_id, point_value)`);
    await q.query(`
      CREATE TABLE dial_click (
        version_id uuid NOT NULL REFERENCES character_version(id) ON DELETE CASCADE,
        number int NOT NULL CHECK (number >= 1),
        speed int NOT NULL CHECK (speed >= 0),
        attack int NOT NULL CHECK (attack >= 0),
        defense int NOT NULL CHECK (defense >= 0),
        damage int NOT NULL CHECK (damage >= 0),
        speed_power text,
        attack_power text,
        defense_power text,
        damage_power text,
        PRIMARY KEY (version_id, number)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dial_click`);
    await q.query(`DROP TABLE character_version`);
    await q.query(`DROP TABLE character`);
    await q.query(`DROP TABLE world`);
  }
}
