import { GraphQLError } from 'graphql';
import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { Max, Min } from 'class-validator';
import type { ComplexityEstimator } from 'graphql-query-complexity';

@ObjectType({ description: 'Where a page sits in the whole list.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page; read them by passing `endCursor` as `after`.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to read the next page.' })
  endCursor: string | null;
}

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 100;

/**
 * The cost of a paginated field (type-graphql's `complexity`): the field, plus `first` times what
 * each item selects. A `first` outside 1..MAX_PAGE_SIZE is refused on its field (BAD_USER_INPUT)
 * once the cost has been computed, so it counts as the nearest size allowed: it can neither make
 * an operation cheap (a negative page) nor overflow the cost.
 */
export const pageComplexity: ComplexityEstimator = ({ args, childComplexity }) =>
  1 + Math.min(Math.max(Number(args.first) || 0, 0), MAX_PAGE_SIZE) * childComplexity;

const PAGE_SIZE = { message: `$property must be between 1 and ${MAX_PAGE_SIZE}` };

@ArgsType()
export class PageArgs {
  @Field(() => Int, { description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, PAGE_SIZE)
  @Max(MAX_PAGE_SIZE, PAGE_SIZE)
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
    // `edges` and `nodes` cost 1 plus one item: the page's `first` (pageComplexity) pays for the rest.
    @Field(() => [Edge], { complexity: 1, description: 'The items of this page in list order, each with its cursor; empty when nothing matches.' })
    edges: Edge[];

    @Field(() => [itemType], { complexity: 1, description: 'The same items as `edges`, without cursors, for clients that only need the items.' })
    nodes: T[];

    @Field(() => PageInfo, { description: 'Whether more items follow, and the cursor to read them.' })
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'How many items match the filter, over all pages.' })
    totalCount: number;
  }
  return Connection;
}

/** The type of one element of a sort key, checked when a cursor is decoded. */
type KeyElement = 'uuid' | 'int' | 'bigint' | 'timestamp' | 'text';
type KeyValue<E extends KeyElement> = E extends 'int' ? number : string;
type KeyValues<K extends readonly KeyElement[]> = { -readonly [I in keyof K]: KeyValue<K[I]> };

/** What a list belongs to, e.g. `{ team: team.id }` for a team's history; null for a list of everything (worlds). */
export type CursorParent = Readonly<Record<string, string>> | null;

/** Which list a cursor belongs to (whose list it is), in which order, and the types of its sort key. */
export interface CursorOrder<K extends readonly KeyElement[]> {
  list: string;
  order: string;
  parent: CursorParent;
  key: K;
}

/**
 * E.g. `cursorOrder('teams', 'name, id', { world: world.id }, 'text', 'uuid')`: the cursors of one
 * world's teams in one order. The parent is in the cursor, so one team's cursor cannot page another's list.
 */
export function cursorOrder<const K extends readonly KeyElement[]>(list: string, order: string, parent: CursorParent, ...key: K): CursorOrder<K> {
  return { list, order, parent, key };
}

const parentId = (parent: CursorParent): string | null => (parent ? Object.values(parent)[0] : null);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MAX_INT = 2 ** 31 - 1;
const MAX_BIGINT = 2n ** 63n - 1n;

// Each element must be what PostgreSQL will accept for its column, so a forged cursor never reaches it.
const IS_KEY_ELEMENT: Record<KeyElement, (value: unknown) => boolean> = {
  uuid: (v) => typeof v === 'string' && UUID.test(v),
  int: (v) => Number.isInteger(v) && Math.abs(v as number) <= MAX_INT,
  bigint: (v) => typeof v === 'string' && /^\d{1,19}$/.test(v) && BigInt(v) <= MAX_BIGINT,
  timestamp: (v) => typeof v === 'string' && ISO_TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v,
  text: (v) => typeof v === 'string' && !v.includes('\u0000'),
};

/** The code of a GraphQL error for an `after` that is not a cursor of the list it was given to. */
export const BAD_CURSOR = 'BAD_CURSOR';

function badCursor(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: BAD_CURSOR, argumentName: 'after' } });
}

/** Opaque cursor over a sort key, naming its list and order; clients must not build their own. */
export function encodeCursor<K extends readonly KeyElement[]>(order: CursorOrder<K>, key: KeyValues<K>): string {
  return Buffer.from(JSON.stringify({ list: order.list, order: order.order, parent: parentId(order.parent), key })).toString('base64url');
}

/** The sort key of a cursor this API issued for this list (of this parent) in this order; a BAD_CURSOR error for any other. */
export function decodeCursor<K extends readonly KeyElement[]>(order: CursorOrder<K>, cursor: string): KeyValues<K> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const { list, order: sort, parent, key } = (parsed ?? {}) as { list?: unknown; order?: unknown; parent?: unknown; key?: unknown };
  const retry = 'pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page';
  if (typeof list !== 'string' || typeof sort !== 'string' || (parent !== null && typeof parent !== 'string') || !Array.isArray(key)) {
    throw badCursor(`\`after\` is not a cursor this API issued: ${retry}.`);
  }
  if (list !== order.list || sort !== order.order) {
    throw badCursor(`\`after\` is a cursor of another list (${list} by ${sort}), not of ${order.list} by ${order.order}: ${retry}.`);
  }
  if (parent !== parentId(order.parent)) {
    throw badCursor(`\`after\` is a cursor of the ${order.list} of another ${Object.keys(order.parent ?? {})[0] ?? 'parent'}: ${retry}.`);
  }
  if (key.length !== order.key.length || !key.every((value, i) => IS_KEY_ELEMENT[order.key[i]](value))) {
    throw badCursor(`\`after\` is a damaged cursor of ${order.list}: ${retry}.`);
  }
  return key as KeyValues<K>;
}

/**
 * The parent id a cursor names, unchecked ('' when it names none), for a read that finds its
 * parent (a world by slug) in the same statement as the page: the key is decoded first with
 * `decodeCursor(order(cursorParent(after)), after)`, and the cursor is checked against the parent
 * found with `decodeCursor(order(parent.id), after)` before the page is answered.
 */
export function cursorParent(cursor: string): string {
  try {
    const { parent } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) ?? {};
    return typeof parent === 'string' ? parent : '';
  } catch {
    return '';
  }
}

/** Builds a page from rows fetched with LIMIT first + 1 (the extra row tells if there is more). */
export function toPage<T, K extends readonly KeyElement[]>(
  rows: T[],
  first: number,
  totalCount: number,
  order: CursorOrder<K>,
  keyOf: (row: T) => KeyValues<K>,
): Page<T> {
  const nodes = rows.slice(0, first);
  const edges = nodes.map((node) => ({ cursor: encodeCursor(order, keyOf(node)), node }));
  return {
    edges,
    nodes,
    totalCount,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
  };
}
