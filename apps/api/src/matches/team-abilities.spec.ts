import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { globalId, rowId } from '../../test/global-ids';

// Clix Campaign's team abilities that act in a match (seed 000 chart), through the API: a team's
// roll is pinned at createMatch, shown in matchState, and its inputs change what the engine decides.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id versions { id } } ${ERRORS} } }`;
const TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id } } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id character { name } } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence type payload result } ${ERRORS} } }`;
const STATE = `query ($id: ID!) { matchState(matchId: $id) {
  sequence actionsLeft teamAbilities { roll name text } figures { figure { id } clicksTaken actionTokens legalActions sharedBurdenMateIds coordinatedAssaultMateIds }
} }`;

let t: TestApi;
let creator: string;
let team: { id: string; memberIds: string[] };
let thugVersion: string;

/** A demo-world character on a plain dial of 6 clicks showing `click`: its only version and the character. */
async function character(name: string, points: number, click: { attack: number; defense: number; damage: number }) {
  const clicks = Array.from({ length: 6 }, () => ({ speed: 8, ...click }));
  const input = {
    world: 'demo',
    name,
    kind: 'NPC',
    description: `${name}, for the team abilities.`,
    versions: [{ rank: 'ROOKIE', pointValue: points, range: 6, targets: 1, clicks, koClicks: 6 }],
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  const [{ id: characterId }] = await t.dataSource.query(`SELECT character_id AS id FROM character_version WHERE id = $1`, [
    rowId(data.createCharacter.character.versions[0].id),
  ]);
  return { versionId: data.createCharacter.character.versions[0].id as string, characterId: globalId('Character', characterId) };
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const leader = await character('Squad Leader', 40, { attack: 10, defense: 16, damage: 2 });
  const sharp = await character('Squad Sharp', 30, { attack: 12, defense: 18, damage: 2 });
  const plain = await character('Squad Plain', 20, { attack: 10, defense: 16, damage: 2 });
  thugVersion = (await character('Squad Thug', 30, { attack: 10, defense: 15, damage: 3 })).versionId;
  const input = {
    world: 'demo',
    name: 'The Squad',
    alignment: 'HERO',
    leaderCharacterId: leader.characterId,
    founderCharacterIds: [sharp.characterId, plain.characterId],
  };
  const { data, errors } = await t.gql(TEAM, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createTeam.userErrors).toEqual([]);
  team = { id: data.createTeam.team.id, memberIds: data.createTeam.team.members.map((m: { id: string }) => m.id) };
});

afterAll(() => t.close());

/** A match of the team, its ability pinned to `roll`, against one thug: the match id and each figure's id. */
async function playWith(roll: number) {
  await t.dataSource.query(`UPDATE team SET team_ability_roll = $2 WHERE id = $1`, [rowId(team.id), roll]);
  const input = {
    world: 'demo',
    ruleset: 'CLIX_CAMPAIGN',
    buildTotal: 100,
    sides: [
      { alignment: 'HERO', teamId: team.id, teamMemberIds: team.memberIds },
      { alignment: 'VILLAIN', versionIds: [thugVersion] },
    ],
  };
  const { data, errors } = await t.gql(CREATE, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createMatch.userErrors).toEqual([]);
  const figure = (name: string): string => data.createMatch.match.figures.find((f: any) => f.character.name === name).id;
  return {
    id: data.createMatch.match.id as string,
    leader: figure('Squad Leader'),
    sharp: figure('Squad Sharp'),
    plain: figure('Squad Plain'),
    thug: figure('Squad Thug'),
  };
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

it("shows each side's pinned ability in matchState: roll, name and text, none for the NPC force", async () => {
  const m = await playWith(3);
  expect((await state(m.id)).teamAbilities).toEqual([
    {
      roll: 3,
      name: 'Shrouded',
      text: 'Any line of fire drawn to a member of your Team that passes through hindering terrain, including the square the character occupies, is treated as though it is being drawn through blocking terrain.',
    },
    null,
  ]);
});

it('3 Shrouded: a ranged attack on a member through hindering terrain is refused, and changes nothing', async () => {
  const m = await playWith(3);
  await recordOk(m.id, { type: 'END_TURN' });
  const before = await state(m.id);
  const shot = {
    type: 'ATTACK',
    figureId: m.thug,
    attackKind: 'RANGED',
    targets: [{ figureId: m.leader, distance: 3, lineOfFireCrossesHinderingTerrain: true }],
    forcedDice: [6, 6],
  };
  expect((await record(m.id, shot)).userErrors).toEqual([
    {
      code: 'SHROUDED_NO_LINE_OF_FIRE',
      field: ['event', 'targets', '0', 'lineOfFireCrossesHinderingTerrain'],
      message: "Squad Leader's team is Shrouded: a line of fire through hindering terrain to it is blocked",
    },
  ]);
  expect(await state(m.id)).toEqual(before);
});

it('4 Shared Defense and 5 Shared Attack: the highest value of the adjacent mates named, shown in the result', async () => {
  const defended = await playWith(4);
  await recordOk(defended.id, { type: 'END_TURN' });
  // The thug's 10 + 7 = 17 hits the leader's own 16, not the Sharp's 18.
  const punch = {
    type: 'ATTACK',
    figureId: defended.thug,
    attackKind: 'CLOSE',
    targets: [{ figureId: defended.leader, sharedDefenseFrom: [defended.sharp] }],
    forcedDice: [3, 4],
  };
  const missed = await recordOk(defended.id, punch);
  expect(missed.payload.targets[0].sharedDefenseFrom).toEqual([defended.sharp]);
  expect([missed.result.sharedDefense, missed.result.attack.targets[0].defense, missed.result.attack.targets[0].hit]).toEqual([
    [{ figureId: defended.leader, fromFigureId: defended.sharp, value: 18 }],
    18,
    false,
  ]);
  expect((await record(defended.id, { ...punch, targets: [{ figureId: defended.leader, sharedDefenseFrom: [defended.thug] }] })).userErrors).toEqual([
    { code: 'NOT_A_TEAM_MATE', field: ['event', 'targets', '0', 'sharedDefenseFrom', '0'], message: 'Squad Thug is not a team mate of Squad Leader' },
  ]);

  const sharing = await playWith(5);
  // The leader's 10 + 3 misses the thug's 15; the Sharp's 12 + 3 hits.
  const hit = await recordOk(sharing.id, {
    type: 'ATTACK',
    figureId: sharing.leader,
    attackKind: 'CLOSE',
    targetFigureIds: [sharing.thug],
    attacker: { sharedAttackFrom: [sharing.sharp] },
    forcedDice: [1, 2],
  });
  expect([hit.result.sharedAttack, hit.result.attack.targets[0].hit]).toEqual([{ figureId: sharing.leader, fromFigureId: sharing.sharp, value: 12 }, true]);
});

it("7 Free Movement: a member's move uses none of the turn's actions and marks it with a token", async () => {
  const m = await playWith(7);
  const moved = await recordOk(m.id, { type: 'ACTION', figureId: m.leader, action: 'MOVE' });
  expect(moved.result).toMatchObject({ action: 'MOVE', freeMovement: true });
  const s = await state(m.id);
  expect([s.actionsLeft, figureState(s, m.leader).actionTokens]).toEqual([9, 1]);
});

it('10 Shared Burden: a SHARED_BURDEN event moves 1 click from one member to another, a move action', async () => {
  const m = await playWith(10);
  // Offered, with the damaged mates, once a member has damage to share.
  const burden = (s: any, id: string) => [figureState(s, id).legalActions.includes('SHARED_BURDEN'), [...figureState(s, id).sharedBurdenMateIds].sort()];
  expect(burden(await state(m.id), m.plain)).toEqual([false, []]);
  await recordOk(m.id, { type: 'DAMAGE', figureId: m.leader, clicks: 2, byFigureId: m.thug });
  const damaged = await state(m.id);
  expect([burden(damaged, m.leader), burden(damaged, m.plain), burden(damaged, m.sharp)]).toEqual([
    [false, []],
    [true, [m.leader]],
    [true, [m.leader]],
  ]);
  const shared = await recordOk(m.id, { type: 'SHARED_BURDEN', figureId: m.plain, toFigureId: m.leader });
  expect(shared.payload).toEqual({ side: 0, figureId: m.plain, toFigureId: m.leader });
  expect([shared.result.damagedFigureId, shared.result.healedFigureId]).toEqual([m.plain, m.leader]);
  const s = await state(m.id);
  expect([s.actionsLeft, figureState(s, m.leader).clicksTaken, figureState(s, m.plain).clicksTaken]).toEqual([8, 1, 1]);
  expect(burden(s, m.sharp)).toEqual([true, [m.leader, m.plain].sort()]);

  const other = await playWith(9);
  expect((await record(other.id, { type: 'SHARED_BURDEN', figureId: other.plain, toFigureId: other.leader })).userErrors).toEqual([
    { code: 'TEAM_ABILITY_NOT_PINNED', field: ['event', 'type'], message: 'type is team ability 10, Shared Burden; side 0 does not have it' },
  ]);
});

it('11 Coordinated Assault: mates adjacent to the target all attack it with one action, each marked', async () => {
  const m = await playWith(11);
  // Each member's close attack may be joined by the unmarked mates.
  const before = await state(m.id);
  expect([...figureState(before, m.leader).coordinatedAssaultMateIds].sort()).toEqual([m.sharp, m.plain].sort());
  // The leader's 10 + 7 and the Sharp's 12 + 7 both hit the thug's 15, 2 clicks each.
  const assault = await recordOk(m.id, {
    type: 'ATTACK',
    figureId: m.leader,
    attackKind: 'CLOSE',
    targetFigureIds: [m.thug],
    coordinatedWith: [m.sharp],
    forcedDice: [3, 4, 3, 4],
  });
  expect(assault.payload.coordinatedWith).toEqual([m.sharp]);
  expect(assault.result.coordinatedAttacks).toMatchObject([{ figureId: m.sharp, attack: { targets: [{ hit: true, damageDealt: 2 }] } }]);
  const s = await state(m.id);
  expect([s.actionsLeft, figureState(s, m.thug).clicksTaken, figureState(s, m.leader).actionTokens, figureState(s, m.sharp).actionTokens]).toEqual([
    8, 4, 1, 1,
  ]);
  // Both are marked now: the Plain may still attack, with nobody to join it.
  expect([
    figureState(s, m.leader).coordinatedAssaultMateIds,
    figureState(s, m.plain).coordinatedAssaultMateIds,
    figureState(s, m.plain).legalActions.includes('CLOSE'),
  ]).toEqual([[], [], true]);
  expect(
    (
      await record(m.id, {
        type: 'ATTACK',
        figureId: m.plain,
        attackKind: 'CLOSE',
        targetFigureIds: [m.thug],
        coordinatedWith: [m.sharp],
        forcedDice: [3, 4, 3, 4],
      })
    ).userErrors,
  ).toEqual([{ code: 'MARKED_THIS_TURN', field: ['event', 'coordinatedWith', '0'], message: 'Squad Sharp is marked with an action token this turn' }]);
});
