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
  'RPS_MOVE',
];
const TYPES = [...BEFORE, 'ATTACK_TERRAIN', 'PHASE', 'MOVE_VICTIM', 'INSANITY_ROLL', 'POSSESSION', 'HOURGLASS'];

/**
 * The match engine's events that could not be entered before: HeroClix 2003's attacks on
 * blocking terrain, and HorrorClix's turn in four phases (PHASE, MOVE_VICTIM, INSANITY_ROLL,
 * POSSESSION, HOURGLASS).
 */
export class MatchEngineEvents1764900000900 implements MigrationInterface {
  name = 'MatchEngineEvents1764900000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_event DROP CONSTRAINT match_event_type_check`);
    await q.query(`ALTER TABLE match_event ADD CONSTRAINT match_event_type_check CHECK (type IN (${TYPES.map((t) => `'${t}'`).join(', ')}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM match_event WHERE type <> ALL($1::text[])`, [BEFORE]);
    await q.query(`ALTER TABLE match_event DROP CONSTRAINT match_event_type_check`);
    await q.query(`ALTER TABLE match_event ADD CONSTRAINT match_event_type_check CHECK (type IN (${BEFORE.map((t) => `'${t}'`).join(', ')}))`);
  }
}
