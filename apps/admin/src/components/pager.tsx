import Link from 'next/link';

/** First / previous / next links for a forward-paged list; a missing link is shown greyed out. */
export function Pager({
  basePath,
  first,
  previous,
  next,
  label = 'Pages',
  hash = '',
}: {
  basePath: string;
  /** The query of page 1; shown as a link only when this is not page 1. */
  first: string | null;
  previous: string | null;
  next: string | null;
  label?: string;
  /** Appended to each link, e.g. "#history" to land on the list again. */
  hash?: string;
}) {
  const link = (query: string | null, text: string, testId: string, rel?: string) =>
    query !== null ? (
      <Link href={`${basePath}${query}${hash}`} data-testid={testId} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className="pager__disabled" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="pager">
      {link(first, '« First page', 'first-page')}
      {link(previous, '‹ Previous', 'previous-page', 'prev')}
      {link(next, 'Next page ›', 'next-page', 'next')}
    </nav>
  );
}
