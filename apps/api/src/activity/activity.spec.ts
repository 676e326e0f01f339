import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { globalId, rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id character { name } } } ${ERRORS} } }`;
const GRANT = `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { entry { id } ${ERRORS} } }`;
const BUY_ITEM = `mutation ($input: BuyItemInput!) { buyItem(input: $input) { item { name price } ${ERRORS} } }`;
const LEVEL_UP = `mutation ($input: LevelUpMemberInput!) { levelUpMember(input: $input) { ledgerEntry { amount } ${ERRORS} } }`;
const CREATE_LEAGUE = `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`;
const ACTIVITY = `query ($world: String!, $first: Int!, $after: String) {
  worldActivity(world: $world, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { kind summary team { name } character { name } match { id } } } }`;
const DASHBOARD = `query ($world: String!) { worldDashboard(world: $world) {
  matchesInProgress { id } matchesInProgressCount recentResults { id }
  leagueLeaders { league { name } rows { rank team { name } points } }
  creatorToDo { unpricedFeats matchesAwaitingResolution } } }`;

let t: TestApi;
let creator: string;
let creatorId: string;
let worldId: string;
const ids: Record<string, string> = {};
let item: { name: string; price: number };
let levelUpCost: number;

async function ok<T = any>(query: string, input: Record<string, unknown>, field: string): Promise<T> {
  const { data, errors } = await t.gql(query, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data[field].userErrors).toEqual([]);
  return data[field];
}

async function character(name: string, visibility: string) {
  const version = (rank: string, pointValue: number) => ({
    rank,
    pointValue,
    range: 4,
    koClicks: 3,
    clicks: [
      { speed: 8, attack: 10, defense: 16, damage: 2 },
      { speed: 7, attack: 9, defense: 15, damage: 2 },
    ],
  });
  const created = await ok(
    CREATE_CHARACTER,
    { world: 'demo', name, kind: 'HERO', visibility, versions: [version('ROOKIE', 20), version('EXPERIENCED', 27)] },
    'createCharacter',
  );
  ids[name] = created.character.id;
}

/** A match of the team against an NPC force, as if played: its row and sides. */
async function match(status: string): Promise<string> {
  const [row] = await t.dataSource.query(
    `INSERT INTO match (world_id, ruleset, build_total, training_mission, map_type, status, seed, seed_hash, created_by)
     VALUES ($1, 'CLIX_CAMPAIGN', 300, false, 'CITY', $2, 'seed', repeat('0', 64), $3) RETURNING id`,
    [worldId, status, creatorId],
  );
  await t.dataSource.query(`INSERT INTO match_side (match_id, position, alignment, team_id) VALUES ($1, 0, 'HERO', $2), ($1, 1, 'VILLAIN', NULL)`, [
    row.id,
    rowId(ids.team),
  ]);
  return row.id;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  [{ id: creatorId }] = await t.dataSource.query(`SELECT id FROM account WHERE email = $1`, [demoCreator().email]);
  [{ id: worldId }] = await t.dataSource.query(`SELECT id FROM world WHERE slug = 'demo'`);

  await character('Aegis', 'PUBLIC');
  await character('Shade', 'HIDDEN');
  const team = (
    await ok(
      CREATE_TEAM,
      { world: 'demo', name: 'Dawn Patrol', alignment: 'HERO', leaderCharacterId: ids.Aegis, founderCharacterIds: [ids.Aegis, ids.Shade] },
      'createTeam',
    )
  ).team;
  ids.team = team.id;
  for (const m of team.members) ids[`${m.character.name} member`] = m.id;
  await ok(GRANT, { teamId: ids.team, currency: 'HERO_POINTS', amount: 200, note: 'Welcome to the city' }, 'grantAward');
  item = (await ok(BUY_ITEM, { teamId: ids.team, itemId: 'stim-pack' }, 'buyItem')).item;
  levelUpCost = -(await ok(LEVEL_UP, { memberId: ids['Aegis member'] }, 'levelUpMember')).ledgerEntry.amount;

  ids.resolved = await match('RESOLVED');
  // Stored as the API stores it: with row ids.
  const result = {
    sides: [
      { teamId: rowId(ids.team), position: 0, outcome: 'WON' },
      { teamId: null, position: 1, outcome: 'LOST' },
    ],
    members: [
      {
        memberId: rowId(ids['Shade member']),
        teamId: rowId(ids.team),
        characterId: rowId(ids.Shade),
        injuriesAdded: [{ id: 'HAND_INJURY' }],
        internment: null,
      },
      {
        memberId: rowId(ids['Aegis member']),
        teamId: rowId(ids.team),
        characterId: rowId(ids.Aegis),
        injuriesAdded: [],
        internment: { heldBySide: 1, heldByTeamId: null, ownTeamReservedGames: 2 },
      },
    ],
  };
  await t.dataSource.query(
    `INSERT INTO match_resolution (match_id, input_hash, input, result, dice_faces, dice_rolls_before, applied_by, applied_at)
     VALUES ($1, repeat('0', 64), '{}', $2, '{}', 0, $3, now() + interval '1 second')`,
    [ids.resolved, JSON.stringify(result), creatorId],
  );
  ids.playing = await match('IN_PROGRESS');
  ids.over = await match('IN_PROGRESS');
  await t.dataSource.query(
    `INSERT INTO match_event (match_id, sequence, type, payload, created_by, state) VALUES ($1, 1, 'END_TURN', '{}', $2, '{"over": false}'), ($3, 1, 'END_TURN', '{}', $2, '{"over": true}')`,
    [ids.playing, creatorId, ids.over],
  );
  await ok(CREATE_LEAGUE, { world: 'demo', name: 'Night League', teamIds: [ids.team] }, 'createLeague');
  // The steps written with SQL one after the other get a second each, in the order the feed expects:
  // two statements can share a millisecond, which the feed orders by (a full run failed it so).
  await t.dataSource.query(`UPDATE match SET created_at = now() + interval '2 seconds' WHERE id = $1`, [ids.playing]);
  await t.dataSource.query(`UPDATE match SET created_at = now() + interval '3 seconds' WHERE id = $1`, [ids.over]);
});

afterAll(() => t.close());

/** The steps of this world, newest first, as a viewer who may (or may not) see Shade reads them. */
function expectedFeed(seesShade: boolean) {
  const shade = seesShade ? 'Shade' : 'Hidden figure';
  const team = { name: 'Dawn Patrol' };
  const step = (kind: string, summary: string, extra: { team?: object | null; character?: object | null; match?: object | null } = {}) => ({
    kind,
    summary,
    team: null,
    character: null,
    match: null,
    ...extra,
  });
  const joined = [
    { id: ids['Aegis member'], step: step('MEMBER_JOINED', 'Aegis joined Dawn Patrol', { team, character: { name: 'Aegis' } }) },
    { id: ids['Shade member'], step: step('MEMBER_JOINED', `${shade} joined Dawn Patrol`, { team, character: seesShade ? { name: 'Shade' } : null }) },
  ]
    // Founders join in one instant: the feed orders them by their member's row id, last first
    // (the global ids the API answers do not sort as the rows do).
    .sort((a, b) => (rowId(a.id) < rowId(b.id) ? 1 : -1))
    .map((j) => j.step);
  const resolved = { id: globalId('Match', ids.resolved) };
  // The Shade member's key (resolution id + member id) orders the two consequences of one resolution.
  const consequences = [
    {
      id: ids['Shade member'],
      step: step('MEMBER_INJURED', `${shade} of Dawn Patrol was injured${seesShade ? ': hand injury' : ''}`, {
        team,
        character: seesShade ? { name: 'Shade' } : null,
        match: resolved,
      }),
    },
    { id: ids['Aegis member'], step: step('MEMBER_CAPTURED', 'Aegis of Dawn Patrol was captured', { team, character: { name: 'Aegis' }, match: resolved }) },
  ]
    .sort((a, b) => (rowId(a.id) < rowId(b.id) ? 1 : -1))
    .map((c) => c.step);
  return [
    step('MATCH_STARTED', 'Match set up: Dawn Patrol vs an NPC force', { match: { id: globalId('Match', ids.over) } }),
    step('MATCH_STARTED', 'Match set up: Dawn Patrol vs an NPC force', { match: { id: globalId('Match', ids.playing) } }),
    ...consequences,
    step('MATCH_RESOLVED', 'Match resolved: Dawn Patrol won, an NPC force lost', { match: resolved }),
    step('MATCH_STARTED', 'Match set up: Dawn Patrol vs an NPC force', { match: resolved }),
    step('LEVEL_UP', `Dawn Patrol levelled up Aegis for ${levelUpCost} Hero Points`, { team, character: { name: 'Aegis' } }),
    step('ITEM_BOUGHT', `Dawn Patrol bought ${item.name} for $${item.price}`, { team }),
    step('CREATOR_AWARD', 'The Creator awarded Dawn Patrol 200 Hero Points: Welcome to the city', { team }),
    ...joined,
    step('TEAM_FOUNDED', 'Dawn Patrol was founded', { team }),
  ];
}

describe('worldActivity', () => {
  it("lists every step of the world's campaign, newest first, each linked, for the Creator", async () => {
    const { data, errors } = await t.gql(ACTIVITY, { world: 'demo', first: 100 }, creator);
    expect(errors).toBeUndefined();
    expect(data.worldActivity.totalCount).toBe(12);
    expect(data.worldActivity.pageInfo.hasNextPage).toBe(false);
    expect(data.worldActivity.nodes).toEqual(expectedFeed(true));
  });

  it('names a hidden character "Hidden figure", without his link or injuries, to everyone else', async () => {
    const { data, errors } = await t.gql(ACTIVITY, { world: 'demo', first: 100 });
    expect(errors).toBeUndefined();
    expect(data.worldActivity.nodes).toEqual(expectedFeed(false));
    expect(JSON.stringify(data)).not.toContain('Shade');
  });

  it('pages with its cursors, and refuses a cursor of another list or an unknown world', async () => {
    const first = await t.gql(ACTIVITY, { world: 'demo', first: 5 }, creator);
    expect(first.data.worldActivity.pageInfo.hasNextPage).toBe(true);
    const rest = await t.gql(ACTIVITY, { world: 'demo', first: 100, after: first.data.worldActivity.pageInfo.endCursor }, creator);
    expect(rest.data.worldActivity.totalCount).toBe(12);
    expect([...first.data.worldActivity.nodes, ...rest.data.worldActivity.nodes]).toEqual(expectedFeed(true));

    const otherList = Buffer.from(JSON.stringify({ list: 'teamHistory', order: 'position desc', parent: ids.team, key: ['1'] })).toString('base64url');
    const refused = await t.gql(ACTIVITY, { world: 'demo', first: 5, after: otherList }, creator);
    expect(refused.errors?.map((e: any) => e.extensions.code)).toEqual(['BAD_CURSOR']);

    const nowhere = await t.gql(ACTIVITY, { world: 'nowhere', first: 5 });
    expect(nowhere.errors?.map((e: any) => [e.extensions.code, e.message])).toEqual([['NOT_FOUND', 'There is no world "nowhere".']]);

    const tooMany = await t.gql(ACTIVITY, { world: 'demo', first: 101 });
    expect(tooMany.errors?.map((e: any) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('worldActivity statements', () => {
  it('reads a page with its teams, characters and matches in 4 statements, whatever its length', async () => {
    const statementsFor = async (first: number) => {
      t.counter.reset();
      const { errors } = await t.gql(ACTIVITY, { world: 'demo', first });
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    // The page; then the characters, the teams and the matches it links, one statement each.
    expect(await statementsFor(3)).toBe(4);
    expect(await statementsFor(100)).toBe(4);
  });
});

describe('worldDashboard', () => {
  it("shows the matches in progress, the last results, each open league's leaders and the Creator's to-do counts", async () => {
    const [{ unpriced }] = await t.dataSource.query(`SELECT count(*)::int AS unpriced FROM catalogue_feat WHERE world_id = $1 AND NOT priced`, [worldId]);
    const { data, errors } = await t.gql(DASHBOARD, { world: 'demo' }, creator);
    expect(errors).toBeUndefined();
    expect(data.worldDashboard).toEqual({
      matchesInProgress: [{ id: globalId('Match', ids.over) }, { id: globalId('Match', ids.playing) }],
      matchesInProgressCount: 2,
      recentResults: [{ id: globalId('Match', ids.resolved) }],
      leagueLeaders: [{ league: { name: 'Night League' }, rows: [{ rank: 1, team: { name: 'Dawn Patrol' }, points: 0 }] }],
      creatorToDo: { unpricedFeats: unpriced, matchesAwaitingResolution: 1 },
    });
  });

  it('gives the to-do counts to the Creator only', async () => {
    const { data, errors } = await t.gql(DASHBOARD, { world: 'demo' });
    expect(errors).toBeUndefined();
    expect(data.worldDashboard.creatorToDo).toBeNull();
  });
});
