import { startTestApi, TestApi } from '../../test/harness';
import { createRequestContext } from '../http/request-context';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { WorldSettingsService } from './world-settings.service';

let t: TestApi;
let creator: string;
let worldId: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  [{ id: worldId }] = await t.dataSource.query(`SELECT id FROM world WHERE slug = 'demo'`);
});

afterAll(async () => {
  await t?.close();
});

describe("a world's settings", () => {
  it('are read once per request, and a later request reads a change', async () => {
    const ctx = createRequestContext(t.dataSource);
    t.counter.reset();
    const first = await WorldSettingsService.forWorld(ctx, worldId);
    const second = await WorldSettingsService.forWorld(ctx, worldId);
    expect(t.counter.count).toBe(1);
    expect(second).toBe(first);
    expect(first.settings.campaign.start.cash).toBe(1000);

    const { data } = await t.gql(`mutation { updateWorldSettings(input: { world: "demo", startingCash: 1500 }) { userErrors { code } } }`, {}, creator);
    expect(data.updateWorldSettings.userErrors).toEqual([]);
    const next = await WorldSettingsService.forWorld(createRequestContext(t.dataSource), worldId);
    expect(next.settings.campaign.start.cash).toBe(1500);
    expect(first.settings.campaign.start.cash).toBe(1000);
  });

  it('refuses a change with every problem at once, in plain words, each on the field that made it, and stores nothing', async () => {
    const update = `mutation ($input: UpdateWorldSettingsInput!) { updateWorldSettings(input: $input) { settings { startingCash } userErrors { code field message } } }`;
    const before = await t.dataSource.query(`SELECT settings, updated_at FROM world_settings WHERE world_id = $1`, [worldId]);
    const { data } = await t.gql(
      update,
      {
        input: {
          world: 'demo',
          majorityBySize: [1, 0, 0],
          maxFoundingMembers: 0,
          patch: {
            campaign: { start: { cash: 'lots', teamsOfSeveralPlayers: null }, leveling: { levelOfRank: { LEGEND: 4 } } },
            combat: { captureDefenseBonus: 2.5, objectRules: 7 },
            rps: { equalBattle: 'COIN_TOSS' },
            injuries: { ranges: [{ id: 'DEATH', from: 11, to: 56 }] },
          },
        },
      },
      creator,
    );
    expect(data.updateWorldSettings).toEqual({
      settings: null,
      userErrors: [
        { code: 'SETTING_WRONG_TYPE', field: ['patch', 'campaign', 'start', 'teamsOfSeveralPlayers'], message: 'this setting cannot be empty' },
        { code: 'SETTING_WRONG_TYPE', field: ['patch', 'campaign', 'start', 'cash'], message: 'expected a number, got string' },
        { code: 'SETTING_OUT_OF_RANGE', field: ['maxFoundingMembers'], message: 'must be at least 1 and at most 100' },
        { code: 'SETTING_OUT_OF_RANGE', field: ['majorityBySize'], message: 'must be at least 1' },
        {
          code: 'SETTING_UNKNOWN',
          field: ['patch', 'campaign', 'leveling', 'levelOfRank', 'LEGEND'],
          message: 'there is no setting "campaign.leveling.levelOfRank.LEGEND"',
        },
        { code: 'SETTING_WRONG_TYPE', field: ['patch', 'combat', 'captureDefenseBonus'], message: 'expected a whole number' },
        { code: 'SETTING_WRONG_TYPE', field: ['patch', 'combat', 'objectRules'], message: 'expected one of OBJECT_TOKENS, BASIC_WEAPONRY, got number' },
        {
          code: 'SETTING_TABLE_INCOMPLETE',
          field: ['patch', 'injuries', 'ranges'],
          message: 'every d66 roll from 11 to 66 needs exactly one injury; the ranges give no result for 61, 62, 63, 64, 65, 66',
        },
        { code: 'SETTING_NOT_ALLOWED', field: ['patch', 'rps', 'equalBattle'], message: 'must be one of ROLL_OFF, DEFENDER_HOLDS' },
      ],
    });
    expect(await t.dataSource.query(`SELECT settings, updated_at FROM world_settings WHERE world_id = $1`, [worldId])).toEqual(before);
  });
});
