import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The character a ledger entry is about (a member's, a recruit's, a figure's in a match), so its
 * readers can redact one hidden from the viewer (LedgerService.forViewer) instead of reading
 * stored words. Existing entries get the reference derived from what they already record (their
 * member, their source, a match line's figure, the entry a correction reverses): only this new
 * column is set, under the append-only guard lifted for these statements alone; no amount,
 * balance or note changes.
 */
export class LedgerEntryCharacter1764900000200 implements MigrationInterface {
  name = 'LedgerEntryCharacter1764900000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entry ADD COLUMN character_id uuid REFERENCES character(id)`);
    await q.query(`ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_no_update`);
    await q.query(`
      UPDATE ledger_entry e SET character_id = m.character_id FROM team_member m
       WHERE m.id = coalesce(e.member_id, CASE WHEN e.source_type = 'TEAM_MEMBER' THEN e.source_id END)`);
    await q.query(`
      UPDATE ledger_entry e SET character_id = p.character_id FROM recruit_plea p
       WHERE e.character_id IS NULL AND e.source_type = 'DICE_ROLL' AND p.roll_id = e.source_id`);
    // A match line about a figure names it as "figure <first 8 of its id> (<points> pts)".
    await q.query(`
      UPDATE ledger_entry e SET character_id = f.character_id FROM match_figure f
       WHERE e.character_id IS NULL AND e.source_type = 'MATCH' AND f.match_id = e.source_id
         AND e.note LIKE '%figure ' || left(f.id::text, 8) || ' (%'`);
    await q.query(`
      UPDATE ledger_entry e SET character_id = o.character_id FROM ledger_entry o
       WHERE e.character_id IS NULL AND e.corrects_entry_id = o.id AND o.character_id IS NOT NULL`);
    await q.query(`ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_no_update`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_entry DROP COLUMN character_id`);
  }
}
