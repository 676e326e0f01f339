import { MigrationInterface, QueryRunner } from 'typeorm';

/** Clix Campaign's team ability 10, Shared Burden, as a match event (SHARED_BURDEN). */
export class TeamAbilityEvents1764900001200 implements MigrationInterface {
  name = 'TeamAbilityEvents1764900001200';

  async up(q: QueryRunner): Promise<void> {
    const types = await currentTypes(q);
    await setTypes(q, [...types, 'SHARED_BURDEN']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM match_event WHERE type = 'SHARED_BURDEN'`);
    await setTypes(
      q,
      (await currentTypes(q)).filter((t) => t !== 'SHARED_BURDEN'),
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
