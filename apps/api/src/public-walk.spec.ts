/**
 * Walks every public root field of the schema, as the public sees it (anonymously, with a
 * read-only API key, as a player of the world), selecting every field the schema offers a few
 * levels deep, and checks that no response carries a hidden character, another world's data or
 * an account's e-mail address. A root field this test does not know fails it, so a new public
 * field cannot ship unwalked.
 */
import { getIntrospectionQuery, IntrospectionField, IntrospectionObjectType, IntrospectionQuery, IntrospectionTypeRef } from 'graphql';
import { demoCreator, loadDemoWorld } from './demo/demo-world';
import { demoPlayers, loadDemoTeams } from './teams/demo-teams';
import { startTestApi, TestApi } from '../test/harness';

const HIDDEN_NAME = 'Walk Secret Mastermind';
const RIVAL_NAME = 'Walk Rival Marker';

let t: TestApi;
let creator: string;
let types: Map<string, IntrospectionObjectType>;
let queryFields: readonly IntrospectionField[];

/** Values for the required arguments of root fields, by argument name (and root field where they differ). */
const ids: Record<string, string> = {};
/** Every value that must never reach a public response. */
const secrets: { label: string; value: string }[] = [];
/** Root fields that list across worlds by design: the directory of worlds shows every world (not its data). */
const CROSS_WORLD_DIRECTORY = new Set(['worlds']);

function rootArgs(field: string, arg: string): unknown {
  const byField: Record<string, Record<string, unknown>> = {
    character: { id: ids.publicCharacter },
    match: { id: ids.match },
    matchEvents: { matchId: ids.match },
    matchState: { matchId: ids.match },
    previewMatchResolution: { input: { matchId: ids.match, outcome: {} } },
    league: { id: ids.league },
    standings: { leagueId: ids.league },
    team: { id: ids.team },
    teamHistory: { teamId: ids.team },
    suggestOpposition: { teamId: ids.team, scenarioId: 'BANK_ROBBERY' },
    world: { slug: 'demo' },
  };
  if (byField[field] && arg in byField[field]) return byField[field][arg];
  if (arg === 'world') return 'demo';
  if (arg === 'first') return 100;
  return undefined;
}

function named(ref: IntrospectionTypeRef): { name: string; kind: string } {
  let r: any = ref;
  while (r.ofType) r = r.ofType;
  return { name: r.name, kind: r.kind };
}

const isRequired = (ref: IntrospectionTypeRef) => ref.kind === 'NON_NULL';

function literal(value: unknown): string {
  if (value && typeof value === 'object') return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${literal(v)}`).join(', ')} }`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * Every field of `typeName`, `depth` levels down. Nested lists ask for 3 items so the computed
 * cost stays under the limit; a nested field with a required argument we cannot fill is left out.
 */
function selection(typeName: string, depth: number): string {
  const type = types.get(typeName);
  if (!type) return '';
  const parts: string[] = [];
  for (const field of type.fields) {
    const target = named(field.type);
    const args: string[] = [];
    let fillable = true;
    for (const arg of field.args) {
      if (arg.name === 'first') args.push('first: 3');
      else if (isRequired(arg.type)) fillable = false;
    }
    if (!fillable) continue;
    const call = field.name + (args.length ? `(${args.join(', ')})` : '');
    if (target.kind === 'SCALAR' || target.kind === 'ENUM') parts.push(call);
    else if (target.kind === 'OBJECT' && depth > 1) {
      const inner = selection(target.name, depth - 1);
      if (inner) parts.push(`${call} { ${inner} }`);
    }
  }
  return parts.join(' ');
}

function rootQuery(field: IntrospectionField, depth: number): string {
  const args = field.args
    .map((arg) => [arg.name, rootArgs(field.name, arg.name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${literal(value)}`);
  const missing = field.args.filter((arg) => isRequired(arg.type) && rootArgs(field.name, arg.name) === undefined);
  if (missing.length) throw new Error(`the walk does not know how to call ${field.name}(${missing.map((a) => a.name).join(', ')}): add it to rootArgs`);
  const target = named(field.type);
  const call = field.name + (args.length ? `(${args.join(', ')})` : '');
  return target.kind === 'OBJECT' ? `{ ${call} { ${selection(target.name, depth)} } }` : `{ ${call} }`;
}

beforeAll(async () => {
  // The walk selects everything a few levels deep: its cost is not what is under test here.
  t = await startTestApi({ limits: { maxCost: 1_000_000 } });
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);

  const { data: intro } = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
  types = new Map(intro!.__schema.types.filter((x): x is IntrospectionObjectType => x.kind === 'OBJECT').map((x) => [x.name, x]));
  queryFields = types.get(intro!.__schema.queryType.name)!.fields;

  const version = (name: string) => ({
    rank: 'ROOKIE', pointValue: 60, range: 6, targets: 1, movement: 'BOOT', damageSymbol: 'STANDARD', keywords: [], startingClick: 1, koClicks: 9,
    // The name in the special power makes a leaked dial as visible as a leaked name.
    specialPowers: [{ value: 'ATTACK', name: `${name} trick`, text: 'A secret.' }], clicks: [{ speed: 8, attack: 10, defense: 17, damage: 3, attackPower: 'Incapacitate' }, { speed: 7, attack: 9, defense: 16, damage: 2 }],
  });
  const create = async (world: string, name: string, visibility: string) => {
    const { data } = await t.gql(
      `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id } } userErrors { code message } } }`,
      { input: { world, name, kind: 'VILLAIN', description: `${name} description`, visibility, versions: [version(name)] } },
      creator,
    );
    expect(data.createCharacter.userErrors).toEqual([]);
    return data.createCharacter.character;
  };

  // The Creator's secret villain, fielded as an NPC in a demo match and recorded in its log.
  const hidden = await create('demo', HIDDEN_NAME, 'HIDDEN');
  secrets.push({ label: 'hidden character id', value: hidden.id }, { label: 'hidden version id', value: hidden.versions[0].id }, { label: 'hidden name', value: HIDDEN_NAME });

  // Another world of the same Creator, with its own character and a team-free roster.
  const world = await t.gql(`mutation { createWorld(input: { name: "Walk Rival", slug: "walk-rival" }) { world { id } userErrors { code } } }`, {}, creator);
  expect(world.data.createWorld.userErrors).toEqual([]);
  const rival = await create('walk-rival', RIVAL_NAME, 'PUBLIC');
  secrets.push({ label: 'other world id', value: world.data.createWorld.world.id }, { label: 'other world character', value: rival.id }, { label: 'other world name', value: RIVAL_NAME });

  for (const who of [demoCreator(), demoPlayers().hero, demoPlayers().villain]) secrets.push({ label: 'an account e-mail', value: who.email });

  const { data: teams } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id alignment members { id } } } }`);
  const hero = teams.teams.nodes.find((n: any) => n.alignment === 'HERO');
  ids.team = hero.id;
  const league = await t.gql(
    `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } userErrors { code message } } }`,
    { input: { world: 'demo', name: 'Walk League', season: '2026', teamIds: teams.teams.nodes.map((n: any) => n.id) } },
    creator,
  );
  expect(league.data.createLeague.userErrors).toEqual([]);
  ids.league = league.data.createLeague.league.id;
  const { data: chars } = await t.gql(`{ characters(world: "demo", first: 1) { nodes { id } } }`);
  ids.publicCharacter = chars.characters.nodes[0].id;

  const match = await t.gql(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } userErrors { code message } } }`,
    {
      input: {
        world: 'demo',
        buildTotal: 300,
        sides: [
          { alignment: 'HERO', teamId: hero.id, teamMemberIds: hero.members.map((m: any) => m.id) },
          { alignment: 'VILLAIN', versionIds: [hidden.versions[0].id] },
        ],
      },
    },
    creator,
  );
  expect(match.data.createMatch.userErrors).toEqual([]);
  ids.match = match.data.createMatch.match.id;
  const figures = match.data.createMatch.match.figures;
  const villain = figures.find((f: any) => f.side === 1).id;
  secrets.push({ label: 'hidden figure character', value: villain });
  const attack = await t.gql(
    `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { userErrors { code message } } }`,
    { input: { matchId: ids.match, event: { type: 'ATTACK', figureId: villain, targetFigureIds: [figures[0].id], attackKind: 'CLOSE' } } },
    creator,
  );
  expect(attack.data.recordMatchEvent.userErrors).toEqual([]);
  // Resolved, so the resolution (and the revealed seed) are walked too.
  const resolved = await t.gql(
    `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { userErrors { code message } } }`,
    { input: { matchId: ids.match, idempotencyKey: 'walk', outcome: { winningSide: 1 } } },
    creator,
  );
  expect(resolved.data.resolveMatch.userErrors).toEqual([]);
  // The figure id itself is the match's, not a secret: what must not leak is whose figure it is.
  secrets.pop();
});

afterAll(async () => {
  await t?.close();
});

async function walkAs(token: string | undefined) {
  const answered: string[] = [];
  for (const field of queryFields) {
    const query = rootQuery(field, 5);
    const { data, errors } = await t.gql(query, {}, token);
    const body = JSON.stringify({ data, errors });
    for (const secret of secrets) {
      if (secret.label === 'other world id' && CROSS_WORLD_DIRECTORY.has(field.name)) continue;
      if (body.includes(secret.value)) throw new Error(`${field.name} leaked ${secret.label} (${secret.value}) to ${token ? 'a public client' : 'an anonymous client'}:\n${query}`);
    }
    // Refusals are fine (a key may not list API keys); what matters is that nothing leaked and nothing broke.
    for (const error of errors ?? []) {
      expect(['FORBIDDEN', 'UNAUTHENTICATED', 'WORLD_NOT_FOUND', 'TEAM_NOT_FOUND', 'NOT_FOUND']).toContain(error.extensions?.code);
    }
    if (data && data[field.name] !== null && !errors) answered.push(field.name);
  }
  return answered;
}

describe('every public root field', () => {
  it('knows every root field of the schema', () => {
    for (const field of queryFields) expect(() => rootQuery(field, 5)).not.toThrow();
  });

  it('shows the secrets to the Creator, so the walk would see a leak', async () => {
    const { data } = await t.gql(rootQuery(queryFields.find((f) => f.name === 'matchState')!, 5), {}, creator);
    expect(JSON.stringify(data)).toContain(HIDDEN_NAME);
    const chars = await t.gql(rootQuery(queryFields.find((f) => f.name === 'characters')!, 5), {}, creator);
    expect(JSON.stringify(chars.data)).toContain(secrets[0].value);
  });

  it("hides a hidden figure's dial in the match state from everyone but the Creator", async () => {
    const query = `query ($id: ID!) { matchState(matchId: $id) { figures { side clickNumber click { attack } character: figure { id } } } }`;
    const hiddenFigure = (data: any) => data.matchState.figures.find((f: any) => f.side === 1);
    expect(hiddenFigure((await t.gql(query, { id: ids.match }, creator)).data)).toMatchObject({ clickNumber: 1, click: { attack: 10 } });
    expect(hiddenFigure((await t.gql(query, { id: ids.match })).data)).toMatchObject({ clickNumber: null, click: null });
  });

  it('leaks nothing to an anonymous client', async () => {
    const answered = await walkAs(undefined);
    // The walk reached real data, not only refusals.
    expect(answered).toEqual(
      expect.arrayContaining(['characters', 'teams', 'match', 'matchState', 'matchEvents', 'world', 'worlds', 'scenarios', 'leagues', 'league', 'standings', 'prestigeTable']),
    );
  });

  it('leaks nothing to a read-only API key of the world', async () => {
    const { data } = await t.gql(`mutation { createApiKey(input: { world: "demo", name: "walk" }) { secret userErrors { code } } }`, {}, creator);
    expect(data.createApiKey.userErrors).toEqual([]);
    const answered = await walkAs(data.createApiKey.secret);
    expect(answered).toEqual(expect.arrayContaining(['characters', 'teams', 'match']));
  });

  it('leaks nothing to a player of the world (his own e-mail aside)', async () => {
    const player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
    const own = secrets.findIndex((s) => s.value === demoPlayers().hero.email);
    const [mine] = secrets.splice(own, 1);
    try {
      const answered = await walkAs(player);
      expect(answered).toEqual(expect.arrayContaining(['characters', 'teams', 'me']));
    } finally {
      secrets.push(mine);
    }
  });
});
