import type { LeagueOutcome } from '@clix/rules';
import { createRequestContext } from '../http/request-context';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { LedgerService } from '../teams/ledger.service';
import { Currency, LedgerReason, LedgerSourceType } from '../teams/team.enums';
import { WorldRole } from '../worlds/world-member.entity';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { LeagueService } from './league.service';
import { globalId, rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const LEAGUE_FIELDS = `id name season status finalizedAt scoring { win draw loss } tieBreakers world { slug } teams { id name }`;
const CREATE_LEAGUE = `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { ${LEAGUE_FIELDS} } ${ERRORS} } }`;
const UPDATE_LEAGUE = `mutation ($input: UpdateLeagueInput!) { updateLeague(input: $input) { league { ${LEAGUE_FIELDS} } ${ERRORS} } }`;
const ADD_TEAM = `mutation ($input: LeagueTeamInput!) { addLeagueTeam(input: $input) { league { teams { name } } ${ERRORS} } }`;
const REMOVE_TEAM = `mutation ($input: LeagueTeamInput!) { removeLeagueTeam(input: $input) { league { teams { name } } ${ERRORS} } }`;
const FINALIZE = `mutation ($input: FinalizeLeagueInput!) { finalizeLeague(input: $input) { league { status finalizedAt } ${ERRORS} } }`;
const STANDINGS = `query ($leagueId: ID!) { standings(leagueId: $leagueId) {
  final league { id name }
  rows { rank team { id name } played won drawn lost points heroPoints prestige kos tieBreakers { kind value } } } }`;
const LEAGUES = `query ($world: String!, $first: Int!, $after: String, $status: LeagueStatus, $season: String) {
  leagues(world: $world, first: $first, after: $after, status: $status, season: $season) { totalCount pageInfo { hasNextPage endCursor } nodes { id name season status } } }`;
const CREATE_MATCH = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id league { id name } } ${ERRORS} } }`;
const PRESTIGE_TABLE = `query ($world: String!, $first: Int!, $after: String, $alignment: TeamAlignment) {
  prestigeTable(world: $world, first: $first, after: $after, alignment: $alignment) {
    totalCount pageInfo { hasNextPage endCursor } nodes { rank alignment currency balance team { name } } } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } userErrors { code field message } } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id name members { id } } userErrors { code field message } } }`;

let t: TestApi;
let creator: string;
let player: string;
let organizer: string;
let creatorId: string;
let worldId: string;
interface TeamRef {
  id: string;
  name: string;
  memberIds: string[];
}
const teams: Record<string, TeamRef> = {};

const codes = (payload: { userErrors: { code: string }[] }) => payload.userErrors.map((e) => e.code);

/** A request context acting as the demo Creator, for calling the resolution hook directly. */
function creatorContext() {
  return createRequestContext(t.dataSource, { kind: 'account', accountId: creatorId, sessionId: 'test', roles: new Map([[worldId, WorldRole.CREATOR]]) });
}

async function createLeague(input: Record<string, unknown>, token = organizer) {
  const { data, errors } = await t.gql(CREATE_LEAGUE, { input: { world: 'demo', ...input } }, token);
  expect(errors).toBeUndefined();
  return data.createLeague;
}

async function league(name: string, teamKeys: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const payload = await createLeague({ name, teamIds: teamKeys.map((k) => teams[k].id), ...extra });
  expect(payload.userErrors).toEqual([]);
  return payload.league.id;
}

/** A league match between teams (one side each), as if set up and played: a match row and its sides. */
async function leagueMatch(leagueId: string | null, teamKeys: string[], status = 'RESOLVED'): Promise<string> {
  const [match] = await t.dataSource.query(
    `INSERT INTO match (world_id, ruleset, build_total, training_mission, map_type, status, seed, seed_hash, created_by, league_id)
     VALUES ($1, 'CLIX_CAMPAIGN', 300, false, 'CITY', $2, 'seed', repeat('0', 64), $3, $4) RETURNING id`,
    [worldId, status, creatorId, leagueId && rowId(leagueId)],
  );
  for (const [position, key] of teamKeys.entries()) {
    await t.dataSource.query(`INSERT INTO match_side (match_id, position, alignment, team_id) SELECT $1, $2, alignment, id FROM team WHERE id = $3`, [
      match.id,
      position,
      rowId(teams[key].id),
    ]);
  }
  return match.id;
}

type SideSpec = [teamKey: string | null, outcome: LeagueOutcome, extra?: { heroPointsEarned?: number; prestigeChange?: number; kos?: number }];

/** Calls the resolution hook the way resolveMatch / voidMatch will: inside one transaction. */
async function record(leagueId: string, matchId: string, sides: SideSpec[], direction: 1 | -1 = 1) {
  const ctx = creatorContext();
  return t.dataSource
    .transaction(async (em) => {
      ctx.em = em;
      const result = await LeagueService.recordMatchResult(
        ctx,
        {
          leagueId: rowId(leagueId),
          matchId,
          sides: sides.map(([key, outcome, extra], position) => ({
            teamId: key ? rowId(teams[key].id) : null,
            position,
            outcome,
            heroPointsEarned: 0,
            prestigeChange: 0,
            kos: 0,
            ...extra,
          })),
        },
        direction,
      );
      if (result.userErrors.length) throw Object.assign(new Error('refused'), { result });
      return result;
    })
    .catch((e) => {
      if (e.result) return e.result as { userErrors: { code: string; field: string[] }[] };
      throw e;
    });
}

async function play(leagueId: string, sides: SideSpec[]): Promise<string> {
  const matchId = await leagueMatch(
    leagueId,
    sides.flatMap(([key]) => (key ? [key] : [])),
  );
  expect((await record(leagueId, matchId, sides)).userErrors).toEqual([]);
  return matchId;
}

async function standings(leagueId: string, token?: string) {
  const { data, errors } = await t.gql(STANDINGS, { leagueId }, token);
  expect(errors).toBeUndefined();
  return data.standings;
}

const table = (s: any) => s.rows.map((r: any) => `${r.rank}:${r.team.name}`);
const tieBreaker = (s: any, teamKey: string, kind: string) =>
  s.rows.find((r: any) => r.team.id === teams[teamKey].id).tieBreakers.find((b: any) => b.kind === kind).value;

async function foundTeam(key: string, name: string, alignment: 'HERO' | 'VILLAIN') {
  const created = await t.gql(
    CREATE_CHARACTER,
    {
      input: {
        world: 'demo',
        name: `${name} Leader`,
        kind: alignment,
        versions: [{ rank: 'ROOKIE', pointValue: 30, range: 4, koClicks: 3, clicks: [{ speed: 8, attack: 9, defense: 16, damage: 2 }] }],
      },
    },
    creator,
  );
  expect(created.data.createCharacter.userErrors).toEqual([]);
  const { data } = await t.gql(
    CREATE_TEAM,
    { input: { world: 'demo', name, alignment, leaderCharacterId: created.data.createCharacter.character.id, founderCharacterIds: [] } },
    creator,
  );
  expect(data.createTeam.userErrors).toEqual([]);
  teams[key] = { id: data.createTeam.team.id, name, memberIds: data.createTeam.team.members.map((m: any) => m.id) };
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
  const signUp = await t.gql(SIGN_UP, { input: { email: 'organizer@example.org', password: 'correct horse battery', displayName: 'Org' } });
  organizer = signUp.data.signUp.token;
  await joinWorld(t, { creator, token: organizer, email: 'organizer@example.org', role: 'ORGANIZER' });
  const [world] = await t.dataSource.query(
    `SELECT w.id, m.account_id FROM world w JOIN world_member m ON m.world_id = w.id AND m.role = 'CREATOR' WHERE w.slug = 'demo'`,
  );
  worldId = world.id;
  creatorId = world.account_id;
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id } } } }`);
  for (const [key, name] of [
    ['H', 'The Lantern Watch'],
    ['V', 'The Nightshade Syndicate'],
  ]) {
    const found = data.teams.nodes.find((n: { name: string }) => n.name === name);
    teams[key] = { id: found.id, name, memberIds: found.members.map((m: any) => m.id) };
  }
  await foundTeam('A', 'Alpha Squad', 'HERO');
  await foundTeam('B', 'Bravo Company', 'HERO');
  await foundTeam('C', 'Crimson Hand', 'VILLAIN');
  await foundTeam('D', 'Delta Force', 'HERO');
});

afterAll(async () => {
  await t?.close();
});

describe('createLeague', () => {
  it('lets an Organizer create a league with the default scoring and tie-breakers', async () => {
    const payload = await createLeague({ name: 'Summer League', season: '2026 Summer', teamIds: [teams.H.id, teams.V.id, teams.A.id] });
    expect(payload.userErrors).toEqual([]);
    expect(payload.league).toMatchObject({
      name: 'Summer League',
      season: '2026 Summer',
      status: 'OPEN',
      finalizedAt: null,
      scoring: { win: 3, draw: 1, loss: 0 },
      tieBreakers: ['HEAD_TO_HEAD', 'HERO_POINTS', 'PRESTIGE', 'OPPONENTS_WIN_PERCENTAGE', 'KOS'],
      world: { slug: 'demo' },
    });
    expect(payload.league.teams.map((x: any) => x.name)).toEqual(['Alpha Squad', 'The Lantern Watch', 'The Nightshade Syndicate']);
    const s = await standings(payload.league.id);
    expect(s.final).toBe(false);
    expect(s.rows.map((r: any) => [r.rank, r.played, r.points])).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
    ]);
  });

  it('refuses bad settings, a taken name and unknown teams with stable codes, writing nothing', async () => {
    const [before] = await t.dataSource.query(`SELECT (SELECT count(*)::int FROM league) AS leagues, (SELECT count(*)::int FROM league_team) AS teams`);
    const refusals: [Record<string, unknown>, string[]][] = [
      [{ name: 'X', scoring: { win: 1, draw: 2, loss: 0 } }, ['LEAGUE_SCORING_INVALID']],
      [{ name: 'X', scoring: { win: 3, draw: 1, loss: -1 } }, ['LEAGUE_SCORING_INVALID']],
      [{ name: 'X', tieBreakers: ['KOS', 'KOS'] }, ['LEAGUE_TIE_BREAKERS_INVALID']],
      [{ name: 'summer league', season: '2026 SUMMER' }, ['LEAGUE_NAME_TAKEN']],
      [{ name: '' }, ['INVALID_VALUE']],
      [{ name: 'X', teamIds: ['00000000-0000-4000-8000-000000000000'] }, ['TEAM_NOT_FOUND']],
      [{ name: 'X', teamIds: ['nope'] }, ['TEAM_NOT_FOUND']],
    ];
    for (const [input, expected] of refusals) {
      const payload = await createLeague(input);
      expect([input, codes(payload)]).toEqual([input, expected]);
      expect(payload.league).toBeNull();
    }
    expect((await createLeague({ world: 'nowhere', name: 'X' })).userErrors[0].code).toBe('WORLD_NOT_FOUND');
    const [after] = await t.dataSource.query(`SELECT (SELECT count(*)::int FROM league) AS leagues, (SELECT count(*)::int FROM league_team) AS teams`);
    expect(after).toEqual(before);
  });

  it('is for the Creator and Organizers only: a player is FORBIDDEN, an anonymous caller UNAUTHENTICATED', async () => {
    expect((await createLeague({ name: 'By Creator' }, creator)).userErrors).toEqual([]);
    const byPlayer = await t.gql(CREATE_LEAGUE, { input: { world: 'demo', name: 'By Player' } }, player);
    expect(byPlayer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(CREATE_LEAGUE, { input: { world: 'demo', name: 'Anonymous' } });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('standings', () => {
  it('HEAD_TO_HEAD breaks a tie on points, before the Hero Points that would say otherwise', async () => {
    const id = await league('Head to Head', ['A', 'B', 'C', 'D']);
    await play(id, [
      ['A', 'WON'],
      ['B', 'LOST', { heroPointsEarned: 50 }],
    ]);
    await play(id, [
      ['B', 'WON'],
      ['C', 'LOST'],
    ]);
    await play(id, [
      ['C', 'WON'],
      ['A', 'LOST'],
    ]);
    await play(id, [
      ['A', 'WON'],
      ['D', 'LOST'],
    ]);
    await play(id, [
      ['B', 'WON'],
      ['D', 'LOST'],
    ]);
    const s = await standings(id);
    expect(table(s)).toEqual(['1:Alpha Squad', '2:Bravo Company', '3:Crimson Hand', '4:Delta Force']);
    expect(s.rows.map((r: any) => [r.played, r.won, r.drawn, r.lost, r.points])).toEqual([
      [3, 2, 0, 1, 6],
      [3, 2, 0, 1, 6],
      [2, 1, 0, 1, 3],
      [2, 0, 0, 2, 0],
    ]);
    expect([tieBreaker(s, 'A', 'HEAD_TO_HEAD'), tieBreaker(s, 'B', 'HEAD_TO_HEAD'), tieBreaker(s, 'B', 'HERO_POINTS')]).toEqual([3, 0, 50]);
    for (const row of s.rows)
      expect(row.tieBreakers.map((b: any) => b.kind)).toEqual(['HEAD_TO_HEAD', 'HERO_POINTS', 'PRESTIGE', 'OPPONENTS_WIN_PERCENTAGE', 'KOS']);

    // Changing the tie-breakers needs no rebuild: without HEAD_TO_HEAD, Hero Points put Bravo first.
    const updated = await t.gql(UPDATE_LEAGUE, { input: { leagueId: id, tieBreakers: ['HERO_POINTS'] } }, organizer);
    expect(updated.data.updateLeague.userErrors).toEqual([]);
    expect(table(await standings(id)).slice(0, 2)).toEqual(['1:Bravo Company', '2:Alpha Squad']);
  });

  it('HERO_POINTS breaks a tie the head-to-head leaves level', async () => {
    const id = await league('Hero Points', ['A', 'B', 'C']);
    await play(id, [
      ['A', 'DRAW', { heroPointsEarned: 5 }],
      ['B', 'DRAW', { heroPointsEarned: 8 }],
    ]);
    await play(id, [
      ['A', 'WON'],
      ['C', 'LOST'],
    ]);
    await play(id, [
      ['B', 'WON'],
      ['C', 'LOST'],
    ]);
    const s = await standings(id);
    expect(table(s)).toEqual(['1:Bravo Company', '2:Alpha Squad', '3:Crimson Hand']);
    expect([tieBreaker(s, 'A', 'HEAD_TO_HEAD'), tieBreaker(s, 'B', 'HEAD_TO_HEAD')]).toEqual([1, 1]);
    expect(s.rows[0].heroPoints).toBe(8);
  });

  it("PRESTIGE breaks the next tie, a villain's Infamy counting by its magnitude", async () => {
    const id = await league('Prestige', ['H', 'V', 'C']);
    await play(id, [
      ['H', 'DRAW', { prestigeChange: 2 }],
      ['V', 'DRAW', { prestigeChange: -5 }],
    ]);
    await play(id, [
      ['H', 'WON', { heroPointsEarned: 10 }],
      ['C', 'LOST'],
    ]);
    await play(id, [
      ['V', 'WON', { heroPointsEarned: 10 }],
      ['C', 'LOST'],
    ]);
    const s = await standings(id);
    expect(table(s)).toEqual(['1:The Nightshade Syndicate', '2:The Lantern Watch', '3:Crimson Hand']);
    expect([tieBreaker(s, 'V', 'PRESTIGE'), tieBreaker(s, 'H', 'PRESTIGE')]).toEqual([5, 2]);
    expect(s.rows[0].prestige).toBe(-5);
  });

  it('OPPONENTS_WIN_PERCENTAGE breaks the next tie; teams level on everything share a rank', async () => {
    // Alpha beat Crimson (2 wins, 1 loss); Bravo beat Delta (2 draws, 1 loss).
    const id = await league('Schedule', ['A', 'B', 'C', 'D', 'H']);
    await play(id, [
      ['A', 'WON'],
      ['C', 'LOST'],
    ]);
    await play(id, [
      ['B', 'WON'],
      ['D', 'LOST'],
    ]);
    await play(id, [
      ['C', 'WON'],
      ['H', 'LOST'],
    ]);
    await play(id, [
      ['C', 'WON'],
      ['H', 'LOST'],
    ]);
    await play(id, [
      ['D', 'DRAW'],
      ['H', 'DRAW'],
    ]);
    await play(id, [
      ['D', 'DRAW'],
      ['H', 'DRAW'],
    ]);
    const s = await standings(id);
    expect(table(s)).toEqual(['1:Crimson Hand', '2:Alpha Squad', '3:Bravo Company', '4:Delta Force', '4:The Lantern Watch']);
    expect(tieBreaker(s, 'A', 'OPPONENTS_WIN_PERCENTAGE')).toBeCloseTo(2 / 3);
    expect(tieBreaker(s, 'B', 'OPPONENTS_WIN_PERCENTAGE')).toBeCloseTo(1 / 3);
    // Delta and the Lantern Watch: 2 points, drew each other twice, schedules as strong (0.5), no KOs: level.
    expect(s.rows[3].tieBreakers).toEqual(s.rows[4].tieBreakers);
    expect(tieBreaker(s, 'D', 'OPPONENTS_WIN_PERCENTAGE')).toBeCloseTo(0.5);
  });

  it('KOS breaks the last tie; the rest stay level (1, 2, 3, 3)', async () => {
    const id = await league('Knockouts', ['A', 'B', 'C', 'D']);
    await play(id, [
      ['A', 'WON', { kos: 2 }],
      ['B', 'LOST'],
    ]);
    await play(id, [
      ['C', 'WON', { kos: 4 }],
      ['D', 'LOST'],
    ]);
    const s = await standings(id);
    expect(table(s)).toEqual(['1:Crimson Hand', '2:Alpha Squad', '3:Bravo Company', '3:Delta Force']);
    expect(tieBreaker(s, 'C', 'KOS')).toBe(4);
  });

  it('leaves NPC sides out of the table', async () => {
    const id = await league('Versus NPCs', ['A']);
    await play(id, [
      ['A', 'WON', { kos: 3 }],
      [null, 'LOST'],
    ]);
    const s = await standings(id);
    expect(s.rows.map((r: any) => [r.team.name, r.played, r.won, r.points, r.kos])).toEqual([['Alpha Squad', 1, 1, 3, 3]]);
  });

  it('keeps a ranking while the standings version stands, and ranks again after any change, even one made by hand in SQL', async () => {
    const id = await league('Kept', ['A', 'B', 'C']);
    await play(id, [
      ['A', 'WON'],
      ['B', 'LOST'],
    ]);
    const version = async () => (await t.dataSource.query(`SELECT standings_version FROM league WHERE id = $1`, [rowId(id)]))[0].standings_version;
    const first = await standings(id);
    expect(table(first)).toEqual(['1:Alpha Squad', '2:Bravo Company', '3:Crimson Hand']);
    const before = await version();
    expect(await standings(id)).toEqual(first);
    expect(await version()).toBe(before);

    // A repair by hand: the win was Bravo's. The database bumps the version; the next read ranks again.
    await t.dataSource.query(`UPDATE league_standing SET won = lost, lost = won WHERE league_id = $1`, [rowId(id)]);
    await t.dataSource.query(`UPDATE league_pair SET won = lost, lost = won WHERE league_id = $1`, [rowId(id)]);
    expect(Number(await version())).toBeGreaterThan(Number(before));
    expect(table(await standings(id))).toEqual(['1:Bravo Company', '2:Alpha Squad', '3:Crimson Hand']);

    // A team renamed (no change to the ranking): teams level on everything follow the new name order.
    const level = await league('Kept level', ['B', 'C']);
    expect(table(await standings(level))).toEqual(['1:Bravo Company', '1:Crimson Hand']);
    await t.dataSource.query(`UPDATE team SET name = 'Azure Hand' WHERE id = $1`, [rowId(teams.C.id)]);
    try {
      expect(table(await standings(level))).toEqual(['1:Azure Hand', '1:Bravo Company']);
    } finally {
      await t.dataSource.query(`UPDATE team SET name = 'Crimson Hand' WHERE id = $1`, [rowId(teams.C.id)]);
    }
  });

  it('reads the standings in the same number of SQL statements after 10 and after 1,000 matches', async () => {
    const id = await league('Marathon', ['A', 'B', 'C', 'D']);
    const keys = ['A', 'B', 'C', 'D'];
    const outcomes: LeagueOutcome[] = ['WON', 'DRAW', 'LOST'];
    const playMany = async (from: number, to: number) => {
      const matchIds: string[] = (
        await t.dataSource.query(
          `INSERT INTO match (world_id, ruleset, build_total, training_mission, map_type, status, seed, seed_hash, created_by, league_id)
           SELECT $1, 'CLIX_CAMPAIGN', 300, false, 'CITY', 'RESOLVED', 'seed', repeat('0', 64), $2, $3 FROM generate_series(1, $4) RETURNING id`,
          [worldId, creatorId, rowId(id), to - from],
        )
      ).map((r: { id: string }) => r.id);
      for (const [i, matchId] of matchIds.entries()) {
        const n = from + i;
        const a = keys[n % 4];
        const b = keys[(n + 1 + (n % 3)) % 4];
        const outcome = outcomes[n % 3];
        const other: LeagueOutcome = outcome === 'WON' ? 'LOST' : outcome === 'LOST' ? 'WON' : 'DRAW';
        expect(
          (
            await record(id, matchId, [
              [a, outcome, { kos: n % 2 }],
              [b, other, { heroPointsEarned: n % 5 }],
            ])
          ).userErrors,
        ).toEqual([]);
      }
    };
    const statementsOfRead = async () => {
      t.counter.reset();
      const s = await standings(id);
      return { count: t.counter.count, played: s.rows.reduce((n: number, r: any) => n + r.played, 0) };
    };
    await playMany(0, 10);
    const after10 = await statementsOfRead();
    expect(after10.played).toBe(20);
    // Recording costs a constant number of statements too: one check, one record, two upserts.
    t.counter.reset();
    const probe = await leagueMatch(id, ['A', 'B']);
    t.counter.reset();
    await record(id, probe, [
      ['A', 'WON'],
      ['B', 'LOST'],
    ]);
    const recordStatements = t.counter.count;
    await playMany(11, 1000);
    const after1000 = await statementsOfRead();
    expect(after1000.played).toBe(2000);
    expect(after1000.count).toBe(after10.count);
    expect(after10.count).toBe(1);
    t.counter.reset();
    const last = await leagueMatch(id, ['C', 'D']);
    t.counter.reset();
    await record(id, last, [
      ['C', 'DRAW'],
      ['D', 'DRAW'],
    ]);
    expect(t.counter.count).toBe(recordStatements);
  }, 120_000);
});

describe('recordMatchResult', () => {
  it('refuses the same match twice; -1 restores the standings as they were; a void is taken once', async () => {
    const id = await league('Undo', ['A', 'B', 'C']);
    await play(id, [
      ['A', 'WON', { heroPointsEarned: 4, kos: 1 }],
      ['B', 'LOST', { prestigeChange: -1 }],
    ]);
    const before = await standings(id);
    const [pairsBefore] = await t.dataSource.query(`SELECT json_agg(p ORDER BY team_id, opponent_id) AS pairs FROM league_pair p WHERE league_id = $1`, [
      rowId(id),
    ]);
    const matchId = await play(id, [
      ['B', 'WON', { heroPointsEarned: 7, kos: 2, prestigeChange: 3 }],
      ['C', 'LOST'],
      [null, 'LOST'],
    ]);
    expect(
      codes(
        await record(id, matchId, [
          ['B', 'WON'],
          ['C', 'LOST'],
        ]),
      ),
    ).toEqual(['LEAGUE_RESULT_ALREADY_RECORDED']);
    expect(await standings(id)).not.toEqual(before);

    expect((await record(id, matchId, [], -1)).userErrors).toEqual([]);
    expect(await standings(id)).toEqual(before);
    const [pairsAfter] = await t.dataSource.query(
      `SELECT json_agg(p ORDER BY team_id, opponent_id) AS pairs FROM league_pair p WHERE league_id = $1 AND played > 0`,
      [rowId(id)],
    );
    expect(pairsAfter).toEqual(pairsBefore);
    expect(codes(await record(id, matchId, [], -1))).toEqual(['LEAGUE_RESULT_NOT_RECORDED']);
    expect(
      codes(
        await record(id, matchId, [
          ['B', 'WON'],
          ['C', 'LOST'],
        ]),
      ),
    ).toEqual(['LEAGUE_RESULT_ALREADY_RECORDED']);
    const never = await leagueMatch(id, ['A', 'C']);
    expect(codes(await record(id, never, [], -1))).toEqual(['LEAGUE_RESULT_NOT_RECORDED']);
  });

  it('refuses a match of another league, a side outside the league and an unknown league, changing nothing', async () => {
    const id = await league('Strict', ['A', 'B']);
    const otherId = await league('Other Strict', ['A', 'B']);
    const [before] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM league_match_result) AS results, (SELECT coalesce(sum(played), 0)::int FROM league_standing) AS played`,
    );
    const elsewhere = await leagueMatch(otherId, ['A', 'B']);
    expect(
      codes(
        await record(id, elsewhere, [
          ['A', 'WON'],
          ['B', 'LOST'],
        ]),
      ),
    ).toEqual(['MATCH_NOT_IN_LEAGUE']);
    const friendly = await leagueMatch(null, ['A', 'B']);
    expect(
      codes(
        await record(id, friendly, [
          ['A', 'WON'],
          ['B', 'LOST'],
        ]),
      ),
    ).toEqual(['MATCH_NOT_IN_LEAGUE']);
    const withOutsider = await leagueMatch(id, ['A', 'C']);
    const refused = await record(id, withOutsider, [
      ['A', 'WON'],
      ['C', 'LOST'],
    ]);
    expect(refused.userErrors).toMatchObject([{ code: 'TEAM_NOT_IN_LEAGUE', field: ['sides', '1', 'teamId'] }]);
    expect(codes(await record(globalId('League', '00000000-0000-4000-8000-000000000000'), withOutsider, []))).toEqual(['LEAGUE_NOT_FOUND']);
    const [after] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM league_match_result) AS results, (SELECT coalesce(sum(played), 0)::int FROM league_standing) AS played`,
    );
    expect(after).toEqual(before);
  });
});

describe('managing a league', () => {
  let id: string;

  it('updates name, season, scoring and tie-breakers (Organizer yes, player no), and standings follow at once', async () => {
    id = await league('Managed', ['A', 'B']);
    await play(id, [
      ['A', 'WON'],
      ['B', 'LOST'],
    ]);
    await play(id, [
      ['B', 'DRAW'],
      ['A', 'DRAW'],
    ]);
    await play(id, [
      ['B', 'DRAW'],
      ['A', 'DRAW'],
    ]);
    expect((await standings(id)).rows.map((r: any) => [r.team.name, r.points])).toEqual([
      ['Alpha Squad', 5],
      ['Bravo Company', 2],
    ]);
    const { data } = await t.gql(
      UPDATE_LEAGUE,
      { input: { leagueId: id, name: 'Managed League', season: 'Fall', scoring: { win: 2, draw: 2, loss: 0 } } },
      organizer,
    );
    expect(data.updateLeague.userErrors).toEqual([]);
    expect(data.updateLeague.league).toMatchObject({ name: 'Managed League', season: 'Fall', scoring: { win: 2, draw: 2, loss: 0 } });
    expect((await standings(id)).rows.map((r: any) => [r.team.name, r.points])).toEqual([
      ['Alpha Squad', 6],
      ['Bravo Company', 4],
    ]);

    const bad = await t.gql(UPDATE_LEAGUE, { input: { leagueId: id, scoring: { win: 0, draw: 0, loss: 0 }, tieBreakers: ['KOS', 'KOS'] } }, organizer);
    expect(codes(bad.data.updateLeague)).toEqual(['LEAGUE_SCORING_INVALID']);
    const missing = await t.gql(UPDATE_LEAGUE, { input: { leagueId: 'nope', name: 'X' } }, organizer);
    expect(codes(missing.data.updateLeague)).toEqual(['LEAGUE_NOT_FOUND']);
    const byPlayer = await t.gql(UPDATE_LEAGUE, { input: { leagueId: id, name: 'Mine' } }, player);
    expect(byPlayer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(UPDATE_LEAGUE, { input: { leagueId: id, name: 'Mine' } });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('adds teams once, and removes only a team without league matches', async () => {
    const add = async (key: string, token = organizer) =>
      (await t.gql(ADD_TEAM, { input: { leagueId: id, teamId: teams[key].id } }, token)).data?.addLeagueTeam;
    const remove = async (key: string) => (await t.gql(REMOVE_TEAM, { input: { leagueId: id, teamId: teams[key].id } }, organizer)).data.removeLeagueTeam;
    expect((await add('C')).league.teams.map((x: any) => x.name)).toEqual(['Alpha Squad', 'Bravo Company', 'Crimson Hand']);
    expect(codes(await add('C'))).toEqual(['TEAM_ALREADY_IN_LEAGUE']);
    expect((await t.gql(ADD_TEAM, { input: { leagueId: id, teamId: teams.D.id } }, player)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(codes(await remove('A'))).toEqual(['LEAGUE_TEAM_HAS_MATCHES']);
    expect(codes(await remove('D'))).toEqual(['TEAM_NOT_IN_LEAGUE']);
    // A team set to play (match not yet resolved) stays too; once the match is voided it may go.
    await add('D');
    const pending = await leagueMatch(id, ['C', 'D'], 'SETUP');
    expect(codes(await remove('D'))).toEqual(['LEAGUE_TEAM_HAS_MATCHES']);
    await t.dataSource.query(`UPDATE match SET status = 'VOID' WHERE id = $1`, [pending]);
    expect((await remove('D')).league.teams.map((x: any) => x.name)).toEqual(['Alpha Squad', 'Bravo Company', 'Crimson Hand']);
  });

  it('finalizes a league with no match pending: standings final, no more matches, settings or teams', async () => {
    const pending = await leagueMatch(id, ['A', 'C'], 'IN_PROGRESS');
    const early = await t.gql(FINALIZE, { input: { leagueId: id } }, organizer);
    expect(codes(early.data.finalizeLeague)).toEqual(['LEAGUE_HAS_PENDING_MATCHES']);
    await t.dataSource.query(`UPDATE match SET status = 'VOID' WHERE id = $1`, [pending]);
    expect((await t.gql(FINALIZE, { input: { leagueId: id } }, player)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const done = await t.gql(FINALIZE, { input: { leagueId: id } }, organizer);
    expect(done.data.finalizeLeague.userErrors).toEqual([]);
    expect(done.data.finalizeLeague.league.status).toBe('FINAL');
    expect(done.data.finalizeLeague.league.finalizedAt).not.toBeNull();
    expect((await standings(id)).final).toBe(true);

    expect(codes((await t.gql(FINALIZE, { input: { leagueId: id } }, organizer)).data.finalizeLeague)).toEqual(['LEAGUE_FINAL']);
    expect(codes((await t.gql(UPDATE_LEAGUE, { input: { leagueId: id, name: 'Again' } }, organizer)).data.updateLeague)).toEqual(['LEAGUE_FINAL']);
    expect(codes((await t.gql(ADD_TEAM, { input: { leagueId: id, teamId: teams.D.id } }, organizer)).data.addLeagueTeam)).toEqual(['LEAGUE_FINAL']);
    const late = await leagueMatch(id, ['A', 'B']);
    expect(
      codes(
        await record(id, late, [
          ['A', 'WON'],
          ['B', 'LOST'],
        ]),
      ),
    ).toEqual(['LEAGUE_FINAL']);
    const match = await t.gql(CREATE_MATCH, { input: matchInput(id, ['A', 'B']) }, organizer);
    expect(codes(match.data.createMatch)).toEqual(['LEAGUE_FINAL']);
  });

  it("reads a page of leagues in one statement and refuses a cursor of another world's leagues", async () => {
    t.counter.reset();
    const page = await t.gql(LEAGUES, { world: 'demo', first: 2 });
    expect(page.errors).toBeUndefined();
    expect(t.counter.count).toBe(1); // the world, the count and the page
    const [createdAt, id] = JSON.parse(Buffer.from(page.data.leagues.pageInfo.endCursor, 'base64url').toString()).key;
    const elsewhere = Buffer.from(
      JSON.stringify({ list: 'leagues', order: 'createdAt desc, id desc', parent: '00000000-0000-4000-8000-000000000000', key: [createdAt, id] }),
    ).toString('base64url');
    const refused = await t.gql(LEAGUES, { world: 'demo', first: 2, after: elsewhere });
    expect(refused.data).toEqual({ leagues: null });
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0].message).toBe(
      '`after` is a cursor of the leagues of another world: pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page.',
    );
    expect(refused.errors![0].extensions.code).toBe('BAD_CURSOR');
    const unknown = await t.gql(LEAGUES, { world: 'atlantis', first: 2 });
    expect(unknown.data).toEqual({ leagues: null });
    expect(unknown.errors![0].extensions.code).toBe('NOT_FOUND');
  });

  it('lists leagues for anyone, filtered by status and season, page by page', async () => {
    const all = await t.gql(LEAGUES, { world: 'demo', first: 100 });
    expect(all.errors).toBeUndefined();
    const total = all.data.leagues.totalCount;
    expect(total).toBeGreaterThan(5);
    const names: string[] = [];
    let after: string | null = null;
    do {
      const page: any = (await t.gql(LEAGUES, { world: 'demo', first: 4, after })).data.leagues;
      names.push(...page.nodes.map((n: any) => n.name));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(names).toEqual(all.data.leagues.nodes.map((n: any) => n.name));
    const final = await t.gql(LEAGUES, { world: 'demo', first: 10, status: 'FINAL' });
    expect(final.data.leagues.nodes.map((n: any) => n.name)).toEqual(['Managed League']);
    const summer = await t.gql(LEAGUES, { world: 'demo', first: 10, season: '2026 summer' });
    expect(summer.data.leagues.nodes.map((n: any) => n.name)).toEqual(['Summer League']);
    expect((await t.gql(LEAGUES, { world: 'demo', first: 0 })).errors?.[0]).toBeDefined();
    const one = await t.gql(`query ($id: ID!) { league(id: $id) { name status } }`, { id });
    expect(one.data.league).toEqual({ name: 'Managed League', status: 'FINAL' });
    expect((await t.gql(`{ league(id: "nope") { id } }`)).data.league).toBeNull();
    expect((await t.gql(`{ standings(leagueId: "00000000-0000-4000-8000-000000000000") { final } }`)).data.standings).toBeNull();
  });
});

function matchInput(leagueId: string | null, teamKeys: string[]) {
  return {
    world: 'demo',
    buildTotal: 300,
    leagueId,
    sides: teamKeys.map((key) => ({
      alignment: key === 'C' || key === 'V' ? 'VILLAIN' : 'HERO',
      teamId: teams[key].id,
      teamMemberIds: [teams[key].memberIds[0]],
    })),
  };
}

describe('createMatch with a league', () => {
  it('sets up a league match between teams of the league', async () => {
    const id = await league('Match Day', ['A', 'B']);
    const { data, errors } = await t.gql(CREATE_MATCH, { input: matchInput(id, ['A', 'B']) }, organizer);
    expect(errors).toBeUndefined();
    expect(data.createMatch.userErrors).toEqual([]);
    expect(data.createMatch.match.league).toEqual({ id, name: 'Match Day' });
    const friendly = await t.gql(CREATE_MATCH, { input: matchInput(null, ['A', 'B']) }, organizer);
    expect(friendly.data.createMatch.match.league).toBeNull();
  });

  it('refuses a league of another world, an unknown league and a side whose team is not in the league', async () => {
    const id = await league('Match Night', ['A', 'B']);
    const world = await t.gql(`mutation { createWorld(input: { slug: "elsewhere", name: "Elsewhere" }) { world { slug } userErrors { code } } }`, {}, creator);
    expect(world.data.createWorld.userErrors).toEqual([]);
    const foreign = await createLeague({ world: 'elsewhere', name: 'Foreign League' }, creator);
    expect(foreign.userErrors).toEqual([]);
    const [before] = await t.dataSource.query(`SELECT count(*)::int AS n FROM match`);
    const create = async (input: unknown) => (await t.gql(CREATE_MATCH, { input }, organizer)).data.createMatch;
    expect((await create(matchInput(foreign.league.id, ['A', 'B']))).userErrors).toMatchObject([{ code: 'LEAGUE_NOT_FOUND', field: ['leagueId'] }]);
    expect(codes(await create(matchInput('00000000-0000-4000-8000-000000000000', ['A', 'B'])))).toEqual(['LEAGUE_NOT_FOUND']);
    expect(codes(await create(matchInput('nope', ['A', 'B'])))).toEqual(['LEAGUE_NOT_FOUND']);
    expect((await create(matchInput(id, ['A', 'D']))).userErrors).toMatchObject([{ code: 'TEAM_NOT_IN_LEAGUE', field: ['sides', '1', 'teamId'] }]);
    const [after] = await t.dataSource.query(`SELECT count(*)::int AS n FROM match`);
    expect(after).toEqual(before);
  });
});

describe('prestige', () => {
  let leagueId: string;
  const matches: string[] = [];

  beforeAll(async () => {
    const ctx = creatorContext();
    leagueId = await league('Renown', ['H', 'V', 'A']);
    for (let i = 0; i < 3; i++) matches.push(await leagueMatch(leagueId, ['H', 'V']));
    matches.push(await leagueMatch(null, ['H', 'A']));
    const entry = (teamKey: string, currency: Currency, amount: number, match: number) =>
      LedgerService.append(ctx, {
        teamId: rowId(teams[teamKey].id),
        currency,
        amount,
        reason: LedgerReason.MATCH,
        source: { type: LedgerSourceType.MATCH, id: matches[match] },
      });
    await t.dataSource.transaction(async (em) => {
      ctx.em = em;
      await entry('H', Currency.PRESTIGE, 5, 0);
      await entry('V', Currency.INFAMY, -4, 0);
      await entry('H', Currency.PRESTIGE, 3, 1);
      await entry('H', Currency.PRESTIGE, 1, 1);
      await entry('V', Currency.INFAMY, -6, 1);
      await entry('H', Currency.PRESTIGE, -2, 2);
      await entry('V', Currency.INFAMY, -1, 2);
      await entry('H', Currency.PRESTIGE, 2, 3);
      await entry('A', Currency.PRESTIGE, 4, 3);
      // Not a match: in the balance, not in the history.
      await LedgerService.append(ctx, { teamId: rowId(teams.A.id), currency: Currency.PRESTIGE, amount: 1, reason: LedgerReason.CREATOR_AWARD, note: 'bonus' });
    });
    // The third league match is voided: it leaves the history and the chart (its entries stay in the ledger here).
    await t.dataSource.query(`UPDATE match SET status = 'VOID' WHERE id = $1`, [matches[2]]);
  });

  it('ranks teams by Prestige, villains by the magnitude of their Infamy, with the balance from the ledger', async () => {
    const { data, errors } = await t.gql(PRESTIGE_TABLE, { world: 'demo', first: 3 });
    expect(errors).toBeUndefined();
    const page = data.prestigeTable;
    expect(page.totalCount).toBe(6);
    expect(page.nodes).toEqual([
      { rank: 1, alignment: 'VILLAIN', currency: 'INFAMY', balance: -11, team: { name: 'The Nightshade Syndicate' } },
      { rank: 2, alignment: 'HERO', currency: 'PRESTIGE', balance: 9, team: { name: 'The Lantern Watch' } },
      { rank: 3, alignment: 'HERO', currency: 'PRESTIGE', balance: 5, team: { name: 'Alpha Squad' } },
    ]);
    const next = (await t.gql(PRESTIGE_TABLE, { world: 'demo', first: 3, after: page.pageInfo.endCursor })).data.prestigeTable;
    expect(next.nodes.map((n: any) => [n.rank, n.team.name, n.balance])).toEqual([
      [4, 'Bravo Company', 0],
      [4, 'Crimson Hand', 0],
      [4, 'Delta Force', 0],
    ]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    const villains = (await t.gql(PRESTIGE_TABLE, { world: 'demo', first: 10, alignment: 'VILLAIN' })).data.prestigeTable;
    expect(villains.nodes.map((n: any) => [n.rank, n.team.name, n.balance])).toEqual([
      [1, 'The Nightshade Syndicate', -11],
      [2, 'Crimson Hand', 0],
    ]);
  });

  it("gives a team's Prestige over time, a point per resolved match, and a league's chart, batched", async () => {
    const HISTORY = `query ($id: ID!, $first: Int!, $after: String) { team(id: $id) { prestigeHistory(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { matchId currency amount balanceAfter match { id status } } } } }`;
    const first = (await t.gql(HISTORY, { id: teams.H.id, first: 2 })).data.team.prestigeHistory;
    expect(first.totalCount).toBe(3);
    expect(first.nodes.map((p: any) => [p.matchId, p.currency, p.amount, p.balanceAfter])).toEqual([
      [globalId('Match', matches[0]), 'PRESTIGE', 5, 5],
      [globalId('Match', matches[1]), 'PRESTIGE', 4, 9],
    ]);
    const rest = (await t.gql(HISTORY, { id: teams.H.id, first: 2, after: first.pageInfo.endCursor })).data.team.prestigeHistory;
    expect(rest.nodes.map((p: any) => [p.matchId, p.amount, p.balanceAfter, p.match.status])).toEqual([[globalId('Match', matches[3]), 2, 9, 'RESOLVED']]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const villain = (await t.gql(HISTORY, { id: teams.V.id, first: 10 })).data.team.prestigeHistory;
    expect(villain.nodes.map((p: any) => [p.currency, p.amount, p.balanceAfter])).toEqual([
      ['INFAMY', -4, -4],
      ['INFAMY', -6, -10],
    ]);

    const SERIES = `query ($id: ID!) { league(id: $id) { prestigeSeries { team { name } points { matchId balanceAfter } } } }`;
    const series = (await t.gql(SERIES, { id: leagueId })).data.league.prestigeSeries;
    expect(series.map((s: any) => [s.team.name, s.points.map((p: any) => [p.matchId, p.balanceAfter])])).toEqual([
      ['Alpha Squad', []],
      [
        'The Lantern Watch',
        [
          [globalId('Match', matches[0]), 5],
          [globalId('Match', matches[1]), 9],
        ],
      ],
      [
        'The Nightshade Syndicate',
        [
          [globalId('Match', matches[0]), -4],
          [globalId('Match', matches[1]), -10],
        ],
      ],
    ]);

    // A list of teams with their histories costs the same for 1 team as for 6.
    const TEAMS = `query ($first: Int!) { teams(world: "demo", first: $first) { nodes { name prestigeHistory(first: 5) { totalCount nodes { balanceAfter match { id } } } } } }`;
    t.counter.reset();
    const one = await t.gql(TEAMS, { first: 1 });
    const oneCount = t.counter.count;
    t.counter.reset();
    const six = await t.gql(TEAMS, { first: 6 });
    expect(one.errors).toBeUndefined();
    expect(six.data.teams.nodes).toHaveLength(6);
    expect(t.counter.count).toBe(oneCount);
    expect(oneCount).toBe(3); // the page of teams, every team's history, the matches
    // And a list of leagues with their charts.
    const LEAGUE_CHARTS = `query ($first: Int!) { leagues(world: "demo", first: $first) { nodes { prestigeSeries { team { name } points { balanceAfter match { id } } } } } }`;
    t.counter.reset();
    await t.gql(LEAGUE_CHARTS, { first: 1 });
    const oneLeague = t.counter.count;
    t.counter.reset();
    const many = await t.gql(LEAGUE_CHARTS, { first: 10 });
    expect(many.data.leagues.nodes).toHaveLength(10);
    expect(t.counter.count).toBe(oneLeague);
    expect(oneLeague).toBe(5); // the page of leagues, their teams, their points, the teams' names, the matches
  });
});
