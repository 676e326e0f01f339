'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { SORT_PARAMS } from '@/lib/sort-params';

/*
 * A list's order (`sort` and `dir`) kept across its filter form: read from the URL here rather than
 * passed by each page, so every list's filters keep its order alike.
 */

/** The order as hidden fields of the filter form: changing a filter keeps it, and (no cursor) starts again at page 1. */
export function KeptSortFields() {
  const query = useSearchParams();
  return SORT_PARAMS.map((name) => {
    const value = query.get(name);
    return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
  });
}

/** "Clear": the list without its filters, in the same order. */
export function ClearFiltersLink({ action }: { action: string }) {
  const query = useSearchParams();
  const kept = new URLSearchParams(SORT_PARAMS.flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : [])));
  const text = kept.toString();
  return (
    <Link href={text ? `${action}?${text}` : action} className="filters__clear">
      Clear
    </Link>
  );
}
