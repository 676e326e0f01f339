import { createHash } from 'node:crypto';
import type { Viewer } from '../auth/viewer';

/**
 * The entity tag of a GraphQL answer: a hash of its `data` and `errors` only, since its
 * `extensions` (the cost, the rate limit's remaining requests) change with every request.
 */
export function etagOf(body: string): string {
  const { data, errors } = JSON.parse(body) as { data?: unknown; errors?: unknown };
  return `"${createHash('sha256').update(JSON.stringify({ data, errors })).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (a list of tags, weak or strong, or `*`). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Anonymous answers may sit in shared caches (revalidated each time); a signed-in viewer's only in his own. */
export function cacheControlFor(viewer: Viewer): string {
  return viewer.kind === 'anonymous' ? 'public, max-age=0, must-revalidate' : 'private, no-cache';
}
