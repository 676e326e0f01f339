// PostGraphile 4 over the same database and tables, configured as its docs recommend for
// production: no GraphiQL, no query log, no mutations (reads are compared), default pool (10).
import http from 'node:http';
import { postgraphile } from 'postgraphile';
import { ready } from './report.mjs';

const middleware = postgraphile(process.env.DATABASE_URL, 'public', {
  disableDefaultMutations: true,
  dynamicJson: true,
  setofFunctionsContainNulls: false,
  legacyRelations: 'omit',
  graphiql: false,
  disableQueryLog: true,
  enableQueryBatching: false,
  retryOnInitFail: false,
  extendedErrors: [],
});
const server = http.createServer(middleware);
server.listen(0, '127.0.0.1', () => {
  ready(`http://localhost:${server.address().port}/graphql`);
});
process.on('SIGTERM', () => {
  server.close();
  middleware.release?.().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
