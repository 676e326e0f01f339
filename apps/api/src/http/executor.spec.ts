import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { buildSchema, execute, getOperationAST, GraphQLError, isAbstractType, parse, type GraphQLSchema } from 'graphql';
import * as jit from 'graphql-jit';
import { buildAppSchema } from '../schema';
import { markNode } from '../common/global-id';
import { jitExecutor, type Compile } from './executor';

// What a caller gets from the executor is graphql-js's answer, however it ran: a small schema of its
// own, each document run both ways.
const SDL = `
  type Query {
    team(id: ID!): Team
    teams(first: Int = 2, filter: TeamFilter): [Team!]!
    broken: Int
    refused: Int
  }
  input TeamFilter { name: String! = "" , min: Int }
  type Team { id: ID! name: String! members(first: Int = 10): [Member!]! }
  type Member { name: String! points: Int! }
  type Mutation { rename(id: ID!, name: String!): Team }
`;

type TeamRow = { id: string; name: string; members: { name: string; points: number }[] };
const TEAMS: TeamRow[] = [
  {
    id: 't1',
    name: 'Lantern Watch',
    members: [
      { name: 'Black Ninja', points: 40 },
      { name: 'Jade Fist', points: 35 },
    ],
  },
  { id: 't2', name: 'Nightshade Syndicate', members: [{ name: 'Red Ninja', points: 50 }] },
  { id: 't3', name: 'Street Patrol', members: [] },
];

function testSchema(): GraphQLSchema {
  const schema = buildSchema(SDL);
  const query = schema.getQueryType()!.getFields();
  query.team.resolve = (_root, { id }: { id: string }) => TEAMS.find((t) => t.id === id) ?? null;
  query.teams.resolve = (_root, { first, filter }: { first: number; filter?: { name: string; min?: number } }) =>
    TEAMS.filter((t) => t.name.includes(filter?.name ?? '') && t.members.length >= (filter?.min ?? 0)).slice(0, first);
  query.broken.resolve = () => {
    throw new Error('the dice rolled off the table');
  };
  query.refused.resolve = () => {
    throw new GraphQLError('Only the Creator may do that.', { extensions: { code: 'FORBIDDEN' } });
  };
  const team = schema.getType('Team') as import('graphql').GraphQLObjectType;
  team.getFields().members.resolve = (row: TeamRow, { first }: { first: number }) => Promise.resolve(row.members.slice(0, first));
  schema.getMutationType()!.getFields().rename.resolve = (_root, { id, name }: { id: string; name: string }) => ({ ...TEAMS.find((t) => t.id === id)!, name });
  return schema;
}

const schema = testSchema();
// graphql-jit's compiler, counted.
const compile = jest.fn(jit.compileQuery as Compile);
const run = jitExecutor(schema, compile);

async function bothWays(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = getOperationAST(document)!;
  const context = { viewer: 'anonymous' };
  const ours = await run({ document, operation, request: { query, variables }, context } as unknown as GatewayGraphQLRequestContext);
  const graphqlJs = await execute({ schema, document, variableValues: variables, contextValue: context });
  return { ours, graphqlJs };
}

/** A result as it goes on the wire: errors by their JSON, with `extensions` always an object as graphql-js makes it. */
const wire = (result: { data?: unknown; errors?: readonly GraphQLError[] }) => ({
  ...result,
  errors: result.errors?.map((e) => ({ json: e.toJSON(), extensions: e.extensions, isGraphQLError: e instanceof GraphQLError })),
});

describe('the executor (graphql-jit for queries, graphql-js for the rest)', () => {
  beforeEach(() => compile.mockClear());

  it("answers a query as graphql-js does: nested lists, async fields, arguments' defaults and variables", async () => {
    const { ours, graphqlJs } = await bothWays('query Teams($first: Int) { teams(first: $first) { id name members(first: 1) { name points } } }', { first: 3 });
    expect(ours).toEqual({
      data: {
        teams: [
          { id: 't1', name: 'Lantern Watch', members: [{ name: 'Black Ninja', points: 40 }] },
          { id: 't2', name: 'Nightshade Syndicate', members: [{ name: 'Red Ninja', points: 50 }] },
          { id: 't3', name: 'Street Patrol', members: [] },
        ],
      },
    });
    expect(ours).toEqual(graphqlJs);
  });

  it('compiles a document once, and runs it compiled on every request after', async () => {
    const document = parse('query Once($id: ID!) { team(id: $id) { name } }');
    const operation = getOperationAST(document)!;
    const request = (id: string) => run({ document, operation, request: { variables: { id } }, context: {} } as unknown as GatewayGraphQLRequestContext);
    expect(await request('t1')).toEqual({ data: { team: { name: 'Lantern Watch' } } });
    expect(await request('t2')).toEqual({ data: { team: { name: 'Nightshade Syndicate' } } });
    expect(await request('nope')).toEqual({ data: { team: null } });
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it("refuses a bad variable in graphql-js's words, and runs nothing", async () => {
    const { ours, graphqlJs } = await bothWays('query Teams($first: Int) { teams(first: $first) { id } }', { first: 'three' });
    expect(wire(ours)).toEqual(wire(graphqlJs));
    expect(ours.errors?.map((e) => e.message)).toEqual(['Variable "$first" got invalid value "three"; Int cannot represent non-integer value: "three"']);
    expect(ours).not.toHaveProperty('data');
    expect(compile).not.toHaveBeenCalled();
  });

  it("applies a non-null input field's default as graphql-js does (graphql-jit alone refuses it)", async () => {
    const query = 'query Teams($filter: TeamFilter) { teams(first: 5, filter: $filter) { id } }';
    const { ours, graphqlJs } = await bothWays(query, { filter: { min: 1 } });
    expect(ours).toEqual({ data: { teams: [{ id: 't1' }, { id: 't2' }] } });
    expect(ours).toEqual(graphqlJs);
    // What graphql-jit answers on its own, which the executor does not pass on.
    const alone = jit.compileQuery(schema, parse(query)) as jit.CompiledQuery;
    expect(await alone.query(undefined, {}, { filter: { min: 1 } })).toEqual({
      errors: [expect.objectContaining({ message: expect.stringContaining('was not provided') })],
    });
  });

  it("gives a field's error as graphql-js does: a GraphQLError with its extensions, path and locations, the other fields answered", async () => {
    const { ours, graphqlJs } = await bothWays('{ broken refused team(id: "t3") { name } }');
    expect(ours.data).toEqual({ broken: null, refused: null, team: { name: 'Street Patrol' } });
    expect(wire(ours)).toEqual(wire(graphqlJs));
    expect(ours.errors!.map((e) => [e.message, e.path, e.locations, e.extensions])).toEqual([
      ['the dice rolled off the table', ['broken'], [{ line: 1, column: 3 }], {}],
      ['Only the Creator may do that.', ['refused'], [{ line: 1, column: 10 }], { code: 'FORBIDDEN' }],
    ]);
  });

  it('runs a mutation in graphql-js, never compiled', async () => {
    const { ours, graphqlJs } = await bothWays('mutation { rename(id: "t1", name: "Lanterns") { id name } }');
    expect(ours).toEqual({ data: { rename: { id: 't1', name: 'Lanterns' } } });
    expect(ours).toEqual(graphqlJs);
    expect(compile).not.toHaveBeenCalled();
  });
});

describe("the app schema's interfaces and unions", () => {
  it('resolve their type at once, to a name, as graphql-jit needs (type-graphql makes each an async function)', () => {
    const app = buildAppSchema();
    const abstract = Object.values(app.getTypeMap()).filter(isAbstractType);
    expect(abstract.map((t) => t.name).sort()).toEqual(['LedgerSource', 'MatchEvent', 'MatchResolution', 'Node']);
    const info = { schema: app } as never;
    const answers = Object.fromEntries(
      abstract.map((type) => {
        const example = {
          Node: markNode({ id: 'w1' }, 'World'),
          LedgerSource: markNode({ id: 'd1' }, 'DiceRoll'),
          MatchEvent: { type: 'ATTACK' },
          MatchResolution: { id: null },
        }[type.name];
        return [type.name, type.resolveType!(example, {}, info, type)];
      }),
    );
    expect(answers).toEqual({ Node: 'World', LedgerSource: 'DiceRoll', MatchEvent: 'AttackEvent', MatchResolution: 'MatchResolutionPreview' });
  });
});
