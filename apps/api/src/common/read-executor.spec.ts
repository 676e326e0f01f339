import { startTestApi, TestApi } from '../../test/harness';
import { cachedStatementNames, readRow, readRows } from './read-executor';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});

afterAll(async () => {
  await t?.close();
});

describe('the read executor', () => {
  it("runs a statement as a named prepared statement on the transaction's connection, logged once", async () => {
    const text = `SELECT $1::int + 1 AS "next", $2::text AS "label"`;
    await t.dataSource.transaction(async (em) => {
      t.counter.reset();
      expect(await readRows(em, text, [41, 'answer'])).toEqual([{ next: 42, label: 'answer' }]);
      expect(await readRow(em, text, [1, 'again'])).toEqual({ next: 2, label: 'again' });
      expect(t.counter.statements).toEqual([text, text]);
      const prepared = await em.query(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [text]);
      expect(prepared).toHaveLength(1);
      expect(prepared[0].name).toMatch(/^clix_[0-9a-f]{20}$/);
    });
  });

  it('has PostgreSQL plan each statement once per connection, not again with every call', async () => {
    // An ANY of ids, as the node(id) read's: planned as "auto" would, PostgreSQL kept planning it anew each call (0.1 ms of
    // its 0.3 a request), its generic plan costed above a custom one; the read modules' SQL is written for the generic plan.
    const text = `SELECT count(*)::int AS n FROM world w WHERE w.id = ANY($1::uuid[]) AND $2::boolean`;
    await t.dataSource.transaction(async (em) => {
      for (let i = 0; i < 7; i++) await readRows(em, text, [[], true]);
      const [plans] = await em.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1`, [text]);
      expect(plans).toEqual({ generic_plans: '7', custom_plans: '0' });
    });
  });

  it('answers null for a statement without rows', async () => {
    expect(await readRow(t.dataSource.manager, `SELECT 1 AS one WHERE $1::boolean`, [false])).toBeNull();
  });

  it('keeps at most 256 statement names, however many texts it has run', async () => {
    for (let i = 0; i < 300; i++) await readRows(t.dataSource.manager, `SELECT $1::int + ${i} AS n`, [i]);
    expect(cachedStatementNames()).toBe(256);
    // A text run again after its name was evicted gets the same name, and the connection's prepared statement serves it.
    expect(await readRows(t.dataSource.manager, `SELECT $1::int + 0 AS n`, [5])).toEqual([{ n: 5 }]);
  });
});
