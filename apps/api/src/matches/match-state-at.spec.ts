import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';

// matchState(atSequence:) and Match.state(atSequence:) (issue 17, the step-through replay): the state as it
// stood after one event of the log, folded from the events up to it as the engine folded them when they were
// recorded; hidden dials stay hidden at every step; a sequence outside the log is BAD_USER_INPUT.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`;
const STATE_FIELDS = `matchId sequence turn activeSide actionsLeft over mayEndTurn
  outcome { winnerSide decidedBy scores { side points lines { kind points figureId } } }
  figures { figure { id } side clickNumber clicksTaken status click { number speed attack defense damage } actionTokens actedThisTurn legalActions legalTargetIds }`;
const STATE_AT = `query ($id: ID!, $at: Int) { matchState(matchId: $id, atSequence: $at) { ${STATE_FIELDS} } }`;
const MATCH_STATE_AT = `query ($id: ID!, $at: Int) { match(id: $id) { state(atSequence: $at) { ${STATE_FIELDS} } } }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(() => t.close());

/** A character of the demo world with one Rookie version of six live clicks, each showing `click`. */
async function character(name: string, click: { attack: number; defense: number; damage: number }, visibility = 'PUBLIC'): Promise<string> {
  const input = {
    world: 'demo',
    name,
    kind: 'NPC',
    visibility,
    description: `${name}, for the replay.`,
    versions: [{ rank: 'ROOKIE', pointValue: 50, range: 6, targets: 1, clicks: Array.from({ length: 6 }, () => ({ speed: 8, ...click })), koClicks: 6 }],
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character.versions[0].id;
}

async function recordOk(matchId: string, event: Record<string, unknown>): Promise<number> {
  const { data, errors } = await t.gql(RECORD, { input: { matchId, event } }, creator);
  expect(errors).toBeUndefined();
  expect(data.recordMatchEvent.userErrors).toEqual([]);
  return data.recordMatchEvent.event.sequence;
}

async function stateAt(matchId: string, at?: number | null, token = creator) {
  const { data, errors } = await t.gql(STATE_AT, { id: matchId, at }, token);
  expect(errors).toBeUndefined();
  return data.matchState;
}

const clicksOf = (state: any) => state.figures.map((f: any) => [f.clickNumber, f.clicksTaken, f.status]);

describe('matchState(atSequence:)', () => {
  let matchId: string;
  let striker: string;
  let target: string;
  let agent: string;
  /** matchState as the engine answered it right after each event was recorded (index 0: before any). */
  const answered: any[] = [];

  beforeAll(async () => {
    const strikerVersion = await character('Replay Striker', { attack: 10, defense: 16, damage: 2 });
    const targetVersion = await character('Replay Target', { attack: 8, defense: 16, damage: 1 });
    const agentVersion = await character('Replay Agent', { attack: 7, defense: 15, damage: 1 }, 'HIDDEN');
    const input = {
      world: 'demo',
      ruleset: 'HEROCLIX_2003',
      buildTotal: 200,
      sides: [
        { alignment: 'HERO', versionIds: [strikerVersion] },
        { alignment: 'VILLAIN', versionIds: [targetVersion, agentVersion] },
      ],
    };
    const { data, errors } = await t.gql(CREATE, { input }, creator);
    expect(errors).toBeUndefined();
    expect(data.createMatch.userErrors).toEqual([]);
    matchId = data.createMatch.match.id;
    [striker, target, agent] = data.createMatch.match.figures.map((f: { id: string }) => f.id);

    answered.push(await stateAt(matchId));
    // 10 + 9 = 19 against 16: a hit for 2 clicks.
    await recordOk(matchId, { type: 'ATTACK', figureId: striker, attackKind: 'CLOSE', targetFigureIds: [target], forcedDice: [4, 5] });
    answered.push(await stateAt(matchId));
    const damage = await recordOk(matchId, { type: 'DAMAGE', figureId: target, clicks: 1, byFigureId: striker });
    answered.push(await stateAt(matchId));
    await recordOk(matchId, { type: 'REVERSAL', reversesSequence: damage });
    answered.push(await stateAt(matchId));
    await recordOk(matchId, { type: 'KO', figureId: target, byFigureId: striker });
    answered.push(await stateAt(matchId));
  });

  it('answers the state after each event (0: the setup) as the engine answered it then, the last one the state now', async () => {
    expect(answered.map((s) => s.sequence)).toEqual([0, 1, 2, 3, 4]);
    // Striker, Target, Agent: the Target hit for 2 (click 3), damaged once more (click 4), the damage undone (click 3), knocked out (off the board: no click).
    expect(answered.map(clicksOf)).toEqual([
      [
        [1, 0, 'ACTIVE'],
        [1, 0, 'ACTIVE'],
        [1, 0, 'ACTIVE'],
      ],
      [
        [1, 0, 'ACTIVE'],
        [3, 2, 'ACTIVE'],
        [1, 0, 'ACTIVE'],
      ],
      [
        [1, 0, 'ACTIVE'],
        [4, 3, 'ACTIVE'],
        [1, 0, 'ACTIVE'],
      ],
      [
        [1, 0, 'ACTIVE'],
        [3, 2, 'ACTIVE'],
        [1, 0, 'ACTIVE'],
      ],
      [
        [1, 0, 'ACTIVE'],
        [null, 6, 'REMOVED'],
        [1, 0, 'ACTIVE'],
      ],
    ]);
    for (const [sequence, then] of answered.entries()) {
      await expect(stateAt(matchId, sequence)).resolves.toEqual(then);
    }
    await expect(stateAt(matchId, null)).resolves.toEqual(answered[4]);
  });

  it('answers the same on Match.state(atSequence:)', async () => {
    for (const [sequence, then] of answered.entries()) {
      const { data, errors } = await t.gql(MATCH_STATE_AT, { id: matchId, at: sequence }, creator);
      expect(errors).toBeUndefined();
      expect(data.match.state).toEqual(then);
    }
  });

  it("hides a hidden character's dial at every step from those who may not read it, as matchState does", async () => {
    for (const sequence of [0, 2, 4]) {
      const seen = await stateAt(matchId, sequence, '');
      const shown = await stateAt(matchId, sequence);
      const hidden = seen.figures.find((f: any) => f.figure.id === agent);
      expect(hidden).toMatchObject({ clickNumber: null, clicksTaken: null, status: null, click: null });
      expect(shown.figures.find((f: any) => f.figure.id === agent)).toMatchObject({ clickNumber: 1, clicksTaken: 0, status: 'ACTIVE' });
      expect(seen.figures.find((f: any) => f.figure.id === target)).toEqual(shown.figures.find((f: any) => f.figure.id === target));
    }
  });

  it('folds the log up to the sequence when no snapshot can be read, to the same states', async () => {
    // The snapshots are a cache of the log: without them (a log recorded before them) every step is the events up to it folded again.
    await t.dataSource.query(`ALTER TABLE match_event DISABLE TRIGGER match_event_append_only`);
    await t.dataSource.query(`UPDATE match_event SET state = NULL`);
    await t.dataSource.query(`ALTER TABLE match_event ENABLE TRIGGER match_event_append_only`);
    for (const [sequence, then] of answered.entries()) {
      await expect(stateAt(matchId, sequence)).resolves.toEqual(then);
    }
  });

  it('refuses a sequence outside the log with BAD_USER_INPUT naming the argument, its value and the range', async () => {
    for (const at of [-1, 5, 1000]) {
      const { data, errors } = await t.gql(STATE_AT, { id: matchId, at }, creator);
      expect(data).toEqual({ matchState: null });
      expect(errors!.map((e: any) => [e.message, e.extensions.code, e.extensions.argumentName, e.extensions.value, e.path])).toEqual([
        [`atSequence must be between 0 (before the first event) and 4 (the match's last event); got ${at}`, 'BAD_USER_INPUT', 'atSequence', at, ['matchState']],
      ]);
    }
    const { data, errors } = await t.gql(MATCH_STATE_AT, { id: matchId, at: 5 }, creator);
    expect(data).toEqual({ match: { state: null } });
    expect(errors!.map((e: any) => [e.extensions.code, e.extensions.argumentName, e.path])).toEqual([['BAD_USER_INPUT', 'atSequence', ['match', 'state']]]);
  });
});
