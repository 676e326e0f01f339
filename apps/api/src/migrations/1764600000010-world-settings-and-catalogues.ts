import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each world's settings and its own copy of the rules' catalogues (powers, feats, items and
 * weapons, scenarios), so the Creator can change them without touching another world.
 * `position` keeps the printed order; `catalogue_id` is the rules package's id, unique per world.
 */
export class WorldSettingsAndCatalogues1764600000010 implements MigrationInterface {
  name = 'WorldSettingsAndCatalogues1764600000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE world_settings (
        world_id uuid PRIMARY KEY REFERENCES world(id) ON DELETE CASCADE,
        settings jsonb NOT NULL CHECK (jsonb_typeof(settings) = 'object'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE catalogue_power (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        catalogue_id text NOT NULL CHECK (catalogue_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
        position int NOT NULL CHECK (position >= 0),
        ruleset text NOT NULL CHECK (ruleset IN ('clix-campaign', 'heroclix-alpha')),
        category text NOT NULL CHECK (category IN ('SPEED', 'ATTACK', 'DEFENSE', 'DAMAGE')),
        slot int NOT NULL CHECK (slot BETWEEN 1 AND 99),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        text text NOT NULL CHECK (length(text) <= 20000),
        UNIQUE (world_id, catalogue_id),
        UNIQUE (world_id, position)
      )`);
    await q.query(`
      CREATE TABLE catalogue_feat (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        catalogue_id text NOT NULL CHECK (catalogue_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
        position int NOT NULL CHECK (position >= 0),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        text text NOT NULL CHECK (length(text) <= 20000),
        prerequisite_text text NOT NULL DEFAULT '',
        required_powers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(required_powers) = 'array'),
        upkeep int CHECK (upkeep >= 0),
        price int CHECK (price >= 0),
        priced boolean NOT NULL,
        needs_review boolean NOT NULL DEFAULT false,
        -- A feat can be bought only with a figure to charge: the Creator's price or the printed upkeep.
        CHECK (NOT priced OR price IS NOT NULL OR upkeep IS NOT NULL),
        UNIQUE (world_id, catalogue_id),
        UNIQUE (world_id, position)
      )`);
    await q.query(`
      CREATE TABLE catalogue_item (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        catalogue_id text NOT NULL CHECK (catalogue_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
        position int NOT NULL CHECK (position >= 0),
        kind text NOT NULL CHECK (kind IN ('ITEM', 'OBJECT_WEAPON', 'ADVANCED_WEAPON', 'ARMOUR')),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        summary text NOT NULL DEFAULT '',
        text text NOT NULL DEFAULT '' CHECK (length(text) <= 20000),
        price int CHECK (price >= 0),
        priced boolean NOT NULL,
        damage int CHECK (damage >= 0),
        range int CHECK (range >= 0),
        effect_roll jsonb,
        details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
        CHECK (NOT priced OR price IS NOT NULL),
        UNIQUE (world_id, catalogue_id),
        UNIQUE (world_id, position)
      )`);
    await q.query(`
      CREATE TABLE catalogue_scenario (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        catalogue_id text NOT NULL CHECK (catalogue_id ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$'),
        position int NOT NULL CHECK (position >= 0),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        setup jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(setup) = 'array'),
        force_ratio numeric CHECK (force_ratio > 0),
        round_limit int CHECK (round_limit >= 1),
        scored_alignment text NOT NULL DEFAULT 'HERO' CHECK (scored_alignment IN ('HERO', 'VILLAIN')),
        tables jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tables) = 'array'),
        scoring jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(scoring) = 'array'),
        scoring_notes jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(scoring_notes) = 'array'),
        wrap_up jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(wrap_up) = 'array'),
        needs_review boolean NOT NULL DEFAULT false,
        UNIQUE (world_id, catalogue_id),
        UNIQUE (world_id, position)
      )`);
    await q.query(`CREATE INDEX dice_roll_world_purpose ON dice_roll (world_id, purpose, created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX dice_roll_world_purpose`);
    await q.query(`DROP TABLE catalogue_scenario`);
    await q.query(`DROP TABLE catalogue_item`);
    await q.query(`DROP TABLE catalogue_feat`);
    await q.query(`DROP TABLE catalogue_power`);
    await q.query(`DROP TABLE world_settings`);
  }
}
