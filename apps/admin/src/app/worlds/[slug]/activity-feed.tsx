'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import type { ActivityOrderField } from '@/gql/graphql';
import type { SortOrder } from '@/lib/sort-params';
import { type ActivityPage, loadActivity } from './activity-actions';

/**
 * The world's campaign log, newest first (or in `order`), each step linked to its team, character and match;
 * "Load more" appends the next page in the same order.
 */
export function ActivityFeed({ world, firstPage, order }: { world: string; firstPage: ActivityPage; order: SortOrder<ActivityOrderField> | null }) {
  const [items, setItems] = useState(firstPage.nodes);
  const [pageInfo, setPageInfo] = useState(firstPage.pageInfo);
  const [failed, setFailed] = useState(false);
  const [loading, startLoading] = useTransition();

  const loadMore = () =>
    startLoading(async () => {
      try {
        const next = await loadActivity(world, pageInfo.endCursor ?? null, order);
        setItems((shown) => [...shown, ...next.nodes]);
        setPageInfo(next.pageInfo);
        setFailed(false);
      } catch {
        setFailed(true);
      }
    });

  if (items.length === 0)
    return (
      <p className="empty" data-testid="activity-empty">
        Nothing has happened in this world yet.
      </p>
    );
  return (
    <>
      <ol className="plain-list" data-testid="activity-feed">
        {items.map((item, i) => (
          <li key={`${item.at}-${i}`} data-testid="activity-item" data-kind={item.kind}>
            <time dateTime={String(item.at)} className="muted">
              {new Date(item.at as string).toISOString().slice(0, 16).replace('T', ' ')}
            </time>{' '}
            {item.summary}
            {(item.team || item.character || item.match) && (
              <span className="muted">
                {' '}
                ({item.team && <Link href={`/teams/${encodeURIComponent(item.team.id)}`}>{item.team.name}</Link>}
                {item.team && (item.character || item.match) && ', '}
                {item.character && <Link href={`/characters/${encodeURIComponent(item.character.id)}`}>{item.character.name}</Link>}
                {item.character && item.match && ', '}
                {item.match && <Link href={`/matches/${encodeURIComponent(item.match.id)}`}>the match</Link>})
              </span>
            )}
          </li>
        ))}
      </ol>
      {failed && (
        <p className="field-error" role="alert">
          The next steps could not be loaded; try again.
        </p>
      )}
      {pageInfo.hasNextPage && (
        <button type="button" className="button button--secondary" onClick={loadMore} disabled={loading} data-testid="activity-load-more">
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  );
}
