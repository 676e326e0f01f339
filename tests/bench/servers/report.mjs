// What each bench server process tells the bench: that it is ready (its URL and the Node it runs
// on), and on request its CPU time and the SQL statements it has sent so far. Statements are
// counted at pg's Client#query, which all three servers (TypeORM, PostGraphile 4 and 5) send
// their SQL through; there is one copy of `pg` in the tree, so this patch sees them all.
import pg from 'pg';

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements++;
  return query.apply(this, args);
};

export function ready(url) {
  process.send?.({ ready: url, node: process.version });
  process.on('message', (message) => {
    if (message === 'usage') process.send?.({ cpuUsage: process.cpuUsage(), statements });
  });
}
