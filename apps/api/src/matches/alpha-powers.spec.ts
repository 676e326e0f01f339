import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';

// HeroClix Alpha's last powers of the card (seed 001) through the API: Flurry's second punch, the
// "instead of attacking" powers as POWER events, and the black-tab rule; each seen in matchState.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence type result } ${ERRORS} } }`;
const STATE = `query ($id: ID!) { matchState(matchId: $id) {
  turn activeSide actionsLeft
  figures { figure { id } clicksTaken legalActions legalTargetIds legalPowers { power targetIds } }
} }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(() => t.close());

/** A 40-point character of the demo world whose 6 live clicks (attack 9, defense 16, damage 2) show `powers`. */
async function character(name: string, powers: Record<string, string> = {}): Promise<string> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2, ...powers };
  const input = {
    world: 'demo',
    name,
    kind: 'NPC',
    description: `${name}, a figure of the Alpha powers card.`,
    versions: [{ rank: 'ROOKIE', pointValue: 40, range: 6, targets: 1, clicks: Array(6).fill(click), koClicks: 6 }],
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character.versions[0].id;
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

const refusal = async (matchId: string, event: Record<string, unknown>) =>
  (await record(matchId, event)).userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field]);

async function state(matchId: string) {
  const { data, errors } = await t.gql(STATE, { id: matchId });
  expect(errors).toBeUndefined();
  return data.matchState;
}

describe('HeroClix Alpha: Flurry, Pulse, Poison, Regeneration, Heal and the black-tab rule (seed 001)', () => {
  it('plays each power through recordMatchEvent, shows its effect in matchState, and refuses it where it does not apply', async () => {
    const side0 = [
      await character('Flurry Fist', { speedPower: 'Flurry' }),
      await character('Pulse Caster', { attackPower: 'Pulse' }),
      await character('Regenerator', { defensePower: 'Regeneration' }),
      await character('Medic', { damagePower: 'Heal' }),
      await character('Poisoner', { attackPower: 'Poison' }),
    ];
    const wall = await character('Alpha Target');
    const { data } = await t.gql(
      CREATE,
      {
        input: {
          world: 'demo',
          ruleset: 'HEROCLIX_ALPHA',
          buildTotal: 250,
          sides: [
            { alignment: 'HERO', versionIds: side0 },
            { alignment: 'VILLAIN', versionIds: Array(5).fill(wall) },
          ],
        },
      },
      creator,
    );
    expect(data.createMatch.userErrors).toEqual([]);
    const matchId: string = data.createMatch.match.id;
    const ids: string[] = data.createMatch.match.figures.map((f: { id: string }) => f.id);
    const [flurry, pulse, regenerator, medic, poisoner] = ids;
    const enemies = ids.slice(5);
    const figure = (s: any, id: string) => s.figures.find((f: any) => f.figure.id === id);
    const clicks = (s: any) => ids.map((id) => figure(s, id).clicksTaken);

    let s = await state(matchId);
    expect(figure(s, pulse).legalPowers).toEqual([{ power: 'PULSE', targetIds: enemies }]);
    expect(figure(s, medic).legalPowers).toEqual([{ power: 'HEAL', targetIds: [flurry, pulse, regenerator, poisoner] }]);
    expect(figure(s, flurry).legalPowers).toEqual([]);

    // Flurry: 9 + 4 + 4 = 17 hits defense 16; the same figure then punches another enemy, with no action of its own.
    await recordOk(matchId, { type: 'ATTACK', figureId: flurry, attackKind: 'CLOSE', targetFigureIds: [enemies[0]], forcedDice: [4, 4] });
    s = await state(matchId);
    expect(figure(s, flurry)).toMatchObject({ legalActions: ['FREE', 'FLURRY'], legalTargetIds: enemies.slice(1) });
    expect(
      await refusal(matchId, { type: 'ATTACK', figureId: flurry, attackKind: 'CLOSE', targetFigureIds: [enemies[0]], flurry: true, forcedDice: [4, 4] }),
    ).toEqual([['FLURRY_NOT_AVAILABLE', ['event', 'targetFigureIds', '0']]]);
    await recordOk(matchId, { type: 'ATTACK', figureId: flurry, attackKind: 'CLOSE', targetFigureIds: [enemies[1]], flurry: true, forcedDice: [5, 5] });
    expect(
      await refusal(matchId, { type: 'ATTACK', figureId: flurry, attackKind: 'CLOSE', targetFigureIds: [enemies[2]], flurry: true, forcedDice: [5, 5] }),
    ).toEqual([['FLURRY_NOT_AVAILABLE', ['event', 'flurry']]]);
    s = await state(matchId);
    expect(s.actionsLeft).toBe(2);
    expect(clicks(s)).toEqual([0, 0, 0, 0, 0, 2, 2, 0, 0, 0]);

    // Pulse: 1 damage to each enemy named; a friend among them is refused and changes nothing.
    expect(await refusal(matchId, { type: 'POWER', figureId: pulse, power: 'PULSE', targetFigureIds: [enemies[0], medic] })).toEqual([
      ['FRIENDLY_TARGET', ['event', 'targetFigureIds', '1']],
    ]);
    expect(await refusal(matchId, { type: 'POWER', figureId: pulse, power: 'HEAL', targetFigureIds: [medic] })).toEqual([
      ['POWER_NOT_SHOWING', ['event', 'power']],
    ]);
    await recordOk(matchId, { type: 'POWER', figureId: pulse, power: 'PULSE', targetFigureIds: [enemies[0], enemies[2]] });
    s = await state(matchId);
    expect(clicks(s)).toEqual([0, 0, 0, 0, 0, 3, 2, 1, 0, 0]);
    expect(s.actionsLeft).toBe(1);

    // Heal: 2 health to a friend (damaged by hand), never past the full health line.
    await recordOk(matchId, { type: 'DAMAGE', figureId: flurry, clicks: 3 });
    expect(await refusal(matchId, { type: 'POWER', figureId: medic, power: 'HEAL', targetFigureIds: [enemies[0]] })).toEqual([
      ['NOT_A_FRIEND', ['event', 'targetFigureIds', '0']],
    ]);
    await recordOk(matchId, { type: 'POWER', figureId: medic, power: 'HEAL', targetFigureIds: [flurry] });
    s = await state(matchId);
    expect(figure(s, flurry).clicksTaken).toBe(1);
    expect(s.actionsLeft).toBe(0);
    await recordOk(matchId, { type: 'END_TURN', side: 0 });
    await recordOk(matchId, { type: 'END_TURN', side: 1 });

    // Regeneration: a d6 (here rolled at the table): 3 gives 3 health.
    await recordOk(matchId, { type: 'DAMAGE', figureId: regenerator, clicks: 4 });
    const regenerated = await recordOk(matchId, { type: 'POWER', figureId: regenerator, power: 'REGENERATION', forcedDice: [3] });
    expect(regenerated.result).toMatchObject({ power: 'REGENERATION', rolled: [{ purpose: 'Regeneration', faces: [3] }], healed: 3 });
    // Poison: 1 damage to each adjacent enemy named.
    await recordOk(matchId, { type: 'POWER', figureId: poisoner, power: 'POISON', targetFigureIds: [enemies[3], enemies[4]] });
    s = await state(matchId);
    expect(clicks(s)).toEqual([1, 0, 1, 0, 0, 3, 2, 1, 1, 1]);

    // The black-tab rule: Rally and Leadership from friends would both apply to one attack; only one may.
    expect(
      await refusal(matchId, {
        type: 'ATTACK',
        figureId: pulse,
        attackKind: 'CLOSE',
        targetFigureIds: [enemies[4]],
        attacker: { adjacentFriendlyRally: true, friendlyLeadershipWithinTwo: true },
        forcedDice: [3, 3],
      }),
    ).toEqual([['BLACK_TAB_POWERS_COMBINED', ['event', 'attacker', 'friendlyLeadershipWithinTwo']]]);
    expect(clicks(await state(matchId))).toEqual([1, 0, 1, 0, 0, 3, 2, 1, 1, 1]);
  });
});
