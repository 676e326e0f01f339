import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { loadDemoTeams } from '../teams/demo-teams';

/** Arguments that say what they take: a scenario by its id (`scenario`) or by its catalogue id (`scenarioCatalogueId`), the old `scenarioId` deprecated. */

const ERRORS = `userErrors { code field message }`;
const SUGGEST = `query ($teamId: ID!, $scenario: ID, $scenarioCatalogueId: String, $scenarioId: String) {
  suggestOpposition(teamId: $teamId, scenario: $scenario, scenarioCatalogueId: $scenarioCatalogueId, scenarioId: $scenarioId) {
    suggestion { scenario { id catalogueId name } scenarioId scenarioName forceRatio targetPointValue totalPointValue picks { character { name } } }
    ${ERRORS}
  }
}`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id scenario { id catalogueId } } ${ERRORS} } }`;
const SCENARIOS = `query ($world: String!) { scenarios(world: $world, first: 100) { nodes { id catalogueId name forceRatio } } }`;

let t: TestApi;
let creator: string;
let heroes: { id: string; members: { id: string }[] };
let villains: { id: string; members: { id: string }[] };
const scenarios = new Map<string, { id: string; catalogueId: string; name: string; forceRatio: number | null }>();
let otherWorldBankRobbery: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id } } } }`, {}, creator);
  heroes = data.teams.nodes.find((n: any) => n.name === 'The Lantern Watch');
  villains = data.teams.nodes.find((n: any) => n.name === 'The Nightshade Syndicate');
  for (const s of (await t.gql(SCENARIOS, { world: 'demo' }, creator)).data.scenarios.nodes) scenarios.set(s.catalogueId, s);
  const created = await t.gql(
    `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { world { slug } ${ERRORS} } }`,
    { input: { slug: 'elsewhere', name: 'Elsewhere' } },
    creator,
  );
  expect(created.data.createWorld.userErrors).toEqual([]);
  const other = (await t.gql(SCENARIOS, { world: 'elsewhere' }, creator)).data.scenarios.nodes;
  otherWorldBankRobbery = other.find((s: any) => s.catalogueId === 'BANK_ROBBERY').id;
});

afterAll(async () => {
  await t?.close();
});

const matchCount = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM match`))[0].n);
const matchInput = (extra: Record<string, unknown>) => ({
  world: 'demo',
  buildTotal: 300,
  sides: [
    { alignment: 'HERO', teamId: heroes.id, teamMemberIds: heroes.members.map((m) => m.id) },
    { alignment: 'VILLAIN', teamId: villains.id, teamMemberIds: villains.members.map((m) => m.id) },
  ],
  ...extra,
});

describe('suggestOpposition', () => {
  it("takes the scenario by its id, by its catalogue id, or by the deprecated scenarioId, and answers the same force for each, with the world's Scenario", async () => {
    const safeHouse = scenarios.get('SAFE_HOUSE')!;
    expect(safeHouse.forceRatio).not.toBeNull();
    const byId = await t.gql(SUGGEST, { teamId: heroes.id, scenario: safeHouse.id }, creator);
    expect(byId.errors).toBeUndefined();
    expect(byId.data.suggestOpposition.userErrors).toEqual([]);
    const suggestion = byId.data.suggestOpposition.suggestion;
    expect(suggestion.scenario).toEqual({ id: safeHouse.id, catalogueId: 'SAFE_HOUSE', name: safeHouse.name });
    expect(suggestion).toMatchObject({ scenarioId: 'SAFE_HOUSE', scenarioName: safeHouse.name, forceRatio: safeHouse.forceRatio });
    expect(suggestion.picks.length).toBeGreaterThan(0);
    const byCatalogueId = await t.gql(SUGGEST, { teamId: heroes.id, scenarioCatalogueId: 'SAFE_HOUSE' }, creator);
    const byOldName = await t.gql(SUGGEST, { teamId: heroes.id, scenarioId: 'SAFE_HOUSE' }, creator);
    expect(byCatalogueId.data.suggestOpposition).toEqual(byId.data.suggestOpposition);
    expect(byOldName.data.suggestOpposition).toEqual(byId.data.suggestOpposition);
  });

  it('refuses no scenario, a scenario named twice, an unknown or malformed id, another world’s scenario, naming the argument', async () => {
    const refusal = async (vars: Record<string, unknown>) => {
      const { data, errors } = await t.gql(SUGGEST, { teamId: heroes.id, ...vars }, creator);
      expect(errors).toBeUndefined();
      expect(data.suggestOpposition.suggestion).toBeNull();
      return data.suggestOpposition.userErrors.map((e: any) => [e.code, e.field]);
    };
    const safeHouse = scenarios.get('SAFE_HOUSE')!.id;
    expect(await refusal({})).toEqual([['SCENARIO_REQUIRED', ['scenario']]]);
    expect(await refusal({ scenario: safeHouse, scenarioCatalogueId: 'SAFE_HOUSE' })).toEqual([['SCENARIO_GIVEN_TWICE', ['scenarioCatalogueId']]]);
    expect(await refusal({ scenarioCatalogueId: 'SAFE_HOUSE', scenarioId: 'SAFE_HOUSE' })).toEqual([['SCENARIO_GIVEN_TWICE', ['scenarioId']]]);
    expect(await refusal({ scenarioCatalogueId: 'PICNIC' })).toEqual([['SCENARIO_NOT_FOUND', ['scenarioCatalogueId']]]);
    expect(await refusal({ scenario: otherWorldBankRobbery })).toEqual([['SCENARIO_NOT_FOUND', ['scenario']]]);
    // A catalogue id given where the scenario's id belongs: the mistake the old name invited.
    const confused = await t.gql(SUGGEST, { teamId: heroes.id, scenario: 'SAFE_HOUSE' }, creator);
    expect(confused.data?.suggestOpposition?.suggestion ?? null).toBeNull();
    const said = [...(confused.errors ?? []).map((e: any) => e.message), ...(confused.data?.suggestOpposition?.userErrors ?? []).map((e: any) => e.message)];
    expect(said.join(' ')).toMatch(/scenario/i);
    const prisonBreak = scenarios.get('PRISON_BREAK')!;
    expect(prisonBreak.forceRatio).toBeNull();
    expect(await refusal({ scenario: prisonBreak.id })).toEqual([['SCENARIO_HAS_NO_FORCE_RATIO', ['scenario']]]);
    expect(await refusal({ scenarioCatalogueId: 'PRISON_BREAK' })).toEqual([['SCENARIO_HAS_NO_FORCE_RATIO', ['scenarioCatalogueId']]]);
  });
});

describe('createMatch', () => {
  it('plays the scenario given by its id, or by its catalogue id, or by the deprecated scenarioId', async () => {
    const bank = scenarios.get('BANK_ROBBERY')!;
    for (const extra of [{ scenario: bank.id }, { scenarioCatalogueId: 'BANK_ROBBERY' }, { scenarioId: 'BANK_ROBBERY' }]) {
      const { data, errors } = await t.gql(CREATE, { input: matchInput(extra) }, creator);
      expect(errors).toBeUndefined();
      expect(data.createMatch.userErrors).toEqual([]);
      expect(data.createMatch.match.scenario).toEqual({ id: bank.id, catalogueId: 'BANK_ROBBERY' });
    }
    const none = await t.gql(CREATE, { input: matchInput({}) }, creator);
    expect(none.data.createMatch.match.scenario).toBeNull();
  });

  it("refuses a scenario named twice, another world's scenario and an unknown catalogue id, naming the field and writing nothing", async () => {
    const before = await matchCount();
    const bank = scenarios.get('BANK_ROBBERY')!;
    for (const [extra, code, field] of [
      [{ scenario: bank.id, scenarioCatalogueId: 'BANK_ROBBERY' }, 'SCENARIO_GIVEN_TWICE', 'scenarioCatalogueId'],
      [{ scenario: otherWorldBankRobbery }, 'SCENARIO_NOT_FOUND', 'scenario'],
      [{ scenarioCatalogueId: 'NO_SUCH_SCENARIO' }, 'SCENARIO_NOT_FOUND', 'scenarioCatalogueId'],
      [{ scenarioId: 'NO_SUCH_SCENARIO' }, 'SCENARIO_NOT_FOUND', 'scenarioId'],
    ] as const) {
      const { data } = await t.gql(CREATE, { input: matchInput(extra) }, creator);
      expect(data.createMatch.match).toBeNull();
      expect(data.createMatch.userErrors).toEqual([expect.objectContaining({ code, field: [field] })]);
    }
    expect(await matchCount()).toBe(before);
  });
});
