import { PERMANENT_INJURIES } from '@clix/rules';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { loadDemoTeams } from './demo-teams';

/** TeamMember.feats and permanentInjuries: the objects behind featIds and injuries, batched over a roster. */

const ROSTER = `query ($id: ID!) { team(id: $id) { name members {
  character { name } featIds injuries
  feats { catalogueId name text upkeep }
  permanentInjuries { id name effect }
} } }`;

let t: TestApi;
let creator: string;
const teamIds: Record<string, string> = {};

/** A team of `size` members (copied from the demo heroes' founding row), each with the same feats and injuries, made directly as setup data. */
async function teamOf(name: string, size: number, featIds: string[], injuries: string[]): Promise<void> {
  const [team] = await t.dataSource.query(
    `INSERT INTO team (world_id, owner_id, name, alignment, several_players, team_ability_roll, team_ability_name, team_ability_text)
     SELECT world_id, owner_id, $1, alignment, several_players, team_ability_roll, team_ability_name, team_ability_text FROM team WHERE name = 'The Lantern Watch'
     RETURNING id`,
    [name],
  );
  await t.dataSource.query(
    `INSERT INTO team_member (team_id, world_id, character_id, version_id, rank, is_leader, feat_ids, injuries)
     SELECT $1, c.world_id, c.id, v.id, v.rank, row_number() OVER (ORDER BY c.name) = 1, $3::text[], $4::text[]
       FROM character c JOIN character_version v ON v.character_id = c.id AND v.rank = 'ROOKIE'
      WHERE c.world_id = (SELECT world_id FROM team WHERE id = $1)
        AND NOT EXISTS (SELECT 1 FROM team_member m WHERE m.character_id = c.id AND m.status NOT IN ('QUIT', 'DEAD'))
      ORDER BY c.name LIMIT $2`,
    [team.id, size, featIds, injuries],
  );
  const { data } = await t.gql(`{ teams(world: "demo", first: 100) { nodes { id name members { id } } } }`, {}, creator);
  const found = data.teams.nodes.find((n: any) => n.name === name);
  expect(found.members).toHaveLength(size);
  teamIds[name] = found.id;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  await teamOf('Solo', 1, ['berserk', 'all-out'], ['HAND_INJURY']);
  await teamOf('Six', 6, ['all-out', 'no-such-feat', 'berserk'], ['CHEST_WOUND', 'HAND_INJURY', 'CHEST_WOUND']);
});

afterAll(async () => {
  await t?.close();
});

describe('TeamMember.feats and permanentInjuries', () => {
  it("answers each member's feats as the world's catalogue has them, in the order bought, leaving out one the world does not have", async () => {
    const catalogue = await t.gql(`{ feats(world: "demo", first: 100) { nodes { catalogueId name text upkeep } } }`, {}, creator);
    const feat = (id: string) => catalogue.data.feats.nodes.find((f: any) => f.catalogueId === id);
    expect(feat('berserk')).toBeDefined();
    expect(feat('all-out')).toBeDefined();
    const { data, errors } = await t.gql(ROSTER, { id: teamIds.Six }, creator);
    expect(errors).toBeUndefined();
    expect(data.team.members).toHaveLength(6);
    for (const member of data.team.members) {
      expect(member.featIds).toEqual(['all-out', 'no-such-feat', 'berserk']);
      expect(member.feats).toEqual([feat('all-out'), feat('berserk')]);
    }
  });

  it('follows a rename the Creator made in the catalogue', async () => {
    const [{ name }] = await t.dataSource.query(`SELECT name FROM catalogue_feat WHERE catalogue_id = 'berserk'`);
    await t.dataSource.query(`UPDATE catalogue_feat SET name = 'Berserk Fury' WHERE catalogue_id = 'berserk'`);
    try {
      const { data } = await t.gql(ROSTER, { id: teamIds.Solo }, creator);
      expect(data.team.members[0].feats.map((f: any) => f.name)).toEqual(['Berserk Fury', 'All-Out']);
    } finally {
      await t.dataSource.query(`UPDATE catalogue_feat SET name = $1 WHERE catalogue_id = 'berserk'`, [name]);
    }
  });

  it("answers each injury as the injury table's entry, repeats and order kept", async () => {
    const entry = (id: string) => {
      const e = PERMANENT_INJURIES.find((i) => i.id === id)!;
      return { id, name: e.name, effect: e.text };
    };
    const six = await t.gql(ROSTER, { id: teamIds.Six }, creator);
    for (const member of six.data.team.members) {
      expect(member.injuries).toEqual(['CHEST_WOUND', 'HAND_INJURY', 'CHEST_WOUND']);
      expect(member.permanentInjuries).toEqual([entry('CHEST_WOUND'), entry('HAND_INJURY'), entry('CHEST_WOUND')]);
    }
    expect(entry('CHEST_WOUND')).toEqual({ id: 'CHEST_WOUND', name: 'Chest Wound', effect: expect.stringContaining('Speed is reduced by 1') });
    const solo = await t.gql(ROSTER, { id: teamIds.Solo }, creator);
    expect(solo.data.team.members[0].permanentInjuries).toEqual([entry('HAND_INJURY')]);
  });

  it('reads the feats of a roster of 6 in the same statements as of 1: one read of the catalogue for every member', async () => {
    const statementsFor = async (id: string) => {
      t.counter.reset();
      const { errors } = await t.gql(ROSTER, { id }, creator);
      expect(errors).toBeUndefined();
      return [...t.counter.statements];
    };
    const solo = await statementsFor(teamIds.Solo);
    const six = await statementsFor(teamIds.Six);
    expect(six.length).toBe(solo.length);
    expect(six.filter((q) => /catalogue_feat/.test(q))).toHaveLength(1);
    expect(solo.filter((q) => /catalogue_feat/.test(q))).toHaveLength(1);
  });

  it('answers empty lists for a member without feats or injuries, without reading the catalogue', async () => {
    await teamOf('Fresh', 2, [], []);
    t.counter.reset();
    const { data } = await t.gql(ROSTER, { id: teamIds.Fresh }, creator);
    expect(data.team.members.map((m: any) => [m.feats, m.permanentInjuries])).toEqual([
      [[], []],
      [[], []],
    ]);
    expect(t.counter.statements.filter((q) => /catalogue_feat/.test(q))).toHaveLength(0);
  });
});
