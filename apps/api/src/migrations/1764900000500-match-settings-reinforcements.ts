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
];
const TYPES = [...BEFORE, 'ACTION', 'VICTIM_KILLED', 'REINFORCE'];

/**
 * The engine settings a match was created with (the world's combat readings, who goes first),
 * pinned so a later change of the world's settings never changes how its log replays; null for
 * matches from before, which play with the build total and the rulesets' defaults. Alpha's
 * reinforcements: figures of a side that start off the map. And the engine's events that could
 * not be entered before: ACTION (a move, power or free action), VICTIM_KILLED and REINFORCE.
 */
export class MatchSettingsReinforcements1764900000500 implements MigrationInterface {
  name = 'MatchSettingsReinforcements1764900000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match ADD COLUMN settings jsonb`);
    await q.query(`ALTER TABLE match_figure ADD COLUMN reinforcement boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE match_event DROP CONSTRAINT match_event_type_check`);
    await q.query(`ALTER TABLE match_event ADD CONSTRAINT match_event_type_check CHECK (type IN (${TYPES.map((t) => `'${t}'`).join(', ')}))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_event DROP CONSTRAINT match_event_type_check`);
    await q.query(`ALTER TABLE match_event ADD CONSTRAINT match_event_type_check CHECK (type IN (${BEFORE.map((t) => `'${t}'`).join(', ')}))`);
    await q.query(`ALTER TABLE match_figure DROP COLUMN reinforcement`);
    await q.query(`ALTER TABLE match DROP COLUMN settings`);
  }
}
