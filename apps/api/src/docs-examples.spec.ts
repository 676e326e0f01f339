/**
 * The examples of docs/api.md run against the demo world, as a client would send them: every
 * GraphQL operation, and the JavaScript, which runs as written (its `import`s read as `require`s)
 * against a real API — the rate limit's 429 included. A guide whose code no longer works is worse
 * than none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import { NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { startTestApi, TestApi } from '../test/harness';
import { ApiServer, startApiServer } from './http/server';
import { loadDemoLeague } from './demo/demo-league';
import { demoCreator, loadDemoWorld } from './demo/demo-world';
import { loadDemoTeams } from './teams/demo-teams';
import { buildAppSchema } from './schema';

let t: TestApi;
let throttled: ApiServer;
const GUIDE = readFileSync(path.join(__dirname, '../../../docs/api.md'), 'utf8');
const operations = [...GUIDE.matchAll(/```graphql\n([\s\S]*?)```/g)].flatMap(([, source]) =>
  parse(source).definitions.map((d) => ({ name: 'name' in d && d.name ? d.name.value : '?', source: source.slice(d.loc!.start, d.loc!.end) })),
);
const scripts = [...GUIDE.matchAll(/```js\n([\s\S]*?)```/g)].map(([, source]) => source);

/**
 * The guide's JavaScript: each block run as a CommonJS function body (its `import`s read as `require`s), and the
 * functions named in `names` that the blocks define returned.
 */
function script(names: string[], globals: Record<string, unknown>): Record<string, any> {
  const defined: Record<string, any> = {};
  for (const block of scripts) {
    const source = block
      .replace(/^import \{([^}]*)\} from '([^']+)';$/gm, (_, imported: string, from: string) => `const {${imported}} = require('${from}');`)
      .replace(/^import (\w+) from '([^']+)';$/gm, (_, imported: string, from: string) => `const ${imported} = require('${from}');`);
    const exported = names.map((name) => `${name}: typeof ${name} === 'undefined' ? undefined : ${name}`).join(', ');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const found = new Function(...Object.keys(globals), 'require', `${source}\nreturn { ${exported} };`)(...Object.values(globals), require);
    for (const name of names) if (found[name]) defined[name] = found[name];
  }
  expect(Object.keys(defined).sort()).toEqual([...names].sort());
  return defined;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  await loadDemoLeague(t.dataSource);
  // The same database behind a server that lets an account make one request every 2 seconds.
  throttled = await startApiServer(t.dataSource, 0, '127.0.0.1', {
    limits: { rateLimits: { apiKeyPerMinute: 100, accountPerMinute: 1, anonymousPerMinute: 100, windowSeconds: 2 } },
  });
});

afterAll(async () => {
  await throttled?.close();
  await t?.close();
});

it("finds the guide's examples", () => {
  expect(operations.map((o) => o.name)).toEqual(['Roster', 'Filters', 'Ordered', 'Walk', 'Refetch', 'Standings', 'Table', 'Activity', 'Search', 'TypedEvents']);
  expect(scripts).toHaveLength(4);
});

/** The fenced blocks of a Markdown file whose info string is one of `langs`, with the line each starts on. */
function fencedBlocks(file: string, langs: string[]): { where: string; source: string }[] {
  const blocks: { where: string; source: string }[] = [];
  let open: { line: number; lang: string; lines: string[] } | undefined;
  readFileSync(path.join(__dirname, '../../..', file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.startsWith('```')) open?.lines.push(line);
      else if (!open) open = { line: i + 1, lang: line.slice(3).trim(), lines: [] };
      else {
        if (langs.includes(open.lang)) blocks.push({ where: `${file}:${open.line}`, source: open.lines.join('\n') });
        open = undefined;
      }
    });
  return blocks;
}

it('selects no deprecated field, argument or value in any GraphQL block of docs/api.md and the README', () => {
  // The guide's unnamed blocks are GraphQL too (operations with placeholder ids, which the test above does not run); the README's is its file tree.
  const blocks = [...fencedBlocks('docs/api.md', ['graphql', '']), ...fencedBlocks('README.md', ['graphql'])];
  expect(blocks.length).toBeGreaterThan(operations.length);
  const deprecated = blocks.flatMap(({ where, source }) =>
    validate(buildAppSchema(), parse(source), [NoDeprecatedCustomRule]).map((e) => `${where}: ${e.message}`),
  );
  expect(deprecated).toEqual([]);
});

/** Every page (`nodes`) of an answer, wherever it is. */
function pages(value: unknown): { totalCount?: number; nodes: unknown[] }[] {
  if (!value || typeof value !== 'object') return [];
  const own = Array.isArray((value as { nodes?: unknown }).nodes) ? [value as { totalCount?: number; nodes: unknown[] }] : [];
  return [...own, ...Object.values(value).flatMap(pages)];
}

it('runs every GraphQL example of the guide against the demo world and finds data', async () => {
  const { data } = await t.gql(`{ leagues(world: "demo", first: 1) { nodes { id } } }`);
  const variables = { world: 'demo', league: data.leagues.nodes[0].id, after: null };
  for (const operation of operations) {
    const result = await t.gql(operation.source, variables);
    expect({ operation: operation.name, errors: result.errors }).toEqual({ operation: operation.name, errors: undefined });
    expect(JSON.stringify(result.data)).not.toMatch(/^\{("[a-z]+":(null|\[\]),?)*\}$/);
    for (const page of pages(result.data))
      expect({ operation: operation.name, empty: page.nodes.length === 0 }).toEqual({ operation: operation.name, empty: false });
  }
});

it("reads the whole roster with the guide's readRoster, waiting out a 429 and asking for the same page again", async () => {
  const roster = operations.find((o) => o.name === 'Roster')!.source;
  const { readRoster } = script(['readRoster'], { ROSTER: roster });
  const token = await t.signIn(demoCreator().email, demoCreator().password);
  const expected = (await t.gql(`{ teams(world: "demo", first: 100) { totalCount nodes { id } } }`, {}, token)).data.teams;
  expect(expected.totalCount).toBeGreaterThan(0);
  // The account's one request of the window is spent: readRoster's first page is answered 429.
  const spent = await fetch(`${throttled.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{"query":"{ me { email } }"}',
  });
  expect(spent.status).toBe(200);
  const first = await fetch(`${throttled.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{"query":"{ me { email } }"}',
  });
  expect(first.status).toBe(429);
  const teams = await readRoster(`${throttled.url}/graphql`, 'demo', token);
  expect(teams.map((team: { id: string }) => team.id)).toEqual(expected.nodes.map((team: { id: string }) => team.id));
});

it("lists a world's villains priciest first with the guide's villainsByPoints, and answers null for an unknown world", async () => {
  const { villainsByPoints } = script(['villainsByPoints'], {});
  const { data } = await t.gql(
    `{ characters(world: "demo", first: 100, filter: { kind: VILLAIN }, orderBy: { field: POINTS, direction: DESC }) { nodes { name } } }`,
  );
  expect(data.characters.nodes.length).toBeGreaterThan(0);
  const villains = await villainsByPoints(`${t.api.url}/graphql`, 'demo');
  expect(villains.map((v: { name: string }) => v.name)).toEqual(data.characters.nodes.map((c: { name: string }) => c.name));
  const points = villains.map((v: { points: number }) => v.points);
  expect(points).toEqual([...points].sort((a, b) => b - a));
  expect(await villainsByPoints(`${t.api.url}/graphql`, 'nope')).toBeNull();
});

it("follows a match's log with the guide's followMatch: every stored event, in order, until told to stop", async () => {
  const { followMatch } = script(['followMatch'], {});
  const { data } = await t.gql(`{ matches(world: "demo", first: 1, status: RESOLVED) { nodes { id events(first: 1) { totalCount } } } }`);
  const [match] = data.matches.nodes;
  expect(match.events.totalCount).toBeGreaterThan(1);
  const seen: number[] = [];
  await followMatch(`${t.api.url}/graphql`, match.id, (event: { sequence: number }) => seen.push(event.sequence) < match.events.totalCount);
  expect(seen).toEqual(Array.from({ length: match.events.totalCount }, (_, i) => i + 1));
});

it("checks a webhook signature with the guide's verifyClixSignature", () => {
  const { verifyClixSignature } = script(['verifyClixSignature'], {});
  const body = '{"type":"match.resolved"}';
  const t0 = Math.floor(Date.now() / 1000);
  const header = `t=${t0},v1=${createHmac('sha256', 'whsec_test').update(`${t0}.${body}`).digest('hex')}`;
  expect(verifyClixSignature('whsec_test', header, body)).toBe(true);
  expect(verifyClixSignature('whsec_other', header, body)).toBe(false);
  expect(verifyClixSignature('whsec_test', header, `${body} `)).toBe(false);
  expect(verifyClixSignature('whsec_test', header.replace(`t=${t0}`, `t=${t0 - 3600}`), body)).toBe(false);
});
