import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The match engine's state after each event, stored with the event in its transaction, so a
 * write or a read starts from the last snapshot instead of replaying the log (the log stays the
 * source of truth: `clix-api verify-matches` replays it against the snapshots). Null for the
 * events recorded before: such a log is replayed once when it is next read.
 */
export class MatchEventState1764900000400 implements MigrationInterface {
  name = 'MatchEventState1764900000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_event ADD COLUMN state jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_event DROP COLUMN state`);
  }
}
