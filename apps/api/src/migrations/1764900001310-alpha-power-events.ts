import { MigrationInterface, QueryRunner } from 'typeorm';

/** HeroClix Alpha's powers used instead of attacking (Pulse, Poison, Regeneration, Heal) as a match event (POWER). */
export class AlphaPowerEvents1764900001310 implements MigrationInterface {
  name = 'AlphaPowerEvents1764900001310';

  async up(q: QueryRunner): Promise<void> {
    await setTypes(q, [...(await currentTypes(q)), 'POWER']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM match_event WHERE type = 'POWER'`);
    await setTypes(
      q,
      (await currentTypes(q)).filter((t) => t !== 'POWER'),
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
