// PostGraphile 5 (the `postgraphile5` alias of `postgraphile@5`, on the Grafast planner) over the
// same database and tables: the Amber preset, no mutations, no GraphiQL (Ruru), and the
// index-behaviour plugin disabled, as PostGraphile 5's own v4 preset does (`ignoreIndexes`
// defaults to true there), so that the same orderings and conditions exist as in PostGraphile 4.
// pg's default pool (10), like ours. Needs Node 22 or later: the bench starts it on Node 24.
import http from 'node:http';
import { postgraphile } from 'postgraphile5';
import { makePgService } from 'postgraphile5/adaptors/pg';
import { grafserv } from 'postgraphile5/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile5/presets/amber';
import { ready } from './report.mjs';

const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  disablePlugins: ['PgMutationCreatePlugin', 'PgMutationUpdateDeletePlugin', 'PgIndexBehaviorsPlugin'],
  pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'] })],
  grafserv: { graphqlPath: '/graphql', graphiql: false, watch: false },
});
const serv = pgl.createServ(grafserv);
const server = http.createServer();
await serv.addTo(server);
await pgl.getSchema(); // build the schema before the bench is told it is ready
server.listen(0, '127.0.0.1', () => {
  ready(`http://localhost:${server.address().port}/graphql`);
});
process.on('SIGTERM', () => {
  server.close();
  Promise.resolve(pgl.release()).finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
});
