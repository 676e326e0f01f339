import { ClixError } from './errors.js';
import type { Document, RequestOptions } from './transport.js';

/** What `paginate` reads of a page: a connection by the Relay spec, read forwards. */
export interface ForwardPage<TNode> {
  nodes: readonly TNode[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export interface PageOptions extends RequestOptions {
  /** Items per request, 1 to 100 (sent as the document's `$first`): 100, the fewest requests. */
  pageSize?: number;
}

/** The variables a caller gives `paginate`: the document's own, without the paging ones it sets; those that take null may be left out. */
export type PageVariables<TVariables> = Optional<Omit<TVariables, 'first' | 'after'>>;

/** `T` with its nullable keys optional (generated variables list every one, `InputMaybe` or not). */
export type Optional<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & { [K in keyof T as null extends T[K] ? K : never]?: T[K] };

type Send = <TResult, TVariables>(document: Document<TResult, TVariables>, variables: TVariables, options: RequestOptions) => Promise<TResult>;

/**
 * Every item of a connection, page after page (`first`/`after`, the previous page's `endCursor`), as an async iterator:
 * a page is read when the one before is used up, so a loop that stops early reads no more. The document declares
 * `$after: String` (and `$first: Int` when `pageSize` is given); `pick` finds the connection in its data. A list under
 * an unknown parent (the API answers it null with NOT_FOUND) throws that ClixError.
 */
export async function* paginateWith<TResult, TVariables, TNode>(
  send: Send,
  document: Document<TResult, TVariables>,
  variables: PageVariables<TVariables>,
  pick: (data: TResult) => ForwardPage<TNode> | null | undefined,
  options: PageOptions = {},
): AsyncGenerator<TNode, void, undefined> {
  const { pageSize, ...requestOptions } = options;
  let after: string | null = null;
  for (;;) {
    const paging: Record<string, unknown> = pageSize === undefined ? { after } : { first: pageSize, after };
    const data = await send(document, { ...variables, ...paging } as TVariables, requestOptions);
    const page = pick(data);
    if (!page) return;
    yield* page.nodes;
    if (!page.pageInfo.hasNextPage) return;
    const next = page.pageInfo.endCursor ?? null;
    // A page that says more follow but gives no new cursor would be read forever.
    if (next === null || next === after) throw new ClixError('http', `The API said more items follow but gave no new cursor after ${JSON.stringify(after)}.`);
    after = next;
  }
}
