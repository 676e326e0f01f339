import Link from 'next/link';
import { sortQuery } from '@/lib/sort-params';
import type { Sorting } from './data-table';

/**
 * The order of a list that is not a table (cards, a feed): the same links a sortable column heading
 * has (see SortableHeader), one per order, the current one marked with aria-current and its arrow.
 */
export function SortLinks({ label, sorting, options }: { label: string; sorting: Sorting; options: readonly { sort: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="sort-links" data-testid="sort-links">
      <span className="muted">Order:</span>
      {options.map((option) => {
        const current = sorting.state.field === option.sort;
        const next = sortQuery(sorting.filters, sorting.state, option.sort);
        return (
          <Link
            key={option.sort}
            href={`${sorting.basePath}${next}`}
            className="sort-link"
            data-testid="sort-link"
            data-sort={option.sort}
            aria-current={current ? 'true' : undefined}
          >
            {option.label}
            <span className="visually-hidden">
              {current ? `, ${sorting.state.direction === 'ASC' ? 'ascending' : 'descending'} now` : ''}
              {next.includes('dir=DESC') ? ', sort descending' : ', sort ascending'}
            </span>
            <span className={current ? 'sort-arrow' : 'sort-arrow sort-arrow--idle'} aria-hidden="true">
              {current ? (sorting.state.direction === 'ASC' ? '▲' : '▼') : '↕'}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
