import Link from 'next/link';
import type { ReactNode } from 'react';
import { Pager } from './pager';

/**
 * The frame every filtered list of a world shares: "N things · page X", the list itself or an
 * empty state with a way back to the unfiltered first page, and the pager.
 */
export function PagedResults({
  testIdPrefix,
  singular,
  plural,
  totalCount,
  page,
  isEmpty,
  emptyMessage,
  offerClear,
  basePath,
  pager,
  onFirstPage,
  children,
}: {
  /** data-testid stem: "<prefix>-total" and "<prefix>-empty". */
  testIdPrefix: string;
  singular: string;
  plural: string;
  totalCount: number;
  page: number;
  isEmpty: boolean;
  emptyMessage: string;
  /** Whether the empty state links back to the unfiltered first page. */
  offerClear: boolean;
  basePath: string;
  pager: { first: string | null; previous: string | null; next: string | null };
  onFirstPage: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <p className="list-summary">
        <span data-testid={`${testIdPrefix}-total`}>
          {totalCount} {totalCount === 1 ? singular : plural}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-testid="page-number">page {page}</span>
      </p>

      {isEmpty ? (
        <div className="empty" data-testid={`${testIdPrefix}-empty`}>
          <p>{emptyMessage}</p>
          {offerClear && (
            <p>
              <Link href={basePath}>Clear the filters</Link>
            </p>
          )}
        </div>
      ) : (
        children
      )}

      <Pager basePath={basePath} first={onFirstPage ? null : pager.first} previous={pager.previous} next={pager.next} />
    </>
  );
}
