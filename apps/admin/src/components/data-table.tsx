import Link from 'next/link';
import type { ReactNode } from 'react';
import { type SortState, sortQuery } from '@/lib/sort-params';

/** A column heading; numeric columns are right-aligned. */
export interface Column {
  label: ReactNode;
  numeric?: boolean;
  /** The API's orderBy field this column sorts by; a sortable heading is a link (with `sorting` on the table). */
  sort?: string;
  /** The column's name in the caption's "ordered by …" when its label is not plain text. */
  sortName?: string;
}

/** How a table's list is ordered and what its column links keep (see sort-params). */
export interface Sorting {
  state: SortState;
  /** The list's page, e.g. "/worlds/demo/characters". */
  basePath: string;
  /** The filters and page size a heading link keeps ('' for left out); its cursor is dropped. */
  filters: Record<string, string>;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

function columnName(column: Column): string {
  return column.sortName ?? (typeof column.label === 'string' ? column.label : (column.sort ?? '')).toLowerCase();
}

/**
 * A sortable column heading, the one every list's table uses: a link (so the keyboard reaches it and Enter
 * follows it) to the same list ordered by this column, the other direction when it is the current one, else
 * ascending; the filters kept and page 1; `aria-sort` on the `th` and an arrow say which column orders the list.
 */
export function SortableHeader({ column, sorting }: { column: Column & { sort: string }; sorting: Sorting }) {
  const current = sorting.state.field === column.sort;
  const next = sortQuery(sorting.filters, sorting.state, column.sort);
  const nextIsDescending = next.includes('dir=DESC');
  return (
    <th scope="col" className={column.numeric ? 'numeric' : undefined} aria-sort={current ? ARIA_SORT[sorting.state.direction] : 'none'}>
      <Link href={`${sorting.basePath}${next}`} className="sort-link" data-testid="sort-link" data-sort={column.sort}>
        {column.label}
        <span className="visually-hidden">{nextIsDescending ? ', sort descending' : ', sort ascending'}</span>
        <span className={current ? 'sort-arrow' : 'sort-arrow sort-arrow--idle'} aria-hidden="true">
          {current ? (sorting.state.direction === 'ASC' ? '▲' : '▼') : '↕'}
        </span>
      </Link>
    </th>
  );
}

/** A table's caption with the order the URL chose in place of its default one ("Matches, ordered by build total, ascending"). */
export function sortedCaption(caption: string, columns: readonly Column[], sorting: Sorting | undefined): string {
  const sorted = sorting?.state.chosen ? columns.find((column) => column.sort === sorting.state.field) : undefined;
  return sorted && sorting ? `${caption.replace(/,.*$/, '')}, ordered by ${columnName(sorted)}, ${ARIA_SORT[sorting.state.direction]}` : caption;
}

/** The notice for an order in the URL the list does not know: the default order is shown instead. */
export function SortNotice({ sorting, defaultOrder }: { sorting: Sorting; defaultOrder: string }) {
  if (!sorting.state.refused) return null;
  return (
    <p className="notice notice--warning" role="status" data-testid="sort-notice">
      This list cannot be sorted by “{sorting.state.refused}”; it is shown {defaultOrder}.
    </p>
  );
}

/**
 * The frame of the console's data tables: scrolling wrapper, hidden caption, column headings; the rows are the children.
 * With `sorting`, the columns that name a `sort` field get heading links that order the list through the API.
 */
export function DataTable({
  testId,
  caption,
  columns,
  className = 'data-table',
  sorting,
  children,
}: {
  testId: string;
  /** Read by screen readers only; with `sorting` the table's order is added to it when the URL chose one. */
  caption: string;
  columns: readonly Column[];
  className?: string;
  sorting?: Sorting;
  /** The table's rows. */
  children: ReactNode;
}) {
  const fullCaption = sortedCaption(caption, columns, sorting);
  return (
    <div className="table-scroll">
      <table className={className} data-testid={testId}>
        <caption className="visually-hidden">{fullCaption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) =>
              sorting && column.sort ? (
                <SortableHeader key={i} column={{ ...column, sort: column.sort }} sorting={sorting} />
              ) : (
                <th key={i} scope="col" className={column.numeric ? 'numeric' : undefined}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
