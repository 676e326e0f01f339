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
});
