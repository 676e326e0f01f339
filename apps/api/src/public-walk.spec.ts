/**
 * Walks every public root field of the schema, as the public sees it (anonymously, with a
 * read-only API key, as a player, an organizer or an outsider of the world), selecting every
 * field the schema offers a few levels deep, and checks that no response carries a hidden
 * character, another world's data or an account's e-mail address. A root field this test does
 * not know fails it, so a new public field cannot ship unwalked. The match walked was played
 * with two hidden characters (a Creator's NPC and a member of the Creator's team): its figures,
 * events, state, resolution and both teams' ledgers must show them to the Creator only.
 */
import { randomUUID } from 'node:crypto';
import {
  getIntrospectionQuery,
  IntrospectionField,
  IntrospectionInterfaceType,
  IntrospectionObjectType,
  IntrospectionQuery,
  IntrospectionTypeRef,
} from 'graphql';
import { demoCreator, loadDemoWorld } from './demo/demo-world';
import { demoPlayers, loadDemoTeams } from './teams/demo-teams';
import { joinWorld, startTestApi, TestApi } from '../test/harness';

const HIDDEN_NAME = 'Walk Secret Mastermind';
const HIDDEN_AGENT = 'Walk Secret Agent';
const RIVAL_NAME = 'Walk Rival Marker';
const PASSWORD = 'walk-Passw0rd-of-a-stranger';
/** The hidden dials' values: no public figure of the demo world has a value in the nineties. */
const HIDDEN_CLICKS = [
  { speed: 91, attack: 93, defense: 97, damage: 99, attackPower: 'Incapacitate' },
  { speed: 92, attack: 95, defense: 98, damage: 96 },
];
const HIDDEN_POINTS = 1234;

let t: TestApi;
let creator: string;
let organizer: string;
let outsider: string;
let types: Map<string, IntrospectionObjectType | IntrospectionInterfaceType>;
let queryFields: readonly IntrospectionField[];
let hiddenIds: { npc: string; agent: string; agentMember: string; npcFigure: string; agentFigure: string };

/** Values for the required arguments of root fields, by argument name (and root field where they differ). */
const ids: Record<string, string> = {};
/** Every value that must never reach a public response. */
const secrets: { label: string; value: string }[] = [];
/** Root fields that list across worlds by design: the directory of worlds shows every world, and walked into (`World.characters`…) each world's own public data. */
const CROSS_WORLD_DIRECTORY = new Set(['worlds']);

function rootArgs(field: string, arg: string): unknown {
  const byField: Record<string, Record<string, unknown>> = {
    character: { id: ids.publicCharacter },
    match: { id: ids.match },
    matchEvents: { matchId: ids.match },
    matchState: { matchId: ids.match },
    rpsState: { matchId: ids.rpsMatch },
    rpsReplay: { matchId: ids.rpsMatch, from: 0 },
    previewMatchResolution: { input: { matchId: ids.match, outcome: {} } },
    league: { id: ids.league },
    node: { id: ids.publicCharacter },
    nodes: { ids: [ids.team] },
    standings: { leagueId: ids.league },
    team: { id: ids.team },
    teamHistory: { teamId: ids.team },
    suggestOpposition: { teamId: ids.team, scenarioId: 'BANK_ROBBERY' },
    world: { slug: 'demo' },
    // The search that would find the hidden characters, were they not hidden.
    search: { query: 'Walk Secret' },
    randomScenarioEntry: { id: 'GANG_WAR' },
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
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ')} }`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * Every field of `typeName`, `depth` levels down. Nested lists ask for 3 items so the computed
 * cost stays under the limit; a nested field with a required argument we cannot fill is left out.
 * An interface (MatchEvent) adds the other fields of each of its types, in an inline fragment each:
 * its own fields are asked once, on it, since a type may narrow one (MatchResolutionRecord's `id`
 * is `ID!`, MatchResolution's `ID`), and the two would not merge in one selection.
 */
function selection(typeName: string, depth: number, except: ReadonlySet<string> = new Set()): string {
  const type = types.get(typeName);
  if (!type) return '';
  const parts: string[] = [];
  if (type.kind === 'INTERFACE') {
    const own = new Set(type.fields.map((field) => field.name));
    for (const implementation of type.possibleTypes) {
      const inner = selection(implementation.name, depth, own);
      if (inner) parts.push(`... on ${implementation.name} { ${inner} }`);
    }
  }
  for (const field of type.fields) {
    if (except.has(field.name)) continue;
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
    else if ((target.kind === 'OBJECT' || target.kind === 'INTERFACE') && depth > 1) {
      const inner = selection(target.name, depth - 1);
      if (inner) parts.push(`${call} { ${inner} }`);
    }
  }
  return parts.join(' ');
}

/** The types of the ids rootArgs gives node and nodes. */
const NODE_TYPES: Record<string, string[]> = { node: ['Character'], nodes: ['Team'] };

function rootQuery(field: IntrospectionField, depth: number): string {
  const args = field.args
    .map((arg) => [arg.name, rootArgs(field.name, arg.name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${literal(value)}`);
  const missing = field.args.filter((arg) => isRequired(arg.type) && rootArgs(field.name, arg.name) === undefined);
  if (missing.length) throw new Error(`the walk does not know how to call ${field.name}(${missing.map((a) => a.name).join(', ')}): add it to rootArgs`);
  const target = named(field.type);
  const call = field.name + (args.length ? `(${args.join(', ')})` : '');
  // node and nodes answer any Node type: every field of the types their ids name (all of them would be too large a query).
  if (target.name === 'Node') return `{ ${call} { id ${NODE_TYPES[field.name].map((name) => `... on ${name} { ${selection(name, depth)} }`).join(' ')} } }`;
  return target.kind === 'OBJECT' || target.kind === 'INTERFACE' ? `{ ${call} { ${selection(target.name, depth)} } }` : `{ ${call} }`;
}

async function signUp(name: string): Promise<string> {
  const { data } = await t.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code message } } }`, {
    input: { email: `${name}@walk.example`, password: PASSWORD, displayName: name },
  });
  expect(data.signUp.userErrors).toEqual([]);
  return data.signUp.token;
}

async function mutate(mutation: string, input: Record<string, unknown>, token = creator) {
  const { data, errors } = await t.gql(mutation, { input }, token);
  expect(errors).toBeUndefined();
  const payload = Object.values(data as Record<string, any>)[0];
  expect(payload.userErrors).toEqual([]);
  return payload;
}

beforeAll(async () => {
  // The walk selects everything a few levels deep: its cost and its size in tokens are not what is under test here.
  t = await startTestApi({ limits: { maxCost: 1_000_000, maxTokens: 100_000 } });
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);

  const { data: intro } = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
  types = new Map(
    intro!.__schema.types
      .filter((x): x is IntrospectionObjectType | IntrospectionInterfaceType => x.kind === 'OBJECT' || x.kind === 'INTERFACE')
      .map((x) => [x.name, x]),
  );
  queryFields = types.get(intro!.__schema.queryType.name)!.fields;

  const version = (name: string, rank: string, pointValue: number, clicks: object[]) => ({
    rank,
    pointValue,
    range: 6,
    targets: 1,
    movement: 'BOOT',
    damageSymbol: 'STANDARD',
    keywords: [],
    startingClick: 1,
    koClicks: 9,
    // The name in the special power makes a leaked dial as visible as a leaked name.
    specialPowers: [{ value: 'ATTACK', name: `${name} trick`, text: 'A secret.' }],
    clicks,
  });
  const public_ = [{ speed: 8, attack: 10, defense: 17, damage: 3 }];
  const create = async (world: string, name: string, visibility: string, versions: object[]) => {
    const payload = await mutate(
      `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id } } userErrors { code message } } }`,
      { world, name, kind: 'VILLAIN', description: `${name} description`, visibility, versions },
    );
    return payload.character;
  };

  // The Creator's secret villain, fielded as an NPC in a demo match and recorded in its log.
  const hidden = await create('demo', HIDDEN_NAME, 'HIDDEN', [version(HIDDEN_NAME, 'ROOKIE', HIDDEN_POINTS, HIDDEN_CLICKS)]);
  // His secret agent, who founds the Creator's own team and plays for it.
  const agent = await create('demo', HIDDEN_AGENT, 'HIDDEN', [
    version(HIDDEN_AGENT, 'ROOKIE', 20, HIDDEN_CLICKS),
    version(HIDDEN_AGENT, 'EXPERIENCED', 30, HIDDEN_CLICKS),
  ]);
  secrets.push(
    { label: 'hidden character id', value: hidden.id },
    { label: 'hidden version id', value: hidden.versions[0].id },
    { label: 'hidden name', value: HIDDEN_NAME },
    { label: 'hidden points', value: `${HIDDEN_POINTS} pts` },
    { label: 'hidden agent id', value: agent.id },
    { label: 'hidden agent version', value: agent.versions[0].id },
    { label: 'hidden agent version', value: agent.versions[1].id },
    { label: 'hidden agent name', value: HIDDEN_AGENT },
  );

  // Another world of the same Creator, with its own character and a team-free roster.
  const world = await mutate(`mutation ($input: CreateWorldInput!) { createWorld(input: $input) { world { id } userErrors { code } } }`, {
    name: 'Walk Rival',
    slug: 'walk-rival',
  });
  const rival = await create('walk-rival', RIVAL_NAME, 'PUBLIC', [version(RIVAL_NAME, 'ROOKIE', 60, public_)]);
  secrets.push(
    { label: 'other world id', value: world.world.id },
    { label: 'other world character', value: rival.id },
    { label: 'other world name', value: RIVAL_NAME },
  );

  outsider = await signUp('walk-outsider');
  organizer = await signUp('walk-organizer');
  await joinWorld(t, { creator, token: organizer, email: 'walk-organizer@walk.example', role: 'ORGANIZER' });
  for (const who of [demoCreator(), demoPlayers().hero, demoPlayers().villain]) secrets.push({ label: 'an account e-mail', value: who.email });
  for (const who of ['walk-outsider', 'walk-organizer']) secrets.push({ label: 'an account e-mail', value: `${who}@walk.example` });

  const { data: teams } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id alignment members { id } } } }`);
  const hero = teams.teams.nodes.find((n: any) => n.alignment === 'HERO');
  ids.team = hero.id;
  const league = await mutate(`mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } userErrors { code message } } }`, {
    world: 'demo',
    name: 'Walk League',
    season: '2026',
    teamIds: teams.teams.nodes.map((n: any) => n.id),
  });
  ids.league = league.league.id;
  const { data: chars } = await t.gql(`{ characters(world: "demo", first: 1) { nodes { id } } }`);
  ids.publicCharacter = chars.characters.nodes[0].id;

  // The Creator's team: founded by the agent (a "Founding leader" entry of his points), who then levels up.
  const cell = await mutate(`mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id } } userErrors { code message } } }`, {
    world: 'demo',
    alignment: 'VILLAIN',
    name: 'Walk Secret Cell',
    leaderCharacterId: agent.id,
    founderCharacterIds: [],
  });
  ids.secretTeam = cell.team.id;
  const agentMember = cell.team.members[0].id;
  secrets.push({ label: 'hidden member id', value: agentMember });
  await mutate(`mutation ($input: GrantAwardInput!) { grantAward(input: $input) { userErrors { code message } } }`, {
    teamId: cell.team.id,
    currency: 'HERO_POINTS',
    amount: 500,
    note: 'Walk funds',
  });
  const levelled = await mutate(
    `mutation ($input: LevelUpMemberInput!) { levelUpMember(input: $input) { ledgerEntry { note } userErrors { code message } } }`,
    { memberId: agentMember },
  );
  secrets.push({ label: 'hidden level-up note', value: levelled.ledgerEntry.note });

  const match = await mutate(
    `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id side } } userErrors { code message } } }`,
    {
      world: 'demo',
      buildTotal: 300,
      sides: [
        { alignment: 'HERO', teamId: hero.id, teamMemberIds: hero.members.map((m: any) => m.id) },
        { alignment: 'VILLAIN', versionIds: [hidden.versions[0].id] },
        { alignment: 'VILLAIN', teamId: cell.team.id, teamMemberIds: [agentMember] },
      ],
    },
  );
  ids.match = match.match.id;
  const figures = match.match.figures;
  const heroes = figures.filter((f: any) => f.side === 0).map((f: any) => f.id);
  const npcFigure = figures.find((f: any) => f.side === 1).id;
  const agentFigure = figures.find((f: any) => f.side === 2).id;
  hiddenIds = { npc: hidden.id, agent: agent.id, agentMember, npcFigure, agentFigure };

  // An RPS Clix game with the hidden villain on side 0's front line, among five public pawns.
  const pawn = await create('demo', 'Walk Pawn', 'PUBLIC', [version('Walk Pawn', 'ROOKIE', 10, public_)]);
  const pawns = (n: number) => Array(n).fill(pawn.versions[0].id);
  const rps = await mutate(`mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } userErrors { code message } } }`, {
    world: 'demo',
    ruleset: 'RPS_CLIX',
    buildTotal: 150,
    sides: [
      { alignment: 'VILLAIN', versionIds: [hidden.versions[0].id, ...pawns(5)], rps: { frontLine: [0, 1, 2, 3, 4], commander: 5 } },
      { alignment: 'HERO', versionIds: pawns(6), rps: { frontLine: [0, 1, 2, 3, 4], commander: 5 } },
    ],
  });
  ids.rpsMatch = rps.match.id;

  const record = (event: Record<string, unknown>) =>
    mutate(`mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { userErrors { code message } } }`, { matchId: ids.match, event });
  // The hidden figures attack and are attacked (their attack, defense and damage are in the results), take damage, and one is KOed by a hero.
  // Table dice, so the hits and misses do not depend on the match's seed: the Mastermind hits, the hero misses.
  // Each side acts in its own turn (the heroes, the Mastermind, the agent's cell).
  await record({ type: 'ATTACK', figureId: heroes[1], targetFigureIds: [agentFigure], attackKind: 'CLOSE', forcedDice: [3, 4] });
  await record({ type: 'DAMAGE', figureId: agentFigure, byFigureId: heroes[1], clicks: 1 });
  await record({ type: 'END_TURN', side: 0 });
  await record({ type: 'ATTACK', figureId: npcFigure, targetFigureIds: [heroes[0]], attackKind: 'CLOSE', forcedDice: [3, 4], note: `${HIDDEN_NAME} strikes` });
  await record({ type: 'END_TURN', side: 1 });
  // The agent KOs a hero: Achievement Points on his own balance.
  await record({ type: 'ATTACK', figureId: agentFigure, targetFigureIds: [heroes[2]], attackKind: 'CLOSE', forcedDice: [3, 4] });
  await record({ type: 'KO', figureId: npcFigure, byFigureId: heroes[1] });

  // Previewed (by the Creator and an organizer), then resolved, so the resolution, the match lines in both ledgers and the revealed seed are walked too.
  const outcome = { winningSide: 0 };
  const preview = `query ($input: PreviewMatchResolutionInput!) { previewMatchResolution(input: $input) { resolution { ${selection('MatchResolutionPreview', 4)} } userErrors { code message } } }`;
  const previewed = async (token: string) => {
    const { data, errors } = await t.gql(preview, { input: { matchId: ids.match, outcome } }, token);
    expect(errors).toBeUndefined();
    expect(data.previewMatchResolution.userErrors).toEqual([]);
    return JSON.stringify(data);
  };
  previews = { creator: await previewed(creator), organizer: await previewed(organizer) };
  await mutate(`mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { userErrors { code message } } }`, {
    matchId: ids.match,
    idempotencyKey: 'walk',
    outcome,
  });
});

let previews: { creator: string; organizer: string };

afterAll(async () => {
  await t?.close();
});

const HIDDEN_VALUES = [...new Set(HIDDEN_CLICKS.flatMap((c) => [c.speed, c.attack, c.defense, c.damage]))].join('|');
/** A hidden dial value as a field carries it (a dial's or a combat result's number, the points), or as the rules' words do ("attack value 93"). */
const HIDDEN_NUMBERS = new RegExp(
  `"(speed|attack|defense|damage|total|attackTotal|attackDamage|damageAssigned|damageDealt)":(${HIDDEN_VALUES})[,}\\]]|[ (](${HIDDEN_VALUES})(?![0-9a-z.])|"pointValue":${HIDDEN_POINTS}[,}]`,
);

/** What in `body` must not reach the viewer, or null. */
function leakIn(body: string, field: string, ownEmail?: string): string | null {
  for (const secret of secrets) {
    if (secret.label.startsWith('other world') && CROSS_WORLD_DIRECTORY.has(field)) continue;
    if (secret.value === ownEmail) continue;
    if (body.includes(secret.value)) return `${secret.label} (${secret.value})`;
  }
  const number = HIDDEN_NUMBERS.exec(body);
  return number ? `a hidden dial number (${number[0]})` : null;
}

/** Root fields that take a team are walked for the hero team (the match's lines) and for the Creator's secret team (the agent's ledger). */
const BY_TEAM = new Set(['team', 'teamHistory', 'suggestOpposition']);

/** Walks every root field as the bearer of `token`, who may see his own e-mail address. */
async function walkAs(token: string | undefined, who: string, ownEmail?: string) {
  const answered: string[] = [];
  const walk = async (field: IntrospectionField) => {
    const query = rootQuery(field, 5);
    const { data, errors } = await t.gql(query, {}, token);
    const leak = leakIn(JSON.stringify({ data, errors }), field.name, ownEmail);
    if (leak) throw new Error(`${field.name} leaked ${leak} to ${who}:\n${query}`);
    // Refusals are fine (a key may not list API keys); what matters is that nothing leaked and nothing broke.
    for (const error of errors ?? []) {
      expect(['FORBIDDEN', 'UNAUTHENTICATED', 'WORLD_NOT_FOUND', 'TEAM_NOT_FOUND', 'NOT_FOUND']).toContain(error.extensions?.code);
    }
    if (data && data[field.name] !== null && !errors) answered.push(field.name);
  };
  const heroTeam = ids.team;
  try {
    for (const field of queryFields) await walk(field);
    ids.team = ids.secretTeam;
    for (const field of queryFields.filter((f) => BY_TEAM.has(f.name))) await walk(field);
  } finally {
    ids.team = heroTeam;
  }
  return answered;
}

const MATCH_PATHS = ['match', 'matchState', 'matchEvents', 'teamHistory', 'team', 'teams'];

describe('every public root field', () => {
  it("hides an RPS Clix game's hidden monster (name and attack) and its moves from everyone but the Creator", async () => {
    const side0 = await t.gql(
      `query ($id: ID!) { rpsState(matchId: $id) { cells { monster { id name attack } } legalMoves { monsterId to { col row } } } }`,
      { id: ids.rpsMatch },
      creator,
    );
    const hiddenPiece = side0.data.rpsState.cells.find((c: any) => c.monster?.name === HIDDEN_NAME).monster;
    expect(hiddenPiece.attack).toBe(93);
    const move = side0.data.rpsState.legalMoves.find((m: any) => m.monsterId === hiddenPiece.id);
    const played = await t.gql(
      `mutation ($input: PlayRpsMoveInput!) { playRpsMove(input: $input) { userErrors { code message } } }`,
      { input: { matchId: ids.rpsMatch, move: { kind: 'MOVE', monsterId: move.monsterId, to: move.to } } },
      creator,
    );
    expect(played.data.playRpsMove.userErrors).toEqual([]);
    const anonymous = await t.gql(
      `query ($id: ID!) { rpsState(matchId: $id) { cells { monster { id name attack } } lastMove { move { monsterId } } } matchEvents(matchId: $id, first: 10) { nodes { payload result } } }`,
      { id: ids.rpsMatch },
    );
    const seen = anonymous.data.rpsState.cells.find((c: any) => c.monster?.id === hiddenPiece.id).monster;
    expect(seen).toEqual({ id: hiddenPiece.id, name: null, attack: null });
    expect(anonymous.data.matchEvents.nodes.map((e: any) => e.result)).toEqual([null]);
    expect(leakIn(JSON.stringify(anonymous), 'rpsState')).toBeNull();
  });

  it('knows every root field of the schema', () => {
    for (const field of queryFields) expect(() => rootQuery(field, 5)).not.toThrow();
  });

  it('shows the secrets to the Creator, so the walk would see a leak', async () => {
    const body = async (name: string) =>
      JSON.stringify(
        (
          await t.gql(
            rootQuery(
              queryFields.find((f) => f.name === name)!,
              5,
            ),
            {},
            creator,
          )
        ).data,
      );
    const state = await body('matchState');
    for (const secret of [HIDDEN_NAME, HIDDEN_AGENT, hiddenIds.agentMember]) expect(state).toContain(secret);
    expect(state).toMatch(HIDDEN_NUMBERS);
    expect(await body('matchEvents')).toMatch(HIDDEN_NUMBERS);
    const match = await body('match');
    expect(match).toContain(`(${HIDDEN_POINTS} pts)`);
    expect(await body('characters')).toContain(hiddenIds.npc);
    expect(previews.creator).toContain(`(${HIDDEN_POINTS} pts)`);
    expect(previews.creator).toContain(hiddenIds.agentMember);
  });

  it("hides a hidden figure's dial, status and member in the match state from everyone but the Creator", async () => {
    const query = `query ($id: ID!) { matchState(matchId: $id) { figures { side clickNumber clicksTaken status click { attack } figure { id teamMemberId character { name } } } } }`;
    const agent = (data: any) => data.matchState.figures.find((f: any) => f.figure.id === hiddenIds.agentFigure);
    expect(agent((await t.gql(query, { id: ids.match }, creator)).data)).toEqual({
      side: 2,
      clickNumber: 2,
      clicksTaken: 1,
      status: 'ACTIVE',
      click: { attack: 95 },
      figure: { id: hiddenIds.agentFigure, teamMemberId: hiddenIds.agentMember, character: { name: HIDDEN_AGENT } },
    });
    for (const token of [undefined, outsider, organizer]) {
      expect(agent((await t.gql(query, { id: ids.match }, token)).data)).toEqual({
        side: 2,
        clickNumber: null,
        clicksTaken: null,
        status: null,
        click: null,
        figure: { id: hiddenIds.agentFigure, teamMemberId: null, character: null },
      });
    }
  });

  it('keeps the events of hidden figures in the log, without what the rules read off their dials', async () => {
    const query = `query ($id: ID!) { matchEvents(matchId: $id, first: 10) { nodes { sequence type payload result } } }`;
    const { data } = await t.gql(query, { id: ids.match });
    expect(data.matchEvents.nodes.map((e: any) => [e.sequence, e.type, e.result])).toEqual([
      [1, 'ATTACK', null],
      [2, 'DAMAGE', null],
      // Ending a turn names no figure: nothing to hide.
      [3, 'END_TURN', { endedSide: 0, activeSide: 1, turn: 2, actionsLeft: 3, reinforcementsDue: [] }],
      [4, 'ATTACK', null],
      [5, 'END_TURN', { endedSide: 1, activeSide: 2, turn: 3, actionsLeft: 3, reinforcementsDue: [] }],
      [6, 'ATTACK', null],
      [7, 'KO', null],
    ]);
    expect(data.matchEvents.nodes[3].payload).toEqual({
      figureId: hiddenIds.npcFigure,
      targetFigureIds: [expect.any(String)],
      attackKind: 'CLOSE',
      distance: 1,
      side: 1,
    });
    const own = await t.gql(query, { id: ids.match }, creator);
    expect(own.data.matchEvents.nodes[3].payload.note).toBe(`${HIDDEN_NAME} strikes`);
    expect(own.data.matchEvents.nodes.every((e: any) => e.result !== null)).toBe(true);
  });

  it('redacts the ledger entries about a hidden member to everyone but the Creator, and leaves out his own Achievement Points', async () => {
    const query = `query ($id: ID!) { teamHistory(teamId: $id, first: 20) { totalCount nodes { currency amount reason note sourceType sourceId member { id } } } }`;
    const entries = async (token?: string) => (await t.gql(query, { id: ids.secretTeam }, token)).data.teamHistory;
    const own = await entries(creator);
    const shown = await entries(outsider);
    const about = (history: any) =>
      history.nodes.filter((e: any) => e.reason === 'RECRUIT' || e.reason === 'LEVEL_UP').map((e: any) => [e.reason, e.note, e.sourceType, e.amount]);
    expect(about(own)).toEqual([
      ['LEVEL_UP', secrets.find((s) => s.label === 'hidden level-up note')!.value, 'TEAM_MEMBER', -230],
      ['RECRUIT', 'Founding leader', 'TEAM_MEMBER', -20],
    ]);
    expect(about(shown)).toEqual([
      ['LEVEL_UP', 'Hidden figure', null, -230],
      ['RECRUIT', 'Hidden figure', null, -20],
    ]);
    // The team's balances still add up for everyone; only the agent's own Achievement Points are the Creator's.
    expect(own.nodes.filter((e: any) => e.currency === 'ACHIEVEMENT_POINTS').length).toBeGreaterThan(0);
    expect(shown.nodes.filter((e: any) => e.currency === 'ACHIEVEMENT_POINTS')).toEqual([]);
    expect(shown.nodes.filter((e: any) => e.currency !== 'ACHIEVEMENT_POINTS').map((e: any) => e.amount)).toEqual(
      own.nodes.filter((e: any) => e.currency !== 'ACHIEVEMENT_POINTS').map((e: any) => e.amount),
    );
  });

  it('answers the nested twins (Match.state and events, Team.history, World.characters) exactly as the root fields, hidden things hidden', async () => {
    const state = 'figures { side clickNumber clicksTaken status click { attack } figure { id teamMemberId character { name } } }';
    const events = 'totalCount nodes { sequence type payload result }';
    const history = 'totalCount nodes { currency amount reason note sourceType sourceId member { id } }';
    const query = `query ($match: ID!, $team: ID!) {
      matchState(matchId: $match) { ${state} } matchEvents(matchId: $match, first: 10) { ${events} } match(id: $match) { state { ${state} } events(first: 10) { ${events} } }
      teamHistory(teamId: $team, first: 20) { ${history} } team(id: $team) { history(first: 20) { ${history} } }
      characters(world: "demo", first: 100) { totalCount nodes { id } } world(slug: "demo") { characters(first: 100) { totalCount nodes { id } } }
    }`;
    for (const token of [undefined, outsider, organizer, creator]) {
      const { data, errors } = await t.gql(query, { match: ids.match, team: ids.secretTeam }, token);
      expect(errors).toBeUndefined();
      expect(data.match).toEqual({ state: data.matchState, events: data.matchEvents });
      expect(data.team.history).toEqual(data.teamHistory);
      expect(data.world.characters).toEqual(data.characters);
      const listed = data.world.characters.nodes.map((c: any) => c.id);
      expect([hiddenIds.npc, hiddenIds.agent].filter((id) => listed.includes(id)).length).toBe(token === creator ? 2 : 0);
      if (token !== creator) expect(leakIn(JSON.stringify(data), 'match')).toBeNull();
    }
  });

  it('shows an organizer a preview without the hidden figures', () => {
    expect(leakIn(previews.organizer, 'previewMatchResolution')).toBeNull();
    expect(previews.organizer).toContain('Hidden figure');
  });

  it('leaks nothing to an anonymous client', async () => {
    const answered = await walkAs(undefined, 'an anonymous client');
    // The walk reached real data, not only refusals.
    expect(answered).toEqual(
      expect.arrayContaining([
        'characters',
        'teams',
        'team',
        'teamHistory',
        'match',
        'matchState',
        'matchEvents',
        'world',
        'worlds',
        'scenarios',
        'leagues',
        'league',
        'standings',
        'prestigeTable',
      ]),
    );
  });

  it('leaks nothing to a read-only API key of the world', async () => {
    const { data } = await t.gql(`mutation { createApiKey(input: { world: "demo", name: "walk" }) { secret userErrors { code } } }`, {}, creator);
    expect(data.createApiKey.userErrors).toEqual([]);
    const answered = await walkAs(data.createApiKey.secret, 'an API key');
    expect(answered).toEqual(expect.arrayContaining(['characters', 'teams', ...MATCH_PATHS]));
  });

  it('leaks nothing to an account with no role in the world', async () => {
    const answered = await walkAs(outsider, 'an outsider', 'walk-outsider@walk.example');
    expect(answered).toEqual(expect.arrayContaining(['characters', 'me', ...MATCH_PATHS]));
  });

  it('leaks nothing to an organizer of the world', async () => {
    const answered = await walkAs(organizer, 'an organizer', 'walk-organizer@walk.example');
    expect(answered).toEqual(expect.arrayContaining(['characters', 'me', ...MATCH_PATHS]));
  });

  it('leaks nothing to a player of the world (his own e-mail aside)', async () => {
    const player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
    const answered = await walkAs(player, 'a player', demoPlayers().hero.email);
    expect(answered).toEqual(expect.arrayContaining(['characters', 'me', ...MATCH_PATHS]));
  });
});

describe("the Creator's mutations on a character", () => {
  const UPDATE = `mutation ($id: ID!) { updateCharacter(input: { id: $id, description: "changed" }) { character { id description } userErrors { code field message } } }`;
  const DELETE = `mutation ($id: ID!) { deleteCharacter(id: $id) { deletedCharacterId userErrors { code field message } } }`;
  const CLONE = `mutation ($id: ID!) { cloneCharacter(id: $id) { character { id name } userErrors { code field message } } }`;

  it('answer anyone else exactly the same for a hidden character as for one that does not exist', async () => {
    const player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
    const key = (await t.gql(`mutation { createApiKey(input: { world: "demo", name: "walk-oracle" }) { secret } }`, {}, creator)).data.createApiKey.secret;
    for (const [who, token] of [
      ['a player', player],
      ['an organizer', organizer],
      ['an outsider', outsider],
      ['an API key', key],
      ['anonymous', undefined],
    ] as const) {
      for (const mutation of [UPDATE, DELETE, CLONE]) {
        for (const hiddenId of [hiddenIds.npc, hiddenIds.agent]) {
          const hidden = await t.gql(mutation, { id: hiddenId }, token);
          const missing = await t.gql(mutation, { id: randomUUID() }, token);
          expect({ who, answer: hidden }).toEqual({ who, answer: missing });
        }
      }
    }
    // Nothing was changed or deleted.
    const { data } = await t.gql(`query ($id: ID!) { character(id: $id) { description } }`, { id: hiddenIds.npc }, creator);
    expect(data.character).toEqual({ description: `${HIDDEN_NAME} description` });
    // Nor copied.
    expect((await t.gql(`query { search(world: "demo", query: "(copy") { characters { totalCount } } }`, {}, creator)).data.search.characters.totalCount).toBe(
      0,
    );
    // For a player, a public character is not a secret: the refusal says why.
    const visible = await t.gql(UPDATE, { id: ids.publicCharacter }, player);
    expect(visible.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
