// Generated bad inputs: the schema is introspected and, for EVERY mutation (a new one is covered
// without touching this file), fast-check generates arguments of the right shape with bad values
// (ids that do not exist or name the wrong kind of thing, huge and negative numbers, empty, long
// and unicode strings, optional fields left out, unknown enum values, nulls where the transport
// allows them). Sent as the demo Creator, no call may end in an HTTP 500 or an
// INTERNAL_SERVER_ERROR, every refusal is a typed userError or a GraphQL validation/auth error,
// and a refused call writes nothing (a checksum of every table before and after).
import fc from 'fast-check';
import { ApiProcess, Database, DEMO_CREATOR, gql, signIn, Tally } from './support';

const RUNS = Number(process.env.CLIX_FAULT_RUNS_PER_MUTATION ?? 10);
// A fixed seed in `npm test` (the same calls every run); the long run draws a new one each time.
const SEED = Number(process.env.CLIX_FAULT_SEED ?? (process.env.CLIX_FAULT_LONG === '1' ? Date.now() % 1_000_000 : 20261129));
/** The codes a refusal may carry as a GraphQL error (anything else, INTERNAL_SERVER_ERROR first, is a fault). */
const REFUSAL_CODES = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'QUERY_TOO_COSTLY',
  'NUL_CHARACTER',
]);

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
  defaultValue: string | null;
}
interface FullType {
  kind: string;
  name: string;
  fields: Array<{ name: string; args: InputValue[]; type: TypeRef }> | null;
  inputFields: InputValue[] | null;
  enumValues: Array<{ name: string }> | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{
  __schema {
    mutationType { name }
    types {
      kind name
      fields { name args { name defaultValue type { ${TYPE_REF} } } type { ${TYPE_REF} } }
      inputFields { name defaultValue type { ${TYPE_REF} } }
      enumValues { name }
    }
  }
}`;

let db: Database;
let api: ApiProcess;

beforeAll(async () => {
  db = await Database.start('inputs');
  api = await ApiProcess.start(db.url);
});

afterAll(async () => {
  await api?.kill();
  await db?.destroy();
});

/**
 * What the database holds: every table's rows hashed (sessions only counted: a session's last use
 * is not a refused call's write), and the ledger's sum. The full hash is only recomputed when the
 * WAL insert position moved: no WAL, no write.
 */
let lastLsn = '';
let lastChecksum = '';
let fullChecksums = 0;
async function checksum(): Promise<string> {
  const [{ lsn }] = await db.query<{ lsn: string }>(`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
  if (lsn === lastLsn) return lastChecksum;
  fullChecksums++;
  lastChecksum = await fullChecksum();
  // Read after hashing: hashing itself may write WAL (hint bits, pruning), which is no one's write.
  [{ lsn: lastLsn }] = await db.query<{ lsn: string }>(`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
  return lastChecksum;
}

async function fullChecksum(): Promise<string> {
  const tables = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const parts = tables.map(({ name }) =>
    name === 'session'
      ? `SELECT '${name}' AS t, count(*)::text AS h FROM "${name}"`
      : `SELECT '${name}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS h FROM "${name}" x`,
  );
  const rows = await db.query<{ t: string; h: string }>(parts.join(' UNION ALL '));
  const [{ ledger }] = await db.query<{ ledger: string }>(`SELECT coalesce(sum(amount), 0)::text AS ledger FROM ledger_entry`);
  return rows.map((r) => `${r.t}=${r.h}`).join(';') + `;ledger_sum=${ledger}`;
}

function diffChecksums(before: string, after: string): string[] {
  const b = new Map(before.split(';').map((p) => p.split('=') as [string, string]));
  return after
    .split(';')
    .map((p) => p.split('=') as [string, string])
    .filter(([k, v]) => b.get(k) !== v)
    .map(([k]) => k);
}

test(
  `every mutation in the schema, ${RUNS} generated bad inputs each: no 500, typed refusals, refused calls write nothing`,
  async () => {
    const creator = await signIn(api.url, DEMO_CREATOR);
    const introspection = await gql(api.url, INTROSPECTION, {}, creator);
    expect(introspection.errors).toBeUndefined();
    const schema = introspection.data.__schema as { mutationType: { name: string }; types: FullType[] };
    const types = new Map(schema.types.map((t) => [t.name, t]));
    const mutations = types.get(schema.mutationType.name)!.fields!;
    expect(mutations.length).toBeGreaterThan(20);

    // Real ids of every kind, so generated calls also reach the services with ids that exist (of the
    // right or the wrong kind) and not only the not-found paths.
    const idRows = await db.query<{ id: string }>(`
    SELECT id::text FROM (
      (SELECT id FROM team LIMIT 3) UNION ALL (SELECT id FROM team_member LIMIT 4) UNION ALL
      (SELECT id FROM character LIMIT 4) UNION ALL (SELECT id FROM character_version LIMIT 4) UNION ALL
      (SELECT id FROM ledger_entry ORDER BY position DESC LIMIT 4) UNION ALL (SELECT id FROM account LIMIT 3) UNION ALL
      (SELECT id FROM world LIMIT 1) UNION ALL (SELECT id FROM api_key LIMIT 2) UNION ALL (SELECT id FROM match LIMIT 2)
    ) ids`);
    const realIds = idRows.map((r) => r.id);
    const catalogueIds = (
      await db.query<{ id: string }>(`
    (SELECT catalogue_id AS id FROM catalogue_item LIMIT 3) UNION ALL (SELECT catalogue_id FROM catalogue_feat LIMIT 3) UNION ALL
    (SELECT catalogue_id FROM catalogue_scenario LIMIT 2) UNION ALL (SELECT catalogue_id FROM catalogue_power LIMIT 2)`)
    ).map((r) => r.id);

    const badString = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constant('x'.repeat(5_000)),
      fc.constant('\u0000nul'),
      fc.constant('   '),
      fc.constant('Robert"); DROP TABLE team;--'),
      fc.constant('😀🦸‍♀️ Ünïcødé'),
    );
    const stringArb = (field: string) =>
      fc.oneof(
        { arbitrary: badString, weight: 3 },
        { arbitrary: fc.constantFrom('demo', 'creator@demo.clix', 'hero-player@demo.clix', 'CASH', ...catalogueIds), weight: field === 'world' ? 6 : 2 },
      );
    const intArb = fc.oneof(
      fc.integer({ min: -5, max: 12 }),
      fc.integer(),
      fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 1_000_000_000),
      fc.constant(2 ** 40), // not a GraphQL Int: a validation error
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const idArb = fc.oneof(
      { arbitrary: fc.constantFrom(...realIds), weight: 4 },
      { arbitrary: fc.uuid(), weight: 2 },
      { arbitrary: badString, weight: 1 },
      { arbitrary: fc.integer(), weight: 1 },
    );

    const unwrap = (ref: TypeRef): { nonNull: boolean; ref: TypeRef } =>
      ref.kind === 'NON_NULL' ? { nonNull: true, ref: ref.ofType! } : { nonNull: false, ref };

    const valueArb = (ref: TypeRef, field: string, depth: number): fc.Arbitrary<unknown> => {
      const { nonNull, ref: inner } = unwrap(ref);
      const base = nullableValueArb(inner, field, depth);
      // A null where the schema says non-null is the transport's "wrong shape": a validation error.
      return nonNull
        ? fc.oneof({ arbitrary: base, weight: 19 }, { arbitrary: fc.constant(null), weight: 1 })
        : fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });
    };
    const nullableValueArb = (ref: TypeRef, field: string, depth: number): fc.Arbitrary<unknown> => {
      if (ref.kind === 'LIST') return fc.array(valueArb(ref.ofType!, field, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
      const type = types.get(ref.name!)!;
      switch (type.kind) {
        case 'ENUM':
          return fc.oneof(
            { arbitrary: fc.constantFrom(...type.enumValues!.map((v) => v.name)), weight: 9 },
            { arbitrary: fc.constant('NOT_A_MEMBER_OF_THE_ENUM'), weight: 1 },
          );
        case 'INPUT_OBJECT':
          return inputObjectArb(type, depth + 1);
        case 'SCALAR':
          switch (type.name) {
            case 'ID':
              return idArb;
            case 'String':
              return stringArb(field);
            case 'Int':
            case 'Float':
              return intArb;
            case 'Boolean':
              return fc.boolean();
            case 'JSON':
              return fc.jsonValue({ maxDepth: 2 });
            case 'DateTimeISO':
              return fc.oneof(
                fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
                badString,
              );
            default:
              return fc.oneof(badString, intArb, fc.jsonValue({ maxDepth: 1 }));
          }
        default:
          throw new Error(`not an input type: ${type.kind} ${type.name}`);
      }
    };
    const inputObjectArb = (type: FullType, depth: number): fc.Arbitrary<Record<string, unknown>> => {
      if (depth > 4) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const f of type.inputFields!) {
        model[f.name] = valueArb(f.type, f.name, depth);
        if (f.type.kind === 'NON_NULL' && f.defaultValue === null) required.push(f.name);
      }
      // Optional fields are left out at random; now and then a required one is too (a validation error).
      return fc.oneof(
        { arbitrary: fc.record(model, { requiredKeys: required }), weight: 19 },
        { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
      );
    };

    const typeText = (ref: TypeRef): string =>
      ref.kind === 'NON_NULL' ? `${typeText(ref.ofType!)}!` : ref.kind === 'LIST' ? `[${typeText(ref.ofType!)}]` : ref.name!;
    const selectionFor = (ref: TypeRef): string => {
      const { ref: inner } = unwrap(ref);
      const type = types.get(inner.name!)!;
      if (type.kind !== 'OBJECT') return '';
      return type.fields!.some((f) => f.name === 'userErrors') ? '{ __typename userErrors { code field message } }' : '{ __typename }';
    };

    const failures: string[] = [];
    const summary: string[] = [];
    let current = await checksum();
    const started = Date.now();
    for (const mutation of mutations) {
      const tally = new Tally();
      const variables = mutation.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
      const document = `mutation${variables ? `(${variables})` : ''} { result: ${mutation.name}${mutation.args.length ? `(${mutation.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''} ${selectionFor(mutation.type)} }`;
      const argsArb = fc.record(Object.fromEntries(mutation.args.map((a) => [a.name, valueArb(a.type, a.name, 0)])), {
        requiredKeys: mutation.args.filter((a) => a.type.kind === 'NON_NULL' && a.defaultValue === null).map((a) => a.name),
      });
      // Signing out ends the session it is called with: give it one of its own.
      const tokenFor = async () => (mutation.name === 'signOut' ? signIn(api.url, DEMO_CREATOR) : creator);

      const property = fc.asyncProperty(argsArb, async (args) => {
        const token = await tokenFor();
        if (mutation.name === 'signOut') current = await checksum();
        const res = await gql(api.url, document, args, token, 30_000);
        tally.add('calls');
        const context = `${mutation.name}(${JSON.stringify(args).slice(0, 300)})`;
        if (res.status === 0) throw new Error(`${context}: no answer (${res.networkError})`);
        if (res.status >= 500) throw new Error(`${context}: HTTP ${res.status} ${JSON.stringify(res.errors)}`);
        for (const e of res.errors ?? []) {
          const code = String(e.extensions?.code);
          if (!REFUSAL_CODES.has(code)) throw new Error(`${context}: GraphQL error ${code}: ${e.message}`);
          tally.add(code);
        }
        const result = res.data?.result;
        const userErrors: Array<{ code: string }> = result?.userErrors ?? [];
        for (const e of userErrors) tally.add(e.code);
        const refused = Boolean(res.errors?.length) || userErrors.length > 0 || result === false;
        if (!res.errors?.length && result === undefined) throw new Error(`${context}: neither data nor errors: HTTP ${res.status}`);
        const after = await checksum();
        if (refused) {
          tally.add('refused');
          if (after !== current) {
            const changed = diffChecksums(current, after);
            current = after;
            throw new Error(`${context}: refused (${JSON.stringify(res.errors ?? userErrors)}) but changed ${changed.join(', ')}`);
          }
        } else tally.add('applied');
        current = after;
      });
      try {
        await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
      } catch (error) {
        const message = (error as Error).message.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l) && !l.startsWith('Hint'));
        failures.push(`${mutation.name}: ${message.join(' / ').slice(0, 1500)}`);
      }
      summary.push(`${mutation.name}: ${tally}`);
    }
    console.log(
      `generated inputs (seed ${SEED}, ${RUNS} runs per mutation, ${mutations.length} mutations, ${((Date.now() - started) / 1000).toFixed(1)} s, ${fullChecksums} full checksums):\n${summary.join('\n')}`,
    );
    expect(failures).toEqual([]);
  },
  process.env.CLIX_FAULT_LONG === '1' ? 3_600_000 : 300_000,
);
