import Link from 'next/link';
import type { ReactNode } from 'react';
import { type Cursor, pageNumber, pagerQueries } from '@/lib/list-params';
import { Pager } from './pager';

/** The part of an API connection the frame reads. */
interface Connection {
  totalCount: number;
  nodes: readonly unknown[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * The frame every filtered list of a world shares: "N things · page X", the list itself or an
 * empty state with a way back to the unfiltered first page, and the pager.
 */
export function PagedResults({
  testIdPrefix,
  singular,
  plural,
  connection,
  cursor,
  fixed,
  filtered,
  emptyMessage,
  basePath,
  children,
}: {
  /** data-testid stem: "<prefix>-total" and "<prefix>-empty". */
  testIdPrefix: string;
  singular: string;
  plural: string;
  /** This page of the list, as the API answered it. */
  connection: Connection;
  /** Where the list stands (from the URL). */
  cursor: Cursor;
  /** The filters every pager link keeps (see pagerQueries). */
  fixed: Record<string, string>;
  /** Whether a filter is set: the empty state then links back to the unfiltered first page. */
  filtered: boolean;
  emptyMessage: string;
  basePath: string;
  children: ReactNode;
}) {
  const { totalCount, pageInfo } = connection;
  const pager = pagerQueries(fixed, cursor, pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null);
  return (
    <>
      <p className="list-summary">
        <span data-testid={`${testIdPrefix}-total`}>
          {totalCount} {totalCount === 1 ? singular : plural}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-testid="page-number">page {pageNumber(cursor)}</span>
      </p>

      {connection.nodes.length === 0 ? (
        <div className="empty" data-testid={`${testIdPrefix}-empty`}>
          <p>{emptyMessage}</p>
          {(filtered || Boolean(cursor.after)) && (
            <p>
              <Link href={basePath}>Clear the filters</Link>
            </p>
          )}
        </div>
      ) : (
        children
      )}

      <Pager basePath={basePath} first={cursor.after ? pager.first : null} previous={pager.previous} next={pager.next} />
    </>
  );
}
