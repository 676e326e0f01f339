import { GraphQLError } from 'graphql';
import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { Max, Min } from 'class-validator';

@ObjectType({ description: 'Where a page sits in the whole list.' })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to read the next page.' })
  endCursor: string | null;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { description: 'Page size, 1 to 100.' })
  @Min(1)
  @Max(100)
  first: number;

  @Field(() => String, { nullable: true, description: 'The `endCursor` of the previous page.' })
  after?: string | null;
}

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** A `<Name>Connection` type with edges, nodes, pageInfo and totalCount for the item type. */
export function ConnectionType<T extends object>(itemType: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field(() => String)
    cursor: string;

    @Field(() => itemType)
    node: T;
  }

  // The named subclass (e.g. CharacterConnection) is the type clients see; this base is not reachable.
  @ObjectType(`${name}ConnectionBase`)
  abstract class Connection implements Page<T> {
    @Field(() => [Edge])
    edges: Edge[];

    @Field(() => [itemType])
    nodes: T[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'How many items match the filter, over all pages.' })
    totalCount: number;
  }
  return Connection;
}

/** Opaque cursor over a sort key; clients must not build their own. */
export function encodeCursor(key: unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string, length: number): unknown[] {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === length) return key;
  } catch {
    // fall through to the error below
  }
  throw new GraphQLError('The cursor is not one this API issued.', {
    extensions: { code: 'BAD_USER_INPUT', argumentName: 'after' },
  });
}

/** Builds a page from rows fetched with LIMIT first + 1 (the extra row tells if there is more). */
export function toPage<T>(rows: T[], first: number, totalCount: number, keyOf: (row: T) => unknown[]): Page<T> {
  const nodes = rows.slice(0, first);
  const edges = nodes.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes,
    totalCount,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
  };
}
