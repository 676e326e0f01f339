import { createHash } from 'node:crypto';
import { createDice, forcedDice, resolveAttack } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { Redaction } from '../characters/character.visibility';
import { createRequestContext } from '../http/request-context';
import { MatchService } from './match.service';
import { rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;
const MATCH_FIELDS = `id ruleset status buildTotal trainingMission mapType seed seedHash scenario { catalogueId }
  sides { position alignment team { name } } figures { id side character { name } version { rank } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { ${MATCH_FIELDS} } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) {
  event { id sequence type payload result diceFaces atTable reversesSequence } ${ERRORS} } }`;
const STATE = `query ($id: ID!) { matchState(matchId: $id) { sequence turn activeSide actionsLeft bystandersSaved
  figures { figure { id character { name } } side clickNumber click { attack defense damage } clicksTaken status actionTokens actedThisTurn captured } } }`;
const MATCH = `query ($id: ID!) { match(id: $id) { ${MATCH_FIELDS} } }`;
const EVENTS = `query ($id: ID!, $first: Int!, $after: String, $type: MatchEventType) { matchEvents(matchId: $id, first: $first, after: $after, type: $type) {
  totalCount pageInfo { hasNextPage endCursor } nodes { sequence type diceFaces atTable } } }`;

let t: TestApi;
let creator: string;
let organizer: string;
let player: string;
let heroTeam: { id: string; members: { id: string; character: { name: string } }[] };
let villainTeam: typeof heroTeam;
let matchId: string;
const fig: Record<string, string> = {};

async function counts() {
  const [row] = await t.dataSource.query(`SELECT
    (SELECT count(*)::int FROM match) AS matches, (SELECT count(*)::int FROM match_figure) AS figures,
    (SELECT count(*)::int FROM match_event) AS events, (SELECT string_agg(status, ',') FROM match) AS statuses`);
  return row;
}

async function writesNothing(act: () => Promise<unknown>) {
  const before = await counts();
  await act();
  expect(await counts()).toEqual(before);
}

async function record(event: Record<string, unknown>, token = creator) {
  const { data, errors } = await t.gql(RECORD, { input: { matchId, event } }, token);
  expect(errors).toBeUndefined();
  return data.recordMatchEvent;
}

async function recordOk(event: Record<string, unknown>) {
  const result = await record(event);
  expect(result.userErrors).toEqual([]);
  return result.event;
}

async function refused(event: Record<string, unknown>, code: string, field?: string[]) {
  await writesNothing(async () => {
    const result = await record(event);
    expect(result.event).toBeNull();
    expect(result.userErrors).toContainEqual(expect.objectContaining(field ? { code, field } : { code }));
  });
}

async function state() {
  const { data, errors } = await t.gql(STATE, { id: matchId });
  expect(errors).toBeUndefined();
  const byName: Record<string, any> = {};
  for (const f of data.matchState.figures) byName[f.figure.character.name] = f;
  return { ...data.matchState, byName };
}

const memberId = (team: typeof heroTeam, name: string) => team.members.find((m) => m.character.name === name)!.id;

function matchInput(extra: Record<string, unknown> = {}) {
  return {
    world: 'demo',
    buildTotal: 300,
    sides: [
      { alignment: 'HERO', teamId: heroTeam.id, teamMemberIds: heroTeam.members.map((m) => m.id) },
      { alignment: 'VILLAIN', teamId: villainTeam.id, teamMemberIds: villainTeam.members.map((m) => m.id) },
    ],
    ...extra,
  };
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
  const { data } = await t.gql(`{ teams(world: "demo", first: 10) { nodes { id name members { id character { name } } } } }`);
  heroTeam = data.teams.nodes.find((n: { name: string }) => n.name === 'The Lantern Watch');
  villainTeam = data.teams.nodes.find((n: { name: string }) => n.name === 'The Nightshade Syndicate');
});

afterAll(async () => {
  await t?.close();
});

describe('createMatch', () => {
  it('sets up a match between the two demo teams with a hidden seed', async () => {
    const [scenario] = await t.dataSource.query(`SELECT catalogue_id FROM catalogue_scenario ORDER BY position LIMIT 1`);
    const { data, errors } = await t.gql(CREATE, { input: matchInput({ scenarioId: scenario.catalogue_id, mapType: 'CITY' }) }, creator);
    expect(errors).toBeUndefined();
    expect(data.createMatch.userErrors).toEqual([]);
    const match = data.createMatch.match;
    matchId = match.id;
    expect(match).toMatchObject({ ruleset: 'CLIX_CAMPAIGN', status: 'SETUP', buildTotal: 300, trainingMission: false, mapType: 'CITY', seed: null });
    expect(match.scenario.catalogueId).toBe(scenario.catalogue_id);
    expect(match.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(match.sides.map((s: any) => [s.position, s.alignment, s.team.name])).toEqual([
      [0, 'HERO', 'The Lantern Watch'],
      [1, 'VILLAIN', 'The Nightshade Syndicate'],
    ]);
    expect(match.figures.map((f: any) => f.side)).toEqual([0, 0, 0, 1, 1, 1]);
    for (const f of match.figures) fig[f.character.name] = f.id;
    expect(Object.keys(fig).sort()).toEqual(['Ironwall', 'Lantern Jack', 'Mother Nightshade', 'Razorback', 'Skylark', 'Static Jill']);
    const [row] = await t.dataSource.query(`SELECT seed, seed_hash FROM match WHERE id = $1`, [rowId(matchId)]);
    expect(createHash('sha256').update(row.seed).digest('hex')).toBe(match.seedHash);
  });

  it('lets an Organizer create a match with an NPC force, and refuses it to players, anonymous callers and bad sides', async () => {
    const [version] = await t.dataSource.query(
      `SELECT v.id FROM character_version v JOIN character c ON c.id = v.character_id WHERE c.visibility = 'PUBLIC' AND c.name = 'Razorback'`,
    );
    const npc = matchInput({
      ruleset: 'HEROCLIX_2003',
      trainingMission: true,
      mapType: 'OTHER',
      sides: [
        { alignment: 'HERO', teamId: heroTeam.id, teamMemberIds: [memberId(heroTeam, 'Skylark')] },
        { alignment: 'VILLAIN', versionIds: [version.id, version.id] },
      ],
    });
    const byOrganizer = await t.gql(CREATE, { input: npc }, organizer);
    expect(byOrganizer.data.createMatch.userErrors).toEqual([]);
    expect(byOrganizer.data.createMatch.match.sides[1]).toMatchObject({ team: null });
    expect(byOrganizer.data.createMatch.match.figures.map((f: any) => [f.side, f.character.name])).toEqual([
      [0, 'Skylark'],
      [1, 'Razorback'],
      [1, 'Razorback'],
    ]);

    await writesNothing(async () => {
      // A player fields his team against another player's only (player-match.spec.ts), never an NPC force.
      const byPlayer = await t.gql(CREATE, { input: npc }, player);
      expect(byPlayer.data.createMatch.userErrors).toEqual([
        { code: 'PLAYER_MATCH_TEAMS_ONLY', field: ['sides'], message: "a player's match is his team against another player's team: two sides, each a team" },
      ]);
      const anonymous = await t.gql(CREATE, { input: npc });
      expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      const oneSide = await t.gql(CREATE, { input: matchInput({ sides: [npc.sides[0]] }) }, creator);
      expect(oneSide.data.createMatch.userErrors).toContainEqual(expect.objectContaining({ code: 'TOO_FEW_SIDES', field: ['sides'] }));
      const both = await t.gql(CREATE, { input: matchInput({ sides: [{ ...npc.sides[0], versionIds: [version.id] }, npc.sides[1]] }) }, creator);
      expect(both.data.createMatch.userErrors).toContainEqual(expect.objectContaining({ code: 'SIDE_INVALID', field: ['sides', '0'] }));
      const wrongMember = await t.gql(
        CREATE,
        { input: matchInput({ sides: [{ alignment: 'HERO', teamId: heroTeam.id, teamMemberIds: [memberId(villainTeam, 'Razorback')] }, npc.sides[1]] }) },
        creator,
      );
      expect(wrongMember.data.createMatch.userErrors).toContainEqual(
        expect.objectContaining({ code: 'TEAM_MEMBER_NOT_FOUND', field: ['sides', '0', 'teamMemberIds', '0'] }),
      );
      const noScenario = await t.gql(CREATE, { input: matchInput({ scenarioId: 'NO_SUCH_SCENARIO' }) }, creator);
      expect(noScenario.data.createMatch.userErrors).toContainEqual(expect.objectContaining({ code: 'SCENARIO_NOT_FOUND' }));
    });
  });
});

describe("createMatch: the ruleset's army rules (the match engine's setupMatch)", () => {
  it('refuses a 2003 army over its build total and an Alpha team of 2, each with its code at the side concerned, and writes nothing', async () => {
    const [razorback] = await t.dataSource.query(
      `SELECT v.id FROM character_version v JOIN character c ON c.id = v.character_id WHERE c.visibility = 'PUBLIC' AND c.name = 'Razorback'`,
    );
    const skylark = { alignment: 'HERO', teamId: heroTeam.id, teamMemberIds: [memberId(heroTeam, 'Skylark')] };
    await writesNothing(async () => {
      // Seed 003 1.1: Skylark (32) fits 50 points; two Razorbacks (30 each) do not.
      const over = await t.gql(
        CREATE,
        {
          input: matchInput({ ruleset: 'HEROCLIX_2003', buildTotal: 50, sides: [skylark, { alignment: 'VILLAIN', versionIds: [razorback.id, razorback.id] }] }),
        },
        creator,
      );
      expect(over.data.createMatch).toEqual({
        match: null,
        userErrors: [{ code: 'OVER_BUILD_TOTAL', field: ['sides', '1', 'versionIds'], message: 'the army costs 60 points, over the build total of 50' }],
      });
      // Seed 001: an Alpha team has at least 5 characters.
      const pair = { alignment: 'HERO', teamId: heroTeam.id, teamMemberIds: [memberId(heroTeam, 'Skylark'), memberId(heroTeam, 'Ironwall')] };
      const alpha = await t.gql(
        CREATE,
        { input: matchInput({ ruleset: 'HEROCLIX_ALPHA', buildTotal: 250, sides: [pair, { alignment: 'VILLAIN', versionIds: [razorback.id] }] }) },
        creator,
      );
      expect(alpha.data.createMatch.match).toBeNull();
      expect(alpha.data.createMatch.userErrors).toEqual([expect.objectContaining({ code: 'TOO_FEW_CHARACTERS', field: ['sides', '0', 'teamMemberIds'] })]);
    });
  });
});

describe('live tracking', () => {
  it('starts every figure on its starting click with no tokens', async () => {
    const s = await state();
    expect(s.sequence).toBe(0);
    // Ironwall (Rookie) click 1: 6/9/17/2; Lantern Jack was levelled up to his Experienced dial: 8/10/17/2.
    expect(s.byName.Ironwall).toMatchObject({
      clickNumber: 1,
      click: { attack: 9, defense: 17, damage: 2 },
      clicksTaken: 0,
      status: 'ACTIVE',
      actionTokens: 0,
    });
    expect(s.byName['Lantern Jack'].click).toEqual({ attack: 10, defense: 17, damage: 2 });
  });

  it('resolves an attack with dice rolled at the table', async () => {
    // Ironwall (attack 9, damage 2) hits Static Jill (defense 15): 3 + 4 + 9 = 16.
    const event = await recordOk({ type: 'ATTACK', figureId: fig.Ironwall, targetFigureIds: [fig['Static Jill']], attackKind: 'CLOSE', forcedDice: [3, 4] });
    expect(event).toMatchObject({ sequence: 1, type: 'ATTACK', diceFaces: [3, 4], atTable: true });
    expect(event.result.attack.targets[0]).toMatchObject({ hit: true, damageDealt: 2 });
    const s = await state();
    // Jill's Rookie dial: click 3 is 6/7/14/1.
    expect(s.byName['Static Jill']).toMatchObject({ clickNumber: 3, click: { attack: 7, defense: 14, damage: 1 }, clicksTaken: 2 });
    // Clix Campaign has no action tokens (digest reading 9): the action is counted, not tokened.
    expect(s.byName.Ironwall).toMatchObject({ actionTokens: 0, actedThisTurn: true });
    const { data } = await t.gql(MATCH, { id: matchId });
    expect(data.match.status).toBe('IN_PROGRESS');
  });

  it('refuses table dice that do not fit the roll, and writes nothing', async () => {
    const attack = { type: 'ATTACK', figureId: fig.Skylark, targetFigureIds: [fig.Razorback], attackKind: 'RANGED', distance: 4 };
    await refused({ ...attack, forcedDice: [3] }, 'TABLE_DICE_INVALID');
    await refused({ ...attack, forcedDice: [3, 4, 5] }, 'TABLE_DICE_INVALID');
  });

  it('resolves an attack with the match dice, which the stored faces replay', async () => {
    const event = await recordOk({ type: 'ATTACK', figureId: fig.Skylark, targetFigureIds: [fig.Razorback], attackKind: 'RANGED', distance: 4 });
    expect(event).toMatchObject({ sequence: 2, atTable: false });
    expect(event.diceFaces.length).toBeGreaterThanOrEqual(2);
    // The same attack on the same dials with the stored faces decides the same (Skylark 10/8/15/2, range 6; Razorback 8/10/15/2).
    const replay = resolveAttack(
      {
        kind: 'RANGED',
        attacker: {
          id: fig.Skylark,
          click: { speed: 10, attack: 8, defense: 15, damage: 2, speedPower: 'Running Shot' },
          range: 6,
          targets: 1,
          movement: 'WING',
          damageSymbol: 'STANDARD',
          pointValue: 32,
        },
        targets: [
          {
            id: fig.Razorback,
            click: { speed: 8, attack: 10, defense: 15, damage: 2, speedPower: 'Charge', attackPower: 'Blades/Claws/Fangs' },
            distance: 4,
            range: 0,
            targets: 1,
            movement: 'BOOT',
            damageSymbol: 'STANDARD',
            pointValue: 30,
          },
        ],
      },
      forcedDice(event.diceFaces),
    );
    expect(replay.ok && JSON.parse(JSON.stringify(replay))).toEqual(event.result.attack);
    const dealt = event.result.attack.targets[0].damageDealt;
    expect((await state()).byName.Razorback.clicksTaken).toBe(dealt);
  });

  it('applies damage, healing (clamped at the starting click) and a KO through the rules', async () => {
    const razorBefore = (await state()).byName.Razorback.clicksTaken;
    await recordOk({ type: 'DAMAGE', figureId: fig.Razorback, clicks: 1 });
    await recordOk({ type: 'HEAL', figureId: fig['Static Jill'], clicks: 5 });
    let s = await state();
    expect(s.byName.Razorback.clicksTaken).toBe(razorBefore + 1);
    expect(s.byName['Static Jill']).toMatchObject({ clickNumber: 1, clicksTaken: 0, click: { attack: 8, defense: 15, damage: 2 } });
    // Mother Nightshade: 6 live clicks from click 1, so KO after 6 clicks.
    const ko = await recordOk({ type: 'KO', figureId: fig['Mother Nightshade'] });
    expect(ko.result).toMatchObject({ clicksApplied: 6, dialChange: { clicksApplied: 6, events: ['KO'] } });
    s = await state();
    expect(s.byName['Mother Nightshade']).toMatchObject({ status: 'KO', clickNumber: null, click: null, clicksTaken: 6 });
    expect(s.sequence).toBe(5);
  });

  it('refuses illegal events with stable codes and writes nothing', async () => {
    // The engine's own codes, each at the field of the input it is about.
    const attack = { type: 'ATTACK', figureId: fig.Ironwall, attackKind: 'CLOSE', forcedDice: [6, 6] };
    await refused({ ...attack, targetFigureIds: [fig['Mother Nightshade']] }, 'FIGURE_OUT_OF_PLAY', ['event', 'targetFigureIds', '0']);
    await refused({ ...attack, targetFigureIds: [fig.Skylark] }, 'FRIENDLY_TARGET', ['event', 'targetFigureIds', '0']);
    await refused({ type: 'DAMAGE', figureId: '00000000-0000-0000-0000-000000000000', clicks: 1 }, 'FIGURE_NOT_FOUND', ['event', 'figureId']);
    await refused({ type: 'DAMAGE', figureId: fig.Skylark }, 'INVALID_FIELD', ['event', 'clicks']);
    await refused({ type: 'REVERSAL', reversesSequence: 99 }, 'EVENT_NOT_FOUND', ['event', 'reversesSequence']);
  });

  it('reverses an event by appending a REVERSAL, never deleting', async () => {
    const damage = await recordOk({ type: 'DAMAGE', figureId: fig['Static Jill'], clicks: 2 });
    expect((await state()).byName['Static Jill'].clicksTaken).toBe(2);
    const reversal = await recordOk({ type: 'REVERSAL', reversesSequence: damage.sequence });
    expect(reversal).toMatchObject({ sequence: damage.sequence + 1, reversesSequence: damage.sequence });
    const s = await state();
    expect(s.byName['Static Jill']).toMatchObject({ clicksTaken: 0, clickNumber: 1 });
    await refused({ type: 'REVERSAL', reversesSequence: damage.sequence }, 'EVENT_NOT_REVERSIBLE');
    await refused({ type: 'REVERSAL', reversesSequence: reversal.sequence }, 'EVENT_NOT_REVERSIBLE');
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM match_event WHERE match_id = $1`, [rowId(matchId)]);
    expect(n).toBe(7);
    await expect(t.dataSource.query(`UPDATE match_event SET type = 'HEAL' WHERE match_id = $1`, [rowId(matchId)])).rejects.toThrow(/append-only/);
  });

  it('gives each Clix Campaign character three actions a turn with no pushing, refuses a fourth, and lets only the side to act act', async () => {
    // Seed 000 "TURNS AND ACTIONS": 3 actions per character, 9 for side 0's three; Ironwall and Skylark have had one each.
    expect(await state()).toMatchObject({ turn: 1, activeSide: 0, actionsLeft: 7 });
    // Ironwall misses Jill twice (2 + 2 + 9 = 13 < 15): no pushing damage, no token.
    for (const _ of [2, 3]) {
      const miss = await recordOk({ type: 'ATTACK', figureId: fig.Ironwall, targetFigureIds: [fig['Static Jill']], attackKind: 'CLOSE', forcedDice: [2, 2] });
      expect(miss.result).toMatchObject({ pushingDamage: 0, attack: { targets: [{ hit: false }] } });
    }
    let s = await state();
    expect(s).toMatchObject({ turn: 1, activeSide: 0, actionsLeft: 5 });
    expect(s.byName.Ironwall).toMatchObject({ actionTokens: 0, actedThisTurn: true, clicksTaken: 0, clickNumber: 1 });
    const attack = { type: 'ATTACK', figureId: fig.Ironwall, targetFigureIds: [fig['Static Jill']], attackKind: 'CLOSE', forcedDice: [6, 5] };
    await refused(attack, 'FIGURE_ALREADY_ACTED', ['event', 'figureId']);
    // Side 1 may not act, nor end a turn, during side 0's.
    await refused({ type: 'ATTACK', figureId: fig.Razorback, targetFigureIds: [fig.Ironwall], attackKind: 'CLOSE', forcedDice: [6, 5] }, 'NOT_YOUR_TURN', [
      'event',
      'side',
    ]);
    await refused({ type: 'END_TURN', side: 1 }, 'NOT_YOUR_TURN', ['event', 'side']);
    await recordOk({ type: 'END_TURN', side: 0 });
    // Side 1's turn: 3 actions for each of its two characters still in play (Mother Nightshade is KO).
    s = await state();
    expect(s).toMatchObject({ turn: 2, activeSide: 1, actionsLeft: 6 });
    expect(s.byName.Ironwall).toMatchObject({ actedThisTurn: false });
    await refused({ type: 'END_TURN', side: 0 }, 'NOT_YOUR_TURN', ['event', 'side']);
    await refused(attack, 'NOT_YOUR_TURN', ['event', 'side']);
    await recordOk({ type: 'BYSTANDER_SAVED', figureId: fig.Skylark });
    s = await state();
    expect(s.bystandersSaved).toBe(1);
  });

  it('refuses a reversal that would leave a later event illegal', async () => {
    await recordOk({ type: 'END_TURN', side: 1 });
    const ko = await recordOk({ type: 'KO', figureId: fig['Lantern Jack'] });
    const heal = await recordOk({ type: 'HEAL', figureId: fig['Lantern Jack'], clicks: 1 });
    // Revived on his last live click (7: 5/7/14/1), he attacks: legal only because of the heal.
    expect((await state()).byName['Lantern Jack']).toMatchObject({ status: 'ACTIVE', clickNumber: 7, click: { attack: 7, defense: 14, damage: 1 } });
    await recordOk({ type: 'ATTACK', figureId: fig['Lantern Jack'], targetFigureIds: [fig.Razorback], attackKind: 'CLOSE', forcedDice: [2, 3] });
    await refused({ type: 'REVERSAL', reversesSequence: heal.sequence }, 'EVENT_NOT_REVERSIBLE');
    expect(ko.sequence).toBe(heal.sequence - 1);
  });

  it('shows a hidden character to the Creator only', async () => {
    const [[hidden]] = await t.dataSource.query(
      `UPDATE character SET visibility = 'HIDDEN' WHERE id = (SELECT c.id FROM character c WHERE c.name NOT IN ('Razorback', 'Skylark', 'Ironwall', 'Static Jill', 'Mother Nightshade', 'Lantern Jack') ORDER BY c.name LIMIT 1) RETURNING id, name`,
    );
    const [version] = await t.dataSource.query(`SELECT id FROM character_version WHERE character_id = $1 LIMIT 1`, [hidden.id]);
    const input = matchInput({
      sides: [
        { alignment: 'HERO', versionIds: [version.id] },
        { alignment: 'VILLAIN', teamId: villainTeam.id, teamMemberIds: [memberId(villainTeam, 'Razorback')] },
      ],
    });
    await writesNothing(async () => {
      const byOrganizer = await t.gql(CREATE, { input }, organizer);
      expect(byOrganizer.data.createMatch.userErrors).toContainEqual(
        expect.objectContaining({ code: 'VERSION_NOT_FOUND', field: ['sides', '0', 'versionIds', '0'] }),
      );
    });
    const byCreator = await t.gql(CREATE, { input }, creator);
    expect(byCreator.data.createMatch.userErrors).toEqual([]);
    const id = byCreator.data.createMatch.match.id;
    const name = hidden.name;
    const seen = async (token?: string) => (await t.gql(MATCH, { id }, token)).data.match.figures.map((f: any) => f.character?.name ?? null);
    expect(await seen(creator)).toEqual([name, 'Razorback']);
    expect(await seen(organizer)).toEqual([null, 'Razorback']);
    expect(await seen()).toEqual([null, 'Razorback']);
    const state = (await t.gql(STATE, { id })).data.matchState;
    expect(state.figures.map((f: any) => f.figure.character?.name ?? null)).toEqual([null, 'Razorback']);
  });

  it("pages through the log oldest first, and lists the world's matches", async () => {
    const first = (await t.gql(EVENTS, { id: matchId, first: 2 })).data.matchEvents;
    expect(first.nodes.map((e: any) => e.sequence)).toEqual([1, 2]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await t.gql(EVENTS, { id: matchId, first: 2, after: first.pageInfo.endCursor })).data.matchEvents;
    expect(next.nodes.map((e: any) => e.sequence)).toEqual([3, 4]);
    expect(next.totalCount).toBe(first.totalCount);
    const { data } = await t.gql(`{ matches(world: "demo", first: 10, status: IN_PROGRESS) { totalCount nodes { id status } } }`);
    expect(data.matches.nodes).toEqual([{ id: matchId, status: 'IN_PROGRESS' }]);
  });

  it('lets the Creator or an Organizer record for any side, a player for his own side only', async () => {
    await writesNothing(async () => {
      const byPlayer = await t.gql(RECORD, { input: { matchId, event: { type: 'BYSTANDER_SAVED', side: 1 } } }, player);
      expect(byPlayer.data.recordMatchEvent.userErrors).toEqual([
        { code: 'NOT_YOUR_SIDE', field: ['event', 'side'], message: "this event is side 2's to record: a player records for his own side's figures only" },
      ]);
      const anonymous = await t.gql(RECORD, { input: { matchId, event: { type: 'BYSTANDER_SAVED' } } });
      expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    });
    const byOrganizer = await t.gql(RECORD, { input: { matchId, event: { type: 'OBJECTIVE_MET' } } }, organizer);
    expect(byOrganizer.data.recordMatchEvent.userErrors).toEqual([]);
  });

  it('costs the same SQL statements for three matches with sides and figures as for one', async () => {
    const ids = (await t.dataSource.query(`SELECT id FROM match ORDER BY created_at`)).map((r: { id: string }) => r.id);
    const fields = `sides { team { name } } figures { side character { name } version { rank } }`;
    const statementsFor = async (n: number) => {
      const query = `query { ${ids
        .slice(0, n)
        .map((id: string, i: number) => `m${i}: match(id: "${id}") { ${fields} }`)
        .join(' ')} }`;
      t.counter.reset();
      const { errors } = await t.gql(query);
      expect(errors).toBeUndefined();
      return t.counter.count;
    };
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(await statementsFor(ids.length)).toBe(await statementsFor(1));
  });

  it("works out who is hidden once per match and request, not again for each figure's character and dial", async () => {
    const ids = (await t.dataSource.query(`SELECT id FROM match ORDER BY created_at`)).map((r: { id: string }) => r.id);
    const [{ figures }] = await t.dataSource.query(`SELECT count(*)::int AS figures FROM match_figure WHERE match_id = ANY($1)`, [ids]);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(figures).toBeGreaterThan(ids.length);
    const fields = `figures { character { name } version { rank } } sides { figures { character { name } version { rank } } }`;
    const query = `query { ${ids.map((id: string, i: number) => `m${i}: match(id: "${id}") { ${fields} }`).join(' ')} matchState(matchId: "${ids[0]}") { figures { figure { character { name } } } } }`;
    const redactions = jest.spyOn(Redaction, 'of');
    try {
      const { errors } = await t.gql(query);
      expect(errors).toBeUndefined();
      expect(redactions).toHaveBeenCalledTimes(ids.length);
    } finally {
      redactions.mockRestore();
    }
  });

  it('after resolution: refuses events, reveals the seed, and the seed replays every server roll', async () => {
    await t.dataSource.query(`UPDATE match SET status = 'RESOLVED' WHERE id = $1`, [rowId(matchId)]);
    await refused({ type: 'BYSTANDER_SAVED' }, 'MATCH_CLOSED');
    const { data } = await t.gql(MATCH, { id: matchId });
    expect(createHash('sha256').update(data.match.seed).digest('hex')).toBe(data.match.seedHash);
    const dice = createDice(data.match.seed);
    const attacks = (await t.gql(EVENTS, { id: matchId, first: 100, type: 'ATTACK' })).data.matchEvents;
    expect(attacks.totalCount).toBe(attacks.nodes.length);
    const served = attacks.nodes.filter((e: any) => !e.atTable);
    expect(served.length).toBe(1);
    for (const e of served) expect(e.diceFaces.map(() => dice.d6())).toEqual(e.diceFaces);
  });

  it('stores with each event the state its log replays to, and verify-matches finds a snapshot that is not', async () => {
    const ctx = createRequestContext(t.dataSource);
    expect(await MatchService.verifySnapshots(ctx)).toEqual([]);
    const [{ sequence }] = await t.dataSource.query(`SELECT max(sequence)::int AS sequence FROM match_event WHERE match_id = $1`, [rowId(matchId)]);
    // Only a broken restore could do this: the log is append-only.
    await t.dataSource.query(`ALTER TABLE match_event DISABLE TRIGGER match_event_append_only`);
    await t.dataSource.query(`UPDATE match_event SET state = jsonb_set(state, '{turn,number}', '99') WHERE match_id = $1 AND sequence = $2`, [
      rowId(matchId),
      sequence,
    ]);
    await t.dataSource.query(`ALTER TABLE match_event ENABLE TRIGGER match_event_append_only`);
    expect(await MatchService.verifySnapshots(ctx)).toEqual([
      { matchId: rowId(matchId), problem: `the state stored with event ${sequence} is not the log replayed` },
    ]);
  });
});
