import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { globalId, rowId } from '../../test/global-ids';

// Each ruleset played through the API from createMatch to resolveMatch, with figures from the
// seed texts: the engine decides turns, actions, combat and the winner; the API stores and shows.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id rank } } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id reinforcement character { name } version { rank } } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence type payload result } ${ERRORS} } }`;
const STATE = `query ($id: ID!) { matchState(matchId: $id) {
  turn activeSide actionsLeft over mayEndTurn mayRollEtiquette
  reinforcementsDue { figureId eligibleFigureIds }
  outcome { winnerSide decidedBy scores { side points lines { kind points figureId } } }
  figures { figure { id } side clicksTaken status actionTokens actedThisTurn captured inReserve legalActions legalTargetIds blooded diedInHourglassPhase }
  horrorClix { phase victimMoved insanityRollsDue mayEndPhase victimsToMove killers frenzyFigureIds mayRunHourglass victims { id killedByFigureId killedInTurn } }
} }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) {
  resolution { sides { position outcome score { points lines { kind label amount figureId } } } }
  match { status } ${ERRORS} } }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(() => t.close());

type Click = { speed: number; attack: number; defense: number; damage: number; speedPower?: string; attackPower?: string; defensePower?: string };

/** A character of the demo world with one version per entry: its rank, points and a plain dial of `live` clicks showing `click`. */
async function character(
  name: string,
  versions: {
    rank?: string;
    points: number;
    click?: Partial<Click>;
    live?: number;
    clicks?: Partial<Click>[];
    range?: number;
    targets?: number;
    archenemyColour?: string;
  }[],
) {
  const input = {
    world: 'demo',
    name,
    kind: 'NPC',
    description: `${name}, from the seed's example.`,
    versions: versions.map((v) => {
      const live = v.clicks?.length ?? v.live ?? 6;
      const click = { speed: 8, attack: 9, defense: 16, damage: 2, ...v.click };
      const clicks = v.clicks ? v.clicks.map((c) => ({ ...click, ...c })) : Array.from({ length: live }, () => click);
      return {
        rank: v.rank ?? 'ROOKIE',
        pointValue: v.points,
        range: v.range ?? 6,
        targets: v.targets ?? 1,
        archenemyColour: v.archenemyColour ?? null,
        clicks,
        koClicks: 12 - live,
      };
    }),
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return Object.fromEntries(data.createCharacter.character.versions.map((v: { id: string; rank: string }) => [v.rank, v.id])) as Record<string, string>;
}

type Side = { versionIds: string[]; reinforcementIds?: string[] };

async function createMatch(ruleset: string, buildTotal: number, sides: Side[]) {
  const input = { world: 'demo', ruleset, buildTotal, sides: sides.map((s, i) => ({ alignment: i === 0 ? 'HERO' : 'VILLAIN', ...s })) };
  return t.gql(CREATE, { input }, creator);
}

/** A created match: its id and each figure's id by character name (a second copy by "name#2"). */
async function created(ruleset: string, buildTotal: number, sides: Side[]) {
  const { data, errors } = await createMatch(ruleset, buildTotal, sides);
  expect(errors).toBeUndefined();
  expect(data.createMatch.userErrors).toEqual([]);
  const fig: Record<string, string> = {};
  for (const f of data.createMatch.match.figures) {
    const name = f.character.name;
    fig[fig[name] ? `${name}#2` : name] = f.id;
  }
  return { id: data.createMatch.match.id as string, fig, figures: data.createMatch.match.figures };
}

async function record(matchId: string, event: Record<string, unknown>) {
  const { data, errors } = await t.gql(RECORD, { input: { matchId, event } }, creator);
  expect(errors).toBeUndefined();
  return data.recordMatchEvent;
}

async function recordOk(matchId: string, event: Record<string, unknown>) {
  const answer = await record(matchId, event);
  expect(answer.userErrors).toEqual([]);
  return answer.event;
}

async function state(matchId: string) {
  const { data, errors } = await t.gql(STATE, { id: matchId });
  expect(errors).toBeUndefined();
  return data.matchState;
}

const figureState = (s: any, id: string) => s.figures.find((f: any) => f.figure.id === id);

async function resolve(matchId: string, outcome: Record<string, unknown> = {}) {
  const { data, errors } = await t.gql(RESOLVE, { input: { matchId, outcome } }, creator);
  expect(errors).toBeUndefined();
  expect(data.resolveMatch.userErrors).toEqual([]);
  return data.resolveMatch;
}

describe('Clix Campaign (seed 000): three actions per character a turn, no pushing', () => {
  it('lets one character take three actions in a turn, refuses a fourth and acting out of turn, deals no pushing damage, and resolves', async () => {
    const hero = await character('Campaign Patrol', [{ points: 50, click: { attack: 10, defense: 16, damage: 2 } }]);
    const thug = await character('Campaign Thug', [{ points: 30, click: { attack: 8, defense: 15, damage: 1 } }]);
    const m = await created('CLIX_CAMPAIGN', 100, [{ versionIds: [hero.ROOKIE] }, { versionIds: [thug.ROOKIE, thug.ROOKIE] }]);
    const patrol = m.fig['Campaign Patrol'];
    const [thugA, thugB] = [m.fig['Campaign Thug'], m.fig['Campaign Thug#2']];

    let s = await state(m.id);
    expect([s.turn, s.activeSide, s.actionsLeft]).toEqual([1, 0, 3]);
    expect(figureState(s, patrol).legalActions).toEqual(['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED', 'FLEE']);
    expect(figureState(s, patrol).legalTargetIds).toEqual([thugA, thugB]);
    expect(figureState(s, thugA).legalActions).toEqual([]);

    await recordOk(m.id, { type: 'ACTION', figureId: patrol, action: 'MOVE' });
    // 10 + 9 = 19 against defense 15: 2 clicks.
    const hit = await recordOk(m.id, {
      type: 'ATTACK',
      figureId: patrol,
      attackKind: 'CLOSE',
      targets: [{ figureId: thugA, distance: 1 }],
      forcedDice: [4, 5],
    });
    expect(hit.result.dialChanges[thugA].clicksApplied).toBe(2);
    await recordOk(m.id, { type: 'ACTION', figureId: patrol, action: 'POWER' });
    s = await state(m.id);
    expect([s.actionsLeft, figureState(s, patrol).clicksTaken, figureState(s, patrol).actionTokens]).toEqual([0, 0, 0]);

    expect((await record(m.id, { type: 'ACTION', figureId: patrol, action: 'MOVE' })).userErrors).toEqual([
      { code: 'NO_ACTIONS_LEFT', field: ['event', 'side'], message: 'side 0 has no actions left this turn' },
    ]);
    expect((await record(m.id, { type: 'ACTION', figureId: thugB, action: 'MOVE' })).userErrors).toEqual([
      { code: 'NOT_YOUR_TURN', field: ['event', 'side'], message: "it is side 0's turn, not side 1's" },
    ]);
    expect((await record(m.id, { type: 'END_TURN', side: 1 })).userErrors.map((e: any) => e.code)).toEqual(['NOT_YOUR_TURN']);

    await recordOk(m.id, { type: 'END_TURN', side: 0 });
    s = await state(m.id);
    expect([s.turn, s.activeSide, s.actionsLeft]).toEqual([2, 1, 6]);
    await recordOk(m.id, { type: 'END_TURN', side: 1 });
    // The same character acting again the next turn takes no pushing damage in Clix Campaign.
    await recordOk(m.id, { type: 'ACTION', figureId: patrol, action: 'MOVE' });
    s = await state(m.id);
    expect([figureState(s, patrol).clicksTaken, figureState(s, patrol).actionTokens, s.actionsLeft]).toEqual([0, 0, 2]);
    expect(s.outcome).toEqual({ winnerSide: null, decidedBy: 'RESOLUTION', scores: [] });

    const resolved = await resolve(m.id, { winningSide: 0 });
    expect(resolved.match.status).toBe('RESOLVED');
    expect(resolved.resolution.sides.map((side: any) => side.outcome)).toEqual(['WON', 'LOST']);
  });

  it("takes a captive with a capture attack: +2 to the defense (the world setting), no damage; each attempt ends the captor's turn", async () => {
    const hero = await character('Campaign Captor', [{ points: 50, click: { attack: 10, defense: 16, damage: 2 } }]);
    const thug = await character('Campaign Runner', [{ points: 30, click: { attack: 8, defense: 15, damage: 1 } }]);
    const m = await created('CLIX_CAMPAIGN', 100, [{ versionIds: [hero.ROOKIE] }, { versionIds: [thug.ROOKIE] }]);
    const [captor, runner] = [m.fig['Campaign Captor'], m.fig['Campaign Runner']];
    const capture = { type: 'ATTACK', figureId: captor, attackKind: 'CLOSE', targetFigureIds: [runner], purpose: 'CAPTURE' };
    // 10 + 6 = 16 against 15 + 2 = 17: a miss, and a special movement: the captor's actions are done this turn.
    const missed = await recordOk(m.id, { ...capture, forcedDice: [3, 3] });
    expect(missed.result.attack.targets[0]).toMatchObject({ hit: false, captured: false });
    expect((await state(m.id)).actionsLeft).toBe(0);
    expect((await record(m.id, { ...capture, forcedDice: [3, 4] })).userErrors).toEqual([
      {
        code: 'ACTIONS_ENDED',
        field: ['event', 'figureId'],
        message: 'Campaign Captor made a special movement this turn: its actions are done until its next turn',
      },
    ]);
    await recordOk(m.id, { type: 'END_TURN' });
    await recordOk(m.id, { type: 'END_TURN' });
    const taken = await recordOk(m.id, { ...capture, forcedDice: [3, 4] });
    expect(taken.result.attack.targets[0]).toMatchObject({ hit: true, captured: true, damageDealt: 0 });
    const s = await state(m.id);
    expect(s.figures.find((f: any) => f.figure.id === runner)).toMatchObject({ clicksTaken: 0, captured: true });
  });
});

describe('Clix Campaign special movements, etiquette and team abilities (seed 000)', () => {
  const TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id character { name } } } ${ERRORS} } }`;

  it('rolls the etiquette die for either side at any time, with what was asked in the note, changing nothing else', async () => {
    const hero = await character('Etiquette Hero', [{ points: 50 }]);
    const thug = await character('Etiquette Thug', [{ points: 30 }]);
    const m = await created('CLIX_CAMPAIGN', 100, [{ versionIds: [hero.ROOKIE] }, { versionIds: [thug.ROOKIE] }]);
    const before = await state(m.id);
    const asked = await recordOk(m.id, { type: 'ETIQUETTE', side: 1, note: 'may the thug climb the billboard?', forcedDice: [3] });
    expect([asked.type, asked.payload, asked.result]).toEqual([
      'ETIQUETTE',
      { side: 1, note: 'may the thug climb the billboard?' },
      { roll: 3, allowed: false },
    ]);
    const served = await recordOk(m.id, { type: 'ETIQUETTE', side: 0, note: 'does the crate block the line of fire?' });
    expect(served.result.allowed).toBe(served.result.roll >= 4);
    expect({ ...(await state(m.id)), sequence: undefined }).toEqual({ ...before, sequence: undefined });
    expect((await record(m.id, { type: 'ETIQUETTE', forcedDice: [5] })).userErrors).toEqual([
      { code: 'EVENT_FIELD_MISSING', field: ['event', 'note'], message: 'an etiquette roll settles a question: say it in the note' },
    ]);
  });

  it("flees as the first action of a turn: on a 6 the enemy fled from hits automatically, and the fleer's actions are done", async () => {
    const hero = await character('Fleeing Hero', [{ points: 50, click: { speed: 8, attack: 10, defense: 16, damage: 2 } }]);
    const thug = await character('Chasing Thug', [{ points: 30, click: { attack: 8, defense: 15, damage: 1 } }]);
    const m = await created('CLIX_CAMPAIGN', 100, [{ versionIds: [hero.ROOKIE, hero.ROOKIE] }, { versionIds: [thug.ROOKIE] }]);
    const [fleer, friend, chaser] = [m.fig['Fleeing Hero'], m.fig['Fleeing Hero#2'], m.fig['Chasing Thug']];
    let s = await state(m.id);
    expect(figureState(s, fleer).legalActions).toEqual(['FREE', 'MOVE', 'POWER', 'CLOSE', 'RANGED', 'FLEE']);
    expect(s.mayRollEtiquette).toBe(true);
    expect((await record(m.id, { type: 'FLEE', figureId: fleer, fromFigureId: friend, forcedDice: [1] })).userErrors).toEqual([
      { code: 'FRIENDLY_TARGET', field: ['event', 'fromFigureId'], message: 'Fleeing Hero is a friend: a figure flees from an enemy' },
    ]);
    const fled = await recordOk(m.id, { type: 'FLEE', figureId: fleer, fromFigureId: chaser, forcedDice: [6] });
    expect(fled.payload).toEqual({ side: 0, figureId: fleer, fromFigureId: chaser });
    expect(fled.result).toMatchObject({
      flee: { roll: 6, outcome: 'HIT_WHILE_FLEEING', automaticallyHit: true },
      actionsLost: 3,
      dialChanges: { [fleer]: { clicksApplied: 1 } },
    });
    s = await state(m.id);
    expect([s.actionsLeft, figureState(s, fleer).clicksTaken, figureState(s, fleer).legalActions]).toEqual([3, 1, []]);
    await recordOk(m.id, { type: 'ACTION', figureId: friend, action: 'MOVE' });
    expect((await record(m.id, { type: 'FLEE', figureId: friend, fromFigureId: chaser, forcedDice: [1] })).userErrors).toEqual([
      {
        code: 'SPECIAL_MOVEMENT_NOT_FIRST',
        field: ['event', 'figureId'],
        message: 'Fleeing Hero has acted this turn: a special movement is made at the beginning of its turn',
      },
    ]);
  });

  it("a failed flee (4-5) lowers the fleer's defense by 1 against attacks until its side's next turn", async () => {
    const hero = await character('Stumbling Hero', [{ points: 50, click: { speed: 8, attack: 10, defense: 16, damage: 2 } }]);
    const thug = await character('Lucky Thug', [{ points: 30, click: { attack: 8, defense: 15, damage: 1 } }]);
    const m = await created('CLIX_CAMPAIGN', 100, [{ versionIds: [hero.ROOKIE] }, { versionIds: [thug.ROOKIE] }]);
    const [fleer, chaser] = [m.fig['Stumbling Hero'], m.fig['Lucky Thug']];
    const failed = await recordOk(m.id, { type: 'FLEE', figureId: fleer, fromFigureId: chaser, forcedDice: [4] });
    expect(failed.result.flee).toEqual({ roll: 4, outcome: 'FAILS', movement: 0, speedModifier: -1, defenseModifier: -1, automaticallyHit: false });
    await recordOk(m.id, { type: 'END_TURN' });
    // 8 + 7 = 15 against 16 - 1.
    const hit = await recordOk(m.id, { type: 'ATTACK', figureId: chaser, attackKind: 'CLOSE', targetFigureIds: [fleer], forcedDice: [3, 4] });
    expect(hit.result.attack.targets[0]).toMatchObject({ defense: 15, hit: true, damageDealt: 1 });
  });

  it("pins each team's ability at createMatch: 9 Team Defense gives +2 next to a team mate, 12 heals the others on a defeat, and later changes to the team change nothing", async () => {
    const leader = await character('Ability Leader', [{ points: 40, click: { attack: 10, defense: 16, damage: 2 } }]);
    const second = await character('Ability Second', [{ points: 30, click: { attack: 10, defense: 16, damage: 2 } }]);
    const thug = await character('Ability Thug', [{ points: 30, click: { attack: 10, defense: 15, damage: 3 } }]);
    const characterIds = await t.dataSource.query(
      `SELECT c.id, c.name FROM character c JOIN character_version v ON v.character_id = c.id WHERE v.id = ANY($1)`,
      [[rowId(leader.ROOKIE), rowId(second.ROOKIE)]],
    );
    const idOf = (name: string) => globalId('Character', characterIds.find((c: any) => c.name === name).id);
    const team = await t.gql(
      TEAM,
      {
        input: {
          world: 'demo',
          name: 'Ability Testers',
          alignment: 'HERO',
          leaderCharacterId: idOf('Ability Leader'),
          founderCharacterIds: [idOf('Ability Second')],
        },
      },
      creator,
    );
    expect(team.errors).toBeUndefined();
    expect(team.data.createTeam.userErrors).toEqual([]);
    const { id: teamId, members } = team.data.createTeam.team;
    const memberIds = members.map((mb: any) => mb.id);
    const play = async (roll: number) => {
      await t.dataSource.query(`UPDATE team SET team_ability_roll = $2 WHERE id = $1`, [rowId(teamId), roll]);
      const input = {
        world: 'demo',
        ruleset: 'CLIX_CAMPAIGN',
        buildTotal: 100,
        sides: [
          { alignment: 'HERO', teamId, teamMemberIds: memberIds },
          { alignment: 'VILLAIN', versionIds: [thug.ROOKIE] },
        ],
      };
      const { data, errors } = await t.gql(CREATE, { input }, creator);
      expect(errors).toBeUndefined();
      expect(data.createMatch.userErrors).toEqual([]);
      const figure = (name: string) => data.createMatch.match.figures.find((f: any) => f.character.name === name).id;
      return { id: data.createMatch.match.id as string, leader: figure('Ability Leader'), second: figure('Ability Second'), thug: figure('Ability Thug') };
    };

    const guarded = await play(9);
    await recordOk(guarded.id, { type: 'END_TURN' });
    // 10 + 7 = 17 against 16 + 2 next to a team mate; 16 when alone.
    const strike = (adjacentToTeamMate: boolean) => ({
      type: 'ATTACK',
      figureId: guarded.thug,
      attackKind: 'CLOSE',
      targets: [{ figureId: guarded.leader, distance: 1, adjacentToTeamMate }],
      forcedDice: [3, 4],
    });
    const missed = await recordOk(guarded.id, strike(true));
    expect([missed.payload.targets[0].adjacentToTeamMate, missed.result.attack.targets[0].defense, missed.result.attack.targets[0].hit]).toEqual([
      true,
      18,
      false,
    ]);
    const hit = await recordOk(guarded.id, strike(false));
    expect([hit.result.attack.targets[0].defense, hit.result.attack.targets[0].hit]).toEqual([16, true]);

    const healing = await play(12);
    await t.dataSource.query(`UPDATE team SET team_ability_roll = 5 WHERE id = $1`, [rowId(teamId)]);
    await recordOk(healing.id, { type: 'DAMAGE', figureId: healing.second, clicks: 2, byFigureId: healing.thug });
    const ko = await recordOk(healing.id, { type: 'KO', figureId: healing.leader, byFigureId: healing.thug });
    expect(ko.result.teamHealing).toEqual([{ figureId: healing.second, clicksHealed: 1 }]);
    expect(figureState(await state(healing.id), healing.second).clicksTaken).toBe(1);
  });
});

describe('HeroClix 2003 (seed 003)', () => {
  let dredd: Record<string, string>;
  let rasputin: Record<string, string>;
  let asashi: Record<string, string>;

  beforeAll(async () => {
    // The Judge Dredd example: veteran Dredd, attack 11 and 2 damage, two targets; Rasputin defense 16, Asashi 14.
    dredd = await character('Judge Dredd', [{ rank: 'VETERAN', points: 60, click: { attack: 11, damage: 2 }, targets: 2, range: 8 }]);
    rasputin = await character('Rasputin', [{ points: 40, click: { defense: 16 } }]);
    asashi = await character('Asashi', [{ points: 40, click: { defense: 14 } }]);
  });

  const shot = (m: { fig: Record<string, string> }, extra: Record<string, unknown>) => ({
    type: 'ATTACK',
    figureId: m.fig['Judge Dredd'],
    attackKind: 'RANGED',
    targets: [
      { figureId: m.fig.Rasputin, distance: 5 },
      { figureId: m.fig.Asashi, distance: 6 },
    ],
    ...extra,
  });
  const dreddMatch = () => created('HEROCLIX_2003', 100, [{ versionIds: [dredd.VETERAN] }, { versionIds: [rasputin.ROOKIE, asashi.ROOKIE] }]);
  const clicksOf = async (m: { id: string; fig: Record<string, string> }) => {
    const s = await state(m.id);
    return [figureState(s, m.fig.Rasputin).clicksTaken, figureState(s, m.fig.Asashi).clicksTaken];
  };

  it('11 + 4 = 15 misses Rasputin and hits Asashi for 2', async () => {
    const m = await dreddMatch();
    await recordOk(m.id, shot(m, { forcedDice: [1, 3] }));
    expect(await clicksOf(m)).toEqual([0, 2]);
  });

  it.each([
    [1, 1],
    [2, 0],
    [0, 2],
  ])('11 + 7 = 18 hits both: the player splits the 2 damage %i / %i', async (toRasputin, toAsashi) => {
    const m = await dreddMatch();
    const damageSplit = [
      { figureId: m.fig.Rasputin, clicks: toRasputin },
      { figureId: m.fig.Asashi, clicks: toAsashi },
    ];
    await recordOk(m.id, shot(m, { forcedDice: [3, 4], damageSplit }));
    expect(await clicksOf(m)).toEqual([toRasputin, toAsashi]);
  });

  it('refuses a split that is not the damage dealt with its own code, recording nothing', async () => {
    const m = await dreddMatch();
    const damageSplit = [
      { figureId: m.fig.Rasputin, clicks: 2 },
      { figureId: m.fig.Asashi, clicks: 2 },
    ];
    const answer = await record(m.id, shot(m, { forcedDice: [3, 4], damageSplit }));
    expect(answer.userErrors.map((e: any) => [e.code, e.field])).toEqual([['INVALID_DAMAGE_SPLIT', ['event', 'damageSplit']]]);
    expect(await clicksOf(m)).toEqual([0, 0]);
    expect((await state(m.id)).actionsLeft).toBe(1);
  });

  it('checks the armies of seed 003 example 1 and 2: the build total, uniques, archenemies', async () => {
    const lobster = await character('Lobster Johnston', [{ rank: 'EXPERIENCED', points: 53 }]);
    const saurian = await character('Saurian Trooper', [{ rank: 'VETERAN', points: 30, archenemyColour: 'blue' }]);
    const ashleigh = await character('Ashleigh', [{ points: 14 }]);
    const abbey = await character('Abbey Chase', [
      { rank: 'UNIQUE', points: 54 },
      { rank: 'EXPERIENCED', points: 41 },
    ]);
    const kabuki = await character('Kabuki', [{ points: 33 }]);
    const arwyn = await character('Arwyn', [{ rank: 'VETERAN', points: 42 }]);
    const shi = await character('Shi', [{ points: 30 }]);
    const anita = { versionIds: [lobster.EXPERIENCED, saurian.VETERAN, ashleigh.ROOKIE] };
    const jeff = { versionIds: [abbey.UNIQUE, abbey.EXPERIENCED, kabuki.ROOKIE, arwyn.VETERAN, shi.ROOKIE] };
    await created('HEROCLIX_2003', 200, [anita, jeff]);

    const errorsOf = async (buildTotal: number, sides: Side[]) => (await createMatch('HEROCLIX_2003', buildTotal, sides)).data.createMatch;
    expect(await errorsOf(100, [anita, jeff])).toEqual({
      match: null,
      userErrors: [{ code: 'OVER_BUILD_TOTAL', field: ['sides', '1', 'versionIds'], message: 'the army costs 200 points, over the build total of 100' }],
    });
    const twoUniques = { versionIds: [abbey.UNIQUE, abbey.UNIQUE] };
    expect((await errorsOf(200, [anita, twoUniques])).userErrors.map((e: any) => [e.code, e.field])).toEqual([
      ['DUPLICATE_UNIQUE', ['sides', '1', 'versionIds', '1']],
    ]);
    const blueLobster = await character('Blue Lobster', [{ points: 53, archenemyColour: 'Blue' }]);
    const archenemies = { versionIds: [blueLobster.ROOKIE, saurian.VETERAN] };
    expect((await errorsOf(200, [archenemies, jeff])).userErrors.map((e: any) => [e.code, e.field])).toEqual([
      ['ARCHENEMIES_IN_ARMY', ['sides', '0', 'versionIds', '1']],
    ]);
  });

  it('scores the victory points of section 9 (archenemy doubled, a pushed-off model to the player who damaged it most) and resolves with the winner', async () => {
    const lobster = await character('VP Lobster', [{ points: 53 }]);
    const saurian = await character('VP Saurian', [{ points: 30, archenemyColour: 'red' }]);
    const ashleigh = await character('VP Ashleigh', [{ points: 14 }]);
    const abbey = await character('VP Abbey', [{ rank: 'UNIQUE', points: 54 }]);
    const kabuki = await character('VP Kabuki', [{ points: 33, archenemyColour: 'red' }]);
    const m = await created('HEROCLIX_2003', 100, [
      { versionIds: [lobster.ROOKIE, saurian.ROOKIE, ashleigh.ROOKIE] },
      { versionIds: [abbey.UNIQUE, kabuki.ROOKIE] },
    ]);
    await recordOk(m.id, { type: 'KO', side: 0, figureId: m.fig['VP Kabuki'], byFigureId: m.fig['VP Saurian'] });
    await recordOk(m.id, { type: 'DAMAGE', side: 1, figureId: m.fig['VP Ashleigh'], clicks: 1, byFigureId: m.fig['VP Abbey'] });
    await recordOk(m.id, { type: 'KO', side: 0, figureId: m.fig['VP Ashleigh'] });
    const s = await state(m.id);
    expect(s.outcome).toEqual({
      winnerSide: 0,
      decidedBy: 'VICTORY_POINTS',
      scores: [
        {
          side: 0,
          points: 149,
          lines: [
            { kind: 'SURVIVOR', points: 53, figureId: m.fig['VP Lobster'] },
            { kind: 'SURVIVOR', points: 30, figureId: m.fig['VP Saurian'] },
            { kind: 'DEFEATED_ARCHENEMY', points: 66, figureId: m.fig['VP Kabuki'] },
          ],
        },
        {
          side: 1,
          points: 68,
          lines: [
            { kind: 'MOST_DAMAGE_TO_SELF_DEFEATED', points: 14, figureId: m.fig['VP Ashleigh'] },
            { kind: 'SURVIVOR', points: 54, figureId: m.fig['VP Abbey'] },
          ],
        },
      ],
    });
    const resolved = await resolve(m.id);
    expect(resolved.resolution.sides.map((side: any) => [side.outcome, side.score.points])).toEqual([
      ['WON', 149],
      ['LOST', 68],
    ]);
    expect(resolved.resolution.sides[0].score.lines[2]).toEqual({
      kind: 'DEFEATED_ARCHENEMY',
      label: 'defeated archenemy: VP Kabuki',
      amount: 66,
      figureId: m.fig['VP Kabuki'],
    });
  });

  it('gives one action per started 100 points, one per model, and pushing damage on two turns running', async () => {
    const m = await dreddMatch();
    const dreddId = m.fig['Judge Dredd'];
    await recordOk(m.id, { type: 'ACTION', figureId: dreddId, action: 'MOVE' });
    expect((await record(m.id, { type: 'ACTION', figureId: dreddId, action: 'MOVE' })).userErrors.map((e: any) => e.code)).toEqual(['NO_ACTIONS_LEFT']);
    await recordOk(m.id, { type: 'END_TURN' });
    await recordOk(m.id, { type: 'END_TURN' });
    const pushed = await recordOk(m.id, { type: 'ACTION', figureId: dreddId, action: 'MOVE' });
    expect(pushed.result.pushingDamage).toBe(1);
    expect(figureState(await state(m.id), dreddId)).toMatchObject({ clicksTaken: 1, actionTokens: 2 });
  });
});

describe('HeroClix Alpha (seed 001)', () => {
  it('refuses a team of fewer than 5 characters or over 250 points', async () => {
    const small = await character('Alpha Scout', [{ points: 40 }]);
    const big = await character('Alpha Giant', [{ points: 60 }]);
    const four = { versionIds: Array(4).fill(small.ROOKIE) };
    const five = { versionIds: Array(5).fill(small.ROOKIE) };
    const tooDear = { versionIds: Array(5).fill(big.ROOKIE) };
    expect((await createMatch('HEROCLIX_ALPHA', 250, [four, five])).data.createMatch.userErrors.map((e: any) => [e.code, e.field])).toEqual([
      ['TOO_FEW_CHARACTERS', ['sides', '0', 'versionIds']],
    ]);
    expect((await createMatch('HEROCLIX_ALPHA', 250, [five, tooDear])).data.createMatch.userErrors.map((e: any) => [e.code, e.field])).toEqual([
      ['OVER_POINT_LIMIT', ['sides', '1', 'versionIds']],
    ]);
  });

  it("reads the Alpha powers card: Invulnerability takes 2 off the damage (Clix Campaign's takes 3)", async () => {
    const bruiser = await character('Alpha Bruiser', [{ points: 40, click: { attack: 10, defense: 15, damage: 3 } }]);
    const wall = await character('Alpha Wall', [{ points: 40, click: { attack: 8, defense: 15, damage: 1, defensePower: 'Invulnerability' } }]);
    const dealt = async (ruleset: string) => {
      const m = await created(ruleset, 250, [{ versionIds: Array(5).fill(bruiser.ROOKIE) }, { versionIds: Array(5).fill(wall.ROOKIE) }]);
      const [attacker, target] = [m.figures[0].id, m.figures[5].id];
      await recordOk(m.id, { type: 'ATTACK', figureId: attacker, attackKind: 'CLOSE', targetFigureIds: [target], forcedDice: [4, 3] });
      return figureState(await state(m.id), target).clicksTaken;
    };
    expect(await dealt('HEROCLIX_ALPHA')).toBe(1);
    expect(await dealt('CLIX_CAMPAIGN')).toBe(0);
  });

  it('deals Explosion damage to the other enemies the table names next to the target, and refuses a friend among them', async () => {
    const bomber = await character('Alpha Bomber', [{ points: 40, clicks: [{ attack: 9, defense: 16, damage: 2, attackPower: 'Explosion' }, {}, {}] }]);
    const wall = await character('Alpha Brick', [{ points: 40, clicks: [{ attack: 8, defense: 16, damage: 1 }, {}, {}] }]);
    const m = await created('HEROCLIX_ALPHA', 250, [{ versionIds: Array(5).fill(bomber.ROOKIE) }, { versionIds: Array(5).fill(wall.ROOKIE) }]);
    const ids: string[] = m.figures.map((f: any) => f.id);
    const shot = (others: string[]) => ({
      type: 'ATTACK',
      figureId: ids[0],
      attackKind: 'RANGED',
      targets: [{ figureId: ids[5], distance: 4, otherEnemiesAdjacent: others }],
      forcedDice: [4, 4],
    });
    expect((await record(m.id, shot([ids[1]]))).userErrors.map((e: any) => [e.code, e.field])).toEqual([
      ['FRIENDLY_TARGET', ['event', 'targets', '0', 'otherEnemiesAdjacent', '0']],
    ]);
    // 9 + 8 = 17 hits defense 16: the target takes 2, each enemy next to it 1.
    await recordOk(m.id, shot([ids[6], ids[7]]));
    const s = await state(m.id);
    expect([5, 6, 7, 8].map((i) => figureState(s, ids[i]).clicksTaken)).toEqual([2, 1, 1, 0]);
  });

  it("plays to 5 KO points with a reinforcement entering for a KO'd character, one action per character, three a turn", async () => {
    // One live click: a hit KOs. 10 + 10 = 20 hits defense 15.
    const striker = await character('Alpha Striker', [{ points: 40, live: 1, click: { attack: 10, defense: 15, damage: 1 } }]);
    const reserve = await character('Alpha Reserve', [{ points: 50, live: 1, click: { attack: 10, defense: 15, damage: 1 } }]);
    const tooDear = await character('Alpha Heavy', [{ points: 51, live: 1, click: { attack: 10, defense: 15, damage: 1 } }]);
    const team = { versionIds: Array(5).fill(striker.ROOKIE) };
    const m = await created('HEROCLIX_ALPHA', 250, [
      { ...team, reinforcementIds: [reserve.ROOKIE] },
      { ...team, reinforcementIds: [tooDear.ROOKIE, reserve.ROOKIE] },
    ]);
    const ids: string[] = m.figures.map((f: any) => f.id);
    const [a, b] = [ids.slice(0, 5), ids.slice(6, 11)];
    const [reserveA, heavyB, reserveB] = [m.figures[5].id, m.figures[11].id, m.figures[12].id];
    expect(m.figures.map((f: any) => f.reinforcement)).toEqual([false, false, false, false, false, true, false, false, false, false, false, true, true]);
    const strike = (attacker: string, target: string) => ({
      type: 'ATTACK',
      figureId: attacker,
      attackKind: 'CLOSE',
      targetFigureIds: [target],
      forcedDice: [5, 5],
    });

    let s = await state(m.id);
    expect([s.actionsLeft, figureState(s, reserveA).inReserve, figureState(s, reserveA).legalActions]).toEqual([3, true, []]);
    await recordOk(m.id, strike(a[0], b[0]));
    expect((await record(m.id, strike(a[0], b[1]))).userErrors.map((e: any) => e.code)).toEqual(['FIGURE_ALREADY_ACTED']);
    await recordOk(m.id, strike(a[1], b[1]));
    await recordOk(m.id, { type: 'END_TURN' });

    // Side 1's turn starts with two reinforcements due. A KO'd character goes into the reinforcements (seed 001) and
    // may come back at full health; the 50-point reserve fits (40 + 10), the 51-point one does not.
    s = await state(m.id);
    expect(s.reinforcementsDue).toEqual([
      { figureId: b[0], eligibleFigureIds: [b[0], b[1], reserveB] },
      { figureId: b[1], eligibleFigureIds: [b[0], b[1], reserveB] },
    ]);
    expect((await record(m.id, strike(b[2], a[0]))).userErrors.map((e: any) => e.code)).toEqual(['REINFORCEMENTS_DUE']);
    expect((await record(m.id, { type: 'REINFORCE', reinforcementFigureIds: [heavyB, null] })).userErrors.map((e: any) => [e.code, e.field])).toEqual([
      ['REINFORCEMENT_TOO_EXPENSIVE', ['event', 'reinforcementFigureIds']],
    ]);
    await recordOk(m.id, { type: 'REINFORCE', reinforcementFigureIds: [reserveB, b[0]] });
    s = await state(m.id);
    expect([b[0], b[1], reserveB].map((id) => [figureState(s, id).inReserve, figureState(s, id).clicksTaken])).toEqual([
      [false, 0],
      [true, 1],
      [false, 0],
    ]);
    await recordOk(m.id, strike(reserveB, a[0]));
    await recordOk(m.id, { type: 'END_TURN' });

    expect((await state(m.id)).reinforcementsDue).toEqual([{ figureId: a[0], eligibleFigureIds: [a[0], reserveA] }]);
    await recordOk(m.id, { type: 'REINFORCE', reinforcementFigureIds: [reserveA] });
    await recordOk(m.id, strike(reserveA, b[2]));
    await recordOk(m.id, strike(a[1], b[3]));
    s = await state(m.id);
    expect(s.outcome.scores.map((score: any) => score.points)).toEqual([4, 1]);
    expect(s.over).toBe(false);
    await recordOk(m.id, strike(a[2], b[4]));
    s = await state(m.id);
    expect([s.over, s.activeSide, s.outcome.winnerSide, s.outcome.decidedBy]).toEqual([true, null, 0, 'KO_POINTS']);
    expect((await record(m.id, { type: 'END_TURN' })).userErrors.map((e: any) => e.code)).toEqual(['MATCH_OVER']);

    const resolved = await resolve(m.id);
    expect(resolved.resolution.sides.map((r: any) => [r.outcome, r.score.points])).toEqual([
      ['WON', 5],
      ['LOST', 1],
    ]);
  });
});

describe('HorrorClix (seed 004)', () => {
  it('plays its four phases with a victim kill, an insanity roll and an hourglass death that scores 0, and resolves with the victim points', async () => {
    const hunter = await character('Horror Hunter', [{ points: 50, clicks: [{}, {}] }]);
    const madman = await character('Horror Madman', [{ points: 50, clicks: [{ attackPower: 'Insanity' }, {}] }]);
    const stalker = await character('Horror Stalker', [{ points: 50, clicks: [{}, {}] }]);
    const shade = await character('Horror Shade', [{ points: 40, clicks: [{ defensePower: 'Hourglass' }] }]);
    const m = await created('HORRORCLIX', 200, [{ versionIds: [hunter.ROOKIE, madman.ROOKIE] }, { versionIds: [stalker.ROOKIE, shade.ROOKIE] }]);
    const [a1, a2, b1, b2] = ['Horror Hunter', 'Horror Madman', 'Horror Stalker', 'Horror Shade'].map((name) => m.fig[name]);
    const codes = async (event: Record<string, unknown>) => (await record(m.id, event)).userErrors.map((e: any) => [e.code, e.field]);

    let s = await state(m.id);
    expect(s.horrorClix).toMatchObject({ phase: 'PREVIEW', insanityRollsDue: [a2], mayEndPhase: false, victimMoved: null });
    expect(s.horrorClix.victims).toHaveLength(12);
    expect(await codes({ type: 'ACTION', figureId: a1, action: 'MOVE' })).toEqual([['WRONG_PHASE', ['event', 'type']]]);
    expect(await codes({ type: 'PHASE' })).toEqual([['INSANITY_ROLLS_DUE', ['event', 'type']]]);
    // A d6 of 4 is not below the dial's 4: sane.
    const roll = await recordOk(m.id, { type: 'INSANITY_ROLL', figureId: a2, insanityValue: 4, forcedDice: [4] });
    expect(roll.result).toMatchObject({ roll: 4, insane: false });
    await recordOk(m.id, { type: 'PHASE' });
    expect(await codes({ type: 'MOVE_VICTIM', victimId: 'victim-13' })).toEqual([['VICTIM_NOT_FOUND', ['event', 'victimId']]]);
    await recordOk(m.id, { type: 'MOVE_VICTIM', victimId: 'victim-4' });
    s = await state(m.id);
    expect([s.horrorClix.phase, s.horrorClix.victimMoved, s.actionsLeft]).toEqual(['HUNTING', 'victim-4', 2]);
    // The hourglass on the Shade's defense: intangible, it cannot be attacked.
    expect(figureState(s, a1).legalTargetIds).toEqual([b1]);

    expect(await codes({ type: 'VICTIM_KILLED', figureId: a1, victimId: 'victim-4' })).toEqual([['VICTIM_NEEDS_MOVE', ['event', 'figureId']]]);
    await recordOk(m.id, { type: 'ACTION', figureId: a1, action: 'MOVE' });
    await recordOk(m.id, { type: 'VICTIM_KILLED', figureId: a1, victimId: 'victim-4' });
    s = await state(m.id);
    expect(figureState(s, a1).blooded).toBe(true);
    expect(s.horrorClix.victims[3]).toEqual({ id: 'victim-4', killedByFigureId: a1, killedInTurn: 1 });
    expect(s.horrorClix.frenzyFigureIds).toEqual([a1]);
    await recordOk(m.id, { type: 'HOURGLASS' });
    await recordOk(m.id, { type: 'END_TURN' });

    // Side 1's hourglass phase: the Shade (one live click, an hourglass showing) takes 1 and dies: it scores nobody anything.
    await recordOk(m.id, { type: 'PHASE' });
    await recordOk(m.id, { type: 'MOVE_VICTIM', victimId: 'victim-1' });
    const hourglass = await recordOk(m.id, { type: 'HOURGLASS' });
    expect(hourglass.result).toMatchObject({ phase: 'HOURGLASS', damaged: [b2] });
    s = await state(m.id);
    expect(figureState(s, b2)).toMatchObject({ status: 'REMOVED', diedInHourglassPhase: true });
    // 5 victim points per 100 points of the build total.
    expect(s.outcome).toEqual({
      winnerSide: 0,
      decidedBy: 'HORRORCLIX_SCORE',
      scores: [
        {
          side: 0,
          points: 10,
          lines: [
            { kind: 'MONSTER_KILLED_SCORES_NOTHING', points: 0, figureId: b2 },
            { kind: 'VICTIMS', points: 10, figureId: null },
          ],
        },
        { side: 1, points: 0, lines: [] },
      ],
    });
    const resolved = await resolve(m.id);
    expect(resolved.resolution.sides.map((r: any) => [r.outcome, r.score.points])).toEqual([
      ['WON', 10],
      ['LOST', 0],
    ]);
  });
});

describe('a log recorded under older rules', () => {
  it('rebuilds a snapshot stored by another version of the engine from the log, instead of trusting its shape', async () => {
    const hero = await character('Old Snapshot Hero', [{ points: 50 }]);
    const thug = await character('Old Snapshot Thug', [{ points: 30 }]);
    const m = await created('CLIX_CAMPAIGN', 100, [{ versionIds: [hero.ROOKIE] }, { versionIds: [thug.ROOKIE] }]);
    const before = await state(m.id);
    expect(before.actionsLeft).toBe(3);
    // As an older engine stored it: a move, with a snapshot of another version that reads the turn differently.
    const [account] = await t.dataSource.query(`SELECT id FROM account WHERE email = $1`, [demoCreator().email]);
    const stale = { version: 1, turn: { number: 1, activeSide: 0, actionsLeft: 99, reinforcementsDue: [] } };
    await t.dataSource.query(
      `INSERT INTO match_event (match_id, sequence, type, payload, dice_faces, at_table, state, created_by) VALUES ($1, 1, 'ACTION', $2, '{}', false, $3, $4)`,
      [rowId(m.id), JSON.stringify({ side: 0, figureId: rowId(m.fig['Old Snapshot Hero']), action: 'MOVE' }), JSON.stringify(stale), account.id],
    );
    expect((await state(m.id)).actionsLeft).toBe(2);
    await recordOk(m.id, { type: 'ACTION', figureId: m.fig['Old Snapshot Hero'], action: 'MOVE' });
    expect((await state(m.id)).actionsLeft).toBe(1);
  });

  it('answers MATCH_LOG_OUTDATED, naming the event that no longer applies, instead of an internal error', async () => {
    const hero = await character('Old Rules Hero', [{ points: 50 }]);
    const thug = await character('Old Rules Thug', [{ points: 30 }]);
    const m = await created('CLIX_CAMPAIGN', 100, [{ versionIds: [hero.ROOKIE] }, { versionIds: [thug.ROOKIE] }]);
    // As an older version stored it: no snapshot, and side 1 acting in side 0's turn, which the engine now refuses.
    const [account] = await t.dataSource.query(`SELECT id FROM account WHERE email = $1`, [demoCreator().email]);
    await t.dataSource.query(
      `INSERT INTO match_event (match_id, sequence, type, payload, dice_faces, at_table, created_by) VALUES ($1, 1, 'ACTION', $2, '{}', false, $3)`,
      [rowId(m.id), JSON.stringify({ side: 1, figureId: m.fig['Old Rules Thug'], action: 'MOVE' }), account.id],
    );
    const message = 'this match was recorded under older rules: event 1 no longer applies (NOT_YOUR_TURN); void it and play it again';
    const read = await t.gql(STATE, { id: m.id });
    expect(read.data).toEqual({ matchState: null });
    expect(read.errors!.map((e: any) => [e.extensions.code, e.message, e.path])).toEqual([['MATCH_LOG_OUTDATED', message, ['matchState']]]);
    expect((await record(m.id, { type: 'END_TURN' })).userErrors).toEqual([{ code: 'MATCH_LOG_OUTDATED', field: ['matchId'], message }]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM match_event WHERE match_id = $1`, [rowId(m.id)]);
    expect(n).toBe(1);
  });
});
