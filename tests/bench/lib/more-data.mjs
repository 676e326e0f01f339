// The data of reads (d)-(f) (lib/reads.mjs): a match with a short recorded log, a league's fixtures and results, and a
// team's ledger. Written with SQL like the rest of the bench data, except the match's log, which only
// recordMatchEvent can write (each event stores the engine's state after it): that goes through our API in this
// process, as the demo Creator.
import api from '@clix/api';
import { matchWithLog } from './match-log.mjs';
import { creatorClient } from './resolution.mjs';

/** Events recorded on the match of read (d), as a live overlay would find a match a few turns in. */
export const LIVE_MATCH_EVENTS = 20;
/** Matches of the league of read (e): every third one a fixture not played yet (SETUP, no resolution). */
export const FIXTURES = { teams: 16, matches: 120 };
/** Entries in the ledger of read (f). */
export const LEDGER_ENTRIES = 120;

/** Reads (d)-(f)'s rows: the league and ledger with SQL, then the match and its log over HTTP (our API in this process). */
export async function generateMoreReadsData(dataSource) {
  await dataSource.transaction(async (em) => {
    const [{ id: worldId }] = await em.query(`SELECT id FROM world WHERE slug = 'demo'`);
    const [{ id: ownerId }] = await em.query(`SELECT id FROM account WHERE email = 'bench-owner@bench.clix'`);
    await generateFixtures(em, worldId, ownerId);
    await generateLedger(em, worldId);
  });
  await generateLiveMatch(dataSource);
}

/**
 * "Bench Fixtures": 16 bench teams and 120 matches among them, a minute apart; two of every three RESOLVED with a
 * stored resolution (the sides' outcomes, Hero Points, Prestige or Infamy and KOs, no lines), the third a fixture in
 * SETUP. The resolutions name no figure or member, so nothing in them is hidden from anyone.
 */
async function generateFixtures(em, worldId, ownerId) {
  const [{ id: leagueId }] = await em.query(`INSERT INTO league (world_id, name, season, created_by) VALUES ($1, 'Bench Fixtures', 'bench', $2) RETURNING id`, [
    worldId,
    ownerId,
  ]);
  await em.query(
    `INSERT INTO league_team (league_id, team_id) SELECT $1, id FROM team WHERE world_id = $2 AND name LIKE 'Bench Team %' ORDER BY name LIMIT $3`,
    [leagueId, worldId, FIXTURES.teams],
  );
  await em.query(
    `WITH teams AS (
       SELECT t.id, t.alignment, (row_number() OVER (ORDER BY t.name) - 1)::int AS n FROM league_team lt JOIN team t ON t.id = lt.team_id WHERE lt.league_id = $1
     ), planned AS (
       SELECT i, i % $3 AS a, (i + 1 + i / $3) % $3 AS b, CASE WHEN i % 3 = 2 THEN 'SETUP' ELSE 'RESOLVED' END AS status
       FROM generate_series(0, $4::int - 1) i
     ), made AS (
       INSERT INTO match (world_id, ruleset, build_total, training_mission, map_type, status, seed, seed_hash, created_by, league_id, created_at)
       SELECT $2, 'CLIX_CAMPAIGN', 300, false, 'CITY', p.status, 'bench-fixture-' || p.i, encode(sha256(convert_to('bench-fixture-' || p.i, 'UTF8')), 'hex'),
              $5, $1, timestamptz '2026-11-01 12:00:00+00' + make_interval(mins => p.i)
       FROM planned p ORDER BY p.i RETURNING id, created_at
     )
     INSERT INTO match_side (match_id, position, alignment, team_id)
     SELECT made.id, s.position, t.alignment, t.id
     FROM made JOIN planned p ON timestamptz '2026-11-01 12:00:00+00' + make_interval(mins => p.i) = made.created_at
     CROSS JOIN LATERAL (VALUES (0, p.a), (1, CASE WHEN p.b = p.a THEN (p.a + 1) % $3 ELSE p.b END)) s(position, n)
     JOIN teams t ON t.n = s.n`,
    [leagueId, worldId, FIXTURES.teams, FIXTURES.matches, ownerId],
  );
  // Outcome by a hash of the match: 0 side 0 won, 1 a draw, 2 side 1 won.
  await em.query(
    `INSERT INTO match_resolution (match_id, input_hash, input, result, dice_faces, dice_rolls_before, applied_by, applied_at)
     SELECT m.id, encode(sha256(convert_to(m.id::text, 'UTF8')), 'hex'), '{}'::jsonb,
            jsonb_build_object('ok', true, 'ruleset', 'CLIX_CAMPAIGN', 'members', '[]'::jsonb, 'morale', '[]'::jsonb, 'notes', '[]'::jsonb, 'sides',
              (SELECT jsonb_agg(jsonb_build_object(
                        'position', s.position, 'teamId', s.team_id, 'alignment', s.alignment, 'outcome', o.outcome,
                        'heroPointLines', '[]'::jsonb, 'upkeepLines', '[]'::jsonb, 'lapsedFeats', '[]'::jsonb, 'prestigeLines', '[]'::jsonb, 'score', null,
                        'prestigeCurrency', CASE s.alignment WHEN 'HERO' THEN 'PRESTIGE' ELSE 'INFAMY' END,
                        'heroPointsEarned', CASE o.outcome WHEN 'WON' THEN 50 ELSE 25 END,
                        'prestigeChange', CASE o.outcome WHEN 'WON' THEN 3 WHEN 'LOST' THEN -1 ELSE 0 END,
                        'kos', (abs(hashtext(m.id::text)) + s.position) % 4) ORDER BY s.position)
                 FROM match_side s
                 CROSS JOIN LATERAL (SELECT CASE WHEN abs(hashtext(m.id::text)) % 3 = 1 THEN 'DRAW'
                                                 WHEN (abs(hashtext(m.id::text)) % 3 = 0) = (s.position = 0) THEN 'WON' ELSE 'LOST' END AS outcome) o
                WHERE s.match_id = m.id)),
            '{}', 0, $2, m.created_at + interval '30 minutes'
     FROM match m WHERE m.league_id = $1 AND m.status = 'RESOLVED'`,
    [leagueId, ownerId],
  );
}

/**
 * "Bench Team 007"'s ledger: 120 entries a minute apart, by turns Hero Points and cash earned, Infamy (a villain
 * team) and a member's Achievement Points (the member and his character named, as a match's AP lines are). Every
 * member of the bench teams plays a public character, so no entry is hidden from anyone.
 */
async function generateLedger(em, worldId) {
  await em.query(
    `WITH team AS (SELECT id FROM team WHERE world_id = $1 AND name = 'Bench Team 007'),
          members AS (SELECT m.id, m.character_id, (row_number() OVER (ORDER BY m.joined_at, m.id) - 1)::int AS n
                        FROM team_member m JOIN team ON team.id = m.team_id WHERE m.left_at IS NULL)
     INSERT INTO ledger_entry (team_id, member_id, character_id, currency, amount, reason, note, created_at)
     SELECT team.id, CASE WHEN k = 3 THEN m.id END, CASE WHEN k = 3 THEN m.character_id END,
            (ARRAY['HERO_POINTS', 'CASH', 'INFAMY', 'ACHIEVEMENT_POINTS'])[k + 1], CASE k WHEN 2 THEN -1 ELSE 5 + i % 7 END,
            (ARRAY['MATCH', 'BONUS', 'MATCH', 'MATCH'])[k + 1], 'Bench ledger entry ' || i, timestamptz '2026-11-01 12:00:00+00' + make_interval(mins => i)
     FROM team, generate_series(0, $2::int - 1) i
     CROSS JOIN LATERAL (SELECT i % 4 AS k) kind
     LEFT JOIN members m ON m.n = (i / 4) % (SELECT count(*) FROM members)
     ORDER BY i`,
    [worldId, LEDGER_ENTRIES],
  );
}

/**
 * A Clix Campaign match of two NPC forces of two public bench characters (ROOKIE dials), created through createMatch
 * with 20 events through recordMatchEvent (per turn one MOVE, then END_TURN), so each event stores the engine's state.
 * It is the first match outside a league (`liveMatchId`): every other one is made after the reads' parameters are read.
 */
async function generateLiveMatch(dataSource) {
  const versions = await dataSource.query(
    `SELECT v.id FROM character_version v JOIN character c ON c.id = v.character_id
      WHERE c.name IN ('Bench 0001', 'Bench 0002') AND v.rank = 'ROOKIE' ORDER BY c.name`,
  );
  const server = await api.startApiServer(dataSource, 0, '127.0.0.1', { production: true, limits: { rateLimits: null } });
  try {
    const client = await creatorClient(`${server.url}/graphql`);
    await matchWithLog(
      client,
      versions.map((v) => v.id),
      LIVE_MATCH_EVENTS,
    );
  } finally {
    await server.close();
  }
}

/** The match of read (d), the first made outside a league. */
export async function liveMatchId(client) {
  const { rows } = await client.query(`SELECT id FROM match WHERE league_id IS NULL ORDER BY created_at, id LIMIT 1`);
  return rows[0]?.id;
}
