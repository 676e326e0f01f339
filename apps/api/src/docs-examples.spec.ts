/**
 * The GraphQL examples of docs/api.md run against the demo world, as a client would send them:
 * a guide whose queries no longer validate is worse than none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { startTestApi, TestApi } from '../test/harness';
import { loadDemoLeague } from './demo/demo-league';
import { loadDemoWorld } from './demo/demo-world';
import { loadDemoTeams } from './teams/demo-teams';

let t: TestApi;
const GUIDE = readFileSync(path.join(__dirname, '../../../docs/api.md'), 'utf8');
const operations = [...GUIDE.matchAll(/```graphql\n([\s\S]*?)```/g)].flatMap(([, source]) =>
  parse(source).definitions.map((d) => ({ name: 'name' in d && d.name ? d.name.value : '?', source: source.slice(d.loc!.start, d.loc!.end) })),
);

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  await loadDemoLeague(t.dataSource);
});

afterAll(async () => {
  await t?.close();
});

it('finds the guide\'s examples', () => {
  expect(operations.map((o) => o.name)).toEqual(['Roster', 'Standings', 'Table']);
});

it('runs every example of the guide against the demo world and gets data back', async () => {
  const { data } = await t.gql(`{ leagues(world: "demo", first: 1) { nodes { id } } }`);
  const variables = { world: 'demo', league: data.leagues.nodes[0].id, after: null };
  for (const operation of operations) {
    const result = await t.gql(operation.source, variables);
    expect({ operation: operation.name, errors: result.errors }).toEqual({ operation: operation.name, errors: undefined });
    expect(JSON.stringify(result.data)).not.toMatch(/^\{("[a-z]+":(null|\[\]),?)*\}$/);
  }
});
