import { createDice, randomScenario, recordFaces, rollSubPlot, SUB_PLOTS } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { joinWorld, startTestApi, TestApi } from '../../test/harness';
import { rowId } from '../../test/global-ids';

const ROLL_FIELDS = 'id purpose subjectId seed faces result createdAt';
const RANDOM_SCENARIO = `mutation ($world: String!) {
  rollRandomScenario(world: $world) { roll { ${ROLL_FIELDS} } total entry { id name from to opposition text } userErrors { code field } }
}`;
const SUB_PLOT = `mutation ($world: String!) {
  rollSubPlot(world: $world) { roll { ${ROLL_FIELDS} } subPlot { number text incomplete powerTable } userErrors { code field } }
}`;
const DICE_ROLLS = `query ($world: String!, $first: Int!, $after: String, $purpose: String) {
  diceRolls(world: $world, first: $first, after: $after, purpose: $purpose) {
    totalCount pageInfo { hasNextPage endCursor } nodes { ${ROLL_FIELDS} }
  }
}`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code } } }`;

let t: TestApi;
let creator: string;
let player: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  const { data } = await t.gql(SIGN_UP, { input: { email: 'player@example.com', password: 'long-enough-password', displayName: 'Player' } });
  player = data.signUp.token;
  await joinWorld(t, { creator, token: player, email: 'player@example.com', role: 'PLAYER' });
});

afterAll(async () => {
  await t?.close();
});

describe('scenario rolls', () => {
  it('rolls a random scenario, records it, and the stored seed replays the same faces and entry', async () => {
    for (let i = 0; i < 5; i++) {
      const { data, errors } = await t.gql(RANDOM_SCENARIO, { world: 'demo' }, creator);
      expect(errors).toBeUndefined();
      const { roll, total, entry, userErrors } = data.rollRandomScenario;
      expect(userErrors).toEqual([]);
      expect(roll.purpose).toBe('random-scenario');
      expect(roll.faces).toHaveLength(2);
      expect(total).toBe(roll.faces[0] + roll.faces[1]);

      const replay = recordFaces(createDice(roll.seed));
      const decided = randomScenario(replay.dice);
      expect(replay.faces).toEqual(roll.faces);
      expect(decided.total).toBe(total);
      expect(entry).toEqual({ ...decided.entry, text: [...decided.entry.text] });
      expect(roll.result).toEqual(JSON.parse(JSON.stringify(decided)));

      const [stored] = await t.dataSource.query(`SELECT seed, faces, result, purpose FROM dice_roll WHERE id = $1`, [rowId(roll.id)]);
      expect(stored).toEqual({ seed: roll.seed, faces: roll.faces, result: roll.result, purpose: 'random-scenario' });
    }
  });

  it('rolls a sub-plot, recorded and replayable', async () => {
    const { data } = await t.gql(SUB_PLOT, { world: 'demo' }, creator);
    const { roll, subPlot } = data.rollSubPlot;
    expect(roll.purpose).toBe('sub-plot');
    const replay = recordFaces(createDice(roll.seed));
    const decided = rollSubPlot(replay.dice);
    expect(replay.faces).toEqual(roll.faces);
    expect(roll.faces).toEqual([decided.roll]);
    const printed = SUB_PLOTS.find((s) => s.number === subPlot.number)!;
    expect(subPlot).toEqual({
      number: decided.subPlot.number,
      text: printed.text,
      incomplete: printed.incomplete,
      powerTable: printed.powerTable ? [...printed.powerTable] : null,
    });
  });

  it('are for the Creator only', async () => {
    expect((await t.gql(RANDOM_SCENARIO, { world: 'demo' }, player)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(SUB_PLOT, { world: 'demo' })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(DICE_ROLLS, { world: 'demo', first: 5 }, player)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const missing = await t.gql(SUB_PLOT, { world: 'atlantis' }, creator);
    expect(missing.data.rollSubPlot.userErrors).toEqual([{ code: 'WORLD_NOT_FOUND', field: ['world'] }]);
  });

  it('are listed newest first, by purpose, page by page', async () => {
    const all = await t.gql(DICE_ROLLS, { world: 'demo', first: 100 }, creator);
    expect(all.errors).toBeUndefined();
    // The demo world may hold rolls of its own (e.g. its teams' abilities) besides these six.
    const [{ recorded }] = await t.dataSource.query(
      `SELECT count(*)::int AS recorded FROM dice_roll r JOIN world w ON w.id = r.world_id WHERE w.slug = 'demo'`,
    );
    expect(recorded).toBeGreaterThanOrEqual(6);
    expect(all.data.diceRolls.totalCount).toBe(recorded);
    const times = all.data.diceRolls.nodes.map((r: any) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.data.diceRolls.nodes[0].purpose).toBe('sub-plot');

    const scenarios = await t.gql(DICE_ROLLS, { world: 'demo', first: 100, purpose: 'random-scenario' }, creator);
    expect(scenarios.data.diceRolls.totalCount).toBe(5);

    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: any = await t.gql(DICE_ROLLS, { world: 'demo', first: 4, after }, creator);
      ids.push(...page.data.diceRolls.nodes.map((r: any) => r.id));
      after = page.data.diceRolls.pageInfo.hasNextPage ? page.data.diceRolls.pageInfo.endCursor : null;
    } while (after);
    expect(ids).toEqual(all.data.diceRolls.nodes.map((r: any) => r.id));
  });

  it('answers a generator entry by its id to anyone, as a roll gives it, and null for no such id', async () => {
    const ENTRY = `query ($id: String!) { randomScenarioEntry(id: $id) { id name from to opposition text } }`;
    const { data, errors } = await t.gql(ENTRY, { id: 'GANG_WAR' });
    expect(errors).toBeUndefined();
    expect(data.randomScenarioEntry).toEqual({
      id: 'GANG_WAR',
      name: 'Gang War',
      from: 4,
      to: 4,
      opposition: { kind: 'LACKEYS', minPoints: 100, maxPoints: 200, gangs: 2 },
      text: [
        'Rival gangs are fighting in the streets. Gather 100-200 pts of lackey level figs and split them into 2 gangs. Their goal is to kill members of the other gang. If a bystander or hero gets in the way they become a target until they move out of the line of fire.',
      ],
    });
    expect((await t.gql(ENTRY, { id: 'BANK_ROBBERY' })).data).toEqual({ randomScenarioEntry: null });
  });
});
