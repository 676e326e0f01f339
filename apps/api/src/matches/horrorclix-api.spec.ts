import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';

// HorrorClix's plot twists, minions, face-up victims and frenzy targets (seed 004) through the API:
// the engine decides, createMatch and recordMatchEvent take what the table says, matchState shows it.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id minion reinforcement character { name } } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { type payload result } ${ERRORS} } }`;
const STATE = `query ($id: ID!) { matchState(matchId: $id) {
  actionsLeft
  outcome { winnerSide scores { side points lines { kind points } } }
  figures { figure { id } inReserve minion blooded legalActions legalTargetIds }
  horrorClix {
    phase victims { id faceUp killedByFigureId replacedByFigureId }
    plotTwistsLeft plotTwists { side card subplot timing victimId success points turn }
    mayPlayPlotTwist { side victimIds cardsLeft subplotLeft }
    minionEntries { victimId figureIds }
    mayAnswerKill { side victimId figureIds }
  }
} }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) {
  resolution { sides { position outcome score { points lines { kind label amount } } } } ${ERRORS} } }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(() => t.close());

/** A monster of the demo world with one rookie version of `points` and two plain clicks; its version id. */
async function monster(name: string, points: number): Promise<string> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2 };
  const input = {
    world: 'demo',
    name,
    kind: 'NPC',
    description: `${name}, a HorrorClix monster.`,
    versions: [{ rank: 'ROOKIE', pointValue: points, range: 6, targets: 1, clicks: [click, click], koClicks: 10 }],
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character.versions[0].id;
}

async function createMatch(ruleset: string, sides: Record<string, unknown>[]) {
  const input = { world: 'demo', ruleset, buildTotal: 100, sides: sides.map((s, i) => ({ alignment: i === 0 ? 'HERO' : 'VILLAIN', ...s })) };
  const { data, errors } = await t.gql(CREATE, { input }, creator);
  expect(errors).toBeUndefined();
  return data.createMatch;
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

describe('HorrorClix plot twists, minions and face-up victims (seed 004)', () => {
  it('refuses minions outside HorrorClix, at the side they were listed on', async () => {
    const gunman = await monster('Refused Gunman', 20);
    const answer = await createMatch('HEROCLIX_2003', [
      { versionIds: [await monster('Refused Hunter', 50)], minionIds: [gunman] },
      { versionIds: [await monster('Refused Stalker', 50)] },
    ]);
    expect(answer).toEqual({
      match: null,
      userErrors: [{ code: 'NOT_IN_RULESET', field: ['sides', '0', 'minionIds'], message: 'HEROCLIX_2003 has no minions' }],
    });
  });

  it('plays a plot twist that saves a victim, a minion entering for a kill, face-up victims, the frenzy targets, and scores the plot twists at resolveMatch', async () => {
    const hunter = await monster('Twist Hunter', 90);
    const gunman = await monster('Twist Gunman', 20);
    const stalker = await monster('Twist Stalker', 50);
    // The minion is outside the build total: 90 + 20 plays at 100.
    const created = await createMatch('HORRORCLIX', [{ versionIds: [hunter], minionIds: [gunman] }, { versionIds: [stalker] }]);
    expect(created.userErrors).toEqual([]);
    const m = created.match;
    const [a1, am, b1] = m.figures.map((f: any) => f.id);
    expect(m.figures.map((f: any) => [f.character.name, f.minion, f.reinforcement])).toEqual([
      ['Twist Hunter', false, false],
      ['Twist Gunman', true, false],
      ['Twist Stalker', false, false],
    ]);
    const codes = async (event: Record<string, unknown>) => (await record(m.id, event)).userErrors.map((e: any) => [e.code, e.field]);

    let s = await state(m.id);
    expect(s.horrorClix).toMatchObject({
      phase: 'PREVIEW',
      plotTwistsLeft: [6, 6],
      plotTwists: [],
      mayPlayPlotTwist: { side: 0, victimIds: [], cardsLeft: 6, subplotLeft: true },
      minionEntries: [],
    });
    expect(s.horrorClix.victims.every((v: any) => !v.faceUp)).toBe(true);
    expect(figureState(s, am)).toMatchObject({ inReserve: true, minion: true, legalActions: [] });

    // The side to act plays its subplot in its preview phase; the opponent may not, and a card is played once.
    await recordOk(m.id, { type: 'PLOT_TWIST', card: 'Ticking Clock', subplot: true, points: 5 });
    expect(await codes({ type: 'PLOT_TWIST', side: 1, card: 'Fog' })).toEqual([['PLOT_TWIST_NOT_NOW', ['event', 'side']]]);
    expect(await codes({ type: 'PLOT_TWIST', card: 'Ticking Clock' })).toEqual([['PLOT_TWIST_ALREADY_PLAYED', ['event', 'card']]]);
    expect(await codes({ type: 'PLOT_TWIST', card: 'Dark Omen', subplot: true })).toEqual([['SUBPLOT_ALREADY_PLAYED', ['event', 'subplot']]]);
    expect(await codes({ type: 'PLOT_TWIST', card: 'Dark Omen', victimId: 'victim-1' })).toEqual([['PLOT_TWIST_VICTIM', ['event', 'victimId']]]);
    await recordOk(m.id, { type: 'PHASE' });
    await recordOk(m.id, { type: 'MOVE_VICTIM', victimId: 'victim-3' });

    // Hunting: the move passes two victims, which turn face up.
    const moved = await recordOk(m.id, { type: 'ACTION', figureId: a1, action: 'MOVE', passedVictimIds: ['victim-2', 'victim-7'] });
    expect([moved.payload.passedVictimIds, moved.result.turnedFaceUp]).toEqual([
      ['victim-2', 'victim-7'],
      ['victim-2', 'victim-7'],
    ]);
    expect(await codes({ type: 'ACTION', figureId: a1, action: 'FREE', passedVictimIds: ['victim-4'] })).toEqual([
      ['INVALID_FIELD', ['event', 'passedVictimIds']],
    ]);
    s = await state(m.id);
    expect(s.horrorClix.victims.filter((v: any) => v.faceUp).map((v: any) => v.id)).toEqual(['victim-2', 'victim-7']);

    // The kill: the opponent answers at once, and its plot twist saves the victim.
    await recordOk(m.id, { type: 'VICTIM_KILLED', figureId: a1, victimId: 'victim-5' });
    s = await state(m.id);
    expect(s.horrorClix.mayPlayPlotTwist).toEqual({ side: 1, victimIds: ['victim-5'], cardsLeft: 6, subplotLeft: true });
    expect(await codes({ type: 'PLOT_TWIST', side: 1, card: 'Narrow Escape', victimId: 'victim-6' })).toEqual([['PLOT_TWIST_VICTIM', ['event', 'victimId']]]);
    const saved = await recordOk(m.id, { type: 'PLOT_TWIST', side: 1, card: 'Narrow Escape', victimId: 'victim-5', success: true, points: 3 });
    expect(saved.payload).toEqual({ side: 1, card: 'Narrow Escape', victimId: 'victim-5', success: true, points: 3 });
    expect(saved.result).toEqual({
      card: 'Narrow Escape',
      timing: 'KILL_ANSWER',
      victimId: 'victim-5',
      success: true,
      points: 3,
      saved: true,
      plotTwistsLeft: 5,
    });
    s = await state(m.id);
    expect(s.horrorClix.victims[4]).toEqual({ id: 'victim-5', faceUp: false, killedByFigureId: null, replacedByFigureId: null });
    expect(figureState(s, a1).blooded).toBe(false);

    // A kill that stands: the side's minion enters in the victim's place; the blooded monster, its action spent, may still frenzy at the Stalker.
    await recordOk(m.id, { type: 'VICTIM_KILLED', figureId: a1, victimId: 'victim-6' });
    expect(await codes({ type: 'MINION', figureId: a1, victimId: 'victim-6' })).toEqual([['NOT_A_MINION', ['event', 'figureId']]]);
    expect(await codes({ type: 'MINION', figureId: am, victimId: 'victim-5' })).toEqual([['VICTIM_NOT_KILLED_THIS_TURN', ['event', 'victimId']]]);
    s = await state(m.id);
    expect(s.horrorClix.minionEntries).toEqual([{ victimId: 'victim-6', figureIds: [am] }]);
    const entered = await recordOk(m.id, { type: 'MINION', figureId: am, victimId: 'victim-6' });
    expect(entered.result).toEqual({ minion: am, victimId: 'victim-6' });
    expect(await codes({ type: 'MINION', figureId: am, victimId: 'victim-6' })).toEqual([['MINION_ALREADY_ENTERED', ['event', 'figureId']]]);
    s = await state(m.id);
    expect(s.horrorClix.victims[5]).toEqual({ id: 'victim-6', faceUp: false, killedByFigureId: a1, replacedByFigureId: am });
    expect(s.horrorClix.minionEntries).toEqual([]);
    expect(figureState(s, am)).toMatchObject({ inReserve: false, minion: true, blooded: false });
    expect(figureState(s, a1)).toMatchObject({ blooded: true, legalActions: ['FREE', 'FRENZY'], legalTargetIds: [b1] });
    expect([s.horrorClix.plotTwistsLeft, s.horrorClix.plotTwists]).toEqual([
      [5, 5],
      [
        { side: 0, card: 'Ticking Clock', subplot: true, timing: 'PREVIEW', victimId: null, success: false, points: 5, turn: 1 },
        { side: 1, card: 'Narrow Escape', subplot: false, timing: 'KILL_ANSWER', victimId: 'victim-5', success: true, points: 3, turn: 1 },
      ],
    ]);

    // 5 victim points per 100 of the build total and 5 of the plot twist for side 0; 3 for side 1's.
    const { data, errors } = await t.gql(RESOLVE, { input: { matchId: m.id, outcome: {} } }, creator);
    expect(errors).toBeUndefined();
    expect(data.resolveMatch.userErrors).toEqual([]);
    expect(data.resolveMatch.resolution.sides.map((r: any) => [r.position, r.outcome, r.score])).toEqual([
      [
        0,
        'WON',
        {
          points: 10,
          lines: [
            { kind: 'VICTIMS', label: 'victims', amount: 5 },
            { kind: 'PLOT_TWISTS', label: 'plot twists', amount: 5 },
          ],
        },
      ],
      [1, 'LOST', { points: 3, lines: [{ kind: 'PLOT_TWISTS', label: 'plot twists', amount: 3 }] }],
    ]);
  });

  it("answers a kill with a monster's power (KILL_ANSWER): once per victim, a success saving it, no card used; a bad answer changes nothing", async () => {
    const hunter = await monster('Answer Hunter', 60);
    const stalker = await monster('Answer Stalker', 50);
    const created = await createMatch('HORRORCLIX', [{ versionIds: [hunter] }, { versionIds: [stalker] }]);
    expect(created.userErrors).toEqual([]);
    const m = created.match;
    const [a1, b1] = m.figures.map((f: any) => f.id);
    const codes = async (event: Record<string, unknown>) => (await record(m.id, event)).userErrors.map((e: any) => [e.code, e.field, e.message]);
    await recordOk(m.id, { type: 'PHASE' });
    await recordOk(m.id, { type: 'MOVE_VICTIM', victimId: 'victim-3' });
    await recordOk(m.id, { type: 'ACTION', figureId: a1, action: 'MOVE' });
    expect(await codes({ type: 'KILL_ANSWER', side: 1, figureId: b1, answerPower: 'Telekinesis' })).toEqual([
      ['KILL_ANSWER_NOT_NOW', ['event', 'side'], 'side 1 has no kill to answer: the opponent answers a kill with the event right after it'],
    ]);
    await recordOk(m.id, { type: 'VICTIM_KILLED', figureId: a1, victimId: 'victim-5' });
    let s = await state(m.id);
    expect(s.horrorClix.mayAnswerKill).toEqual({ side: 1, victimId: 'victim-5', figureIds: [b1] });
    expect(await codes({ type: 'KILL_ANSWER', side: 1, figureId: a1, answerPower: 'Telekinesis' })).toEqual([
      ['FIGURE_NOT_ON_SIDE', ['event', 'figureId'], 'Answer Hunter plays for side 0'],
    ]);
    expect(await codes({ type: 'KILL_ANSWER', side: 1, figureId: b1 })).toEqual([
      ['INVALID_FIELD', ['event', 'answerPower'], "a kill answer names the monster's power (1 to 100 characters)"],
    ]);
    // The refusals left the kill to answer.
    expect((await state(m.id)).horrorClix.mayAnswerKill).toEqual({ side: 1, victimId: 'victim-5', figureIds: [b1] });
    const saved = await recordOk(m.id, { type: 'KILL_ANSWER', side: 1, figureId: b1, answerPower: 'Telekinesis', success: true });
    expect([saved.payload, saved.result]).toEqual([
      { side: 1, figureId: b1, answerPower: 'Telekinesis', success: true },
      { figureId: b1, power: 'Telekinesis', victimId: 'victim-5', success: true, saved: true },
    ]);
    s = await state(m.id);
    expect([
      s.horrorClix.victims[4],
      figureState(s, a1).blooded,
      s.horrorClix.plotTwistsLeft,
      s.horrorClix.mayAnswerKill,
      s.horrorClix.mayPlayPlotTwist,
    ]).toEqual([{ id: 'victim-5', faceUp: false, killedByFigureId: null, replacedByFigureId: null }, false, [6, 6], null, null]);
    // One answer per victim: neither a second power nor a plot twist answers it again.
    expect((await codes({ type: 'KILL_ANSWER', side: 1, figureId: b1, answerPower: 'Shriek' })).map(([code]: string[]) => code)).toEqual([
      'KILL_ANSWER_NOT_NOW',
    ]);
    expect((await codes({ type: 'PLOT_TWIST', side: 1, card: 'Too Late', victimId: 'victim-5' })).map(([code]: string[]) => code)).toEqual([
      'PLOT_TWIST_NOT_NOW',
    ]);
  });
});
