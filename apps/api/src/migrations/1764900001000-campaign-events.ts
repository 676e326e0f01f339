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
  'ATTACK_TERRAIN',
  'PHASE',
  'MOVE_VICTIM',
  'INSANITY_ROLL',
  'POSSESSION',
  'HOURGLASS',
];
const TYPES = [...BEFORE, 'FLEE', 'ETIQUETTE'];

/** Clix Campaign's fleeing (a special movement) and the etiquette roll (seeds 000 and 003) as match events. */
export class CampaignEvents1764900001000 implements MigrationInterface {
  name = 'CampaignEvents1764900001000';

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
