import { randomUUID } from 'node:crypto';
import { getNamedType, GraphQLInputType, GraphQLOutputType, isInputObjectType, isObjectType } from 'graphql';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { loadDemoLeague } from '../demo/demo-league';
import { demoPlayers, loadDemoTeams } from '../teams/demo-teams';
import { startTestApi, TestApi } from '../../test/harness';
import { globalId, rowId } from '../../test/global-ids';
import { buildAppSchema } from '../schema';
import { LEDGER_SOURCE_NODE_TYPE } from '../teams/team.enums';

let t: TestApi;
let creator: string;
let player: string;
let worldId: string;

/** Every Node type with the table of its rows. */
const TABLES: Record<string, string> = {
  World: 'world',
  Character: 'character',
  CharacterVersion: 'character_version',
  Team: 'team',
  TeamMember: 'team_member',
  TeamItem: 'team_item',
  LedgerEntry: 'ledger_entry',
  DiceRoll: 'dice_roll',
  Match: 'match',
  MatchSide: 'match_side',
  MatchFigure: 'match_figure',
  MatchEvent: 'match_event',
  MatchResolutionRecord: 'match_resolution',
  ResolutionProposal: 'match_resolution_proposal',
  League: 'league',
  Scenario: 'catalogue_scenario',
  Feat: 'catalogue_feat',
  Item: 'catalogue_item',
  Power: 'catalogue_power',
  Account: 'account',
  ApiKey: 'api_key',
  Webhook: 'webhook',
  WebhookDelivery: 'webhook_delivery',
};

const NODE = `query ($id: ID!) { node(id: $id) { __typename id } }`;
const NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Character { name } ... on Team { name } } }`;

/** The answer's data and errors (not its cost extensions). */
async function ask(query: string, variables?: Record<string, unknown>, token?: string) {
  const { data, errors } = await t.gql(query, variables, token);
  return errors ? { data, errors } : { data };
}

async function one(sql: string, params: unknown[] = []): Promise<string> {
  const rows: { id: string }[] = await t.dataSource.query(sql, params);
  return rows[0].id;
}

/** Rows the demo does not make: a bought item, an API key, a webhook and one delivery, and a (rejected) proposal of a resolved match. */
async function addMissingRows() {
  const creatorId = await one(`SELECT id FROM account WHERE email = $1`, [demoCreator().email]);
  const teamId = await one(`SELECT id FROM team WHERE world_id = $1 ORDER BY name LIMIT 1`, [worldId]);
  await t.dataSource.query(`INSERT INTO team_item (team_id, item_id, name, price) VALUES ($1, 'stim-pack', 'Stim pack', 10)`, [teamId]);
  await t.dataSource.query(`INSERT INTO api_key (world_id, name, secret_prefix, secret_hash, created_by) VALUES ($1, 'Node spec', 'clix_abc', 'x', $2)`, [
    worldId,
    creatorId,
  ]);
  const webhookId = await one(
    `INSERT INTO webhook (world_id, url, events, secret, created_by) VALUES ($1, 'https://example.com/hook', ARRAY['match.resolved'], 's', $2) RETURNING id`,
    [worldId, creatorId],
  );
  await t.dataSource.query(`INSERT INTO webhook_delivery (webhook_id, event, body) VALUES ($1, 'match.resolved', '{}')`, [webhookId]);
  await t.dataSource.query(
    `INSERT INTO match_resolution_proposal (match_id, input_hash, input, result, dice_faces, dice_rolls_before, proposed_by, proposed_at, decision, decided_by, decided_at, reject_reason)
     SELECT r.match_id, r.input_hash, r.input, r.result, r.dice_faces, r.dice_rolls_before, $1, r.applied_at - interval '1 hour', 'REJECTED', $1, r.applied_at - interval '30 minutes', 'Node spec'
       FROM match_resolution r JOIN match m ON m.id = r.match_id WHERE m.world_id = $2 ORDER BY m.id LIMIT 1`,
    [creatorId, worldId],
  );
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  expect(await loadDemoTeams(t.dataSource)).toBe(true);
  expect(await loadDemoLeague(t.dataSource)).toBe(true);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  player = await t.signIn(demoPlayers().hero.email, demoPlayers().hero.password);
  worldId = await one(`SELECT id FROM world WHERE slug = 'demo'`);
  await addMissingRows();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('node(id:)', () => {
  it('answers every Node type, and only those, by its global id', async () => {
    const { data } = await ask(`{ __type(name: "Node") { possibleTypes { name } } }`);
    const possible: string[] = data.__type.possibleTypes.map((p: { name: string }) => p.name);
    const events = possible.filter((name) => name.endsWith('Event'));
    expect(possible.filter((name) => !name.endsWith('Event')).sort()).toEqual(
      Object.keys(TABLES)
        .filter((name) => name !== 'MatchEvent')
        .sort(),
    );
    expect(events.length).toBeGreaterThan(20);

    for (const [typeName, table] of Object.entries(TABLES)) {
      const row = await one(`SELECT id FROM ${table} ORDER BY id LIMIT 1`);
      const id = globalId(typeName, row);
      const answer = await ask(NODE, { id }, creator);
      expect({ typeName, answer }).toEqual({ typeName, answer: { data: { node: { __typename: expect.any(String), id } } } });
      if (typeName === 'MatchEvent') expect(events).toContain(answer.data!.node.__typename);
      else expect(answer.data!.node.__typename).toBe(typeName);
    }
  });

  it('takes the ids the API answers, which name their type and row', async () => {
    const { data } = await ask(`{ teams(world: "demo", first: 2) { nodes { id name owner { id } world { id } } } }`);
    const [team] = data.teams.nodes;
    expect(Buffer.from(team.id, 'base64url').toString()).toBe(`Team:${rowId(team.id)}`);
    expect(await one(`SELECT id FROM team WHERE name = $1`, [team.name])).toBe(rowId(team.id));
    const again = await ask(`query ($id: ID!, $owner: ID!) { node(id: $id) { id ... on Team { name } } owner: node(id: $owner) { __typename } }`, {
      id: team.id,
      owner: team.owner.id,
    });
    expect(again).toEqual({ data: { node: { id: team.id, name: team.name }, owner: { __typename: 'Account' } } });
  });

  it('answers null for an unknown row and, with BAD_USER_INPUT, for what is no global id', async () => {
    expect(await ask(NODE, { id: globalId('Team', randomUUID()) })).toEqual({ data: { node: null } });
    expect(await ask(NODE, { id: globalId('Nothing', randomUUID()) })).toMatchObject({
      data: { node: null },
      errors: [{ path: ['node'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'id' } }],
    });
    const raw = await ask(NODE, { id: randomUUID() });
    expect(raw.data).toEqual({ node: null });
    expect(raw.errors?.[0].message).toMatch(/^id is not a global id/);
  });
});

describe('nodes(ids:)', () => {
  it('keeps the order given, with null for the unknown ones and an error at a malformed one', async () => {
    const teamId = await one(`SELECT id FROM team WHERE world_id = $1 ORDER BY name LIMIT 1`, [worldId]);
    const characterId = await one(`SELECT id FROM character WHERE world_id = $1 AND visibility = 'PUBLIC' ORDER BY name LIMIT 1`, [worldId]);
    const [team] = await t.dataSource.query(`SELECT name FROM team WHERE id = $1`, [teamId]);
    const [character] = await t.dataSource.query(`SELECT name FROM character WHERE id = $1`, [characterId]);
    const ids = [globalId('Character', characterId), globalId('Character', randomUUID()), 'oops', globalId('Team', teamId)];
    const answer = await ask(NODES, { ids });
    expect(answer.data).toEqual({
      nodes: [{ __typename: 'Character', id: ids[0], name: character.name }, null, null, { __typename: 'Team', id: ids[3], name: team.name }],
    });
    expect(answer.errors).toMatchObject([{ path: ['nodes', 2], extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids[2]' } }]);
  });

  it('refuses more than 100 ids in words', async () => {
    const ids = Array.from({ length: 101 }, () => globalId('Team', randomUUID()));
    const answer = await ask(NODES, { ids });
    expect(answer.errors).toMatchObject([{ message: 'ids takes at most 100 ids; got 101', extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids' } }]);
  });

  it('costs the same statements for 100 characters as for 1', async () => {
    await t.dataSource.query(
      `INSERT INTO character (world_id, name, kind, description, visibility)
       SELECT $1, 'Node count ' || lpad(i::text, 3, '0'), 'HERO', '', 'PUBLIC' FROM generate_series(1, 100) i`,
      [worldId],
    );
    const rows: { id: string }[] = await t.dataSource.query(`SELECT id FROM character WHERE name LIKE 'Node count %' ORDER BY name`);
    const ids = rows.map((r) => globalId('Character', r.id));
    const statements = async (some: string[]) => {
      t.counter.reset();
      const answer = await ask(`query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Character { name world { slug } } } }`, { ids: some });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.nodes.map((n: { id: string }) => n.id)).toEqual(some);
      return t.counter.count;
    };
    const forOne = await statements(ids.slice(0, 1));
    expect(await statements(ids)).toBe(forOne);
  });

  it('reads a character with its dials in one statement: character(id), node(id) and nodes(ids), as a page does', async () => {
    const rows: { id: string }[] = await t.dataSource.query(
      `SELECT c.id FROM character c WHERE c.world_id = $1 AND c.visibility = 'PUBLIC' AND EXISTS (SELECT 1 FROM character_version v WHERE v.character_id = c.id)
        ORDER BY c.name LIMIT 2`,
      [worldId],
    );
    const [a, b] = rows.map((r) => globalId('Character', r.id));
    // What the database holds: each version's rank and its clicks' attack values, in the order the API answers them.
    const stored = async (id: string) => {
      const versions: { id: string; rank: string }[] = await t.dataSource.query(
        `SELECT id, rank FROM character_version WHERE character_id = $1
          ORDER BY array_position(ARRAY['ROOKIE','EXPERIENCED','VETERAN','UNIQUE','LIMITED_EDITION'], rank), point_value, id`,
        [rowId(id)],
      );
      const dials = [];
      for (const v of versions) {
        const clicks: { attack: number }[] = await t.dataSource.query(`SELECT attack FROM dial_click WHERE version_id = $1 ORDER BY number`, [v.id]);
        dials.push({ rank: v.rank, clicks: clicks.map((c) => ({ attack: c.attack })) });
      }
      return { id, versions: dials };
    };
    const DIALS = 'id versions { rank clicks { attack } }';
    const counted = async (query: string, variables: Record<string, unknown>) => {
      t.counter.reset();
      const answer = await ask(query, variables);
      expect(answer.errors).toBeUndefined();
      return { data: answer.data, statements: t.counter.count };
    };
    const one = await counted(`query ($id: ID!) { character(id: $id) { ${DIALS} } }`, { id: a });
    expect(one).toEqual({ data: { character: await stored(a) }, statements: 1 });
    const byNode = await counted(`query ($id: ID!) { node(id: $id) { ... on Character { ${DIALS} } } }`, { id: a });
    expect(byNode).toEqual({ data: { node: await stored(a) }, statements: 1 });
    const many = await counted(`query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Character { ${DIALS} } } }`, { ids: [a, b] });
    expect(many).toEqual({ data: { nodes: [await stored(a), await stored(b)] }, statements: 1 });
    // Without the dials asked for, nothing more is read than the character.
    expect(await counted(`query ($id: ID!) { node(id: $id) { id } }`, { id: b })).toEqual({ data: { node: { id: b } }, statements: 1 });
  });
});

describe('hidden rules', () => {
  it('answers a hidden character, his versions and memberships to the Creator only', async () => {
    const [member] = await t.dataSource.query(
      `SELECT m.id, m.character_id AS "characterId", m.version_id AS "versionId" FROM team_member m WHERE m.world_id = $1 ORDER BY m.id LIMIT 1`,
      [worldId],
    );
    await t.dataSource.query(`UPDATE character SET visibility = 'HIDDEN' WHERE id = $1`, [member.characterId]);
    const ids = [globalId('Character', member.characterId), globalId('CharacterVersion', member.versionId), globalId('TeamMember', member.id)];
    try {
      const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;
      expect(await ask(query, { ids })).toEqual({ data: { nodes: [null, null, null] } });
      expect(await ask(query, { ids }, player)).toEqual({ data: { nodes: [null, null, null] } });
      expect(await ask(query, { ids }, creator)).toEqual({
        data: {
          nodes: [
            { __typename: 'Character', id: ids[0] },
            { __typename: 'CharacterVersion', id: ids[1] },
            { __typename: 'TeamMember', id: ids[2] },
          ],
        },
      });
      expect(await ask(`query ($id: ID!) { character(id: $id) { id } }`, { id: ids[0] }, player)).toEqual({ data: { character: null } });
    } finally {
      await t.dataSource.query(`UPDATE character SET visibility = 'PUBLIC' WHERE id = $1`, [member.characterId]);
    }
  });

  it('answers API keys and webhooks to who may manage them only', async () => {
    const ids = [globalId('ApiKey', await one(`SELECT id FROM api_key LIMIT 1`)), globalId('Webhook', await one(`SELECT id FROM webhook LIMIT 1`))];
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }`;
    expect(await ask(query, { ids })).toEqual({ data: { nodes: [null, null] } });
    expect(await ask(query, { ids }, player)).toEqual({ data: { nodes: [null, null] } });
    expect(await ask(query, { ids }, creator)).toEqual({ data: { nodes: [{ __typename: 'ApiKey' }, { __typename: 'Webhook' }] } });
  });
});

describe('resolutions, proposals and ledger sources', () => {
  /** A resolved demo match with the rejected proposal addMissingRows gave it: the three rows' UUIDs. */
  async function resolvedMatch() {
    const [row] = await t.dataSource.query(
      `SELECT m.id AS "matchId", r.id AS "resolutionId", p.id AS "proposalId"
         FROM match m JOIN match_resolution r ON r.match_id = m.id JOIN match_resolution_proposal p ON p.match_id = m.id
        WHERE m.world_id = $1 ORDER BY m.id LIMIT 1`,
      [worldId],
    );
    return row as { matchId: string; resolutionId: string; proposalId: string };
  }

  it('answers the ids of a match’s resolution and proposal, which node fetches as the match shows them, to anyone', async () => {
    const { matchId, resolutionId, proposalId } = await resolvedMatch();
    const resolution = globalId('MatchResolutionRecord', resolutionId);
    const proposal = globalId('ResolutionProposal', proposalId);
    const MATCH = `query ($id: ID!) { match(id: $id) { resolution { __typename id } resolutionProposal { id decision resolution { __typename id } } } }`;
    for (const token of [undefined, player, creator]) {
      expect(await ask(MATCH, { id: globalId('Match', matchId) }, token)).toEqual({
        data: {
          match: {
            resolution: { __typename: 'MatchResolutionRecord', id: resolution },
            resolutionProposal: { id: proposal, decision: 'REJECTED', resolution: { __typename: 'MatchResolutionPreview', id: null } },
          },
        },
      });
      expect(await ask(NODES, { ids: [resolution, proposal] }, token)).toEqual({
        data: {
          nodes: [
            { __typename: 'MatchResolutionRecord', id: resolution },
            { __typename: 'ResolutionProposal', id: proposal },
          ],
        },
      });
    }
    expect(await ask(NODES, { ids: [globalId('MatchResolutionRecord', randomUUID()), globalId('ResolutionProposal', randomUUID())] })).toEqual({
      data: { nodes: [null, null] },
    });
  });

  it('leaves a hidden character’s results out of a resolution fetched by node, as out of its match’s, for all but the Creator', async () => {
    const { matchId, resolutionId } = await resolvedMatch();
    const members: { memberId: string; characterId: string }[] = await t.dataSource.query(
      `SELECT rm->>'memberId' AS "memberId", rm->>'characterId' AS "characterId" FROM match_resolution r, jsonb_array_elements(r.result->'members') rm WHERE r.id = $1`,
      [resolutionId],
    );
    const hidden = members[0].characterId;
    const shown = (of: typeof members) => of.map((m) => ({ memberId: globalId('TeamMember', m.memberId) }));
    const byNode = `query ($id: ID!) { node(id: $id) { ... on MatchResolutionRecord { members { memberId } } } }`;
    const byMatch = `query ($id: ID!) { match(id: $id) { resolution { members { memberId } } } }`;
    await t.dataSource.query(`UPDATE character SET visibility = 'HIDDEN' WHERE id = $1`, [hidden]);
    try {
      for (const token of [undefined, player]) {
        const expected = shown(members.filter((m) => m.characterId !== hidden));
        expect(expected.length).toBeLessThan(members.length);
        expect(await ask(byNode, { id: globalId('MatchResolutionRecord', resolutionId) }, token)).toEqual({ data: { node: { members: expected } } });
        expect(await ask(byMatch, { id: globalId('Match', matchId) }, token)).toEqual({ data: { match: { resolution: { members: expected } } } });
      }
      expect(await ask(byNode, { id: globalId('MatchResolutionRecord', resolutionId) }, creator)).toEqual({ data: { node: { members: shown(members) } } });
    } finally {
      await t.dataSource.query(`UPDATE character SET visibility = 'PUBLIC' WHERE id = $1`, [hidden]);
    }
  });

  it('refuses a resolution’s or a proposal’s id where a match’s is taken, with BAD_USER_INPUT naming the argument', async () => {
    const { resolutionId, proposalId } = await resolvedMatch();
    const answer = await ask(`query ($a: ID!, $b: ID!) { a: match(id: $a) { id } b: match(id: $b) { id } }`, {
      a: globalId('MatchResolutionRecord', resolutionId),
      b: globalId('ResolutionProposal', proposalId),
    });
    expect(answer).toMatchObject({
      data: { a: null, b: null },
      errors: [
        { message: 'id names a MatchResolutionRecord, not a Match.', path: ['a'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'id' } },
        { message: 'id names a ResolutionProposal, not a Match.', path: ['b'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'id' } },
      ],
    });
  });

  const SOURCES = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on LedgerEntry { sourceType sourceId source { __typename ... on Node { id } } } } }`;

  /**
   * The demo's ledgers have sources of three kinds (members, an item, matches): a plea for membership
   * that spends Hero Points (a DICE_ROLL source) and a correction (a LEDGER_ENTRY source) are made
   * here, the plea on the hero player's team for a new character worth more than its leader.
   */
  async function pleaAndCorrection(): Promise<{ rollId: string; correctedId: string }> {
    const teamId = globalId('Team', await one(`SELECT id FROM team WHERE world_id = $1 AND name = 'The Lantern Watch'`, [worldId]));
    const created = await ask(
      `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } userErrors { code } } }`,
      {
        input: {
          world: 'demo',
          name: 'Node Spec Colossus',
          kind: 'HERO',
          versions: [
            {
              rank: 'ROOKIE',
              pointValue: 60,
              range: 4,
              koClicks: 3,
              clicks: [
                { speed: 8, attack: 10, defense: 30, damage: 2 },
                { speed: 7, attack: 9, defense: 15, damage: 2 },
              ],
            },
          ],
        },
      },
      creator,
    );
    expect(created).toEqual({ data: { createCharacter: { character: { id: expect.any(String) }, userErrors: [] } } });
    const recruited = await ask(
      `mutation ($input: RecruitCharacterInput!) { recruitCharacter(input: $input) { roll { id purpose } userErrors { code } } }`,
      { input: { teamId, characterId: created.data.createCharacter.character.id, heroPointsForPlea: 50 } },
      player,
    );
    expect(recruited).toEqual({ data: { recruitCharacter: { roll: { id: expect.any(String), purpose: 'plea-for-membership' }, userErrors: [] } } });
    const award = await one(`SELECT id FROM ledger_entry WHERE team_id = $1 AND amount < 0 ORDER BY position LIMIT 1`, [rowId(teamId)]);
    const corrected = await ask(
      `mutation ($input: CorrectLedgerEntryInput!) { correctLedgerEntry(input: $input) { entry { correctsEntryId } userErrors { code } } }`,
      { input: { entryId: globalId('LedgerEntry', award), note: 'Node spec' } },
      creator,
    );
    expect(corrected).toEqual({ data: { correctLedgerEntry: { entry: { correctsEntryId: globalId('LedgerEntry', award) }, userErrors: [] } } });
    return { rollId: rowId(recruited.data.recruitCharacter.roll.id), correctedId: award };
  }

  it('answers a ledger entry’s sourceId as the global id of its source, of the type its sourceType names, and its source', async () => {
    const { rollId, correctedId } = await pleaAndCorrection();
    const entries: { id: string; sourceType: keyof typeof LEDGER_SOURCE_NODE_TYPE; sourceId: string }[] = await t.dataSource.query(
      `SELECT DISTINCT ON (e.source_type) e.id, e.source_type AS "sourceType", e.source_id AS "sourceId"
         FROM ledger_entry e JOIN team t ON t.id = e.team_id WHERE t.world_id = $1 AND e.source_type IS NOT NULL ORDER BY e.source_type, e.position`,
      [worldId],
    );
    // Every kind of source, the plea's roll and the corrected award among them.
    expect(entries.map((e) => e.sourceType)).toEqual(['DICE_ROLL', 'LEDGER_ENTRY', 'MATCH', 'TEAM_ITEM', 'TEAM_MEMBER']);
    expect(Object.keys(LEDGER_SOURCE_NODE_TYPE).sort()).toEqual(entries.map((e) => e.sourceType));
    expect(entries.slice(0, 2).map((e) => e.sourceId)).toEqual([rollId, correctedId]);
    const expected = entries.map((e) => {
      const sourceId = globalId(LEDGER_SOURCE_NODE_TYPE[e.sourceType], e.sourceId);
      return { sourceType: e.sourceType, sourceId, source: { __typename: LEDGER_SOURCE_NODE_TYPE[e.sourceType], id: sourceId } };
    });
    expect(await ask(SOURCES, { ids: entries.map((e) => globalId('LedgerEntry', e.id)) }, creator)).toEqual({ data: { nodes: expected } });
    expect(await ask(`query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, { ids: expected.map((e) => e.sourceId) }, creator)).toEqual({
      data: { nodes: expected.map((e) => e.source) },
    });
  });

  it('answers no source of an entry about a hidden character to anyone but the Creator, and refuses a source’s id where an entry’s is taken', async () => {
    const [entry] = await t.dataSource.query(
      `SELECT e.id, e.source_id AS "sourceId", e.character_id AS "characterId" FROM ledger_entry e JOIN team t ON t.id = e.team_id
        WHERE t.world_id = $1 AND e.source_type = 'TEAM_MEMBER' AND e.character_id IS NOT NULL AND e.member_id IS NULL ORDER BY e.position LIMIT 1`,
      [worldId],
    );
    const ids = [globalId('LedgerEntry', entry.id)];
    const member = globalId('TeamMember', entry.sourceId);
    await t.dataSource.query(`UPDATE character SET visibility = 'HIDDEN' WHERE id = $1`, [entry.characterId]);
    try {
      for (const token of [undefined, player]) {
        expect(await ask(SOURCES, { ids }, token)).toEqual({ data: { nodes: [{ sourceType: null, sourceId: null, source: null }] } });
        expect(await ask(NODE, { id: member }, token)).toEqual({ data: { node: null } });
      }
      expect(await ask(SOURCES, { ids }, creator)).toEqual({
        data: { nodes: [{ sourceType: 'TEAM_MEMBER', sourceId: member, source: { __typename: 'TeamMember', id: member } }] },
      });
    } finally {
      await t.dataSource.query(`UPDATE character SET visibility = 'PUBLIC' WHERE id = $1`, [entry.characterId]);
    }
    const [before] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_entry`);
    const corrected = await ask(
      `mutation ($input: CorrectLedgerEntryInput!) { correctLedgerEntry(input: $input) { entry { id } } }`,
      { input: { entryId: member, note: 'wrong id' } },
      creator,
    );
    expect(corrected).toMatchObject({
      data: null,
      errors: [
        {
          message: 'input.entryId names a TeamMember, not a LedgerEntry.',
          path: ['correctLedgerEntry'],
          extensions: { code: 'BAD_USER_INPUT', argumentName: 'input' },
        },
      ],
    });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger_entry`)).toEqual([before]);
  });
});

describe('arguments that take ids', () => {
  it('refuses an id of another type with BAD_USER_INPUT naming it, on that field only', async () => {
    const teamId = globalId('Team', await one(`SELECT id FROM team WHERE world_id = $1 ORDER BY name LIMIT 1`, [worldId]));
    const answer = await ask(`query ($id: ID!) { character(id: $id) { id } team(id: $id) { id } }`, { id: teamId });
    expect(answer.data).toEqual({ character: null, team: { id: teamId } });
    expect(answer.errors).toMatchObject([
      { message: 'id names a Team, not a Character.', path: ['character'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'id' } },
    ]);
  });

  it('refuses one inside an input, naming its place, and changes nothing', async () => {
    const characterId = globalId('Character', await one(`SELECT id FROM character WHERE world_id = $1 ORDER BY name LIMIT 1`, [worldId]));
    const [before] = await t.dataSource.query(`SELECT count(*)::int AS n FROM match`);
    const answer = await ask(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } } }`,
      {
        input: {
          world: 'demo',
          buildTotal: 300,
          sides: [
            { alignment: 'HERO', teamId: characterId, teamMemberIds: [] },
            { alignment: 'VILLAIN', versionIds: [] },
          ],
        },
      },
      creator,
    );
    expect(answer.errors).toMatchObject([
      { message: 'input.sides[0].teamId names a Character, not a Team.', path: ['createMatch'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'input' } },
    ]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM match`)).toEqual([before]);
  });

  it('still takes a raw UUID (deprecated), and answers global ids', async () => {
    const row = await one(`SELECT id FROM character WHERE world_id = $1 AND visibility = 'PUBLIC' ORDER BY name LIMIT 1`, [worldId]);
    expect(await ask(`query ($id: ID!) { character(id: $id) { id } }`, { id: row })).toEqual({ data: { character: { id: globalId('Character', row) } } });
    const team = await one(`SELECT id FROM team WHERE world_id = $1 ORDER BY name LIMIT 1`, [worldId]);
    const history = await ask(`query ($teamId: ID!) { teamHistory(teamId: $teamId, first: 1) { totalCount } }`, { teamId: team });
    expect(history.errors).toBeUndefined();
    expect(history.data.teamHistory.totalCount).toBeGreaterThan(0);
  });
});

/** Every field and argument of type ID is a global id: a new one fails here until it is wrapped (GlobalIdOf / GlobalIdArgs). */

describe('every id of the schema', () => {
  it('is a global id, answered encoded and taken decoded', () => {
    const schema = buildAppSchema();
    const node = schema.getType('Node');
    const found = new Set<string>();
    const isId = (type: GraphQLInputType | GraphQLOutputType) => getNamedType(type).name === 'ID';
    const seen = new Set<string>();
    const inputFields = (type: GraphQLInputType) => {
      const named = getNamedType(type);
      if (!isInputObjectType(named) || seen.has(named.name)) return;
      seen.add(named.name);
      for (const field of Object.values(named.getFields())) {
        if (isId(field.type) && typeof field.extensions.globalIdOf !== 'string') found.add(`${named.name}.${field.name}`);
        inputFields(field.type);
      }
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const isNode = type.getInterfaces().some((i) => i === node);
      for (const field of Object.values(type.getFields())) {
        const wrapped =
          (isNode && field.name === 'id') || typeof field.extensions.globalIdOf === 'string' || typeof field.extensions.globalIdFrom === 'function';
        if (isId(field.type) && !wrapped) found.add(`${type.name}.${field.name}`);
        const byName = (field.extensions.globalIdArgs ?? {}) as Record<string, string>;
        for (const arg of field.args) {
          // node and nodes take an id of any type: NodeService reads the type from it.
          const anyType = type.name === 'Query' && (field.name === 'node' || field.name === 'nodes');
          if (isId(arg.type) && !anyType && typeof (byName[arg.name] ?? arg.extensions.globalIdOf) !== 'string')
            found.add(`${type.name}.${field.name}(${arg.name})`);
          inputFields(arg.type);
        }
      }
    }
    expect([...found].sort()).toEqual([]);
  });
});

describe('the bulk character mutations and the export', () => {
  async function twoCharacters(prefix: string): Promise<string[]> {
    const rows: { id: string }[] = await t.dataSource.query(
      `INSERT INTO character (world_id, name, kind, description, visibility)
       SELECT $1, $2 || i, 'HERO', '', 'PUBLIC' FROM generate_series(1, 2) i RETURNING id`,
      [worldId, prefix],
    );
    return rows.map((r) => globalId('Character', r.id));
  }

  it('take global ids and answer them: setCharactersVisibility, deleteCharacters, restoreCharacters, characterExport(ids)', async () => {
    const ids = await twoCharacters('Bulk gid ');
    const hide = await ask(
      `mutation ($ids: [ID!]!) { setCharactersVisibility(ids: $ids, visibility: HIDDEN) { characters { id visibility } userErrors { code field } } }`,
      { ids },
      creator,
    );
    expect(hide).toEqual({
      data: { setCharactersVisibility: { characters: ids.map((id) => ({ id, visibility: 'HIDDEN' })), userErrors: [] } },
    });
    const file = await ask(`query ($ids: [ID!]) { characterExport(world: "demo", ids: $ids) { characterCount } }`, { ids }, creator);
    expect(file).toEqual({ data: { characterExport: { characterCount: 2 } } });
    const deleted = await ask(`mutation ($ids: [ID!]!) { deleteCharacters(ids: $ids) { deletedCharacterIds userErrors { code } } }`, { ids }, creator);
    expect(deleted).toEqual({ data: { deleteCharacters: { deletedCharacterIds: ids, userErrors: [] } } });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM character WHERE id = ANY($1::uuid[])`, [ids.map(rowId)])).toEqual([{ n: 0 }]);
    const restored = await ask(`mutation ($ids: [ID!]!) { restoreCharacters(ids: $ids) { characters { id } userErrors { code } } }`, { ids }, creator);
    expect(restored).toEqual({ data: { restoreCharacters: { characters: ids.map((id) => ({ id })), userErrors: [] } } });
  });

  it('refuse an id of another type with BAD_USER_INPUT naming its index, and change nothing', async () => {
    const ids = await twoCharacters('Bulk wrong gid ');
    const teamId = globalId('Team', await one(`SELECT id FROM team WHERE world_id = $1 ORDER BY name LIMIT 1`, [worldId]));
    const answer = await ask(`mutation ($ids: [ID!]!) { deleteCharacters(ids: $ids) { deletedCharacterIds } }`, { ids: [ids[0], teamId, ids[1]] }, creator);
    expect(answer).toMatchObject({
      data: null,
      errors: [{ message: 'ids[1] names a Team, not a Character.', path: ['deleteCharacters'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'ids' } }],
    });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM character WHERE id = ANY($1::uuid[])`, [ids.map(rowId)])).toEqual([{ n: 2 }]);
  });
});

describe('the cost of nodes', () => {
  it('grows with the ids asked, as a page does with its items', async () => {
    const cost = async (n: number) => {
      const ids = Array.from({ length: n }, () => globalId('Team', randomUUID()));
      const answer = await t.gql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Team { name owner { id } } } }`, { ids });
      expect(answer.errors).toBeUndefined();
      return (answer as { extensions?: { cost: { requested: number } } }).extensions!.cost.requested;
    };
    const single = await cost(1);
    expect(single).toBeGreaterThan(1);
    expect(await cost(100)).toBe(1 + 100 * (single - 1));
  });
});

describe('match figures', () => {
  const FIGURE = `id position teamMemberId character { id } version { id }`;
  const MATCH_FIGURES = `query ($id: ID!) { match(id: $id) { figures { ${FIGURE} } } }`;
  const FIGURE_NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on MatchFigure { ${FIGURE} } } }`;
  const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) {
    event { payload ... on DamageEvent { entered { figureId byFigureId } outcome { dialChange { figureId } } } } userErrors { code field } } }`;

  /** A new match (the Creator's, for this test alone) of two demo teams: its global id and its figures' rows, in position order. */
  async function newMatch() {
    const { data } = await ask(`{ teams(world: "demo", first: 10) { nodes { id name members { id } } } }`);
    const side = (alignment: string, name: string) => {
      const team = data.teams.nodes.find((n: { name: string }) => n.name === name);
      return { alignment, teamId: team.id, teamMemberIds: team.members.map((m: { id: string }) => m.id) };
    };
    const created = await ask(
      `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id } userErrors { code } } }`,
      { input: { world: 'demo', buildTotal: 300, sides: [side('HERO', 'The Lantern Watch'), side('VILLAIN', 'The Nightshade Syndicate')] } },
      creator,
    );
    expect(created.data.createMatch.userErrors).toEqual([]);
    const id: string = created.data.createMatch.match.id;
    const figures: { id: string; characterId: string; memberId: string; versionId: string }[] = await t.dataSource.query(
      `SELECT id, character_id AS "characterId", team_member_id AS "memberId", version_id AS "versionId" FROM match_figure WHERE match_id = $1 ORDER BY position`,
      [rowId(id)],
    );
    expect(figures.length).toBeGreaterThan(3);
    return { id, figures };
  }

  it('answers a figure’s id as a global id, which node fetches as the match’s figures show it, to anyone; an unknown one is null', async () => {
    const { id, figures } = await newMatch();
    const expected = figures.map((f, position) => ({
      id: globalId('MatchFigure', f.id),
      position,
      teamMemberId: globalId('TeamMember', f.memberId),
      character: { id: globalId('Character', f.characterId) },
      version: { id: globalId('CharacterVersion', f.versionId) },
    }));
    for (const token of [undefined, player, creator]) {
      expect(await ask(MATCH_FIGURES, { id }, token)).toEqual({ data: { match: { figures: expected } } });
      expect(await ask(FIGURE_NODES, { ids: expected.map((f) => f.id) }, token)).toEqual({
        data: { nodes: expected.map((f) => ({ __typename: 'MatchFigure', ...f })) },
      });
    }
    expect(await ask(FIGURE_NODES, { ids: [globalId('MatchFigure', randomUUID())] })).toEqual({ data: { nodes: [null] } });
  });

  it('answers a hidden character’s figure by node as the match’s figures do: without member, character or dial, but to the Creator', async () => {
    const { id, figures } = await newMatch();
    const [hidden] = figures;
    const figureId = globalId('MatchFigure', hidden.id);
    const full = {
      id: figureId,
      position: 0,
      teamMemberId: globalId('TeamMember', hidden.memberId),
      character: { id: globalId('Character', hidden.characterId) },
      version: { id: globalId('CharacterVersion', hidden.versionId) },
    };
    await t.dataSource.query(`UPDATE character SET visibility = 'HIDDEN' WHERE id = $1`, [hidden.characterId]);
    try {
      for (const token of [undefined, player]) {
        const redacted = { id: figureId, position: 0, teamMemberId: null, character: null, version: null };
        expect(await ask(FIGURE_NODES, { ids: [figureId] }, token)).toEqual({ data: { nodes: [{ __typename: 'MatchFigure', ...redacted }] } });
        const byMatch = await ask(MATCH_FIGURES, { id }, token);
        expect(byMatch.data.match.figures[0]).toEqual(redacted);
      }
      expect(await ask(FIGURE_NODES, { ids: [figureId] }, creator)).toEqual({ data: { nodes: [{ __typename: 'MatchFigure', ...full }] } });
    } finally {
      await t.dataSource.query(`UPDATE character SET visibility = 'PUBLIC' WHERE id = $1`, [hidden.characterId]);
    }
  });

  it('costs the same statements for every figure of a match as for one', async () => {
    const { figures } = await newMatch();
    const ids = figures.map((f) => globalId('MatchFigure', f.id));
    const statements = async (some: string[]) => {
      t.counter.reset();
      const answer = await ask(
        `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on MatchFigure { teamMemberId character { name } side } } }`,
        { ids: some },
        player,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.nodes.map((n: { id: string }) => n.id)).toEqual(some);
      return t.counter.count;
    };
    const forOne = await statements(ids.slice(0, 1));
    expect(await statements(ids)).toBe(forOne);
  });

  it('takes back the ids the match answers in an event, and answers them in the event’s typed fields and payload', async () => {
    const { id } = await newMatch();
    const { data } = await ask(MATCH_FIGURES, { id });
    const [attacker, target] = [data.match.figures[0].id, data.match.figures[data.match.figures.length - 1].id];
    const recorded = await ask(RECORD, { input: { matchId: id, event: { type: 'DAMAGE', figureId: target, byFigureId: attacker, clicks: 1 } } }, creator);
    expect(recorded).toEqual({
      data: {
        recordMatchEvent: {
          event: {
            payload: expect.objectContaining({ figureId: target, byFigureId: attacker }),
            entered: { figureId: target, byFigureId: attacker },
            outcome: { dialChange: { figureId: target } },
          },
          userErrors: [],
        },
      },
    });
    // The row ids of before are still taken (deprecated), and answered as global ids.
    const raw = await ask(RECORD, { input: { matchId: id, event: { type: 'DAMAGE', figureId: rowId(target), clicks: 1 } } }, creator);
    expect(raw.data.recordMatchEvent.event.entered).toEqual({ figureId: target, byFigureId: null });
    const stored: { figureId: string }[] = await t.dataSource.query(
      `SELECT payload->>'figureId' AS "figureId" FROM match_event WHERE match_id = $1 ORDER BY sequence`,
      [rowId(id)],
    );
    expect(stored).toEqual([{ figureId: rowId(target) }, { figureId: rowId(target) }]);
  });

  it('refuses a figure’s id where a match’s is taken, and a match’s where a figure’s is, with BAD_USER_INPUT naming the place', async () => {
    const { id, figures } = await newMatch();
    const figureId = globalId('MatchFigure', figures[0].id);
    const answer = await ask(`query ($id: ID!) { match(id: $id) { id } }`, { id: figureId });
    expect(answer).toMatchObject({
      data: { match: null },
      errors: [{ message: 'id names a MatchFigure, not a Match.', path: ['match'], extensions: { code: 'BAD_USER_INPUT', argumentName: 'id' } }],
    });
    const recorded = await ask(RECORD, { input: { matchId: id, event: { type: 'DAMAGE', figureId: id, clicks: 1 } } }, creator);
    expect(recorded).toMatchObject({
      data: null,
      errors: [
        {
          message: 'input.event.figureId names a Match, not a MatchFigure.',
          path: ['recordMatchEvent'],
          extensions: { code: 'BAD_USER_INPUT', argumentName: 'input' },
        },
      ],
    });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM match_event WHERE match_id = $1`, [rowId(id)])).toEqual([{ n: 0 }]);
  });
});
