import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { loadDemoTeams } from '../teams/demo-teams';
import { globalId, rowId } from '../../test/global-ids';

// The two match reads third-party clients make most (issue 19, bench reads d and e), each one SQL
// statement whatever the page size: a league's matches page with sides, teams and result, and a
// match's live state (the snapshot, the events after it, the figures), hidden dials hidden.

const ERRORS = `userErrors { code field message }`;
const CREATE_LEAGUE = `mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`;
const CREATE_MATCH = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { match { status } ${ERRORS} } }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`;
// The bench's documents (tests/bench/lib/reads.mjs), with the page size a variable.
const LEAGUE_MATCHES = `query LeagueMatches($league: ID!, $first: Int!) { matches(world: "demo", leagueId: $league, first: $first) {
  totalCount pageInfo { hasNextPage } nodes { id status createdAt sides { position alignment team { id name } }
  resolution { sides { position outcome heroPointsEarned prestigeChange kos } } } } }`;
const MATCH_STATE = `query MatchState($id: ID!) { matchState(matchId: $id) { matchId sequence turn activeSide actionsLeft over
  figures { figure { id position } side clickNumber clicksTaken status actionTokens actedThisTurn } } }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(async () => {
  await t?.close();
});

async function ok(query: string, input: Record<string, unknown>) {
  const { data, errors } = await t.gql(query, { input }, creator);
  expect(errors).toBeUndefined();
  const payload = Object.values(data)[0] as { userErrors: unknown[] };
  expect(payload.userErrors).toEqual([]);
  return payload as any;
}

/** The statements one request sends, and its answer. */
async function counted(query: string, variables: Record<string, unknown>, token?: string) {
  t.counter.reset();
  const { data, errors } = await t.gql(query, variables, token);
  expect(errors).toBeUndefined();
  return { statements: t.counter.count, sql: t.counter.statements, data };
}

describe("(e) a league's matches page", () => {
  let leagueId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name alignment members { id } } } }`);
    const team = (name: string) => data.teams.nodes.find((n: { name: string }) => n.name === name);
    const sides = [team('The Lantern Watch'), team('The Nightshade Syndicate')].map((s) => ({
      alignment: s.alignment,
      teamId: s.id,
      teamMemberIds: s.members.map((m: { id: string }) => m.id),
    }));
    const league = await ok(CREATE_LEAGUE, {
      world: 'demo',
      name: 'Statement Cup',
      season: '',
      scoring: { win: 3, draw: 1, loss: 0 },
      tieBreakers: [],
      teamIds: sides.map((s) => s.teamId),
    });
    leagueId = league.league.id;
    for (let i = 0; i < 3; i++) ids.push((await ok(CREATE_MATCH, { world: 'demo', buildTotal: 300, leagueId, sides })).match.id);
    await ok(CREATE_MATCH, { world: 'demo', buildTotal: 300, sides }); // a friendly: not the league's
    for (const [i, winningSide] of [
      [0, 0],
      [2, 1],
    ]) {
      const resolved = await ok(RESOLVE, { matchId: ids[i], idempotencyKey: `reads-${i}`, outcome: { winningSide } });
      expect(resolved.match.status).toBe('RESOLVED');
    }
  });

  it('costs one statement at page size 1 and at 100, with the same answers', async () => {
    const one = await counted(LEAGUE_MATCHES, { league: leagueId, first: 1 });
    const hundred = await counted(LEAGUE_MATCHES, { league: leagueId, first: 100 });
    // Before: 9 and 9 here (the world, the count, the page, then sides, teams, resolutions, and the match, its figures and
    // characters again for the resolution's redaction); 6 and 8 in the bench, whose first match has no resolution.
    expect({ one: one.statements, hundred: hundred.statements }).toEqual({ one: 1, hundred: 1 });
    const [lantern, nightshade] = ['The Lantern Watch', 'The Nightshade Syndicate'];
    const sides = (names: string[]) =>
      names.map((name, position) => ({ position, alignment: position ? 'VILLAIN' : 'HERO', team: { id: expect.any(String), name } }));
    const result = (winner: number) => [0, 1].map((position) => expect.objectContaining({ position, outcome: position === winner ? 'WON' : 'LOST', kos: 0 }));
    const node = (i: number, winner: number | null) => ({
      id: ids[i],
      status: winner === null ? 'SETUP' : 'RESOLVED',
      createdAt: expect.any(String),
      sides: sides([lantern, nightshade]),
      resolution: winner === null ? null : { sides: result(winner) },
    });
    // Newest first: the friendly is not the league's.
    expect(hundred.data.matches).toEqual({ totalCount: 3, pageInfo: { hasNextPage: false }, nodes: [node(2, 1), node(1, null), node(0, 0)] });
    expect(one.data.matches).toEqual({ totalCount: 3, pageInfo: { hasNextPage: true }, nodes: [node(2, 1)] });
  });

  it('reads the columns its fields read: of a team only id and name, whole where a field may read anything', async () => {
    const page = await counted(LEAGUE_MATCHES, { league: leagueId, first: 100 });
    // Before: every column of every match, team and resolution (2.7 times PostGraphile 5's bytes in the bench).
    const [text] = page.sql;
    expect(text).toContain('json_build_array("m"."id", "m"."world_id", "m"."status", "m"."created_at")');
    expect(text).toContain('json_build_array("t"."id", "t"."name")');
    expect(text).toContain('json_build_array("r"."id", "r"."match_id", "r"."result")');
    // Outcomes and totals only, which a redaction leaves as they are: no figure or member is looked up as hidden.
    expect(text).not.toContain('match_figure');
    expect(text).not.toContain('jsonb_array_elements');

    // The same team reached twice with other fields (an alias, a fragment): one object, read with what both read.
    const TWICE = `query ($league: ID!) { matches(world: "demo", leagueId: $league, first: 100) { nodes { sides { team { name } again: team { ...T } } } } }
      fragment T on Team { id alignment createdAt }`;
    const twice = await counted(TWICE, { league: leagueId });
    expect(twice.statements).toBe(1);
    expect(twice.sql[0]).toContain('json_build_array("t"."id", "t"."name", "t"."alignment", "t"."created_at")');
    const { data: teams } = await t.gql(`{ teams(world: "demo", first: 100) { nodes { id name alignment createdAt } } }`);
    const byId = new Map(teams.teams.nodes.map((n: { id: string }) => [n.id, n]));
    for (const match of twice.data.matches.nodes) {
      for (const side of match.sides) expect({ name: side.team.name, ...side.again }).toEqual(byId.get(side.again.id));
    }

    // A field resolver that does not say what it reads (a team's members): whole teams, which the loaders may then hold.
    const members = await counted(
      `query ($league: ID!) { matches(world: "demo", leagueId: $league, first: 1) { nodes { sides { team { members { id } } } } } }`,
      {
        league: leagueId,
      },
    );
    expect(members.sql[0]).toContain('"t"."team_ability_text"');
    expect(members.data.matches.nodes[0].sides.every((s: { team: { members: unknown[] } }) => s.team.members.length > 0)).toBe(true);
  });

  it("hides a hidden member's lines and results on the page as on the match itself, in the same one statement", async () => {
    const RESULT = `resolution { sides { heroPointLines { kind label amount memberId figureId } } members { memberId figureId achievementLines { label amount } } notes }`;
    const PAGE = `query ($league: ID!) { matches(world: "demo", leagueId: $league, first: 100) { nodes { id ${RESULT} } } }`;
    const ONE = `query ($id: ID!) { match(id: $id) { id ${RESULT} } }`;
    // A member of the winning side of the first match, his character now hidden: his lines lose their words and member.
    const [{ memberId, characterId }] = await t.dataSource.query(
      `SELECT f.team_member_id AS "memberId", f.character_id AS "characterId" FROM match_figure f JOIN match_side s ON s.id = f.side_id
        WHERE f.match_id = $1 AND s.position = 0 ORDER BY f.position LIMIT 1`,
      [rowId(ids[0])],
    );
    await t.dataSource.query(`UPDATE character SET visibility = 'HIDDEN' WHERE id = $1`, [characterId]);
    try {
      const members: number[] = [];
      for (const token of [undefined, creator]) {
        const page = await counted(PAGE, { league: leagueId }, token);
        expect(page.statements).toBe(token ? 2 : 1);
        expect(page.sql.at(-1)).toContain('jsonb_array_elements');
        for (const match of page.data.matches.nodes) {
          const alone = await t.gql(ONE, { id: match.id }, token);
          expect(alone.errors).toBeUndefined();
          expect(match).toEqual(alone.data.match);
        }
        const first = page.data.matches.nodes.find((m: { id: string }) => m.id === ids[0]);
        expect(JSON.stringify(first).includes(globalId('TeamMember', memberId))).toBe(Boolean(token));
        members.push(first.resolution.members.length);
      }
      // Only his own results are left out for everyone but the Creator.
      expect(members[0]).toBe(members[1] - 1);
    } finally {
      await t.dataSource.query(`UPDATE character SET visibility = 'PUBLIC' WHERE id = $1`, [characterId]);
    }
  });
});

describe("(d) a match's live state", () => {
  let matchId: string;

  /** A character of the demo world with one Rookie version of six live clicks. */
  async function character(name: string, visibility = 'PUBLIC'): Promise<string> {
    const input = {
      world: 'demo',
      name,
      kind: 'NPC',
      visibility,
      description: `${name}, for the statement count.`,
      versions: [
        {
          rank: 'ROOKIE',
          pointValue: 50,
          range: 6,
          targets: 1,
          clicks: Array.from({ length: 6 }, () => ({ speed: 8, attack: 9, defense: 16, damage: 2 })),
          koClicks: 6,
        },
      ],
    };
    return (await ok(CREATE_CHARACTER, input)).character.versions[0].id;
  }

  beforeAll(async () => {
    const striker = await character('Reads Striker');
    const target = await character('Reads Target');
    const agent = await character('Reads Agent', 'HIDDEN');
    const created = await ok(CREATE_MATCH, {
      world: 'demo',
      ruleset: 'HEROCLIX_2003',
      buildTotal: 200,
      sides: [
        { alignment: 'HERO', versionIds: [striker] },
        { alignment: 'VILLAIN', versionIds: [target, agent] },
      ],
    });
    matchId = created.match.id;
    const [s, x] = created.match.figures.map((f: { id: string }) => f.id);
    await ok(RECORD, { matchId, event: { type: 'ATTACK', figureId: s, attackKind: 'CLOSE', targetFigureIds: [x], forcedDice: [4, 5] } });
    await ok(RECORD, { matchId, event: { type: 'DAMAGE', figureId: x, clicks: 1, byFigureId: s } });
  });

  it("costs one statement, anonymous and as the Creator, and hides the hidden character's dial from all but the Creator", async () => {
    const anonymous = await counted(MATCH_STATE, { id: matchId });
    const asCreator = await counted(MATCH_STATE, { id: matchId }, creator);
    // Before: 4 (the match, the last event's snapshot, the figures, their characters); the Creator's request also reads his session.
    expect({ anonymous: anonymous.statements, creator: asCreator.statements }).toEqual({ anonymous: 1, creator: 2 });
    const dials = (state: any) => state.figures.map((f: any) => [f.figure.position, f.side, f.clickNumber, f.clicksTaken, f.status]);
    // The target took 2 clicks from the attack and 1 more: click 4 of 6.
    expect(anonymous.data.matchState).toEqual(expect.objectContaining({ matchId, sequence: 2, over: false }));
    expect(dials(anonymous.data.matchState)).toEqual([
      [0, 0, 1, 0, 'ACTIVE'],
      [1, 1, 4, 3, 'ACTIVE'],
      [2, 1, null, null, null],
    ]);
    expect(dials(asCreator.data.matchState)).toEqual([
      [0, 0, 1, 0, 'ACTIVE'],
      [1, 1, 4, 3, 'ACTIVE'],
      [2, 1, 1, 0, 'ACTIVE'],
    ]);
  });

  it('answers atSequence from the snapshot stored with that event, or the setup before any, in one statement, and refuses a sequence outside the log', async () => {
    const AT = `query ($id: ID!, $at: Int) { matchState(matchId: $id, atSequence: $at) { sequence figures { clicksTaken } } }`;
    const first = await counted(AT, { id: matchId, at: 1 });
    expect(first.statements).toBe(1);
    expect(first.data.matchState).toEqual({ sequence: 1, figures: [{ clicksTaken: 0 }, { clicksTaken: 2 }, { clicksTaken: null }] });
    // Before any event there is no snapshot: the engine sets the match up from the figures' versions, read in the same statement.
    const setup = await counted(AT, { id: matchId, at: 0 });
    expect(setup.statements).toBe(1);
    expect(setup.data.matchState).toEqual({ sequence: 0, figures: [{ clicksTaken: 0 }, { clicksTaken: 0 }, { clicksTaken: null }] });
    const outside = await t.gql(AT, { id: matchId, at: 3 });
    expect(outside.data).toEqual({ matchState: null });
    expect(outside.errors?.[0].extensions).toEqual(expect.objectContaining({ code: 'BAD_USER_INPUT', argumentName: 'atSequence', value: 3, min: 0, max: 2 }));
  });
});
