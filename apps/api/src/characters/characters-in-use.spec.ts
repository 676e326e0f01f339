import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { loadDemoTeams } from '../teams/demo-teams';
import { startTestApi, TestApi } from '../../test/harness';

const VERSION_FIELDS = `rank pointValue clicks { number attack }`;
const CHARACTER = `query ($id: ID!) { character(id: $id) { id versions { id ${VERSION_FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateCharacterInput!) {
  updateCharacter(input: $input) { character { versions { id ${VERSION_FIELDS} } } userErrors { code field } }
}`;
const DELETE = `mutation ($id: ID!) { deleteCharacter(id: $id) { deletedCharacterId userErrors { code field } } }`;

let t: TestApi;
let creator: string;
let member: { characterId: string; versionId: string; rank: string };

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
  [member] = await t.dataSource.query(
    `SELECT m.character_id AS "characterId", m.version_id AS "versionId", v.rank
       FROM team_member m JOIN character_version v ON v.id = m.version_id
      WHERE v.rank = 'ROOKIE' AND EXISTS (SELECT 1 FROM character_version o WHERE o.character_id = m.character_id AND o.rank = 'EXPERIENCED')
      LIMIT 1`,
  );
});
afterAll(async () => {
  await t?.close();
});

const asInput = (version: any, attack: number) => ({
  rank: version.rank,
  pointValue: version.pointValue,
  range: 4,
  koClicks: 6,
  clicks: version.clicks.map(() => ({ speed: 7, attack, defense: 16, damage: 2 })),
});

describe('a character on a team', () => {
  it('keeps its versions (and the team member on them) when the Creator edits its dial', async () => {
    const before = (await t.gql(CHARACTER, { id: member.characterId }, creator)).data.character;
    const { data } = await t.gql(UPDATE, { input: { id: member.characterId, versions: before.versions.map((v: any) => asInput(v, 11)) } }, creator);
    expect(data.updateCharacter.userErrors).toEqual([]);
    const after = data.updateCharacter.character.versions;
    expect(after.map((v: any) => v.id)).toEqual(before.versions.map((v: any) => v.id));
    expect(after.flatMap((v: any) => v.clicks.map((c: any) => c.attack))).toEqual(after.flatMap((v: any) => v.clicks.map(() => 11)));
    const [{ version_id }] = await t.dataSource.query(`SELECT version_id FROM team_member WHERE character_id = $1`, [member.characterId]);
    expect(version_id).toBe(member.versionId);
  });

  it('cannot lose the version a member plays, nor be deleted, and nothing is written', async () => {
    const before = (await t.gql(CHARACTER, { id: member.characterId }, creator)).data.character;
    const others = before.versions.filter((v: any) => v.rank !== member.rank);
    const dropped = await t.gql(UPDATE, { input: { id: member.characterId, versions: others.map((v: any) => asInput(v, 5)) } }, creator);
    expect(dropped.data.updateCharacter.userErrors).toEqual([{ code: 'VERSION_IN_USE', field: ['versions'] }]);
    const deleted = await t.gql(DELETE, { id: member.characterId }, creator);
    expect(deleted.data.deleteCharacter).toEqual({ deletedCharacterId: null, userErrors: [{ code: 'CHARACTER_IN_USE', field: ['id'] }] });
    expect((await t.gql(CHARACTER, { id: member.characterId }, creator)).data.character).toEqual(before);
  });
});
