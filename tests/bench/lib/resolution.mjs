// The figures that need match resolution: standings read latency at 10 and 2,000 resolved matches,
// and resolveMatch throughput against pgbench's simple-update on the same server.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { ensureDatabase, withDatabase, dropDatabase } from '@clix/devdb';
import api from '@clix/api';
import { rowIdOf } from './reads.mjs';

const require = createRequire(import.meta.url);
const { createRequestContext } = require('@clix/api/dist/http/request-context.js');
const { LeagueService } = require('@clix/api/dist/leagues/league.service.js');
const { WorldRole } = require('@clix/api/dist/worlds/world-member.entity.js');
const run = promisify(execFile);

export const STANDINGS_MATCHES = [10, 2000];
export const STANDINGS_TEAMS = 16;
export const RESOLUTION = { figuresPerSide: 10, eventsPerMatch: 200, seed: 'clix-bench-resolution-1' };
/** Matches resolved in the throughput figure (one pair of fresh teams each). */
export const RESOLUTION_PAIRS = Number(process.env.BENCH_RESOLUTION_MATCHES ?? 120);

const ERRORS = 'userErrors { code field message }';

/** A GraphQL client for our API over HTTP, signed in as the demo world's Creator. */
export async function creatorClient(url) {
  const call = async (query, variables, token) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (response.status !== 200 || body.errors) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 500)}`);
    return body.data;
  };
  const { email, password } = api.demoCreator();
  const signed = await call(`mutation ($input: SignInInput!) { signIn(input: $input) { token ${ERRORS} } }`, { input: { email, password } });
  if (!signed.signIn.token) throw new Error(`sign-in failed: ${JSON.stringify(signed.signIn.userErrors)}`);
  const token = signed.signIn.token;
  return { token, gql: (query, variables) => call(query, variables, token) };
}

/** Runs `task(i)` for i in [0, n) with `width` in flight. */
async function pool(n, width, task) {
  let next = 0;
  const results = new Array(n);
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) { resolution { id ledgerEntries { id } } match { status } ${ERRORS} } }`;
const STANDINGS = `query Standings($id: ID!) { standings(leagueId: $id) { final rows { rank points played won drawn lost heroPoints prestige kos team { id name } } } }`;

async function createMatch(client, input) {
  const data = await client.gql(CREATE, { input });
  if (data.createMatch.userErrors.length) throw new Error(`createMatch refused: ${JSON.stringify(data.createMatch.userErrors)}`);
  return data.createMatch.match;
}

/**
 * Two leagues of the same 16 bench teams, "Standings 10" and "Standings 2000" (createLeague over
 * HTTP). Their matches are written with SQL (match and match_side rows with league_id set, in
 * SETUP: creating 2,000 through createMatch took ~2 minutes on the loaded 2-core machine), and each
 * result is put in the standings through LeagueService.recordMatchResult in-process, one
 * transaction per match, with the sides a resolution hands it (outcome, Hero Points earned,
 * prestige change, KOs). That is the call resolveMatch makes, so league_standing, league_pair
 * and league_match_result hold what real resolutions leave; the matches themselves carry no
 * events, resolution record or ledger entries.
 */
export async function buildStandingsLeagues(databaseUrl, client) {
  const dataSource = await api.createDataSource({ url: databaseUrl, poolSize: 4 }).initialize();
  const started = Date.now();
  try {
    const [{ id: worldId }] = await dataSource.query(`SELECT id FROM world WHERE slug = 'demo'`);
    const [{ id: creatorId }] = await dataSource.query(`SELECT id FROM account WHERE email = $1`, [api.demoCreator().email]);
    const teams = await dataSource.query(`SELECT t.id, t.alignment FROM team t WHERE t.world_id = $1 AND t.name LIKE 'Bench Team %' ORDER BY t.name LIMIT $2`, [
      worldId,
      STANDINGS_TEAMS,
    ]);
    const viewer = { kind: 'account', accountId: creatorId, sessionId: 'bench', roles: new Map([[worldId, WorldRole.CREATOR]]) };
    const leagues = {};
    let recordSeconds = 0;
    for (const matches of STANDINGS_MATCHES) {
      const data = await client.gql(`mutation ($input: CreateLeagueInput!) { createLeague(input: $input) { league { id } ${ERRORS} } }`, {
        input: { world: 'demo', name: `Standings ${matches}`, season: 'bench', teamIds: teams.map((t) => t.id) },
      });
      if (data.createLeague.userErrors.length) throw new Error(`createLeague refused: ${JSON.stringify(data.createLeague.userErrors)}`);
      // Row ids here, as the bench's other data (SQL, PostGraphile); our API is asked with the global id.
      const leagueId = rowIdOf(data.createLeague.league.id);
      leagues[matches] = leagueId;
      // Round robin: match i puts team i mod 16 against team (i + 1 + floor(i / 16)) mod 16, never itself.
      const plan = Array.from({ length: matches }, (_, i) => {
        const a = i % teams.length;
        let b = (i + 1 + Math.floor(i / teams.length)) % teams.length;
        if (b === a) b = (a + 1) % teams.length;
        return [teams[a], teams[b]];
      });
      const matchIds = (
        await dataSource.query(
          `INSERT INTO match (world_id, ruleset, build_total, training_mission, map_type, status, seed, seed_hash, created_by, league_id)
           SELECT $1, 'CLIX_CAMPAIGN', 300, false, 'CITY', 'SETUP', s.seed, encode(sha256(convert_to(s.seed, 'UTF8')), 'hex'), $2, $3
           FROM (SELECT md5(random()::text || i) AS seed, i FROM generate_series(1, $4::int) i) s ORDER BY s.i RETURNING id`,
          [worldId, creatorId, leagueId, matches],
        )
      ).map((r) => r.id);
      await dataSource.query(
        `INSERT INTO match_side (match_id, position, alignment, team_id) SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::uuid[])`,
        [
          matchIds.flatMap((id) => [id, id]),
          matchIds.flatMap(() => [0, 1]),
          plan.flatMap(([a, b]) => [a.alignment, b.alignment]),
          plan.flatMap(([a, b]) => [a.id, b.id]),
        ],
      );
      const recordStarted = Date.now();
      await pool(matches, 4, async (i) => {
        const r = (i * 7919) % 3; // 0: side 0 won, 1: draw, 2: side 1 won
        const outcome = (p) => (r === 1 ? 'DRAW' : (r === 0) === (p === 0) ? 'WON' : 'LOST');
        const sides = plan[i].map((t, p) => ({
          teamId: t.id,
          position: p,
          outcome: outcome(p),
          heroPointsEarned: outcome(p) === 'WON' ? 50 : 25,
          prestigeChange: outcome(p) === 'WON' ? 3 : outcome(p) === 'LOST' ? -1 : 0,
          kos: (i + p) % 4,
        }));
        await dataSource.transaction(async (em) => {
          const ctx = createRequestContext(dataSource, viewer);
          ctx.em = em;
          const result = await LeagueService.recordMatchResult(ctx, { leagueId, matchId: matchIds[i], sides }, 1);
          if (result.userErrors.length) throw new Error(`recordMatchResult refused: ${JSON.stringify(result.userErrors)}`);
        });
      });
      recordSeconds += (Date.now() - recordStarted) / 1000;
    }
    await dataSource.query('ANALYZE league_standing, league_pair, league_match_result, match, match_side');
    const check = await dataSource.query(
      `SELECT l.name, (SELECT count(*)::int FROM league_match_result r WHERE r.league_id = l.id) AS results,
              (SELECT sum(played)::int FROM league_standing s WHERE s.league_id = l.id) AS played,
              (SELECT count(*)::int FROM league_pair p WHERE p.league_id = l.id) AS pairs FROM league l WHERE l.id = ANY($1::uuid[]) ORDER BY l.name`,
      [Object.values(leagues)],
    );
    return { leagues, check, seconds: (Date.now() - started) / 1000, recordSeconds };
  } finally {
    await dataSource.destroy();
  }
}

/** SQL statements of one standings read per league, our API in this process with a counting logger. */
export async function standingsStatements(databaseUrl, leagueIds) {
  const counter = {
    count: 0,
    logQuery() {
      this.count++;
    },
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
  const dataSource = await api.createDataSource({ url: databaseUrl, logger: counter }).initialize();
  const server = await api.startApiServer(dataSource, 0, '127.0.0.1', { production: true, limits: { rateLimits: null } });
  try {
    const out = [];
    for (const id of leagueIds) {
      const body = JSON.stringify({ query: STANDINGS, variables: { id: api.toGlobalId('League', id) } });
      const post = () => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.json());
      await post();
      counter.count = 0;
      const answer = await post();
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      out.push({ statements: counter.count, rows: answer.data.standings.rows.length, played: answer.data.standings.rows.reduce((n, r) => n + r.played, 0) });
    }
    return out;
  } finally {
    await server.close();
    await dataSource.destroy();
  }
}

export const standingsOperation = (leagueId) => ({ query: STANDINGS, variables: { id: api.toGlobalId('League', leagueId) } });

/**
 * Teams of 10 for the resolution figure: `pairs` × 2 teams named "Resolution Team NNN", each
 * of 10 ACTIVE members without feats, from generated characters (HIDDEN, so the public reads the
 * other figures compare are unchanged). Written with SQL like the rest of the bench data.
 */
export async function generateResolutionTeams(dataSource, pairs) {
  const teams = pairs * 2;
  const size = RESOLUTION.figuresPerSide;
  await dataSource.transaction(async (em) => {
    const [{ id: worldId }] = await em.query(`SELECT id FROM world WHERE slug = 'demo'`);
    const [{ id: ownerId }] = await em.query(`SELECT id FROM account WHERE email = 'bench-owner@bench.clix'`);
    await em.query(
      `INSERT INTO character (world_id, name, kind, description, visibility)
       SELECT $1, 'Resolution ' || lpad(i::text, 5, '0'), 'HERO', 'Generated for the resolution benchmark', 'HIDDEN'
       FROM generate_series(0, $2::int - 1) i`,
      [worldId, teams * size],
    );
    await em.query(
      `INSERT INTO character_version (character_id, rank, point_value, range, targets, movement, damage_symbol, team_ability, keywords, set_code, collector_number, starting_click, ko_clicks)
       SELECT c.id, 'ROOKIE', 30, 0, 1, 'BOOT', 'STANDARD', NULL, ARRAY['Bench'], 'BR', '001', 1, 3
       FROM character c WHERE c.world_id = $1 AND c.name LIKE 'Resolution %'`,
      [worldId],
    );
    await em.query(
      `INSERT INTO dial_click (version_id, number, speed, attack, defense, damage)
       SELECT v.id, k, 8, 10 - k / 3, 16 - k / 3, greatest(1, 3 - k / 3)
       FROM character_version v JOIN character c ON c.id = v.character_id, generate_series(1, 8) k
       WHERE c.world_id = $1 AND c.name LIKE 'Resolution %'`,
      [worldId],
    );
    await em.query(
      `INSERT INTO team (world_id, owner_id, name, alignment, team_ability_roll, team_ability_name, team_ability_text)
       SELECT $1, $2, 'Resolution Team ' || lpad(t::text, 3, '0'), CASE WHEN t % 2 = 0 THEN 'HERO' ELSE 'VILLAIN' END, 2, 'Generated', 'Generated for the benchmark.'
       FROM generate_series(0, $3::int - 1) t`,
      [worldId, ownerId, teams],
    );
    await em.query(
      `WITH picked AS (
         SELECT c.id, (row_number() OVER (ORDER BY c.name) - 1)::int AS rn FROM character c WHERE c.world_id = $1 AND c.name LIKE 'Resolution %'
       )
       INSERT INTO team_member (team_id, world_id, character_id, version_id, rank, is_leader, status, feat_ids, injuries, joined_at)
       SELECT team.id, $1, p.id, v.id, 'ROOKIE', p.rn % $2 = 0, 'ACTIVE', ARRAY[]::text[], ARRAY[]::text[], now() - make_interval(mins => 100 - p.rn % $2)
       FROM picked p
       JOIN team ON team.world_id = $1 AND team.name = 'Resolution Team ' || lpad((p.rn / $2)::text, 3, '0')
       JOIN character_version v ON v.character_id = p.id`,
      [worldId, size],
    );
  });
}

/**
 * One match per pair of resolution teams (10 figures a side), all created through createMatch
 * over HTTP. The first one gets a fixed seed, then its 200 events through recordMatchEvent over HTTP: per turn one
 * close attack (attackers taking turns, so nobody is pushed; targets rotating; an attack refused
 * because a figure is KOed is retried with others) then END_TURN. The other matches get a copy of
 * that log with SQL (snapshots included): the same seed and seed hash (set before any event, as the API specs
 * do), the same events with each figure id mapped to the figure in the same place. The resolution
 * teams' characters all have the same dial, so every copied event is the one the API would have
 * recorded (same dice, same results).
 */
export async function prepareResolutionMatches(databaseUrl, client, pairs) {
  const started = Date.now();
  const dataSource = await api.createDataSource({ url: databaseUrl, poolSize: 4 }).initialize();
  try {
    const teams = await dataSource.query(
      `SELECT t.id, t.alignment, array_agg(m.id ORDER BY m.joined_at) AS members FROM team t JOIN team_member m ON m.team_id = t.id
        WHERE t.name LIKE 'Resolution Team %' GROUP BY t.id, t.name, t.alignment ORDER BY t.name`,
    );
    const matches = await pool(pairs, 4, async (i) => {
      const [a, b] = [teams[2 * i], teams[2 * i + 1]];
      return createMatch(client, {
        world: 'demo',
        buildTotal: 300,
        sides: [
          { alignment: a.alignment, teamId: a.id, teamMemberIds: a.members },
          { alignment: b.alignment, teamId: b.id, teamMemberIds: b.members },
        ],
      });
    });
    const createdSeconds = (Date.now() - started) / 1000;

    const template = matches[0];
    // A fixed seed (set before any event, as the API specs do), so every run records the same log
    // and the same resolutions: with the server's random seed, runs wrote 27 to 47 ledger entries a match.
    await dataSource.query(`UPDATE match SET seed = $2, seed_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex') WHERE id = $1`, [
      rowIdOf(template.id),
      RESOLUTION.seed,
    ]);
    const size = RESOLUTION.figuresPerSide;
    const figuresOf = async (matchId) =>
      (
        await dataSource.query(`SELECT f.id FROM match_figure f JOIN match_side s ON s.id = f.side_id WHERE f.match_id = $1 ORDER BY s.position, f.position`, [
          rowIdOf(matchId),
        ])
      ).map((r) => r.id);
    const templateFigures = await figuresOf(template.id);
    const figures = [templateFigures.slice(0, size), templateFigures.slice(size)];
    const down = new Set();
    let events = 0;
    let refused = 0;
    let turn = 0;
    const record = async (event) => {
      const data = await client.gql(RECORD, { input: { matchId: template.id, event } });
      const errors = data.recordMatchEvent.userErrors;
      if (!errors.length) events++;
      return errors;
    };
    while (events < RESOLUTION.eventsPerMatch) {
      const side = turn % 2;
      const round = Math.floor(turn / 2);
      if (events < RESOLUTION.eventsPerMatch - 1) {
        for (let attempt = 0; attempt < size; attempt++) {
          const attacker = figures[side][(round + attempt) % size];
          const target = figures[1 - side][(round * 3 + attempt) % size];
          if (down.has(attacker) || down.has(target)) continue;
          const errors = await record({ type: 'ATTACK', figureId: attacker, targetFigureIds: [target], attackKind: 'CLOSE' });
          if (!errors.length) break;
          refused++;
          down.add(errors[0].field.includes('targetFigureIds') ? target : attacker);
        }
      }
      if (events < RESOLUTION.eventsPerMatch) {
        const errors = await record({ type: 'END_TURN', side });
        if (errors.length) throw new Error(`END_TURN refused: ${JSON.stringify(errors)}`);
      }
      turn++;
    }
    const recordedSeconds = (Date.now() - started) / 1000 - createdSeconds;

    const [source] = await dataSource.query(`SELECT seed, seed_hash, status FROM match WHERE id = $1`, [rowIdOf(template.id)]);
    const log = await dataSource.query(
      `SELECT sequence, type, payload::text AS payload, result::text AS result, dice_faces, at_table, dice_state::text AS dice_state, state::text AS state, reverses_sequence, created_by
         FROM match_event WHERE match_id = $1 ORDER BY sequence`,
      [rowIdOf(template.id)],
    );
    const ids = new RegExp(templateFigures.join('|'), 'g');
    await pool(matches.length - 1, 2, async (k) => {
      const match = matches[k + 1];
      const mine = await figuresOf(match.id);
      const map = new Map(templateFigures.map((id, i) => [id, mine[i]]));
      const remap = (text) => (text == null ? null : text.replace(ids, (id) => map.get(id)));
      await dataSource.transaction(async (em) => {
        await em.query(`UPDATE match SET seed = $2, seed_hash = $3, status = $4 WHERE id = $1`, [
          rowIdOf(match.id),
          source.seed,
          source.seed_hash,
          source.status,
        ]);
        await em.query(
          `INSERT INTO match_event (match_id, sequence, type, payload, result, dice_faces, at_table, dice_state, state, reverses_sequence, created_by)
           SELECT $1, x.sequence, x.type, x.payload::jsonb, x.result::jsonb, ARRAY(SELECT jsonb_array_elements_text(x.dice_faces::jsonb)::int), x.at_table, x.dice_state::jsonb, x.state::jsonb, x.reverses_sequence, x.created_by
           FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::text[], $9::text[], $10::int[], $11::uuid[])
             AS x(sequence, type, payload, result, dice_faces, at_table, dice_state, state, reverses_sequence, created_by)`,
          [
            rowIdOf(match.id),
            log.map((e) => e.sequence),
            log.map((e) => e.type),
            log.map((e) => remap(e.payload)),
            log.map((e) => remap(e.result)),
            log.map((e) => JSON.stringify(e.dice_faces)),
            log.map((e) => e.at_table),
            log.map((e) => remap(e.dice_state)),
            // The engine's snapshot after each event, so a resolution reads it instead of replaying the log.
            log.map((e) => remap(e.state)),
            log.map((e) => e.reverses_sequence),
            log.map((e) => e.created_by),
          ],
        );
      });
    });
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM match_event WHERE match_id = ANY($1::uuid[])`, [matches.map((m) => rowIdOf(m.id))]);
    if (n !== matches.length * RESOLUTION.eventsPerMatch) throw new Error(`expected ${matches.length * RESOLUTION.eventsPerMatch} events, found ${n}`);
    await dataSource.query('ANALYZE match_event, match, match_figure, team_member, ledger_entry');
    return { matches, refused, seconds: (Date.now() - started) / 1000, createdSeconds, recordedSeconds };
  } finally {
    await dataSource.destroy();
  }
}

/** SQL statements of one resolveMatch (our API in this process with a counting logger), and its ledger entries. */
export async function resolveStatements(databaseUrl, matchId) {
  const counter = {
    count: 0,
    logQuery() {
      this.count++;
    },
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
  const dataSource = await api.createDataSource({ url: databaseUrl, logger: counter }).initialize();
  const server = await api.startApiServer(dataSource, 0, '127.0.0.1', { production: true, limits: { rateLimits: null } });
  try {
    const client = await creatorClient(`${server.url}/graphql`);
    counter.count = 0;
    const data = await client.gql(RESOLVE, { input: { matchId, idempotencyKey: `bench-${matchId}`, outcome: { winningSide: 0 } } });
    if (data.resolveMatch.userErrors.length) throw new Error(`resolveMatch refused: ${JSON.stringify(data.resolveMatch.userErrors)}`);
    return { statements: counter.count, ledgerEntries: data.resolveMatch.resolution.ledgerEntries.length };
  } finally {
    await server.close();
    await dataSource.destroy();
  }
}

/** resolveMatch over HTTP, `connections` in flight, until every prepared match is resolved. */
export async function resolveAll(client, matches, connections) {
  let ledgerEntries = 0;
  const started = process.hrtime.bigint();
  await pool(matches.length, connections, async (i) => {
    const data = await client.gql(RESOLVE, { input: { matchId: matches[i].id, idempotencyKey: `bench-${matches[i].id}`, outcome: { winningSide: i % 2 } } });
    const r = data.resolveMatch;
    if (r.userErrors.length || r.match.status !== 'RESOLVED') throw new Error(`resolveMatch refused: ${JSON.stringify(r.userErrors)}`);
    ledgerEntries += r.resolution.ledgerEntries.length;
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { resolved: matches.length, ledgerEntries, seconds };
}

/** pgbench -i on a scratch database of the same server, then simple-update for `seconds` with `clients` clients. */
export async function pgbenchSimpleUpdate(serverUrl, seconds, clients) {
  const name = `clix_pgbench_${process.pid}`;
  await dropDatabase(serverUrl, name);
  await ensureDatabase(serverUrl, name);
  const url = withDatabase(serverUrl, name);
  try {
    await run('/usr/bin/pgbench', ['-i', '-q', url], { maxBuffer: 1 << 24 });
    const { stdout } = await run('/usr/bin/pgbench', ['-n', '-b', 'simple-update', '-c', String(clients), '-j', '2', '-T', String(seconds), url], {
      maxBuffer: 1 << 24,
    });
    const tps = Number(stdout.match(/tps = ([\d.]+)/)?.[1]);
    const version = (await run('/usr/bin/pgbench', ['--version'])).stdout.trim();
    return { tps, version, raw: stdout };
  } finally {
    await dropDatabase(serverUrl, name).catch(() => undefined);
  }
}
