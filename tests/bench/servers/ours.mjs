// Our API as production serves it: the built apps/api/dist, NODE_ENV=production, one process.
// Rate limits are off (RATE_LIMIT_DISABLED=true, set by the bench): a load test from one IP
// would otherwise be answered 429 after 60 requests a minute.
import api from '@clix/api';

const dataSource = await api.createDataSource({ url: process.env.DATABASE_URL }).initialize();
const server = await api.startApiServer(dataSource, 0, '127.0.0.1', { production: true });
process.send?.({ ready: `${server.url}/graphql` });
process.on('SIGTERM', async () => {
  await server.close();
  await dataSource.destroy();
  process.exit(0);
});
// The bench asks for this process's CPU time around each timed run (CPU ms per request).
process.on('message', (message) => {
  if (message === 'cpu-usage') process.send?.({ cpuUsage: process.cpuUsage() });
});
