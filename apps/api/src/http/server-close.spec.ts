import { startTestApi, TestApi } from '../../test/harness';
import { startApiServer } from './server';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

// A process told to stop twice (two SIGTERMs) closes its server twice: the second close must not
// throw (the WebSocket server's "The server is not running" crashed the bench's API at its end).
it('closes once however often it is asked', async () => {
  const api = await startApiServer(t.dataSource, 0, '127.0.0.1');
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);
  process.on('uncaughtException', onCrash);
  try {
    await Promise.all([api.close(), api.close()]);
    await api.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off('uncaughtException', onCrash);
  }
  expect(crashes).toEqual([]);
  await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
});
