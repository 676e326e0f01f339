import { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = [
  'ATTACK',
  'DAMAGE',
  'HEAL',
  'KO',
  'CRITICAL_CONDITION',
  'CAPTURE',
  'RESCUE',
  'ESCAPE',
  'BYSTANDER_SAVED',
  'BYSTANDER_HURT',
  'PROPERTY_DESTROYED',
  'OBJECTIVE_MET',
  'END_TURN',
  'REVERSAL',
  'ACTION',
  'VICTIM_KILLED',
  'REINFORCE',
];
const TYPES = [...BEFORE, 'RPS_MOVE'];

/**
 * RPS Clix plays on its own engine (packages/rules/src/rulesets/rps-clix): a match of it keeps its
 * opening (each army with the rank and attack its monsters play at, the front lines, the
 * commanders, the settings) and which sides the computer plays, as it was set up, so the log
 * always replays from the same start. Its moves are RPS_MOVE events of the match's log.
 */
export class RpsGames1764900000800 implements MigrationInterface {
  name = 'RpsGames1764900000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rps_game (
        match_id uuid PRIMARY KEY REFERENCES match(id) ON DELETE CASCADE,
        setup jsonb NOT NULL,
        computers jsonb NOT NULL
      )`);
    await q.query(`ALTER TABLE match_event DROP CONSTRAINT match_event_type_check`);
    await q.query(`ALTER TABLE match_event ADD CONSTRAINT match_event_type_check CHECK (type IN (${TYPES.map((t) => `'${t}'`).join(', ')}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM match_event WHERE type = 'RPS_MOVE'`);
    await q.query(`ALTER TABLE match_event DROP CONSTRAINT match_event_type_check`);
    await q.query(`ALTER TABLE match_event ADD CONSTRAINT match_event_type_check CHECK (type IN (${BEFORE.map((t) => `'${t}'`).join(', ')}))`);
    await q.query(`DROP TABLE rps_game`);
  }
}
