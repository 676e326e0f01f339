import { MigrationInterface, QueryRunner } from 'typeorm';

/** Matches, their sides and figures, and the append-only log of what happened at the table. */
export class MatchesAndEvents1764800000010 implements MigrationInterface {
  name = 'MatchesAndEvents1764800000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        ruleset text NOT NULL CHECK (ruleset IN ('CLIX_CAMPAIGN', 'HEROCLIX_2003', 'HEROCLIX_ALPHA', 'HORRORCLIX', 'RPS_CLIX')),
        scenario_id uuid REFERENCES catalogue_scenario(id),
        build_total int NOT NULL CHECK (build_total > 0),
        training_mission boolean NOT NULL,
        map_type text NOT NULL CHECK (map_type IN ('CITY', 'OTHER')),
        status text NOT NULL CHECK (status IN ('SETUP', 'IN_PROGRESS', 'RESOLVED', 'VOID')),
        seed text NOT NULL,
        seed_hash text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
        created_by uuid NOT NULL REFERENCES account(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX match_world ON match (world_id, created_at DESC, id)`);
    await q.query(`
      CREATE TABLE match_side (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL REFERENCES match(id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        alignment text NOT NULL CHECK (alignment IN ('HERO', 'VILLAIN')),
        team_id uuid REFERENCES team(id),
        UNIQUE (match_id, position)
      )`);
    await q.query(`
      CREATE TABLE match_figure (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL REFERENCES match(id) ON DELETE CASCADE,
        side_id uuid NOT NULL REFERENCES match_side(id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        character_id uuid NOT NULL REFERENCES character(id),
        version_id uuid NOT NULL REFERENCES character_version(id),
        team_member_id uuid REFERENCES team_member(id),
        UNIQUE (side_id, position)
      )`);
    await q.query(`CREATE INDEX match_figure_match ON match_figure (match_id)`);
    await q.query(`
      CREATE TABLE match_event (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL REFERENCES match(id) ON DELETE CASCADE,
        sequence int NOT NULL CHECK (sequence >= 1),
        type text NOT NULL CHECK (type IN ('ATTACK', 'DAMAGE', 'HEAL', 'KO', 'CRITICAL_CONDITION', 'CAPTURE', 'RESCUE', 'ESCAPE',
          'BYSTANDER_SAVED', 'BYSTANDER_HURT', 'PROPERTY_DESTROYED', 'OBJECTIVE_MET', 'END_TURN', 'REVERSAL')),
        payload jsonb NOT NULL,
        result jsonb,
        dice_faces int[] NOT NULL DEFAULT '{}',
        at_table boolean NOT NULL DEFAULT false,
        dice_state jsonb,
        reverses_sequence int CHECK (reverses_sequence IS NULL OR reverses_sequence < sequence),
        created_by uuid NOT NULL REFERENCES account(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (match_id, sequence),
        CHECK ((type = 'REVERSAL') = (reverses_sequence IS NOT NULL)),
        CHECK (NOT at_table OR dice_state IS NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX match_event_reversed_once ON match_event (match_id, reverses_sequence) WHERE reverses_sequence IS NOT NULL`);
    // Append-only: the log is never rewritten; a REVERSAL event undoes an earlier one.
    await q.query(`
      CREATE FUNCTION match_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'match_event is append-only'; END $$`);
    await q.query(`CREATE TRIGGER match_event_append_only BEFORE UPDATE ON match_event FOR EACH ROW EXECUTE FUNCTION match_event_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_event`);
    await q.query(`DROP FUNCTION match_event_append_only()`);
    await q.query(`DROP TABLE match_figure`);
    await q.query(`DROP TABLE match_side`);
    await q.query(`DROP TABLE match`);
  }
}
