import { GraphQLResolveInfo, Kind, parse } from 'graphql';
import { buildAppSchema } from '../schema';
import type { RequestContext } from '../context';
import { ReadAlong, ReadShapes, selectedProperties, selectsBeyond } from './projection';

/** What a resolver of the operation `source` is given of it (the schema, the operation, its fragments). */
function infoOf(source: string): GraphQLResolveInfo {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])));
  return { schema: buildAppSchema(), operation, fragments } as unknown as GraphQLResolveInfo;
}

describe('the properties an operation reads of a type', () => {
  it("are its plain fields' and its resolvers' @Reads, everywhere the type is selected, with the read's own", () => {
    const info = infoOf(`query ($league: ID!) {
      matches(world: "demo", leagueId: $league) { nodes { status sides { team { name } } ...M } }
      node(id: "x") { id ... on Match { buildTotal } }
    }
    fragment M on Match { createdAt resolution { sides { kos } } league { name } }`);
    // id (Node's: on every Node type, a side's too), status, buildTotal, createdAt; resolution reads its id, league its leagueId.
    expect(selectedProperties(info, 'Match', ['worldId'])?.toSorted()).toEqual(['buildTotal', 'createdAt', 'id', 'leagueId', 'status', 'worldId']);
    expect(selectedProperties(info, 'MatchSide', [])?.toSorted()).toEqual(['id', 'teamId']);
    expect(selectedProperties(info, 'Team', ['id'])).toEqual(['id', 'name']);
    expect(selectedProperties(info, 'MatchResolutionRecord', ['id'])?.toSorted()).toEqual(['id', 'matchId', 'result']);
    // A type the operation does not select: only what the read itself reads.
    expect(selectedProperties(info, 'LedgerEntry', ['id'])).toEqual(['id']);
  });

  it("of a field whose global id names its parent's type: both properties", () => {
    const info = infoOf(`{ teamHistory(teamId: "x") { nodes { sourceId } } }`);
    expect(selectedProperties(info, 'LedgerEntry', [])?.toSorted()).toEqual(['sourceId', 'sourceType']);
  });

  it('are every property when a selected field may read anything (a resolver without @Reads)', () => {
    const info = infoOf(`{ matches(world: "demo") { nodes { status events { totalCount } } } }`);
    expect(selectedProperties(info, 'Match', ['id'])).toBeNull();
    expect(selectedProperties(info, 'MatchEvent', ['id'])).toEqual(['id']);
  });

  it('are worked out once per operation', () => {
    const info = infoOf(`{ matches(world: "demo") { nodes { status } } }`);
    expect(selectedProperties(info, 'Match', [])).toEqual(['status']);
    // The same operation node again: the kept answer, even with a schema that has no such type.
    expect(selectedProperties({ ...info, schema: undefined } as unknown as GraphQLResolveInfo, 'Match', [])).toEqual(['status']);
  });
});

describe('whether an operation selects a field beyond some', () => {
  it('looks at every field selected on the type, fragments included', () => {
    const info = infoOf(`{ matches(world: "demo") { nodes { resolution { sides { kos ...S } } } } } fragment S on SideResolution { score { points } }`);
    expect(selectsBeyond(info, 'SideResolution', new Set(['kos']))).toBe(true);
    expect(selectsBeyond(info, 'SideResolution', new Set(['kos', 'score']))).toBe(false);
    expect(selectsBeyond(info, 'LedgerEntry', new Set())).toBe(false);
  });
});

describe('the shapes a read admits', () => {
  it('are the first ones seen, each again as often as it comes, then no other', () => {
    const shapes = new ReadShapes(2);
    expect(['a', 'b', 'a', 'c', 'b', 'd'].map((s) => shapes.admit(s))).toEqual([true, true, true, false, true, false]);
  });
});

describe('what a page reads along with an object', () => {
  it('answers the context that read it, not another sharing its loaders (subscribers woken by one notice)', () => {
    const loaders = {};
    const [a, b] = [{ loaders }, { loaders }] as unknown as RequestContext[];
    const along = new ReadAlong<object, string>();
    const side = {};
    along.set(a, side, "a's partial team");
    expect(along.get(a, side, () => 'loaded')).toBe("a's partial team");
    // Before: b's field read a's value, read with a's selection.
    expect(along.get(b, side, () => 'loaded')).toBe('loaded');
    expect(along.get({ loaders: {} } as unknown as RequestContext, side, () => 'loaded')).toBe('loaded');
  });
});
