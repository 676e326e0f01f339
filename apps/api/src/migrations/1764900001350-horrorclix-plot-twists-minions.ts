import { MigrationInterface, QueryRunner } from 'typeorm';

const ADDED = ['PLOT_TWIST', 'MINION'];

/**
 * HorrorClix (seed 004): plot twists and minions as match events (PLOT_TWIST, MINION), and a
 * side's minions, figures that start off the map until one enters for a victim its side killed.
 */
export class HorrorClixPlotTwistsMinions1764900001350 implements MigrationInterface {
  name = 'HorrorClixPlotTwistsMinions1764900001350';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE match_figure ADD COLUMN minion boolean NOT NULL DEFAULT false`);
    await setTypes(q, [...(await currentTypes(q)), ...ADDED]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM match_event WHERE type = ANY($1::text[])`, [ADDED]);
    await setTypes(
      q,
      (await currentTypes(q)).filter((t) => !ADDED.includes(t)),
    );
    await q.query(`ALTER TABLE match_figure DROP COLUMN minion`);
  }
}

/** The event types the check constraint allows now (other migrations add theirs too). */
async function currentTypes(q: QueryRunner): Promise<string[]> {
  const [row] = (await q.query(`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'match_event_type_check'`)) as { def: string }[];
  return [...row.def.matchAll(/'([A-Z_0-9]+)'/g)].map((m) => m[1]);
}

async function setTypes(q: QueryRunner, types: string[]): Promise<void> {
  await q.query(`ALTER TABLE match_event DROP CONSTRAINT match_event_type_check`);
  await q.query(`ALTER TABLE match_event ADD CONSTRAINT match_event_type_check CHECK (type IN (${types.map((t) => `'${t}'`).join(', ')}))`);
}
