import { EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import { startTestApi, TestApi } from '../../test/harness';
import { CharacterVersion } from '../characters/character-version.entity';
import { Character } from '../characters/character.entity';
import { DialClick } from '../characters/dial-click.entity';
import { loadDemoLeague } from '../demo/demo-league';
import { loadDemoWorld } from '../demo/demo-world';
import { League } from '../leagues/league.entity';
import { loadDemoTeams } from '../teams/demo-teams';
import { LedgerEntry } from '../teams/ledger-entry.entity';
import { Team, TeamItem, TeamMember } from '../teams/team.entity';
import { World } from '../worlds/world.entity';
import { entityRows, EntityRows, type EntityJson } from './entity-rows';

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  await loadDemoTeams(t.dataSource);
  await loadDemoLeague(t.dataSource);
});

afterAll(async () => {
  await t?.close();
});

// Every entity the public reads load with plain SQL; each must come out exactly as TypeORM's find builds it.
const ENTITIES: [string, EntityTarget<ObjectLiteral>][] = [
  ['World', World],
  ['Character', Character],
  ['CharacterVersion', CharacterVersion],
  ['DialClick', DialClick],
  ['Team', Team],
  ['TeamMember', TeamMember],
  ['TeamItem', TeamItem],
  ['LedgerEntry', LedgerEntry],
  ['League', League],
];

describe('entity rows read with plain SQL', () => {
  it.each(ENTITIES)('%s: same entities as TypeORM, from columns and from JSON', async (_name, target) => {
    const em = t.dataSource.manager;
    const metadata = em.connection.getMetadata(target);
    const order = metadata.primaryColumns.map((c) => `x."${c.databaseName}"`).join(', ');
    const byTypeorm = await em
      .createQueryBuilder(target, 'x')
      .orderBy(Object.fromEntries(metadata.primaryColumns.map((c) => [`x.${c.propertyName}`, 'ASC' as const])))
      .getMany();
    expect(byTypeorm.length).toBeGreaterThan(0);

    const rows = entityRows(em, target);
    const plain: Record<string, unknown>[] = await em.query(`SELECT ${rows.columns('x')} FROM "${metadata.tableName}" x ORDER BY ${order}`);
    expect(plain.map((r) => rows.from(r))).toStrictEqual(byTypeorm);

    const prefixed: Record<string, unknown>[] = await em.query(`SELECT ${rows.columns('x', 'p.')} FROM "${metadata.tableName}" x ORDER BY ${order}`);
    expect(prefixed.map((r) => rows.from(r, 'p.'))).toStrictEqual(byTypeorm);

    const json: { j: EntityJson }[] = await em.query(`SELECT ${rows.json('x')} AS j FROM "${metadata.tableName}" x ORDER BY ${order}`);
    expect(json.map((r) => rows.fromJson(r.j))).toStrictEqual(byTypeorm);
  });

  it('refuses an entity with a column it would read wrong', () => {
    const metadata = {
      name: 'Fixture',
      target: class Fixture {},
      columns: [{ propertyName: 'playedOn', databaseName: 'played_on', type: 'date', isArray: false, isVirtual: false }],
    } as unknown as EntityMetadata;
    expect(() => new EntityRows(metadata)).toThrow('EntityRows: Fixture.playedOn (date) needs a conversion it does not make');
  });
});
