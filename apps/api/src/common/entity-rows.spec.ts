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

  it('reads some columns: those asked for and the primary key, in the same places as TypeORM, at most 32 shapes', async () => {
    const em = t.dataSource.manager;
    const whole = entityRows(em, Team);
    expect(whole.only(null)).toBe(whole);
    const some = whole.only(['name', 'createdAt', 'noSuchProperty']);
    expect(some.whole).toBe(false);
    expect(some.shape).toBe('id,name,createdAt');
    expect(some.json('t')).toBe('json_build_array("t"."id", "t"."name", "t"."created_at")');
    expect(whole.only(['createdAt', 'name'])).toBe(some);
    expect(some.only(null)).toBe(whole);
    const [row]: { j: EntityJson }[] = await em.query(`SELECT ${some.json('t')} AS j FROM team t ORDER BY t.name LIMIT 1`);
    const [byTypeorm] = await em.getRepository(Team).find({ order: { name: 'ASC' }, take: 1 });
    const partial = some.fromJson(row.j);
    expect(partial).toBeInstanceOf(Team);
    const read = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
    expect(read).toStrictEqual({ id: byTypeorm.id, name: byTypeorm.name, createdAt: byTypeorm.createdAt });

    // A client's selections choose the shapes: past 32 an entity is read whole, so they cannot grow the statements without end.
    const members = entityRows(em, TeamMember);
    const properties = members.shape.split(',').filter((p) => p !== 'id');
    const shapes = new Set<string>();
    for (let i = 0; i < 40; i++) shapes.add(members.only(properties.filter((_, j) => (i >> j) & 1 || j === 7)).shape);
    expect(shapes.size).toBe(33);
    expect(members.only(properties.slice(0, 3)).whole).toBe(true);
  });

  it('refuses an entity with a column it would read wrong', () => {
    const metadata = {
      name: 'Fixture',
      target: class Fixture {},
      columns: [{ propertyName: 'playedOn', databaseName: 'played_on', type: 'date', isArray: false, isVirtual: false }],
    } as unknown as EntityMetadata;
    expect(() => EntityRows.of(metadata)).toThrow('EntityRows: Fixture.playedOn (date) needs a conversion it does not make');
  });
});
