import { MigrationInterface, QueryRunner } from 'typeorm';

const ADDED = ['KILL_ANSWER'];

/** HorrorClix (seed 004): a kill answered with a monster's power instead of a plot twist, as a match event (KILL_ANSWER). */
export class HorrorClixKillAnswers1764900001700 implements MigrationInterface {
  name = 'HorrorClixKillAnswers1764900001700';

  async up(q: QueryRunner): Promise<void> {
    await setTypes(q, [...(await currentTypes(q)), ...ADDED]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM match_event WHERE type = ANY($1::text[])`, [ADDED]);
    await setTypes(
      q,
      (await currentTypes(q)).filter((t) => !ADDED.includes(t)),
    );
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
