import { startTestApi, TestApi } from '../../test/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /healthz', () => {
  it('answers 200 while the database answers, 503 without the driver text once it does not', async () => {
    const ok = await fetch(`${t.api.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok', database: 'reachable' });

    await t.dataSource.destroy();
    const down = await fetch(`${t.api.url}/healthz`);
    expect(down.status).toBe(503);
    // Exactly this: no driver text (host, port, user) for whoever asks.
    expect(await down.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });

  it('answers 404 with a hint for other paths, and 400 for a body that is not JSON', async () => {
    const notFound = await fetch(`${t.api.url}/nope`);
    expect(notFound.status).toBe(404);
    const bad = await fetch(`${t.api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
  });
});
