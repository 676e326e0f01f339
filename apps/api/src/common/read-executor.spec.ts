import { startTestApi, TestApi } from '../../test/harness';
import { charactersWithDials } from '../characters/character.reads';
import { cachedStatementNames, readRow, readRows, sql } from './read-executor';

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

  it("lets PostgreSQL plan a lookup of one character once per connection, not anew at every call (node(id)'s read)", async () => {
    const id = '7f243282-1227-435c-bc38-420d720aae13';
    await t.dataSource.transaction(async (em) => {
      t.counter.reset();
      for (let i = 0; i < 7; i++) expect(await charactersWithDials(em, [id], true)).toEqual([]);
      const [plans] = await em.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1`, [t.counter.statements[0]]);
      // Five custom plans, then the generic one kept; with "= ANY($1::uuid[])" for one id it was seven custom plans.
      expect(plans).toEqual({ generic_plans: '2', custom_plans: '5' });
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

describe('sql', () => {
  const text = (columns: string, limit: number) => sql`SELECT ${columns} FROM character c WHERE c.name <> E'\\n' LIMIT ${limit}`;

  it('joins a template as an untagged one does, and answers the same string for the same parts', () => {
    const columns = ['c.id', 'name'].join(', c.');
    expect(text(columns, 5)).toBe(`SELECT c.id, c.name FROM character c WHERE c.name <> E'\\n' LIMIT 5`);
    expect(text('c.id', 5)).not.toBe(text('c.id', 6));
    // A string built anew each call (as a shape's columns are not) still finds the text made before.
    const first = text(columns, 5);
    expect(Object.is(text(['c.id', 'name'].join(', c.'), 5), first)).toBe(true);
  });

  it('answers the right text past the 256 kept of one template', () => {
    const many = (n: number) => sql`SELECT ${n} AS n`;
    for (let n = 0; n < 300; n++) expect(many(n)).toBe(`SELECT ${n} AS n`);
    expect(many(299)).toBe('SELECT 299 AS n');
  });
});
