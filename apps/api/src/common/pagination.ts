import { GraphQLError } from 'graphql';
import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { Max, Min } from 'class-validator';

@ObjectType({ description: 'Where a page sits in the whole list.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page; read them by passing `endCursor` as `after`.' })
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
  @ObjectType(`${name}Edge`, { description: `One ${name} in a page, with the cursor that marks its place in the list.` })
  class Edge {
    @Field(() => String, { description: 'Opaque position of this item; pass it as `after` to read the items that follow it.' })
    cursor: string;

    @Field(() => itemType, { description: 'The item itself.' })
    node: T;
  }

  // The named subclass (e.g. CharacterConnection) is the type clients see; this base is not reachable.
  @ObjectType(`${name}ConnectionBase`)
  abstract class Connection implements Page<T> {
    @Field(() => [Edge], { description: 'The items of this page in list order, each with its cursor; empty when nothing matches.' })
    edges: Edge[];

    @Field(() => [itemType], { description: 'The same items as `edges`, without cursors, for clients that only need the items.' })
    nodes: T[];

    @Field(() => PageInfo, { description: 'Whether more items follow, and the cursor to read them.' })
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
