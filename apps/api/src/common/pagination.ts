import { GraphQLError } from 'graphql';
import { ArgsType, ClassType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Max, Min, ValidateIf } from 'class-validator';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

@ObjectType({ description: 'Where a page sits in the whole list (the Relay connection spec).' })
export class PageInfo {
  @Field(() => Boolean, {
    description:
      'Reading forwards (`first`): true when more items follow this page; read them by passing `endCursor` as `after`. Reading backwards (`last`) it is false.',
  })
  hasNextPage: boolean;

  @Field(() => Boolean, {
    description:
      'Reading backwards (`last`): true when more items precede this page; read them by passing `startCursor` as `before`. Reading forwards (`first`) it is false.',
  })
  hasPreviousPage: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The cursor of the first item of this page (null when it is empty): pass it as `before` to read the items before it.',
  })
  startCursor: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The cursor of the last item of this page (null when it is empty): pass it as `after` to read the items after it.',
  })
  endCursor: string | null;
}

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 100;

/**
 * The cost of a paginated field (type-graphql's `complexity`): the field, plus the page size
 * (`first` or `last`) times what each item selects. A size outside 1..MAX_PAGE_SIZE is refused on
 * its field (BAD_USER_INPUT) once the cost has been computed, so it counts as the nearest size
 * allowed: it can neither make an operation cheap (a negative page) nor overflow the cost.
 */
export const pageComplexity: ComplexityEstimator = ({ args, childComplexity }) =>
  1 + Math.min(Math.max(Number(args.first ?? args.last) || 0, 0), MAX_PAGE_SIZE) * childComplexity;

const PAGE_SIZE = { message: `$property must be between 1 and ${MAX_PAGE_SIZE}` };

@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Page size reading forwards, 1 to ${MAX_PAGE_SIZE}: the first items (after \`after\`). Give \`first\` or \`last\`.`,
  })
  @ValidateIf((args: PageArgs) => args.first != null)
  @Min(1, PAGE_SIZE)
  @Max(MAX_PAGE_SIZE, PAGE_SIZE)
  first?: number | null;

  @Field(() => String, { nullable: true, description: "Read the items after this cursor (an `endCursor` or an edge's cursor), with `first`." })
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Page size reading backwards, 1 to ${MAX_PAGE_SIZE}: the last items (before \`before\`), still in list order. Give \`first\` or \`last\`.`,
  })
  @ValidateIf((args: PageArgs) => args.last != null)
  @Min(1, PAGE_SIZE)
  @Max(MAX_PAGE_SIZE, PAGE_SIZE)
  last?: number | null;

  @Field(() => String, { nullable: true, description: "Read the items before this cursor (a `startCursor` or an edge's cursor), with `last`." })
  before?: string | null;
}

/** The direction of an `orderBy`. */
export enum OrderDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(OrderDirection, {
  name: 'OrderDirection',
  description: 'Which way an `orderBy` runs; ties are broken by id in the same direction.',
  valuesConfig: { ASC: { description: 'Smallest (A, 0, oldest) first.' }, DESC: { description: 'Largest (Z, most, newest) first.' } },
});

/**
 * The base of a list's `orderBy` input, whose sortable fields are the enum `fieldEnum`: e.g.
 * `@InputType() class CharacterOrder extends OrderInput(CharacterOrderField, 'Character') {}` is
 * `CharacterOrder { field: CharacterOrderField!, direction: OrderDirection! }`.
 */
export function OrderInput<F extends string>(fieldEnum: Record<string, F>, name: string) {
  // The named subclass (e.g. CharacterOrder) is the type clients see; this base is not reachable.
  @InputType(`${name}OrderBase`)
  abstract class Order {
    @Field(() => fieldEnum, { description: 'The field to sort by.' })
    field: F;

    @Field(() => OrderDirection, { description: 'ASC or DESC.' })
    direction: OrderDirection;
  }
  return Order;
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
    @Field(() => String, {
      description: 'Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it.',
    })
    cursor: string;

    @Field(() => itemType, { description: 'The item itself.' })
    node: T;
  }

  // The named subclass (e.g. CharacterConnection) is the type clients see; this base is not reachable.
  @ObjectType(`${name}ConnectionBase`)
  abstract class Connection implements Page<T> {
    // `edges` and `nodes` cost 1 plus one item: the page's size (pageComplexity) pays for the rest.
    @Field(() => [Edge], { complexity: 1, description: 'The items of this page in list order, each with its cursor; empty when nothing matches.' })
    edges: Edge[];

    @Field(() => [itemType], { complexity: 1, description: 'The same items as `edges`, without cursors, for clients that only need the items.' })
    nodes: T[];

    @Field(() => PageInfo, { description: 'Whether more items lie beyond this page, and the cursors to read them.' })
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'How many items match the filter, over all pages.' })
    totalCount: number;
  }
  return Connection;
}

/** The type of one element of a sort key, checked when a cursor is decoded. */
type KeyElement = 'uuid' | 'int' | 'bigint' | 'timestamp' | 'text';
type KeyValue = string | number;

/** What a list belongs to, e.g. `{ team: team.id }` for a team's history; null for a list of everything (worlds). */
export type CursorParent = Readonly<Record<string, string>> | null;

/** One column of a list's order: its name in cursors (a field name), its SQL, its type and direction, and a row's value of it. */
export interface SortColumn<R> {
  name: string;
  /** The expression it sorts by; never null. A timestamp is compared to the millisecond, as the cursor holds it. */
  sql: string;
  type: KeyElement;
  descending?: boolean;
  of: (row: R) => KeyValue;
}

/** A list of one parent in one order: the last columns make every row's key unique (the tie-break on id). */
export interface ListOrder<R> {
  list: string;
  parent: CursorParent;
  columns: readonly SortColumn<R>[];
}

/**
 * E.g. `listOrder('teams', { world: world.id }, [NAME, ID])`: the cursors of one world's teams in
 * one order. The parent is in the cursor, so one team's cursor cannot page another's list.
 */
export function listOrder<R>(list: string, parent: CursorParent, columns: readonly SortColumn<R>[]): ListOrder<R> {
  return { list, parent, columns };
}

/** The order the other way round: what `direction: DESC` makes of an order written ascending. */
export function reversed<R>(order: ListOrder<R>): ListOrder<R> {
  return { ...order, columns: order.columns.map((column) => ({ ...column, descending: !column.descending })) };
}

/** A client's `orderBy`: one of the list's fields and a direction. */
export interface OrderBy<F extends string> {
  field: F;
  direction: OrderDirection;
}

/** The order `orderBy` asks for, from each field's columns written ascending (the id last, as the tie-break). */
export function orderedBy<R, F extends string>(
  list: string,
  parent: CursorParent,
  columns: Record<F, readonly SortColumn<R>[]>,
  orderBy: OrderBy<F>,
): ListOrder<R> {
  const order = listOrder(list, parent, columns[orderBy.field]);
  return orderBy.direction === OrderDirection.DESC ? reversed(order) : order;
}

/** The order as a cursor and its messages name it, e.g. `createdAt desc, id desc`. */
const orderName = (order: { columns: readonly Pick<SortColumn<never>, 'name' | 'descending'>[] }): string =>
  order.columns.map((c) => (c.descending ? `${c.name} desc` : c.name)).join(', ');

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

const SQL_TYPE: Record<KeyElement, string> = { uuid: 'uuid', int: 'int', bigint: 'bigint', timestamp: 'timestamptz', text: 'text' };

/** The code of a GraphQL error for an `after` or `before` that is not a cursor of the list it was given to. */
export const BAD_CURSOR = 'BAD_CURSOR';

type CursorArgument = 'after' | 'before';

function badCursor(argumentName: CursorArgument, problem: string): GraphQLError {
  const retry =
    argumentName === 'after'
      ? 'pass the `endCursor` of a page of this list unchanged, or leave `after` out to start from the first page'
      : 'pass the `startCursor` of a page of this list unchanged, or leave `before` out to start from the last page';
  return new GraphQLError(`\`${argumentName}\` ${problem}: ${retry}.`, { extensions: { code: BAD_CURSOR, argumentName } });
}

/** A BAD_USER_INPUT error naming the argument, with its value quoted as the argument errors quote it (JSON, cut at 60 characters). */
function badArgument(argumentName: string, value: unknown, message: string): GraphQLError {
  if (value === undefined) return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argumentName } });
  const json = JSON.stringify(value);
  const quoted = json.length > 60 ? `${json.slice(0, 59)}…` : json;
  return new GraphQLError(`${message}; got ${quoted}`, { extensions: { code: 'BAD_USER_INPUT', argumentName, value } });
}

/** Opaque cursor over a row's sort key, naming its list, parent and order; clients must not build their own. */
function encodeCursor<R>(order: ListOrder<R>, row: R): string {
  const key = order.columns.map((column) => column.of(row));
  return Buffer.from(JSON.stringify({ list: order.list, order: orderName(order), parent: parentId(order.parent), key })).toString('base64url');
}

function parseCursor(cursor: string): { list?: unknown; order?: unknown; parent?: unknown; key?: unknown } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The sort key of a cursor this API issued for this list (of this parent) in this order; a BAD_CURSOR error for any other. */
function decodeCursor<R>(order: ListOrder<R>, argumentName: CursorArgument, cursor: string): KeyValue[] {
  const { list, order: sort, parent, key } = parseCursor(cursor);
  if (typeof list !== 'string' || typeof sort !== 'string' || (parent !== null && typeof parent !== 'string') || !Array.isArray(key)) {
    throw badCursor(argumentName, 'is not a cursor this API issued');
  }
  const name = orderName(order);
  if (list !== order.list) throw badCursor(argumentName, `is a foreign cursor, of another list (${list} by ${sort}), not of ${order.list} by ${name}`);
  if (sort !== name) throw badCursor(argumentName, `is a foreign cursor, of ${list} in another order (by ${sort}), not of ${order.list} by ${name}`);
  if (parent !== parentId(order.parent)) {
    throw badCursor(argumentName, `is a cursor of the ${order.list} of another ${Object.keys(order.parent ?? {})[0] ?? 'parent'}`);
  }
  if (key.length !== order.columns.length || !key.every((value, i) => IS_KEY_ELEMENT[order.columns[i].type](value))) {
    throw badCursor(argumentName, `is a damaged cursor of ${order.list}`);
  }
  return key as KeyValue[];
}

/**
 * The parent id the page's cursor names, unchecked ('' when it names none), for a read that finds
 * its parent (a world by slug) in the same statement as the page: the window is read first with
 * `pageWindow(order(cursorParent(args)), args)`, and checked against the parent found with
 * `pageWindow(order(parent.id), args)` before the page is answered.
 */
export function cursorParent(args: PageArgs): string {
  const cursor = args.after ?? args.before;
  // Most pages are first pages: no cursor to parse (JSON.parse of '' throws, 2 % of a matches page's CPU).
  if (!cursor) return '';
  const { parent } = parseCursor(cursor);
  return typeof parent === 'string' ? parent : '';
}

/** Which page to read: its size, its direction, and the sort key of the cursor it starts from (null from either end). */
export interface PageWindow {
  size: number;
  /** Read with `last` (and `before`): the rows are read in reverse order, from the end. */
  backward: boolean;
  key: readonly KeyValue[] | null;
  /** Rows to read: the page size plus one, which tells whether more lie beyond the page. */
  limit: number;
}

/**
 * The page the arguments ask for, in this order: `first` (with `after`) or `last` (with `before`),
 * never both; a BAD_USER_INPUT error naming the argument for any other mix, a BAD_CURSOR error for
 * a cursor of another list, parent or order.
 */
export function pageWindow<R>(order: ListOrder<R>, args: PageArgs): PageWindow {
  const { first, after, last, before } = args;
  if (first != null && last != null) throw badArgument('last', last, 'last cannot be given with first: read forwards with first or backwards with last');
  if (first == null && last == null) throw badArgument('first', undefined, `first or last is required: a page size from 1 to ${MAX_PAGE_SIZE}`);
  if (first != null && before != null) throw badArgument('before', before, 'before reads backwards: give it with last, not first');
  if (last != null && after != null) throw badArgument('after', after, 'after reads forwards: give it with first, not last');
  const backward = last != null;
  const size = (backward ? last : first)!;
  const cursor = backward ? before : after;
  return { size, backward, limit: size + 1, key: cursor != null ? decodeCursor(order, backward ? 'before' : 'after', cursor) : null };
}

/** The SQL of one page: the keyset condition (null from either end), the ORDER BY to read in, and the condition's values. */
export interface PageSql {
  where: string | null;
  orderBy: string;
  /** The same order for a query builder's `orderBy`. */
  orderByCondition: Record<string, 'ASC' | 'DESC'>;
  values: KeyValue[];
}

/**
 * Keyset paging: rows beyond the cursor's key in the reading direction (reversed when reading
 * backwards), never OFFSET. `param(i)` writes the placeholder of the i-th value (`$${7 + i}` for a
 * read module's text, `:key${i}` for a query builder). A condition over columns that all run the
 * same way is one row comparison, which an index on them serves; mixed directions expand it.
 */
export function pageSql<R>(order: ListOrder<R>, window: PageWindow, param: (index: number) => string): PageSql {
  const columns = order.columns.map((column, i) => ({
    sql: column.type === 'timestamp' ? `date_trunc('milliseconds', ${column.sql})` : column.sql,
    value: `CAST(${param(i)} AS ${SQL_TYPE[column.type]})`,
    descending: Boolean(column.descending) !== window.backward,
  }));
  const orderByCondition = Object.fromEntries(columns.map((c) => [c.sql, c.descending ? 'DESC' : 'ASC'] as const));
  const orderBy = Object.entries(orderByCondition)
    .map(([sql, direction]) => `${sql} ${direction}`)
    .join(', ');
  if (!window.key) return { where: null, orderBy, orderByCondition, values: [] };
  const beyond = (c: (typeof columns)[number]) => (c.descending ? '<' : '>');
  const where = columns.every((c) => c.descending === columns[0].descending)
    ? `(${columns.map((c) => c.sql).join(', ')}) ${beyond(columns[0])} (${columns.map((c) => c.value).join(', ')})`
    : `(${columns.map((c, i) => [...columns.slice(0, i).map((p) => `${p.sql} = ${p.value}`), `${c.sql} ${beyond(c)} ${c.value}`].join(' AND ')).join(') OR (')})`;
  return { where: `(${where})`, orderBy, orderByCondition, values: [...window.key] };
}

/** The rows of a page through a query builder (whose filter is set): `window.limit` of them, in `pageSql`'s order. */
export function readPage<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, order: ListOrder<T>, window: PageWindow): Promise<T[]> {
  const sql = pageSql(order, window, (i) => `:pageKey${i}`);
  if (sql.where) query.andWhere(sql.where, Object.fromEntries(sql.values.map((value, i) => [`pageKey${i}`, value])));
  return query.orderBy(sql.orderByCondition).limit(window.limit).getMany();
}

/** Builds a page from the rows read with `pageSql`'s order and `window.limit` (the extra row tells if there is more). */
export function toPage<R>(rows: R[], window: PageWindow, totalCount: number, order: ListOrder<R>): Page<R> {
  const read = rows.slice(0, window.size);
  const nodes = window.backward ? read.reverse() : read;
  // Built when first read: most pages are asked for `nodes` only (an edge a node was 1.7 % of a ledger page's CPU).
  let edges: { cursor: string; node: R }[] | undefined;
  const edgesOf = () => (edges ??= nodes.map((node) => lazyEdge(order, node)));
  const more = rows.length > window.size;
  return {
    get edges() {
      return edgesOf();
    },
    nodes,
    totalCount,
    pageInfo: {
      hasNextPage: !window.backward && more,
      hasPreviousPage: window.backward && more,
      get startCursor() {
        return nodes.length ? edgesOf()[0].cursor : null;
      },
      get endCursor() {
        return nodes.length ? edgesOf()[nodes.length - 1].cursor : null;
      },
    },
  };
}

/**
 * An edge whose cursor is encoded when first read: most pages are asked for `nodes` only, and encoding
 * every node's cursor was about 1.6 % of a league's matches page's CPU (docs/benchmarks.md).
 */
function lazyEdge<R>(order: ListOrder<R>, node: R): { cursor: string; node: R } {
  let cursor: string | undefined;
  return {
    node,
    get cursor() {
      return (cursor ??= encodeCursor(order, node));
    },
  };
}
