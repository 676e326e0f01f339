import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A ledger entry on a member's own balance names a member of the entry's team: the key
 * (member_id, team_id) references the member's row. The services only ever wrote such entries;
 * with the key the database holds it too, and a team's ledger can find its hidden members' entries
 * among that team's members alone (team.reads.ts, ledgerPage) instead of looking each entry's
 * member up.
 */
export class LedgerMemberOfTeam1764900002000 implements MigrationInterface {
  name = 'LedgerMemberOfTeam1764900002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE team_member ADD CONSTRAINT team_member_id_team_key UNIQUE (id, team_id)`);
    await q.query(`ALTER TABLE ledger_entry ADD CONSTRAINT ledger_entry_member_of_team FOREIGN KEY (member_id, team_id) REFERENCES team_member (id, team_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entry DROP CONSTRAINT ledger_entry_member_of_team`);
    await q.query(`ALTER TABLE team_member DROP CONSTRAINT team_member_id_team_key`);
  }
}
