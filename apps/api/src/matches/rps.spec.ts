import { randomUUID } from 'node:crypto';
import { applyRpsMove, forcedDice, greedyPlayer, rpsComputerDice, type RpsGameState, type RpsMove, type RpsSetup, setupRps } from '@clix/rules';
import { createRequestContext } from '../http/request-context';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { startTestApi, TestApi } from '../../test/harness';
import { RpsService } from './rps.service';
import { rowId } from '../../test/global-ids';

// RPS Clix (seed 002) played through the API: createMatch sets up both armies and openings, the
// engine checks and applies every move (playRpsMove), rpsState shows the board, and resolveMatch
// records the engine's winner.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id status figures { id position side } } ${ERRORS} } }`;
const MONSTER = `id side name ring attack commander status`;
const STATE_FIELDS = `matchId sequence turn rows columns toMove viewerSides over winner endReason settings { rows maxAttackTotal equalBattle firstSide turnLimit }
  cells { col row monster { id } }
  sides { side computer commander { ${MONSTER} } reserve { id } killed { id } }
  legalMoves { kind side monsterId to { col row } }
  lastMove { sequence computer move { kind side monsterId to { col row } } battle { attacker { ${MONSTER} } defender { ${MONSTER} } decidedBy winner rolls } killed { monster { id } cause } }`;
const STATE = `query ($id: ID!) { rpsState(matchId: $id) { ${STATE_FIELDS} } }`;
const PLAY = `mutation ($input: PlayRpsMoveInput!) { playRpsMove(input: $input) { events { sequence type payload result diceFaces } state { ${STATE_FIELDS} } ${ERRORS} } }`;
const EVENTS_PAGE = `query ($id: ID!, $after: String) { matchEvents(matchId: $id, first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { sequence type payload result diceFaces } } match(id: $id) { status seed } }`;
const EVENTS = `query ($id: ID!) { matchEvents(matchId: $id, first: 100) { totalCount nodes { sequence type payload result diceFaces } } match(id: $id) { status seed } }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { resolution { sides { position outcome } } match { status } ${ERRORS} } }`;
const MATCH_COUNT = `{ matches(world: "demo", first: 1) { totalCount } }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(() => t.close());

type Rank = 'ROOKIE' | 'EXPERIENCED' | 'VETERAN' | 'UNIQUE';

/** A character of the demo world with one version of `rank` whose starting click shows `attack` (the click RPS Clix plays at), later clicks 1 lower. */
async function monster(name: string, rank: Rank, attack: number, visibility: 'PUBLIC' | 'HIDDEN' = 'PUBLIC'): Promise<string> {
  const input = {
    world: 'demo',
    name,
    kind: 'NPC',
    visibility,
    description: `${name}, an RPS Clix monster.`,
    versions: [
      {
        rank,
        pointValue: 30,
        range: 0,
        targets: 1,
        clicks: [attack, attack - 1, attack - 1].map((a) => ({ speed: 6, attack: a, defense: 15, damage: 2 })),
        koClicks: 9,
      },
    ],
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character.versions[0].id;
}

// Seed 002's scripted game (as in the rules package): Player 1 upper case, Player 2 lower case.
const ARMIES: [string, Rank, number][][] = [
  [
    ['A', 'ROOKIE', 9],
    ['B', 'EXPERIENCED', 10],
    ['C', 'VETERAN', 11],
    ['D', 'EXPERIENCED', 8],
    ['E', 'ROOKIE', 8],
    ['K', 'VETERAN', 12],
    ['F', 'VETERAN', 10],
    ['G', 'ROOKIE', 7],
  ],
  [
    ['a', 'VETERAN', 10],
    ['b', 'ROOKIE', 8],
    ['c', 'EXPERIENCED', 11],
    ['d', 'EXPERIENCED', 9],
    ['e', 'ROOKIE', 10],
    ['k', 'EXPERIENCED', 12],
    ['f', 'EXPERIENCED', 9],
    ['g', 'VETERAN', 8],
  ],
];
const version: Record<string, string> = {};

beforeAll(async () => {
  for (const army of ARMIES)
    for (const [letter, rank, attack] of army) version[letter] = await monster(`RPS ${letter === letter.toUpperCase() ? 'P1' : 'P2'} ${letter}`, rank, attack);
});

type SideInput = { versionIds: string[]; rps?: { frontLine: number[]; commander: number; computer?: string }; teamId?: string };

const side = (letters: string, extra: Partial<SideInput> = {}): SideInput => ({
  versionIds: [...letters].map((l) => version[l]),
  rps: { frontLine: [0, 1, 2, 3, 4], commander: 5 },
  ...extra,
});

async function createRps(sides: SideInput[], extra: Record<string, unknown> = {}) {
  const input = {
    world: 'demo',
    ruleset: 'RPS_CLIX',
    buildTotal: 150,
    sides: sides.map((s, i) => ({ alignment: i === 0 ? 'HERO' : 'VILLAIN', ...s })),
    ...extra,
  };
  const { data, errors } = await t.gql(CREATE, { input }, creator);
  expect(errors).toBeUndefined();
  return data.createMatch;
}

/** A new match of the scripted armies: its id and each letter's monster id (RpsMonster.id: its figure's MatchFigure.id). */
async function scriptedMatch(sides: [Partial<SideInput>, Partial<SideInput>] = [{}, {}], extra: Record<string, unknown> = { rps: { rows: 5 } }) {
  const created = await createRps([side('ABCDEKFG', sides[0]), side('abcdekfg', sides[1])], extra);
  expect(created.userErrors).toEqual([]);
  const letters = 'ABCDEKFGabcdekfg';
  const id: Record<string, string> = {};
  for (const f of created.match.figures) id[letters[f.position]] = f.id;
  return {
    matchId: created.match.id as string,
    id,
    letterOf: new Map(Object.entries(id).map(([l, figure]) => [figure, l])),
    status: created.match.status as string,
  };
}

async function rpsState(matchId: string, token?: string) {
  const { data, errors } = await t.gql(STATE, { id: matchId }, token);
  expect(errors).toBeUndefined();
  return data.rpsState;
}

async function play(matchId: string, move: { kind: string; monsterId: string; to: { col: number; row: number } }, side?: number, token = creator) {
  const { data, errors } = await t.gql(PLAY, { input: { matchId, move, ...(side === undefined ? {} : { side }) } }, token);
  expect(errors).toBeUndefined();
  return data.playRpsMove;
}

/** The board as the rules package's diagrams draw it: the last row (side 1's front line) on top. */
function diagram(state: { rows: number; cells: { col: number; row: number; monster: { id: string } | null }[] }, letterOf: Map<string, string>): string[] {
  return Array.from({ length: state.rows }, (_, line) =>
    state.cells
      .filter((c) => c.row === state.rows - 1 - line)
      .map((c) => (c.monster ? letterOf.get(c.monster.id)! : '.'))
      .join(''),
  );
}

async function resolve(matchId: string, outcome: Record<string, unknown> = {}) {
  const { data, errors } = await t.gql(RESOLVE, { input: { matchId, outcome } }, creator);
  expect(errors).toBeUndefined();
  return data.resolveMatch;
}

async function matchCount(): Promise<number> {
  const { data } = await t.gql(MATCH_COUNT);
  return data.matches.totalCount;
}

describe('createMatch for RPS Clix', () => {
  it('refuses each bad army and opening with the engine’s code at its input field, and creates nothing', async () => {
    const giant = await monster('RPS Giant', 'VETERAN', 40);
    const unique = await monster('RPS Unique', 'UNIQUE', 9);
    const before = await matchCount();
    const refused = async (sides: SideInput[], extra: Record<string, unknown> = {}) => {
      const answer = await createRps(sides, extra);
      expect(answer.match).toBeNull();
      return answer.userErrors.map((e: { code: string; field: string[] }) => `${e.code} at ${e.field.join('.')}`);
    };
    const p2 = side('abcdekfg');
    expect(await refused([{ ...side('ABCDEKFG'), versionIds: [giant, giant, giant, giant, version.A, version.B] }, p2])).toEqual([
      'ATTACK_TOTAL_OVER_LIMIT at sides.0.versionIds.3',
    ]);
    expect(await refused([side('ABCDEKFG'), { ...p2, versionIds: [unique, ...p2.versionIds.slice(1)] }])).toEqual([
      'UNIQUE_NOT_ALLOWED at sides.1.versionIds.0',
    ]);
    expect(await refused([side('ABCDE'), p2])).toEqual(['TOO_FEW_MONSTERS at sides.0.versionIds']);
    expect(await refused([side('ABCDEKFG', { rps: { frontLine: [0, 1, 2, 3], commander: 5 } }), p2])).toEqual(['FRONT_LINE_NOT_FIVE at sides.0.rps.frontLine']);
    expect(await refused([side('ABCDEKFG', { rps: { frontLine: [0, 1, 1, 3, 4], commander: 5 } }), p2])).toEqual([
      'MONSTER_PICKED_TWICE at sides.0.rps.frontLine.2',
    ]);
    expect(await refused([side('ABCDEKFG', { rps: { frontLine: [0, 1, 2, 3, 9], commander: 5 } }), p2])).toEqual(['NOT_IN_ARMY at sides.0.rps.frontLine.4']);
    expect(await refused([side('ABCDEKFG'), side('abcdekfg', { rps: { frontLine: [0, 1, 2, 3, 4], commander: 4 } })])).toEqual([
      'COMMANDER_ON_FRONT_LINE at sides.1.rps.commander',
    ]);
    expect(await refused([side('ABCDEKFG'), { versionIds: p2.versionIds }])).toEqual(['RPS_OPENING_MISSING at sides.1.rps']);
    expect(await refused([side('ABCDEKFG'), side('abcdekfg'), side('abcdekfg')])).toEqual(['NOT_TWO_ARMIES at sides']);
    expect(
      await refused([
        side('ABCDEKFG', { rps: { frontLine: [0, 1, 2, 3, 4], commander: 5, computer: 'RANDOM' } }),
        side('abcdekfg', { rps: { frontLine: [0, 1, 2, 3, 4], commander: 5, computer: 'GREEDY' } }),
      ]),
    ).toEqual(['COMPUTER_ON_BOTH_SIDES at sides.1.rps.computer']);
    expect(await refused([side('ABCDEKFG'), p2], { rps: { rows: 1 } })).toEqual(['INVALID_BOARD_LENGTH at rps.rows']);
    expect(await refused([side('ABCDEKFG'), { ...p2, versionIds: [randomUUID(), ...p2.versionIds.slice(1)] }])).toEqual([
      'VERSION_NOT_FOUND at sides.1.versionIds.0',
    ]);
    expect(await matchCount()).toBe(before);
  });

  it('sets up the board: front lines in place, commanders waiting, the rest in reserve, each monster at its starting click’s attack', async () => {
    const { matchId, id, letterOf, status } = await scriptedMatch();
    expect(status).toBe('SETUP');
    const state = await rpsState(matchId, creator);
    expect(diagram(state, letterOf)).toEqual(['abcde', '.....', '.....', '.....', 'ABCDE']);
    expect(state).toMatchObject({
      sequence: 0,
      turn: 0,
      rows: 5,
      columns: 5,
      toMove: 0,
      viewerSides: [0, 1],
      over: false,
      winner: null,
      endReason: null,
      lastMove: null,
    });
    expect(state.sides).toEqual([
      {
        side: 0,
        computer: null,
        commander: { id: id.K, side: 0, name: 'RPS P1 K', ring: 'RED', attack: 12, commander: true, status: 'WAITING' },
        reserve: [{ id: id.F }, { id: id.G }],
        killed: [],
      },
      {
        side: 1,
        computer: null,
        commander: { id: id.k, side: 1, name: 'RPS P2 k', ring: 'BLUE', attack: 12, commander: true, status: 'WAITING' },
        reserve: [{ id: id.f }, { id: id.g }],
        killed: [],
      },
    ]);
    // Each of side 0's front line may step up; the waiting K's entry square holds its own C, and the reserve has no free front-line square.
    expect(state.legalMoves).toEqual(['A', 'B', 'C', 'D', 'E'].map((l, col) => ({ kind: 'MOVE', side: 0, monsterId: id[l], to: { col, row: 1 } })));
    // Anyone may follow the game; only who may move sees legal moves.
    expect(await rpsState(matchId)).toMatchObject({ viewerSides: [], legalMoves: [] });
  });
});

describe('a scripted game of RPS Clix through the API (seed 002)', () => {
  it('plays to a winner: a battle won by colour, one decided by attack, a surround at the edge, the safe front line, every illegal move refused with its own code', async () => {
    const { matchId, id, letterOf } = await scriptedMatch();
    const P1 = 0;
    const P2 = 1;
    const mv = (kind: string, letter: string, col: number, row: number) => ({ kind, monsterId: id[letter] ?? letter, to: { col, row } });
    const ok = async (kind: string, letter: string, col: number, row: number, side = P1) => {
      const answer = await play(matchId, mv(kind, letter, col, row), side);
      expect(answer.userErrors).toEqual([]);
      expect(answer.events).toHaveLength(1);
      return answer.state;
    };
    const refused = async (kind: string, letter: string, col: number, row: number, side = P1) => {
      const answer = await play(matchId, mv(kind, letter, col, row), side);
      expect(answer.events).toEqual([]);
      expect(answer.state).toBeNull();
      return answer.userErrors.map((e: { code: string; field: string[] }) => `${e.code} at ${e.field.join('.')}`);
    };

    // Before the first move, every rule a move can break, each with its own code; nothing is written.
    const unknown = randomUUID();
    const before = [
      await refused('MOVE', 'a', 0, 3, P2),
      await refused('MOVE', 'A', 1, 1),
      await refused('MOVE', 'A', 0, 2),
      await refused('MOVE', 'A', -1, 0),
      await refused('MOVE', 'A', 1, 0),
      await refused('BATTLE', 'A', 0, 1),
      await refused('BATTLE', 'A', 1, 0),
      await refused('MOVE', 'a', 0, 3),
      await refused('MOVE', unknown, 0, 1),
      await refused('MOVE', 'F', 0, 1),
      await refused('SUMMON', 'F', 0, 0),
      await refused('SUMMON', 'A', 0, 1),
      await refused('MOVE', 'K', 1, 0),
      await refused('MOVE', 'K', 2, 0),
      await refused('SUMMON', 'K', 2, 0),
    ];
    expect(before).toEqual([
      ['NOT_YOUR_TURN at side'],
      ['DIAGONAL at move.to'],
      ['NOT_ADJACENT at move.to'],
      ['OFF_BOARD at move.to'],
      ['SQUARE_OCCUPIED at move.to'],
      ['NOTHING_TO_BATTLE at move.to'],
      ['CANNOT_BATTLE_OWN_MONSTER at move.to'],
      ['NOT_YOUR_MONSTER at move.monsterId'],
      ['UNKNOWN_MONSTER at move.monsterId'],
      ['MONSTER_NOT_IN_PLAY at move.monsterId'],
      ['SQUARE_OCCUPIED at move.to'],
      ['NOT_IN_RESERVE at move.monsterId'],
      ['COMMANDER_MUST_ENTER_IN_FRONT at move.to'],
      ['SQUARE_OCCUPIED at move.to'],
      ['COMMANDER_CANNOT_BE_SUMMONED at move.monsterId'],
    ]);
    expect((await t.gql(EVENTS, { id: matchId })).data.matchEvents.totalCount).toBe(0);
    expect(await rpsState(matchId, creator)).toMatchObject({ sequence: 0, turn: 0, toMove: 0 });

    await ok('MOVE', 'A', 0, 1);
    // An unfinished game has no winner to record.
    expect((await resolve(matchId)).userErrors).toEqual([
      { code: 'RPS_GAME_NOT_OVER', field: ['matchId'], message: 'the game is still being played: play it to its end, or void the match' },
    ]);
    await ok('MOVE', 'a', 0, 3, P2);
    await ok('MOVE', 'A', 0, 2);
    // Red beats yellow: a (red 10) wins against A (yellow 9) by colour and takes its square.
    const byColour = await ok('BATTLE', 'a', 0, 2, P2);
    expect(byColour.lastMove).toEqual({
      sequence: 4,
      computer: null,
      move: { kind: 'BATTLE', side: P2, monsterId: id.a, to: { col: 0, row: 2 } },
      battle: {
        attacker: { id: id.a, side: P2, name: 'RPS P2 a', ring: 'RED', attack: 10, commander: false, status: 'ON_BOARD' },
        defender: { id: id.A, side: P1, name: 'RPS P1 A', ring: 'YELLOW', attack: 9, commander: false, status: 'KILLED' },
        decidedBy: 'COLOUR',
        winner: 'ATTACKER',
        rolls: [],
      },
      killed: [{ monster: { id: id.A }, cause: 'BATTLE' }],
    });
    expect(diagram(byColour, letterOf)).toEqual(['.bcde', '.....', 'a....', '.....', '.BCDE']);
    expect(await refused('MOVE', 'A', 0, 0)).toEqual(['MONSTER_KILLED at move.monsterId']);

    await ok('MOVE', 'B', 1, 1);
    await ok('MOVE', 'a', 0, 1, P2);
    expect(await refused('SUMMON', 'G', 0, 1)).toEqual(['NOT_OWN_FRONT_LINE at move.to']);
    expect((await ok('SUMMON', 'G', 0, 0)).lastMove.killed).toEqual([]);
    await ok('MOVE', 'd', 3, 3, P2);
    await ok('MOVE', 'C', 2, 1);
    await ok('MOVE', 'd', 3, 2, P2);
    await ok('MOVE', 'C', 2, 2);
    await ok('MOVE', 'd', 3, 1, P2);
    await ok('MOVE', 'C', 1, 2);
    expect(diagram(await ok('MOVE', 'e', 4, 3, P2), letterOf)).toEqual(['.bc..', '....e', '.C...', 'aB.d.', 'G..DE']);
    // C closes the last open side of a: the edge on its left, B on its right, G below and C above.
    const surround = await ok('MOVE', 'C', 0, 2);
    expect(surround.lastMove).toMatchObject({ battle: null, killed: [{ monster: { id: id.a }, cause: 'SURROUNDED' }] });
    expect(diagram(surround, letterOf)).toEqual(['.bc..', '....e', 'C....', '.B.d.', 'G..DE']);

    await ok('MOVE', 'e', 4, 2, P2);
    await ok('MOVE', 'C', 0, 3);
    await ok('MOVE', 'e', 4, 1, P2);
    // Same colour (blue): d's attack 9 beats D's 8, so d wins the battle D started and takes D's
    // square. That closes E in (e above, d on its left, two edges), but E is on its own front line.
    const byAttack = await ok('BATTLE', 'D', 3, 1);
    expect(byAttack.lastMove.battle).toMatchObject({
      attacker: { id: id.D, ring: 'BLUE', attack: 8 },
      defender: { id: id.d, ring: 'BLUE', attack: 9 },
      decidedBy: 'ATTACK',
      winner: 'DEFENDER',
      rolls: [],
    });
    expect(byAttack.lastMove.killed).toEqual([{ monster: { id: id.D }, cause: 'BATTLE' }]);
    expect(diagram(byAttack, letterOf)).toEqual(['.bc..', 'C....', '.....', '.B..e', 'G..dE']);
    expect(byAttack.cells.find((c: { col: number; row: number }) => c.col === 4 && c.row === 0).monster).toEqual({ id: id.E });

    await ok('MOVE', 'd', 2, 0, P2);
    // Player 1's commander enters by battling d in front of it: blue beats red, whatever the attack
    // (K's 12 against d's 9). K dies, d stays where it is, and Player 2 has won.
    const end = await ok('BATTLE', 'K', 2, 0);
    expect(end).toMatchObject({ over: true, winner: P2, endReason: 'COMMANDER_KILLED', toMove: null, legalMoves: [], turn: 21, sequence: 21 });
    expect(end.lastMove.battle).toMatchObject({
      attacker: { id: id.K, ring: 'RED', attack: 12, status: 'KILLED' },
      defender: { id: id.d, ring: 'BLUE', attack: 9 },
      decidedBy: 'COLOUR',
      winner: 'DEFENDER',
    });
    expect(diagram(end, letterOf)).toEqual(['.bc..', 'C....', '.....', '.B..e', 'G.d.E']);
    expect(await refused('MOVE', 'e', 4, 2, P2)).toEqual(['MATCH_OVER at matchId']);

    // The log holds every move with its result, in order.
    const { data } = await t.gql(EVENTS, { id: matchId });
    expect(data.matchEvents.totalCount).toBe(21);
    expect(data.matchEvents.nodes.map((e: { type: string }) => e.type)).toEqual(Array(21).fill('RPS_MOVE'));
    expect(data.matchEvents.nodes[3]).toEqual({
      sequence: 4,
      type: 'RPS_MOVE',
      payload: { kind: 'BATTLE', side: P2, monsterId: id.a, to: { col: 0, row: 2 } },
      result: {
        turn: 3,
        move: { kind: 'BATTLE', side: P2, monsterId: id.a, to: { col: 0, row: 2 } },
        battle: { attacker: { owner: P2, monsterId: id.a }, defender: { owner: P1, monsterId: id.A }, decidedBy: 'COLOUR', winner: 'ATTACKER', rolls: [] },
        killed: [{ owner: P1, monsterId: id.A, cause: 'BATTLE' }],
        winner: null,
        endReason: null,
      },
      diceFaces: [],
    });

    // The engine's winner is recorded, whatever the caller says.
    const resolved = await resolve(matchId, { winningSide: 0 });
    expect(resolved.userErrors).toEqual([]);
    expect(resolved.resolution.sides).toEqual([
      { position: 0, outcome: 'LOST' },
      { position: 1, outcome: 'WON' },
    ]);
    expect(resolved.match.status).toBe('RESOLVED');
    expect(await refused('MOVE', 'e', 4, 2, P2)).toEqual(['MATCH_CLOSED at matchId']);
  });
});

describe("an RPS monster's id", () => {
  it("is its figure's global id everywhere: rpsState, a move's fields and JSON, node(id:); a raw row id is still taken, another type's id refused", async () => {
    const { matchId, id } = await scriptedMatch();
    const state = await rpsState(matchId, creator);
    expect(state.sides[0].commander.id).toBe(id.K);
    expect(state.cells.find((c: { col: number; row: number }) => c.col === 0 && c.row === 0).monster.id).toBe(id.A);
    const node = await t.gql(`query ($id: ID!) { node(id: $id) { __typename id ... on MatchFigure { position } } }`, { id: id.A }, creator);
    expect(node.data.node).toEqual({ __typename: 'MatchFigure', id: id.A, position: 0 });

    // Deprecated for one release, as every id argument: the row id the monster had before.
    const byRow = await play(matchId, { kind: 'MOVE', monsterId: rowId(id.A), to: { col: 0, row: 1 } }, 0);
    expect(byRow.userErrors).toEqual([]);
    expect(byRow.events.map((e: { payload: unknown; result: { move: unknown } }) => [e.payload, e.result.move])).toEqual([
      [
        { kind: 'MOVE', side: 0, monsterId: id.A, to: { col: 0, row: 1 } },
        { kind: 'MOVE', side: 0, monsterId: id.A, to: { col: 0, row: 1 } },
      ],
    ]);
    expect(byRow.state.lastMove.move.monsterId).toBe(id.A);
    const typed = await t.gql(
      `query ($id: ID!) { matchEvents(matchId: $id, first: 1) { nodes { ... on RpsMoveEvent { move moveResult } } } }`,
      { id: matchId },
      creator,
    );
    expect(typed.data.matchEvents.nodes[0].move).toEqual({ kind: 'MOVE', side: 0, monsterId: id.A, to: { col: 0, row: 1 } });
    expect(typed.data.matchEvents.nodes[0].moveResult.move.monsterId).toBe(id.A);

    // Side 0's monster moved by side 1: the refusal names it by the id the client holds.
    const wrongSide = await play(matchId, { kind: 'MOVE', monsterId: id.A, to: { col: 0, row: 2 } }, 1);
    expect(wrongSide.userErrors).toEqual([{ code: 'NOT_YOUR_MONSTER', field: ['move', 'monsterId'], message: `${id.A} plays for side 0` }]);

    const { data: worldData } = await t.gql(`{ world(slug: "demo") { id } }`);
    const refused = await t.gql(PLAY, { input: { matchId, side: 1, move: { kind: 'MOVE', monsterId: worldData.world.id, to: { col: 0, row: 3 } } } }, creator);
    expect(refused.data).toBeNull();
    expect(refused.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['BAD_USER_INPUT', 'input.move.monsterId names a World, not a MatchFigure.']]);
    expect((await rpsState(matchId, creator)).sequence).toBe(1);
  });
});

describe('who may move', () => {
  it('lets each player move only for his own team’s side, the Creator for both, and refuses a move for the computer’s side', async () => {
    const teams: { id: string; email: string }[] = await t.dataSource.query(
      `SELECT t.id, a.email FROM team t JOIN account a ON a.id = t.owner_id WHERE a.email = ANY($1) ORDER BY a.email`,
      [[demoPlayers().hero.email, demoPlayers().villain.email]],
    );
    const heroTeam = teams.find((x) => x.email === demoPlayers().hero.email)!.id;
    const villainTeam = teams.find((x) => x.email === demoPlayers().villain.email)!.id;
    const hero = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
    const villain = await t.signIn(demoPlayers().villain.email, demoPlayers().villain.password);
    const { matchId, id } = await scriptedMatch([{ teamId: heroTeam }, { teamId: villainTeam }]);

    expect(await rpsState(matchId, hero)).toMatchObject({ viewerSides: [0], toMove: 0 });
    expect((await rpsState(matchId, villain)).legalMoves).toEqual([]);
    // The villain cannot move for the hero's side, nor the hero for the villain's.
    const forbidden = await t.gql(PLAY, { input: { matchId, side: 0, move: { kind: 'MOVE', monsterId: id.A, to: { col: 0, row: 1 } } } }, villain);
    expect(forbidden.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect((await play(matchId, { kind: 'MOVE', monsterId: id.A, to: { col: 0, row: 1 } }, undefined, hero)).userErrors).toEqual([]);
    // Left out, the side is the player's own: the hero's turn is over.
    expect(
      (await play(matchId, { kind: 'MOVE', monsterId: id.A, to: { col: 0, row: 2 } }, undefined, hero)).userErrors.map((e: { code: string }) => e.code),
    ).toEqual(['NOT_YOUR_TURN']);
    const heroForVillain = await t.gql(PLAY, { input: { matchId, side: 1, move: { kind: 'MOVE', monsterId: id.a, to: { col: 0, row: 3 } } } }, hero);
    expect(heroForVillain.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect((await play(matchId, { kind: 'MOVE', monsterId: id.a, to: { col: 0, row: 3 } }, undefined, villain)).userErrors).toEqual([]);
    // The Creator plays either side (hot seat).
    expect((await play(matchId, { kind: 'MOVE', monsterId: id.A, to: { col: 0, row: 2 } }, 0)).userErrors).toEqual([]);
    expect((await rpsState(matchId, creator)).viewerSides).toEqual([0, 1]);

    const computer = await scriptedMatch([{}, { rps: { frontLine: [0, 1, 2, 3, 4], commander: 5, computer: 'RANDOM' } }]);
    const answer = await play(computer.matchId, { kind: 'MOVE', monsterId: computer.id.a, to: { col: 0, row: 3 } }, 1);
    expect(answer.userErrors).toEqual([{ code: 'SIDE_PLAYED_BY_COMPUTER', field: ['side'], message: 'the computer plays side 1' }]);
    expect((await rpsState(computer.matchId, creator)).viewerSides).toEqual([0]);
  });
});

describe('RPS Clix moves and other rulesets', () => {
  it('refuses playRpsMove on a match of another ruleset, and an RPS_MOVE given to recordMatchEvent', async () => {
    const { data } = await t.gql(
      CREATE,
      {
        input: {
          world: 'demo',
          ruleset: 'CLIX_CAMPAIGN',
          buildTotal: 300,
          sides: [
            { alignment: 'HERO', versionIds: [version.A] },
            { alignment: 'VILLAIN', versionIds: [version.a] },
          ],
        },
      },
      creator,
    );
    expect(data.createMatch.userErrors).toEqual([]);
    const matchId = data.createMatch.match.id;
    const [figure] = data.createMatch.match.figures;
    expect((await play(matchId, { kind: 'MOVE', monsterId: figure.id, to: { col: 0, row: 1 } }, 0)).userErrors).toEqual([
      { code: 'NOT_AN_RPS_MATCH', field: ['matchId'], message: 'the match is played under CLIX_CAMPAIGN, not RPS Clix' },
    ]);
    const recorded = await t.gql(
      `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`,
      { input: { matchId, event: { type: 'RPS_MOVE' } } },
      creator,
    );
    expect(recorded.data.recordMatchEvent).toEqual({
      event: null,
      userErrors: [{ code: 'NOT_AN_RPS_MATCH', field: ['event', 'type'], message: 'RPS_MOVE is played with playRpsMove, on an RPS Clix match' }],
    });
    expect((await t.gql(EVENTS, { id: matchId })).data.matchEvents.totalCount).toBe(0);
  });
});

describe('a game against the computer', () => {
  it('plays to its end with the greedy computer replying in the same request, replays exactly from the seed, and resolves with the engine’s winner', async () => {
    const { matchId, id } = await scriptedMatch([{}, { rps: { frontLine: [0, 1, 2, 3, 4], commander: 5, computer: 'GREEDY' } }], {});
    let state = await rpsState(matchId, creator);
    expect(state).toMatchObject({ rows: 7, sides: [{ computer: null }, { computer: 'GREEDY' }] });
    let requests = 0;
    while (!state.over) {
      // The person battles when he can, else takes the first legal move.
      const move = state.legalMoves.find((m: { kind: string }) => m.kind === 'BATTLE') ?? state.legalMoves[0];
      const answer = await play(matchId, { kind: move.kind, monsterId: move.monsterId, to: move.to });
      expect(answer.userErrors).toEqual([]);
      // The computer replies in the same request unless the person's move ended the game.
      const endedByPerson = answer.events[0].result.endReason !== null;
      expect(answer.events.map((e: { payload: { side: number; computer?: string } }) => [e.payload.side, e.payload.computer ?? null])).toEqual(
        endedByPerson
          ? [[0, null]]
          : [
              [0, null],
              [1, 'GREEDY'],
            ],
      );
      state = answer.state;
      requests++;
    }
    // The match's seed is drawn at random, so the end is either side's win or a draw at the turn limit.
    expect(state.endReason === 'TURN_LIMIT' ? state.winner === null : [0, 1].includes(state.winner)).toBe(true);
    expect(state.turn).toBe(state.sequence);
    expect(requests).toBe(Math.ceil(state.turn / 2));

    const resolved = await resolve(matchId);
    expect(resolved.userErrors).toEqual([]);
    const outcome = (position: number) => (state.winner === null ? 'DRAW' : state.winner === position ? 'WON' : 'LOST');
    expect(resolved.resolution.sides).toEqual([
      { position: 0, outcome: outcome(0) },
      { position: 1, outcome: outcome(1) },
    ]);

    // With the seed revealed, the log replays from the setup to the same end, and every computer move is the greedy player's from the seed.
    // The whole log, a page of 100 at a time: a game may run to the turn limit (200 moves).
    const events: { payload: RpsMove & { computer?: string }; diceFaces: number[] }[] = [];
    let seed = '';
    for (let after: string | null = null; ;) {
      const page = await t.gql(EVENTS_PAGE, { id: matchId, after });
      seed = page.data.match.seed as string;
      events.push(...page.data.matchEvents.nodes);
      if (!page.data.matchEvents.pageInfo.hasNextPage) break;
      after = page.data.matchEvents.pageInfo.endCursor as string;
    }
    const armyOf = (army: [string, Rank, number][]) =>
      army.map(([letter, rank, attack]) => ({
        id: id[letter],
        name: `RPS ${letter === letter.toUpperCase() ? 'P1' : 'P2'} ${letter}`,
        rank: rank as 'ROOKIE',
        attack,
      }));
    const opening = (army: [string, Rank, number][]) => ({ army: armyOf(army), frontLine: army.slice(0, 5).map(([l]) => id[l]), commanderId: id[army[5][0]] });
    const setup: RpsSetup = { armies: [opening(ARMIES[0]), opening(ARMIES[1])], options: { firstPlayer: 0 } };
    const moves = events.map(({ payload: { computer: _computer, ...move } }) => move);
    const created = setupRps(setup.armies, setup.options);
    if ('refusal' in created) throw new Error(created.refusal.message);
    let replayed: RpsGameState = created.state;
    for (const [i, move] of moves.entries()) {
      if (events[i].payload.computer) expect(greedyPlayer(replayed, rpsComputerDice(seed, replayed))).toEqual(move);
      const step = applyRpsMove(replayed, move, forcedDice(events[i].diceFaces));
      if ('refusal' in step) throw new Error(step.refusal.message);
      replayed = step.state;
    }
    expect(events.filter((e) => e.payload.computer === 'GREEDY')).toHaveLength(Math.floor(state.turn / 2));
    expect({ winner: replayed.winner, endReason: replayed.endReason, turn: replayed.turn }).toEqual({
      winner: state.winner,
      endReason: state.endReason,
      turn: state.turn,
    });
  });

  it('plays the computer’s first move at creation when it moves first', async () => {
    const { matchId, status } = await scriptedMatch([{ rps: { frontLine: [0, 1, 2, 3, 4], commander: 5, computer: 'RANDOM' } }, {}], {});
    expect(status).toBe('IN_PROGRESS');
    const state = await rpsState(matchId, creator);
    expect(state).toMatchObject({ sequence: 1, turn: 1, toMove: 1, viewerSides: [1], lastMove: { sequence: 1, computer: 'RANDOM', move: { side: 0 } } });
    expect(state.legalMoves.every((m: { side: number }) => m.side === 1)).toBe(true);
  });
});

const REPLAY_FIELDS = `matchId totalSteps rows columns settings { rows maxAttackTotal equalBattle firstSide turnLimit }
  steps { step toMove over winner endReason
    cells { col row monster { id } }
    sides { side computer commander { ${MONSTER} } reserve { id } killed { id } }
    move { sequence computer move { kind side monsterId to { col row } } battle { attacker { ${MONSTER} } defender { ${MONSTER} } decidedBy winner rolls } killed { monster { id } cause } } }`;
const REPLAY = `query ($id: ID!, $from: Int, $first: Int!) { rpsReplay(matchId: $id, from: $from, first: $first) { ${REPLAY_FIELDS} } }`;
const HIDDEN_MONSTER = `query ($id: ID!) { rpsReplay(matchId: $id, first: 1) { steps { sides { reserve { ${MONSTER} } } } } }`;
const UPDATE_SETTINGS = `mutation ($input: UpdateWorldSettingsInput!) { updateWorldSettings(input: $input) { settings { raw } ${ERRORS} } }`;

/** What a replay step shows, as rpsState showed it right after that move (or before any). */
const asStep = (step: number, state: any) => ({
  step,
  toMove: state.toMove,
  over: state.over,
  winner: state.winner,
  endReason: state.endReason,
  cells: state.cells,
  sides: state.sides,
  move: state.lastMove,
});

describe('the replay of an RPS Clix game', () => {
  it('steps through every move: each step the board, sides and move (with its battle) as rpsState showed them then, page by page', async () => {
    const hidden = await monster('RPS P2 hidden', 'ROOKIE', 5, 'HIDDEN');
    const created = await createRps([side('ABCDEKFG'), { ...side('abcdekfg'), versionIds: [...side('abcdekfg').versionIds, hidden] }], { rps: { rows: 2 } });
    expect(created.userErrors).toEqual([]);
    const matchId: string = created.match.id;
    const letters = 'ABCDEKFGabcdekfgh';
    const id: Record<string, string> = {};
    for (const f of created.match.figures) id[letters[f.position]] = f.id;
    const letterOf = new Map(Object.entries(id).map(([l, figure]) => [figure, l]));

    const seen = [await rpsState(matchId)];
    const ok = async (kind: string, letter: string, col: number, row: number, side: number) => {
      const answer = await play(matchId, { kind, monsterId: id[letter], to: { col, row } }, side);
      expect(answer.userErrors).toEqual([]);
      // As an anonymous follower sees it (no legal moves, no sides to move for).
      seen.push(await rpsState(matchId));
    };
    expect(diagram(seen[0], letterOf)).toEqual(['abcde', 'ABCDE']);
    // Blue beats red: c holds against C and takes its square on side 0's front line.
    await ok('BATTLE', 'C', 2, 1, 0);
    // Yellow beats blue: b wins against B.
    await ok('BATTLE', 'b', 1, 0, 1);
    // Same colour (yellow): A's attack 9 beats b's 8.
    await ok('BATTLE', 'A', 1, 0, 0);
    await ok('MOVE', 'a', 0, 0, 1);
    // K enters by battling c on its entry square: blue beats red, and side 1 has won.
    await ok('BATTLE', 'K', 2, 0, 0);
    expect(seen.at(-1)).toMatchObject({ over: true, winner: 1, endReason: 'COMMANDER_KILLED', turn: 5 });

    const page = async (from: number, first: number) => {
      const { data, errors } = await t.gql(REPLAY, { id: matchId, from, first });
      expect(errors).toBeUndefined();
      return data.rpsReplay;
    };
    const pages = [await page(0, 2), await page(2, 2), await page(4, 2)];
    for (const p of pages) {
      expect(p).toMatchObject({
        matchId,
        totalSteps: 6,
        rows: 2,
        columns: 5,
        settings: { rows: 2, maxAttackTotal: 150, equalBattle: 'ROLL_OFF', firstSide: 0, turnLimit: 200 },
      });
    }
    const steps = pages.flatMap((p) => p.steps);
    expect(steps).toEqual(seen.map((state, step) => asStep(step, state)));
    expect(steps.map((s) => diagram({ rows: 2, cells: s.cells }, letterOf))).toEqual([
      ['abcde', 'ABCDE'],
      ['ab.de', 'ABcDE'],
      ['a..de', 'AbcDE'],
      ['a..de', '.AcDE'],
      ['...de', 'aAcDE'],
      ['...de', 'aAcDE'],
    ]);
    expect(steps.map((s) => s.move && (s.move.battle ? [s.move.battle.decidedBy, s.move.battle.winner] : 'no battle'))).toEqual([
      null,
      ['COLOUR', 'DEFENDER'],
      ['COLOUR', 'ATTACKER'],
      ['ATTACK', 'ATTACKER'],
      'no battle',
      ['COLOUR', 'DEFENDER'],
    ]);
    expect(steps[3].move.battle).toEqual({
      attacker: { id: id.A, side: 0, name: 'RPS P1 A', ring: 'YELLOW', attack: 9, commander: false, status: 'ON_BOARD' },
      defender: { id: id.b, side: 1, name: 'RPS P2 b', ring: 'YELLOW', attack: 8, commander: false, status: 'KILLED' },
      decidedBy: 'ATTACK',
      winner: 'ATTACKER',
      rolls: [],
    });
    // The last step is the game's end, as rpsState shows it.
    expect(steps[5]).toMatchObject({ over: true, winner: 1, endReason: 'COMMANDER_KILLED', toMove: null });

    // Past the last step, nothing; a page size outside 1..100 is refused; another ruleset has no replay.
    expect((await page(6, 10)).steps).toEqual([]);
    for (const first of [0, 101]) {
      const { errors } = await t.gql(REPLAY, { id: matchId, from: 0, first });
      expect(errors?.map((e) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
    }
    const other = await t.gql(
      CREATE,
      {
        input: {
          world: 'demo',
          ruleset: 'CLIX_CAMPAIGN',
          buildTotal: 300,
          sides: [
            { alignment: 'HERO', versionIds: [version.A] },
            { alignment: 'VILLAIN', versionIds: [version.a] },
          ],
        },
      },
      creator,
    );
    expect((await t.gql(REPLAY, { id: other.data.createMatch.match.id, first: 1 })).data.rpsReplay).toBeNull();

    // A hidden character's monster keeps its colour, not its name nor attack, except for the Creator.
    const hiddenIn = async (token?: string) =>
      (await t.gql(HIDDEN_MONSTER, { id: matchId }, token)).data.rpsReplay.steps[0].sides[1].reserve.find((m: { id: string }) => m.id === id.h);
    expect(await hiddenIn()).toEqual({ id: id.h, side: 1, name: null, ring: 'YELLOW', attack: null, commander: false, status: 'RESERVE' });
    expect(await hiddenIn(creator)).toEqual({ id: id.h, side: 1, name: 'RPS P2 hidden', ring: 'YELLOW', attack: 5, commander: false, status: 'RESERVE' });
  });
});

describe('RPS Clix settings: equal battles and the turn limit (readings, pinned in the game)', () => {
  // Side 1's front line puts b (yellow 8) at column 4, facing E (yellow 8): the same colour and attack.
  const equalBattle = async (extra: Record<string, unknown>) => {
    const { matchId, id, letterOf } = await scriptedMatch([{}, { rps: { frontLine: [0, 4, 2, 3, 1], commander: 5 } }], extra);
    const answer = await play(matchId, { kind: 'BATTLE', monsterId: id.E, to: { col: 4, row: 1 } }, 0);
    expect(answer.userErrors).toEqual([]);
    return { answer, board: diagram(answer.state, letterOf), id };
  };

  it('ROLL_OFF (the default): equal monsters roll a d6 each from the match dice, re-rolling ties, and the higher wins', async () => {
    const { answer, board, id } = await equalBattle({ rps: { rows: 2 } });
    expect(answer.state.settings).toEqual({ rows: 2, maxAttackTotal: 150, equalBattle: 'ROLL_OFF', firstSide: 0, turnLimit: 200 });
    const { battle } = answer.state.lastMove;
    expect(battle.decidedBy).toBe('ROLL_OFF');
    expect(answer.events[0].diceFaces).toEqual(battle.rolls);
    const [attacker, defender] = battle.rolls.slice(-2);
    expect(battle.rolls.length % 2).toBe(0);
    for (let i = 0; i < battle.rolls.length - 2; i += 2) expect(battle.rolls[i]).toBe(battle.rolls[i + 1]);
    expect(attacker).not.toBe(defender);
    expect(battle.winner).toBe(attacker > defender ? 'ATTACKER' : 'DEFENDER');
    expect(answer.state.lastMove.killed).toEqual([{ monster: { id: attacker > defender ? id.b : id.E }, cause: 'BATTLE' }]);
    expect(board).toEqual(attacker > defender ? ['aecdE', 'ABCD.'] : ['aecd.', 'ABCDb']);
  });

  it('DEFENDER_HOLDS: the battle of equal monsters does nothing, and no die is rolled', async () => {
    const { answer, board } = await equalBattle({ rps: { rows: 2, equalBattle: 'DEFENDER_HOLDS' } });
    expect(answer.state.settings).toEqual({ rows: 2, maxAttackTotal: 150, equalBattle: 'DEFENDER_HOLDS', firstSide: 0, turnLimit: 200 });
    expect(answer.state.lastMove.battle).toMatchObject({ decidedBy: 'DEFENDER_HOLDS', winner: 'NONE', rolls: [] });
    expect(answer.state.lastMove.killed).toEqual([]);
    expect(answer.events[0].diceFaces).toEqual([]);
    expect(board).toEqual(['aecdb', 'ABCDE']);
    expect(answer.state).toMatchObject({ toMove: 1, turn: 1, over: false });
  });

  it('a game that reaches its turn limit ends in a draw (TURN_LIMIT), which resolveMatch records', async () => {
    const { matchId, id } = await scriptedMatch([{}, {}], { rps: { rows: 5, turnLimit: 2 } });
    expect((await play(matchId, { kind: 'MOVE', monsterId: id.A, to: { col: 0, row: 1 } }, 0)).state).toMatchObject({ over: false, toMove: 1 });
    const last = await play(matchId, { kind: 'MOVE', monsterId: id.a, to: { col: 0, row: 3 } }, 1);
    expect(last.userErrors).toEqual([]);
    expect(last.state).toMatchObject({ over: true, winner: null, endReason: 'TURN_LIMIT', toMove: null, turn: 2, legalMoves: [], settings: { turnLimit: 2 } });
    expect((await play(matchId, { kind: 'MOVE', monsterId: id.A, to: { col: 0, row: 2 } }, 0)).userErrors.map((e: { code: string }) => e.code)).toEqual([
      'MATCH_OVER',
    ]);
    expect((await resolve(matchId)).resolution.sides).toEqual([
      { position: 0, outcome: 'DRAW' },
      { position: 1, outcome: 'DRAW' },
    ]);
  });

  it('refuses a turn limit outside 1..1000 at its field, and creates nothing', async () => {
    const before = await matchCount();
    for (const turnLimit of [0, 1001]) {
      const answer = await createRps([side('ABCDEKFG'), side('abcdekfg')], { rps: { turnLimit } });
      expect(answer.match).toBeNull();
      expect(answer.userErrors).toEqual([
        {
          code: 'INVALID_SETTING',
          field: ['rps', 'turnLimit'],
          message: turnLimit ? 'The turn limit is at most 1000 moves' : 'The turn limit is at least 1 move',
        },
      ]);
    }
    expect(await matchCount()).toBe(before);
  });

  it("takes the world's settings where createMatch leaves them out, and a game keeps those it was created with", async () => {
    const update = async (patch: unknown) => (await t.gql(UPDATE_SETTINGS, { input: { world: 'demo', patch } }, creator)).data.updateWorldSettings;
    const changed = await update({ rps: { equalBattle: 'DEFENDER_HOLDS', turnLimit: 40 } });
    expect(changed.userErrors).toEqual([]);
    expect(changed.settings.raw.rps).toEqual({ equalBattle: 'DEFENDER_HOLDS', turnLimit: 40 });
    try {
      const { answer } = await equalBattle({ rps: { rows: 2 } });
      expect(answer.state.settings).toMatchObject({ equalBattle: 'DEFENDER_HOLDS', turnLimit: 40 });
      expect(answer.state.lastMove.battle).toMatchObject({ decidedBy: 'DEFENDER_HOLDS', winner: 'NONE' });
      expect((await update({ rps: { equalBattle: 'ROLL_OFF', turnLimit: 200 } })).userErrors).toEqual([]);
      expect((await rpsState(answer.state.matchId)).settings).toMatchObject({ equalBattle: 'DEFENDER_HOLDS', turnLimit: 40 });
      // The world's readings are checked as every setting is.
      const refused = await update({ rps: { equalBattle: 'COIN_TOSS', turnLimit: 1001 } });
      expect(refused.userErrors.map((e: { code: string; field: string[] }) => `${e.code} at ${e.field.join('.')}`)).toEqual([
        'SETTING_NOT_ALLOWED at patch.rps.equalBattle',
        'SETTING_OUT_OF_RANGE at patch.rps.turnLimit',
      ]);
    } finally {
      await update({ rps: { equalBattle: 'ROLL_OFF', turnLimit: 200 } });
    }
  });
});

describe('verify-matches and RPS Clix', () => {
  it('replays every RPS Clix game from its setup and names one whose stored state or result is not its log', async () => {
    const ctx = createRequestContext(t.dataSource);
    const { matchId, id } = await scriptedMatch([{}, { rps: { frontLine: [0, 4, 2, 3, 1], commander: 5 } }], { rps: { rows: 2 } });
    // A roll-off, so the replay draws the same dice from the match's stream.
    expect((await play(matchId, { kind: 'BATTLE', monsterId: id.E, to: { col: 4, row: 1 } }, 0)).state.lastMove.battle.decidedBy).toBe('ROLL_OFF');
    const second = (await rpsState(matchId, creator)).legalMoves[0];
    expect((await play(matchId, { kind: second.kind, monsterId: second.monsterId, to: second.to }, 1)).userErrors).toEqual([]);
    expect(await RpsService.verifySnapshots(ctx)).toEqual([]);

    // Only a broken restore could do this: the log is append-only.
    const tamper = async (sql: string) => {
      await t.dataSource.query(`ALTER TABLE match_event DISABLE TRIGGER match_event_append_only`);
      await t.dataSource.query(sql, [rowId(matchId)]);
      await t.dataSource.query(`ALTER TABLE match_event ENABLE TRIGGER match_event_append_only`);
    };
    await tamper(`UPDATE match_event SET state = jsonb_set(state, '{turn}', '7') WHERE match_id = $1 AND sequence = 1`);
    expect(await RpsService.verifySnapshots(ctx)).toEqual([{ matchId: rowId(matchId), problem: 'the state stored with event 1 is not the log replayed' }]);
    await tamper(`UPDATE match_event SET state = jsonb_set(state, '{turn}', '1') WHERE match_id = $1 AND sequence = 1`);
    expect(await RpsService.verifySnapshots(ctx)).toEqual([]);
    await tamper(`UPDATE match_event SET result = jsonb_set(result, '{killed}', '[]') WHERE match_id = $1 AND sequence = 1`);
    expect(await RpsService.verifySnapshots(ctx)).toEqual([{ matchId: rowId(matchId), problem: 'the result stored with event 1 is not the log replayed' }]);
    await tamper(`UPDATE match_event SET payload = jsonb_set(payload, '{to,row}', '0') WHERE match_id = $1 AND sequence = 1`);
    expect(await RpsService.verifySnapshots(ctx)).toEqual([{ matchId: rowId(matchId), problem: 'event 1 no longer applies: NOT_ADJACENT' }]);
  });
});
