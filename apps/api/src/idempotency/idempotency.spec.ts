import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { loadDemoTeams } from '../teams/demo-teams';
import { rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id character { name } } } ${ERRORS} } }`;
const MEMBER = `id rank level status joinedAt character { name } version { rank pointValue } team { heroPoints }`;
const LEVEL_UP = `mutation ($input: LevelUpMemberInput!) { levelUpMember(input: $input) { member { ${MEMBER} } ledgerEntry { id amount balanceAfter createdAt } ${ERRORS} } }`;
const RECRUIT = `mutation ($input: RecruitCharacterInput!) { recruitCharacter(input: $input) {
  member { ${MEMBER} } plea { outcome joined heroPointsSpent } roll { faces } ${ERRORS} } }`;
const BUY_ITEM = `mutation ($input: BuyItemInput!) { buyItem(input: $input) { item { id itemId name price boughtAt } ledgerEntry { id amount balanceAfter createdAt } ${ERRORS} } }`;
const GRANT = `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { entry { id amount currency balanceAfter note createdAt createdBy { displayName } } ${ERRORS} } }`;
const CREATE_MATCH = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } ${ERRORS} } }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { resolution { id appliedAt ledgerEntries { id amount } } match { status } ${ERRORS} } }`;

let t: TestApi;
let creator: string;
let otherCreator: string;
let alice: string;
let bob: string;
const teams: Record<string, { id: string; members: Record<string, string> }> = {};
const characters: Record<string, string> = {};

/** Posts an operation with an Idempotency-Key header (when given); the HTTP status and the body. */
async function send(query: string, variables: Record<string, unknown>, token: string, key?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${t.api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

async function ok(query: string, variables: Record<string, unknown>, token: string, key?: string) {
  const { body } = await send(query, variables, token, key);
  expect(body.errors).toBeUndefined();
  const [payload] = Object.values(body.data) as { userErrors: unknown[] }[];
  expect(payload.userErrors).toEqual([]);
  return body;
}

async function signUp(email: string, role: string) {
  const { data } = await t.gql(SIGN_UP, { input: { email, password: 'correct horse battery', displayName: email.split('@')[0] } });
  expect(data.signUp.userErrors).toEqual([]);
  await joinWorld(t, { creator, token: data.signUp.token, email, role });
  return data.signUp.token as string;
}

async function character(name: string, ranks: [string, number][]) {
  const input = {
    world: 'demo',
    name,
    kind: 'HERO',
    versions: ranks.map(([rank, pointValue]) => ({
      rank,
      pointValue,
      range: 4,
      koClicks: 3,
      clicks: [
        { speed: 8, attack: 10, defense: 16, damage: 2 },
        { speed: 7, attack: 9, defense: 15, damage: 2 },
      ],
    })),
  };
  characters[name] = (await ok(CREATE_CHARACTER, { input }, creator)).data.createCharacter.character.id;
}

/** Everything the mutations below write, per table, and the idempotency keys stored. */
async function counts() {
  const [row] = await t.dataSource.query(`SELECT
    (SELECT count(*)::int FROM ledger_entry) AS entries,
    (SELECT count(*)::int FROM team_item) AS items,
    (SELECT count(*)::int FROM team_member) AS members,
    (SELECT count(*)::int FROM recruit_plea) AS pleas,
    (SELECT count(*)::int FROM match_resolution) AS resolutions,
    (SELECT string_agg(id::text || rank || version_id::text, ',' ORDER BY id) FROM team_member) AS ranks,
    (SELECT count(*)::int FROM idempotency_key) AS keys`);
  return row;
}

/**
 * Runs `act`, checks it added `expected` rows (per table) and nothing else, members' ranks
 * included (changed only when `ranksChange`), and returns what it returned.
 */
async function changes<T>(expected: Record<string, unknown>, act: () => Promise<T>, ranksChange = false): Promise<T> {
  const before = await counts();
  const result = await act();
  const after = await counts();
  const diff: Record<string, number> = {};
  for (const key of ['entries', 'items', 'members', 'pleas', 'resolutions', 'keys']) if (after[key] !== before[key]) diff[key] = after[key] - before[key];
  expect(diff).toEqual(expected);
  if (!('members' in expected)) expect(after.ranks === before.ranks).toBe(!ranksChange);
  return result;
}

const reused = (mutation: string, message = 'this key was used before for another input') => ({
  data: { [mutation]: expect.objectContaining({ userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: [], message }] }) },
  extensions: { cost: expect.any(Object) },
});

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  otherCreator = await signUp('second-creator@example.org', 'CREATOR');
  alice = await signUp('alice@example.org', 'PLAYER');
  bob = await signUp('bob@example.org', 'PLAYER');
  for (const who of ['Alice', 'Bob']) {
    await character(`${who} Lead`, [
      ['ROOKIE', 40],
      ['EXPERIENCED', 47],
    ]);
    await character(`${who} Side`, [['ROOKIE', 25]]);
    await character(`${who} Recruit`, [['ROOKIE', 20]]);
    await character(`${who} Other Recruit`, [['ROOKIE', 15]]);
  }
  for (const [who, token] of [
    ['Alice', alice],
    ['Bob', bob],
  ] as const) {
    const input = {
      world: 'demo',
      alignment: 'HERO',
      name: `${who}'s team`,
      leaderCharacterId: characters[`${who} Lead`],
      founderCharacterIds: [characters[`${who} Side`]],
    };
    const { team } = (await ok(CREATE_TEAM, { input }, token)).data.createTeam;
    teams[who] = { id: team.id, members: Object.fromEntries(team.members.map((m: { id: string; character: { name: string } }) => [m.character.name, m.id])) };
    await ok(GRANT, { input: { teamId: team.id, currency: 'HERO_POINTS', amount: 1000, note: 'budget' } }, creator);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the same Idempotency-Key twice applies once and answers the same; with another input it is IDEMPOTENCY_KEY_REUSED; another account has its own keys', () => {
  it('levelUpMember', async () => {
    const input = { memberId: teams.Alice.members['Alice Lead'] };
    const first = await changes({ entries: 1, keys: 1 }, () => ok(LEVEL_UP, { input }, alice, 'level-1'), true);
    expect(first.data.levelUpMember).toMatchObject({ member: { rank: 'EXPERIENCED', level: 2 }, ledgerEntry: { amount: -247 } });
    const again = await changes({}, () => ok(LEVEL_UP, { input }, alice, 'level-1'));
    expect(again).toEqual(first);
    const other = await changes({}, () => send(LEVEL_UP, { input: { memberId: teams.Alice.members['Alice Side'] } }, alice, 'level-1'));
    expect(other).toEqual({ status: 200, body: reused('levelUpMember') });
    expect(other.body.data.levelUpMember).toMatchObject({ member: null, ledgerEntry: null });
    const bobs = await changes({ entries: 1, keys: 1 }, () => ok(LEVEL_UP, { input: { memberId: teams.Bob.members['Bob Lead'] } }, bob, 'level-1'), true);
    expect(bobs.data.levelUpMember.member.id).toBe(teams.Bob.members['Bob Lead']);
  });

  it('recruitCharacter (a roster change)', async () => {
    const input = { teamId: teams.Alice.id, characterId: characters['Alice Recruit'] };
    const first = await changes({ entries: 1, members: 1, keys: 1 }, () => ok(RECRUIT, { input }, alice, 'recruit-1'));
    expect(first.data.recruitCharacter).toMatchObject({
      member: { character: { name: 'Alice Recruit' } },
      plea: { outcome: 'AUTO_JOINED', heroPointsSpent: 20 },
    });
    const again = await changes({}, () => ok(RECRUIT, { input }, alice, 'recruit-1'));
    expect(again).toEqual(first);
    const other = await changes({}, () => send(RECRUIT, { input: { ...input, characterId: characters['Alice Other Recruit'] } }, alice, 'recruit-1'));
    expect(other).toEqual({ status: 200, body: reused('recruitCharacter') });
    await changes({ entries: 1, members: 1, keys: 1 }, () =>
      ok(RECRUIT, { input: { teamId: teams.Bob.id, characterId: characters['Bob Recruit'] } }, bob, 'recruit-1'),
    );
  });

  it('buyItem', async () => {
    const input = { teamId: teams.Alice.id, itemId: 'handgun-small' };
    await ok(GRANT, { input: { teamId: teams.Bob.id, currency: 'CASH', amount: 1, note: 'bob has more cash' } }, creator);
    const first = await changes({ entries: 1, items: 1, keys: 1 }, () => ok(BUY_ITEM, { input }, alice, 'buy-1'));
    expect(first.data.buyItem.item.itemId).toBe('handgun-small');
    const again = await changes({}, () => ok(BUY_ITEM, { input }, alice, 'buy-1'));
    expect(again).toEqual(first);
    const other = await changes({}, () => send(BUY_ITEM, { input: { ...input, itemId: 'rifle-shotgun' } }, alice, 'buy-1'));
    expect(other).toEqual({ status: 200, body: reused('buyItem') });
    const bobs = await changes({ entries: 1, items: 1, keys: 1 }, () =>
      ok(BUY_ITEM, { input: { teamId: teams.Bob.id, itemId: 'handgun-small' } }, bob, 'buy-1'),
    );
    expect(bobs.data.buyItem.ledgerEntry.balanceAfter).toBe(first.data.buyItem.ledgerEntry.balanceAfter + 1);
  });

  it('grantAward', async () => {
    const input = { teamId: teams.Alice.id, currency: 'CASH', amount: 50, note: 'idempotent award' };
    const first = await changes({ entries: 1, keys: 1 }, () => ok(GRANT, { input }, creator, 'grant-1'));
    const again = await changes({}, () => ok(GRANT, { input }, creator, 'grant-1'));
    expect(again).toEqual(first);
    const other = await changes({}, () => send(GRANT, { input: { ...input, amount: 51 } }, creator, 'grant-1'));
    expect(other).toEqual({ status: 200, body: reused('grantAward') });
    const second = await changes({ entries: 1, keys: 1 }, () => ok(GRANT, { input }, otherCreator, 'grant-1'));
    expect(second.data.grantAward.entry).toMatchObject({
      amount: 50,
      balanceAfter: first.data.grantAward.entry.balanceAfter + 50,
      createdBy: { displayName: 'second-creator' },
    });
  });

  it('a key used for one mutation is refused for another', async () => {
    const other = await changes({}, () => send(LEVEL_UP, { input: { memberId: teams.Alice.members['Alice Side'] } }, alice, 'buy-1'));
    expect(other).toEqual({ status: 200, body: reused('levelUpMember', 'this key was used before for another mutation') });
  });
});

describe('retries', () => {
  it('concurrent requests with one key apply once, and each answers the stored result', async () => {
    const input = { teamId: teams.Alice.id, itemId: 'handgun-small' };
    const answers = await changes({ entries: 1, items: 1, keys: 1 }, () =>
      Promise.all(Array.from({ length: 6 }, () => ok(BUY_ITEM, { input }, alice, 'buy-burst'))),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('a refused mutation stores nothing: its key stays free', async () => {
    const refused = await changes({}, () => send(LEVEL_UP, { input: { memberId: teams.Alice.members['Alice Side'] } }, alice, 'free-key'));
    expect(refused.body.data.levelUpMember.userErrors.map((e: { code: string }) => e.code)).toEqual(['NO_NEXT_VERSION']);
    await changes({ entries: 1, items: 1, keys: 1 }, () => ok(BUY_ITEM, { input: { teamId: teams.Alice.id, itemId: 'handgun-small' } }, alice, 'free-key'));
  });

  it('without a key, the same input applies again', async () => {
    const input = { teamId: teams.Alice.id, itemId: 'handgun-small' };
    await changes({ entries: 2, items: 2 }, async () => {
      await ok(BUY_ITEM, { input }, alice);
      await ok(BUY_ITEM, { input }, alice);
    });
  });

  it('a key answers for 24 hours; after that it counts as new, and expired keys are deleted by the next keyed write', async () => {
    const input = { teamId: teams.Alice.id, currency: 'HERO_POINTS', amount: 5, note: 'aging key' };
    await ok(GRANT, { input }, creator, 'aging');
    await ok(GRANT, { input }, otherCreator, 'aging');
    await t.dataSource.query(`UPDATE idempotency_key SET created_at = now() - interval '23 hours 59 minutes' WHERE key = 'aging'`);
    await changes({}, () => ok(GRANT, { input }, creator, 'aging'));
    await t.dataSource.query(`UPDATE idempotency_key SET created_at = now() - interval '24 hours 1 minute' WHERE key = 'aging'`);
    // The creator's key is taken again (one row, renewed); the other creator's expired row is deleted.
    await changes({ entries: 1, keys: -1 }, () => ok(GRANT, { input: { ...input, amount: 6 } }, creator, 'aging'));
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM idempotency_key WHERE created_at < now() - interval '24 hours'`)).toEqual([{ n: 0 }]);
  });
});

describe('one key, one mutation', () => {
  const award = (alias: string, amount: number) =>
    `${alias}: grantAward(input: { teamId: $teamId, currency: CASH, amount: ${amount}, note: "alias" }) { entry { id } ${ERRORS} }`;

  it('refuses an operation that sends a key with two mutation fields (aliases, or through a fragment) before anything runs', async () => {
    const refusal = {
      status: 400,
      body: {
        errors: [
          expect.objectContaining({
            message: 'An Idempotency-Key names one mutation; this operation holds 2 (a, b). Send each with its own key.',
            extensions: expect.objectContaining({ code: 'ONE_MUTATION_PER_IDEMPOTENCY_KEY' }),
          }),
        ],
        extensions: { cost: expect.any(Object) },
      },
    };
    const aliased = `mutation ($teamId: ID!) { ${award('a', 1)} ${award('b', 2)} }`;
    expect(await changes({}, () => send(aliased, { teamId: teams.Alice.id }, creator, 'two-fields'))).toEqual(refusal);
    const fragment = `mutation ($teamId: ID!) { ...Awards } fragment Awards on Mutation { ${award('a', 1)} ${award('b', 2)} }`;
    expect(await changes({}, () => send(fragment, { teamId: teams.Alice.id }, creator, 'two-fields'))).toEqual(refusal);
    // One mutation and __typename is one mutation; without a key, aliases run as before.
    await changes({ entries: 1, keys: 1 }, () =>
      ok(`mutation ($teamId: ID!) { ${award('a', 1)} __typename }`, { teamId: teams.Alice.id }, creator, 'two-fields'),
    );
    const { body } = await changes({ entries: 2 }, () => send(aliased, { teamId: teams.Alice.id }, creator));
    expect(body.data.a.userErrors).toEqual([]);
    expect(body.data.b.userErrors).toEqual([]);
  });

  it('refuses an empty key or one longer than 255 characters', async () => {
    const input = { teamId: teams.Alice.id, currency: 'CASH', amount: 1, note: 'bad key' };
    for (const key of ['', 'k'.repeat(256)]) {
      const answer = await changes({}, () => send(GRANT, { input }, creator, key));
      expect(answer).toEqual({
        status: 400,
        body: {
          errors: [
            expect.objectContaining({
              message: 'The Idempotency-Key header must have 1 to 255 characters.',
              extensions: expect.objectContaining({ code: 'INVALID_IDEMPOTENCY_KEY' }),
            }),
          ],
          extensions: { cost: expect.any(Object) },
        },
      });
    }
    await changes({ entries: 1, keys: 1 }, () => ok(GRANT, { input }, creator, 'k'.repeat(255)));
  });
});

describe('resolveMatch', () => {
  let demo: Record<string, { id: string; members: { id: string }[] }>;

  async function match() {
    const sides = [
      ['HERO', 'The Lantern Watch'],
      ['VILLAIN', 'The Nightshade Syndicate'],
    ].map(([alignment, name]) => ({ alignment, teamId: demo[name].id, teamMemberIds: demo[name].members.map((m) => m.id) }));
    return (await ok(CREATE_MATCH, { input: { world: 'demo', buildTotal: 150, sides } }, creator)).data.createMatch.match.id as string;
  }

  beforeAll(async () => {
    const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id } } } }`);
    demo = Object.fromEntries(data.teams.nodes.map((n: { name: string }) => [n.name, n]));
  });

  it('takes the header like every mutation that moves a balance', async () => {
    const input = { matchId: await match(), outcome: { winningSide: 0 } };
    const first = await changes({ entries: expect.any(Number), resolutions: 1, keys: 1 }, () => ok(RESOLVE, { input }, creator, 'resolve-1'));
    expect(first.data.resolveMatch.match.status).toBe('RESOLVED');
    expect(await changes({}, () => ok(RESOLVE, { input }, creator, 'resolve-1'))).toEqual(first);
  });

  it("keeps its deprecated input key, scoped to the account: another Creator's same key is his own", async () => {
    const first = { matchId: await match(), idempotencyKey: 'shared-key', outcome: { winningSide: 0 } };
    const applied = await ok(RESOLVE, { input: first }, creator);
    expect(await ok(RESOLVE, { input: first }, creator)).toEqual(applied);
    const second = { matchId: await match(), idempotencyKey: 'shared-key', outcome: { winningSide: 1 } };
    const refused = await send(RESOLVE, { input: second }, creator);
    expect(refused.body.data.resolveMatch.userErrors).toEqual([
      { code: 'IDEMPOTENCY_KEY_REUSED', field: ['idempotencyKey'], message: 'this key was used before for another input' },
    ]);
    const other = await ok(RESOLVE, { input: second }, otherCreator);
    expect(other.data.resolveMatch.match.status).toBe('RESOLVED');
  });
});

describe('every other mutation that takes a key answers its stored result to a retry, and applies once', () => {
  const MEMBER_FIELDS = `member { id featIds skillPointsLeft skills { skillId points } bonuses { rank tier cost } joinedAt } ledgerEntry { id amount createdAt }`;
  const LEAGUE_FIELDS = `league { id name season status createdAt finalizedAt teams { id name } }`;
  const MATCH_FIELDS = `match { id status createdAt seedHash sides { position team { name } } figures { id character { name } } }`;

  /** Sends the mutation twice with one key: the second answer is the first, and writes nothing. */
  async function replays(query: string, input: Record<string, unknown>, token: string, key: string) {
    const first = await ok(query, { input }, token, key);
    expect(await changes({}, () => ok(query, { input }, token, key))).toEqual(first);
    return Object.values(first.data)[0] as any;
  }

  it('createTeam', async () => {
    await character('Carol Lead', [['ROOKIE', 30]]);
    const input = { world: 'demo', alignment: 'VILLAIN', name: 'Replayed team', leaderCharacterId: characters['Carol Lead'], founderCharacterIds: [] };
    const created = await replays(
      `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id name createdAt heroPoints members { id } } teamAbilityRoll { id faces createdAt } ${ERRORS} } }`,
      input,
      creator,
      'team-1',
    );
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM team WHERE name = 'Replayed team'`)).toEqual([{ n: 1 }]);
    expect(created.team.members).toHaveLength(1);
  });

  it('assignFeat, removeFeat, buyBonus, allocateSkillPoints and correctLedgerEntry', async () => {
    const memberId = teams.Alice.members['Alice Lead'];
    const feat = { memberId, featId: 'all-out' };
    expect(
      (await replays(`mutation ($input: MemberFeatInput!) { assignFeat(input: $input) { ${MEMBER_FIELDS} ${ERRORS} } }`, feat, alice, 'feat-1')).member.featIds,
    ).toEqual(['all-out']);
    expect(
      (await replays(`mutation ($input: MemberFeatInput!) { removeFeat(input: $input) { ${MEMBER_FIELDS} ${ERRORS} } }`, feat, alice, 'feat-2')).member.featIds,
    ).toEqual([]);
    const bonus = await replays(
      `mutation ($input: BuyBonusInput!) { buyBonus(input: $input) { ${MEMBER_FIELDS} ${ERRORS} } }`,
      { memberId, tier: 1 },
      alice,
      'bonus-1',
    );
    expect(bonus.member.bonuses).toHaveLength(1);
    const skills = await replays(
      `mutation ($input: AllocateSkillPointsInput!) { allocateSkillPoints(input: $input) { ${MEMBER_FIELDS} ${ERRORS} } }`,
      { memberId, skillId: 'criminology', points: 5 },
      alice,
      'skills-1',
    );
    expect(skills.member.skills).toEqual([{ skillId: 'criminology', points: 5 }]);
    const award = (await ok(GRANT, { input: { teamId: teams.Alice.id, currency: 'CASH', amount: 7, note: 'to be corrected' } }, creator)).data.grantAward.entry;
    const correction = await replays(
      `mutation ($input: CorrectLedgerEntryInput!) { correctLedgerEntry(input: $input) { entry { id amount correctsEntryId createdAt } ${ERRORS} } }`,
      { entryId: award.id, note: 'granted by mistake' },
      creator,
      'correct-1',
    );
    expect(correction.entry).toMatchObject({ amount: -7, correctsEntryId: award.id });
  });

  it('createMatch, recordMatchEvent and voidMatch', async () => {
    const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id status } } } }`);
    const sides = [
      ['HERO', 'The Lantern Watch'],
      ['VILLAIN', 'The Nightshade Syndicate'],
    ].map(([alignment, name]) => {
      const team = data.teams.nodes.find((n: { name: string }) => n.name === name);
      return {
        alignment,
        teamId: team.id,
        teamMemberIds: team.members.filter((m: { status: string }) => m.status === 'ACTIVE').map((m: { id: string }) => m.id),
      };
    });
    const { match } = await replays(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { ${MATCH_FIELDS} ${ERRORS} } }`,
      { world: 'demo', buildTotal: 150, sides },
      creator,
      'match-1',
    );
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM match_side WHERE match_id = $1`, [rowId(match.id)])).toEqual([{ n: 2 }]);
    const { event } = await replays(
      `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { id sequence type createdAt diceFaces } ${ERRORS} } }`,
      { matchId: match.id, event: { type: 'END_TURN', side: 0 } },
      creator,
      'event-1',
    );
    expect(event.sequence).toBe(1);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM match_event WHERE match_id = $1`, [rowId(match.id)])).toEqual([{ n: 1 }]);
    await ok(RESOLVE, { input: { matchId: match.id, outcome: { winningSide: 0 } } }, creator);
    const voided = await replays(
      `mutation ($input: VoidMatchInput!) { voidMatch(input: $input) { resolution { id voidedAt voidReason } match { status } ${ERRORS} } }`,
      { matchId: match.id, reason: 'replayed void' },
      creator,
      'void-1',
    );
    expect(voided.match.status).toBe('VOID');
  });

  it('createLeague, updateLeague, addLeagueTeam, removeLeagueTeam and finalizeLeague', async () => {
    const { league } = await replays(
      `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { ${LEAGUE_FIELDS} ${ERRORS} } }`,
      { world: 'demo', name: 'Replayed League' },
      creator,
      'league-1',
    );
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM league WHERE name = 'Replayed League'`)).toEqual([{ n: 1 }]);
    const leagueId = league.id;
    await replays(
      `mutation ($input: UpdateLeagueInput!) { updateLeague(input: $input) { ${LEAGUE_FIELDS} ${ERRORS} } }`,
      { leagueId, season: 'Winter' },
      creator,
      'league-2',
    );
    const added = await replays(
      `mutation ($input: LeagueTeamInput!) { addLeagueTeam(input: $input) { ${LEAGUE_FIELDS} ${ERRORS} } }`,
      { leagueId, teamId: teams.Alice.id },
      creator,
      'league-3',
    );
    expect(added.league.teams).toEqual([{ id: teams.Alice.id, name: "Alice's team" }]);
    const removed = await replays(
      `mutation ($input: LeagueTeamInput!) { removeLeagueTeam(input: $input) { ${LEAGUE_FIELDS} ${ERRORS} } }`,
      { leagueId, teamId: teams.Alice.id },
      creator,
      'league-4',
    );
    expect(removed.league.teams).toEqual([]);
    const finalized = await replays(
      `mutation ($input: FinalizeLeagueInput!) { finalizeLeague(input: $input) { ${LEAGUE_FIELDS} ${ERRORS} } }`,
      { leagueId },
      creator,
      'league-5',
    );
    expect(finalized.league.status).toBe('FINAL');
  });
});
