import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { rowId } from '../../test/global-ids';

const ERRORS = `userErrors { code field message }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { ${ERRORS} } }`;
const RESOLVE = `mutation ($input: ResolveMatchInput!) { resolveMatch(input: $input) {
  resolution { ledgerEntries { id } members { memberId statusBefore statusAfter injuriesAdded { id } } } match { status } ${ERRORS} } }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(async () => {
  await t?.close();
});

/** A hero team and a villain team of `size` members each, from characters of one 8-click dial made for this test. */
async function teamsOf(size: number, label: string): Promise<{ id: string; alignment: string; members: string[] }[]> {
  const [{ id: worldId }] = await t.dataSource.query(`SELECT id FROM world WHERE slug = 'demo'`);
  const [{ id: ownerId }] = await t.dataSource.query(`SELECT id FROM account WHERE email = $1`, [demoPlayers().hero.email]);
  const prefix = `Statements ${label} `;
  await t.dataSource.query(
    `INSERT INTO character (world_id, name, kind, description, visibility)
     SELECT $1, $2 || lpad(i::text, 2, '0'), 'HERO', 'Made for the statement count', 'PUBLIC' FROM generate_series(0, $3::int - 1) i`,
    [worldId, prefix, 2 * size],
  );
  await t.dataSource.query(
    `INSERT INTO character_version (character_id, rank, point_value, range, targets, movement, damage_symbol, team_ability, keywords, set_code, collector_number, starting_click, ko_clicks)
     SELECT c.id, 'ROOKIE', 30, 0, 1, 'BOOT', 'STANDARD', NULL, ARRAY['Test'], 'ST', '001', 1, 3 FROM character c WHERE c.world_id = $1 AND c.name LIKE $2 || '%'`,
    [worldId, prefix],
  );
  await t.dataSource.query(
    `INSERT INTO dial_click (version_id, number, speed, attack, defense, damage)
     SELECT v.id, k, 8, 10, 16, 2 FROM character_version v JOIN character c ON c.id = v.character_id, generate_series(1, 8) k
      WHERE c.world_id = $1 AND c.name LIKE $2 || '%'`,
    [worldId, prefix],
  );
  const teams = [];
  for (const [side, alignment] of ['HERO', 'VILLAIN'].entries()) {
    const [team] = await t.dataSource.query(
      `INSERT INTO team (world_id, owner_id, name, alignment, team_ability_roll, team_ability_name, team_ability_text)
       VALUES ($1, $2, $3, $4, 2, 'None', 'No ability.') RETURNING id`,
      [worldId, ownerId, `${prefix}${alignment}`, alignment],
    );
    const members = await t.dataSource.query(
      `INSERT INTO team_member (team_id, world_id, character_id, version_id, rank, is_leader, status, feat_ids, injuries)
       SELECT $1, $2, c.id, v.id, 'ROOKIE', c.name = $3 || lpad(($4::int * $5::int)::text, 2, '0'), 'ACTIVE', ARRAY[]::text[], ARRAY[]::text[]
         FROM character c JOIN character_version v ON v.character_id = c.id
        WHERE c.world_id = $2 AND c.name >= $3 || lpad(($4::int * $5::int)::text, 2, '0') AND c.name < $3 || lpad((($4::int + 1) * $5::int)::text, 2, '0')
        ORDER BY c.name RETURNING id`,
      [team.id, worldId, prefix, side, size],
    );
    teams.push({ id: team.id as string, alignment, members: members.map((m: { id: string }) => m.id) });
  }
  return teams;
}

async function gql(query: string, input: Record<string, unknown>) {
  const { data, errors } = await t.gql(query, { input }, creator);
  expect(errors).toBeUndefined();
  return data;
}

/**
 * A match of `size` figures a side with a fixed seed, where side 0's first figure puts every villain
 * in Critical Condition and three clicks further (each member rolls a Permanent Injury), then its
 * resolution: the SQL statements resolveMatch sent, and what it wrote.
 */
async function resolveCounted(size: number) {
  const teams = await teamsOf(size, String(size));
  const created = await gql(CREATE, {
    world: 'demo',
    buildTotal: 300,
    sides: teams.map((team) => ({ alignment: team.alignment, teamId: team.id, teamMemberIds: team.members })),
  });
  expect(created.createMatch.userErrors).toEqual([]);
  const { id: matchId, figures } = created.createMatch.match;
  await t.dataSource.query(`UPDATE match SET seed = $2, seed_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex') WHERE id = $1`, [
    rowId(matchId),
    'statements-seed',
  ]);
  const heroFigure = figures[0].id;
  for (const villain of figures.slice(size)) {
    for (const event of [
      { type: 'CRITICAL_CONDITION', figureId: villain.id, byFigureId: heroFigure },
      { type: 'DAMAGE', figureId: villain.id, clicks: 3, byFigureId: heroFigure },
    ]) {
      expect((await gql(RECORD, { matchId, event })).recordMatchEvent.userErrors).toEqual([]);
    }
  }
  t.counter.reset();
  const resolved = await gql(RESOLVE, { matchId, idempotencyKey: `statements-${size}`, outcome: { winningSide: 0 } });
  const statements = t.counter.count;
  expect(resolved.resolveMatch.userErrors).toEqual([]);
  expect(resolved.resolveMatch.match.status).toBe('RESOLVED');
  const { members } = resolved.resolveMatch.resolution;
  // What the resolution says of each villain is what its row now holds (they joined without injuries).
  const rows = await t.dataSource.query(`SELECT id, status, injuries FROM team_member WHERE id = ANY($1::uuid[]) ORDER BY id`, [teams[1].members]);
  const said = members.filter((m: any) => teams[1].members.includes(rowId(m.memberId)));
  expect(rows).toEqual(
    said
      .map((m: any) => ({ id: rowId(m.memberId), status: m.statusAfter, injuries: m.injuriesAdded.map((i: { id: string }) => i.id) }))
      .sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
  );
  return { statements, resolution: resolved.resolveMatch.resolution };
}

describe('resolveMatch', () => {
  it('sends as many SQL statements for 6 figures a side as for 2', async () => {
    const two = await resolveCounted(2);
    const six = await resolveCounted(6);
    // Every villain rolled an injury and changed, so six members are written where two were.
    for (const [run, size] of [
      [two, 2],
      [six, 6],
    ] as const) {
      const changed = run.resolution.members.filter((m: any) => m.statusAfter !== m.statusBefore || m.injuriesAdded.length > 0);
      expect(changed).toHaveLength(size);
    }
    expect(six.resolution.ledgerEntries.length).toBeGreaterThan(two.resolution.ledgerEntries.length);
    // Before the member writes were batched: 30 and 34 (one UPDATE per changed member); 22 before the match's status and
    // its resolution record were written by one statement.
    expect({ two: two.statements, six: six.statements }).toEqual({ two: 21, six: 21 });
  });
});
