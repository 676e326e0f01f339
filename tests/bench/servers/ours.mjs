// Our API as production serves it: the built apps/api/dist, NODE_ENV=production, one process.
// Rate limits are off (RATE_LIMIT_DISABLED=true, set by the bench): a load test from one IP
// would otherwise be answered 429 after 60 requests a minute.
import api from '@clix/api';
import { ready } from './report.mjs';

const dataSource = await api.createDataSource({ url: process.env.DATABASE_URL }).initialize();
const server = await api.startApiServer(dataSource, 0, '127.0.0.1', { production: true });
ready(`${server.url}/graphql`);
// once: a second SIGTERM during the close would end the pool twice and exit non-zero
process.once('SIGTERM', async () => {
  await server.close();
  if (dataSource.isInitialized) await dataSource.destroy();
  process.exit(0);
});
