// One database for the whole bench: migrated with the API's migrations, the demo world and demo
// teams loaded through the API's own loaders, then generated data written with plain SQL.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { dropDatabase, ensureDatabase, startDatabase, withDatabase } from '@clix/devdb';
import api from '@clix/api';
import { generateResolutionTeams, RESOLUTION_PAIRS } from './resolution.mjs';
import { generateMoreReadsData } from './more-data.mjs';

const require = createRequire(import.meta.url);
const { loadDemoTeams } = require('@clix/api/dist/teams/demo-teams.js');

export const GENERATED = { characters: 2000, teams: 200, membersPerTeam: 8 };

/**
 * The CPU each process of the PostgreSQL server has used so far, by pid, in ms: its postmaster and
 * every process it started, from /proc (Linux counts in clock ticks of 10 ms, USER_HZ 100).
 */
function postgresCpuByPid(dataDir) {
  const postmaster = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  const used = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // a process that ended while the list was read
    }
    // After "pid (comm) ": state, ppid, ... utime is field 14 and stime 15 of proc(5).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (pid === postmaster || fields[1] === postmaster) used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return used;
}

/**
 * A meter of the database's CPU from now: what its processes alive at the reading used since (a new
 * one all it used). The servers' pooled connections keep their backends through a timed run; one
 * that ends before the reading (an idle connection closed) takes its CPU with it, so the meter
 * counts the work of the connections in use, not of those that left.
 */
function postgresCpuMeter(dataDir) {
  const start = postgresCpuByPid(dataDir);
  return () => [...postgresCpuByPid(dataDir)].reduce((sum, [pid, ms]) => sum + ms - (start.get(pid) ?? 0), 0);
}

export async function startBenchDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clix-bench-pg-'));
  const server = await startDatabase({ dataDir, port: 0, persistent: false });
  const name = `clix_bench_${process.pid}`;
  await dropDatabase(server.serverUrl, name);
  await ensureDatabase(server.serverUrl, name);
  const url = withDatabase(server.serverUrl, name);
  return {
    url,
    serverUrl: server.serverUrl,
    embedded: server.embedded,
    /** A meter of the database's CPU (user + system, ms) from now; one reading NaN for a database not started here. */
    cpuMeter: () => (server.embedded ? postgresCpuMeter(dataDir) : () => NaN),
    async stop() {
      await dropDatabase(server.serverUrl, name).catch(() => undefined);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Leagues by number of teams: the timed standings read uses the 16-team one; 1 and 100 are for counting statements. */
export const LEAGUE_SIZES = [16, 1, 100];

export async function loadBenchData(url) {
  const dataSource = await api.createDataSource({ url, poolSize: 2 }).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await api.loadDemoWorld(dataSource);
    await loadDemoTeams(dataSource);
    await generate(dataSource);
    if (await hasTables(dataSource, ['league', 'league_team', 'league_standing', 'league_pair'])) await generateLeagues(dataSource);
    if (await hasTables(dataSource, ['match', 'match_resolution'])) await generateResolutionTeams(dataSource, RESOLUTION_PAIRS);
    await generateMoreReadsData(dataSource);
    // PostGraphile's inflector gives a self-referencing one-to-one key the same name both ways;
    // its documented fix is a smart comment naming the backward relation.
    await dataSource.query(`COMMENT ON CONSTRAINT ledger_entry_corrects_entry_id_fkey ON ledger_entry IS E'@foreignSingleFieldName correctionEntry'`);
    await dataSource.query('VACUUM ANALYZE');
    const [{ server_version: version }] = await dataSource.query('SHOW server_version');
    const counts = await dataSource.query(`SELECT
      (SELECT count(*)::int FROM character) AS characters, (SELECT count(*)::int FROM character_version) AS versions,
      (SELECT count(*)::int FROM dial_click) AS clicks, (SELECT count(*)::int FROM team) AS teams,
      (SELECT count(*)::int FROM team_member) AS members`);
    return { postgresVersion: version, counts: counts[0] };
  } finally {
    await dataSource.destroy();
  }
}

/** Characters with three rank versions each and dials of 6 to 10 clicks; teams of 8 with feats, injuries, an OUT and a DEAD member. */
async function generate(dataSource) {
  const { characters, teams, membersPerTeam } = GENERATED;
  await dataSource.transaction(async (em) => {
    const [{ id: worldId }] = await em.query(`SELECT id FROM world WHERE slug = 'demo'`);
    await em.query(
      `INSERT INTO character (world_id, name, kind, description, visibility)
       SELECT $1, 'Bench ' || lpad(i::text, 4, '0'), (ARRAY['HERO','VILLAIN','NPC','NORMAL'])[1 + i % 4],
              'Generated for the benchmark', CASE WHEN i % 20 = 0 THEN 'HIDDEN' ELSE 'PUBLIC' END
       FROM generate_series(1, $2::int) i`,
      [worldId, characters],
    );
    await em.query(
      `INSERT INTO character_version (character_id, rank, point_value, range, targets, movement, damage_symbol, team_ability, keywords, set_code, collector_number, starting_click, ko_clicks)
       SELECT c.id, r.rank, 30 + r.n * 20 + (abs(hashtext(c.name)) % 15), abs(hashtext(c.name)) % 8, 1 + r.n, 'BOOT', 'STANDARD',
              CASE WHEN r.n = 1 THEN 'Ninja' END, ARRAY['Bench', 'Generated'], 'BN', lpad((abs(hashtext(c.name)) % 200)::text, 3, '0'), 1, 3
       FROM character c CROSS JOIN (VALUES ('ROOKIE', 0), ('EXPERIENCED', 1), ('VETERAN', 2)) r(rank, n)
       WHERE c.world_id = $1 AND c.name LIKE 'Bench %'`,
      [worldId],
    );
    await em.query(
      `INSERT INTO dial_click (version_id, number, speed, attack, defense, damage, speed_power, attack_power, defense_power, damage_power)
       SELECT v.id, k, 8 - k / 3, 10 - k / 4, 17 - k / 3, greatest(1, 3 - k / 4),
              CASE WHEN k = 1 THEN 'Running Shot' END, CASE WHEN k % 3 = 0 THEN 'Blades/Claws/Fangs' END,
              CASE WHEN k % 4 = 1 THEN 'Toughness' END, CASE WHEN k = 2 THEN 'Ranged Combat Expert' END
       FROM character_version v JOIN character c ON c.id = v.character_id,
            generate_series(1, 6 + 2 * array_position(ARRAY['ROOKIE','EXPERIENCED','VETERAN'], v.rank) - 2) k
       WHERE c.world_id = $1 AND c.name LIKE 'Bench %'`,
      [worldId],
    );
    const [{ id: ownerId }] = await em.query(
      `INSERT INTO account (email, display_name, password_hash) VALUES ('bench-owner@bench.clix', 'Bench Owner', 'not-a-hash') RETURNING id`,
    );
    await em.query(
      `INSERT INTO team (world_id, owner_id, name, alignment, team_ability_roll, team_ability_name, team_ability_text)
       SELECT $1, $2, 'Bench Team ' || lpad(t::text, 3, '0'), CASE WHEN t % 2 = 0 THEN 'HERO' ELSE 'VILLAIN' END,
              2 + t % 11, 'Generated', 'Generated for the benchmark.'
       FROM generate_series(0, $3::int - 1) t`,
      [worldId, ownerId, teams],
    );
    // Public characters only: a member whose character is hidden is filtered by our API, which
    // PostGraphile (no row-level security here) cannot do; the comparison needs the same rows.
    await em.query(
      `WITH picked AS (
         SELECT c.id, (row_number() OVER (ORDER BY c.name) - 1)::int AS rn
         FROM character c WHERE c.world_id = $1 AND c.name LIKE 'Bench %' AND c.visibility = 'PUBLIC'
       ), placed AS (
         SELECT p.id AS character_id, p.rn / $3 AS t, p.rn % $3 AS pos FROM picked p WHERE p.rn < $2 * $3
       )
       INSERT INTO team_member (team_id, world_id, character_id, version_id, rank, is_leader, status, out_for_scenarios, feat_ids, injuries, joined_at, left_at)
       SELECT team.id, $1, placed.character_id, v.id, v.rank, placed.pos = 0,
              CASE WHEN placed.pos = $3 - 1 AND placed.t % 5 = 0 THEN 'DEAD' WHEN placed.pos = $3 - 2 AND placed.t % 4 = 0 THEN 'OUT' ELSE 'ACTIVE' END,
              CASE WHEN placed.pos = $3 - 2 AND placed.t % 4 = 0 AND NOT (placed.pos = $3 - 1 AND placed.t % 5 = 0) THEN 2 END,
              CASE placed.pos % 4 WHEN 0 THEN ARRAY[]::text[] WHEN 1 THEN ARRAY['toughness-feat'] WHEN 2 THEN ARRAY['armor-piercing', 'stealthy']
                ELSE ARRAY['leadership', 'sniper', 'bodyguard'] END,
              CASE WHEN placed.pos % 3 = 2 THEN ARRAY['bad-knee'] ELSE ARRAY[]::text[] END,
              now() - make_interval(mins => 100 - placed.pos),
              CASE WHEN placed.pos = $3 - 1 AND placed.t % 5 = 0 THEN now() END
       FROM placed
       JOIN team ON team.world_id = $1 AND team.name = 'Bench Team ' || lpad(placed.t::text, 3, '0')
       JOIN character_version v ON v.character_id = placed.character_id AND v.rank = (CASE WHEN placed.pos % 3 = 0 THEN 'EXPERIENCED' ELSE 'ROOKIE' END)`,
      [worldId, teams, membersPerTeam],
    );
  });
}

export async function hasTables(dataSource, tables) {
  const rows = await dataSource.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`, [
    tables,
  ]);
  return rows[0].n === tables.length;
}

/**
 * Leagues named "Bench League <teams>": every pair of teams met twice, results drawn from a hash, so
 * the standings and the head-to-head pairs agree (standings are the sums of the pairs). Written as
 * the standings' own tables hold them, without matches: resolution is not there yet.
 */
async function generateLeagues(dataSource) {
  await dataSource.transaction(async (em) => {
    const [{ id: worldId }] = await em.query(`SELECT id FROM world WHERE slug = 'demo'`);
    const [{ id: ownerId }] = await em.query(`SELECT id FROM account WHERE email = 'bench-owner@bench.clix'`);
    for (const size of LEAGUE_SIZES) {
      const [{ id: leagueId }] = await em.query(`INSERT INTO league (world_id, name, season, created_by) VALUES ($1, $2, 'bench', $3) RETURNING id`, [
        worldId,
        `Bench League ${size}`,
        ownerId,
      ]);
      await em.query(
        `INSERT INTO league_team (league_id, team_id)
         SELECT $1, id FROM team WHERE world_id = $2 AND name LIKE 'Bench Team %' ORDER BY name LIMIT $3`,
        [leagueId, worldId, size],
      );
      // Two games per pair; per game 0 = loss, 1 = draw, 2 = win for the first team of the pair.
      await em.query(
        `WITH pair AS (
           SELECT a.team_id AS team_id, b.team_id AS opponent_id,
                  (abs(hashtext(a.team_id::text || b.team_id::text)) % 3) AS g1, (abs(hashtext(b.team_id::text || a.team_id::text)) % 3) AS g2
           FROM league_team a JOIN league_team b ON a.league_id = b.league_id AND a.team_id < b.team_id WHERE a.league_id = $1
         ), sided AS (
           SELECT team_id, opponent_id, g1, g2 FROM pair
           UNION ALL SELECT opponent_id, team_id, 2 - g1, 2 - g2 FROM pair
         )
         INSERT INTO league_pair (league_id, team_id, opponent_id, played, won, drawn, lost)
         SELECT $1, team_id, opponent_id, 2, (g1 = 2)::int + (g2 = 2)::int, (g1 = 1)::int + (g2 = 1)::int, (g1 = 0)::int + (g2 = 0)::int FROM sided`,
        [leagueId],
      );
      await em.query(
        `INSERT INTO league_standing (league_id, team_id, played, won, drawn, lost, hero_points, prestige, kos)
         SELECT lt.league_id, lt.team_id, COALESCE(sum(p.played), 0), COALESCE(sum(p.won), 0), COALESCE(sum(p.drawn), 0), COALESCE(sum(p.lost), 0),
                COALESCE(sum(p.won), 0) * 2 + COALESCE(sum(p.drawn), 0), COALESCE(sum(p.won), 0) * 3 - COALESCE(sum(p.lost), 0),
                COALESCE(sum(p.played), 0) * 2 + abs(hashtext(lt.team_id::text)) % 5
         FROM league_team lt LEFT JOIN league_pair p ON p.league_id = lt.league_id AND p.team_id = lt.team_id
         WHERE lt.league_id = $1 GROUP BY lt.league_id, lt.team_id`,
        [leagueId],
      );
    }
  });
}
