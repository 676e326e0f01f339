'use client';

import { useEffect, useRef } from 'react';
import './world-search.css';

/** Whether a key press lands in something that takes text (then `/` is typed, not a shortcut). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The world's search box, in its tabs: `/` anywhere on the page focuses it, as on GitHub or MDN. */
export function WorldSearch({ slug, worldName }: { slug: string; worldName: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      e.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form role="search" action={`/worlds/${encodeURIComponent(slug)}/search`} className="world-search" data-testid="world-search">
      <label htmlFor="world-search-q" className="visually-hidden">
        Search {worldName}
      </label>
      <input ref={input} id="world-search-q" type="search" name="q" required maxLength={100} placeholder="Search (press /)" aria-keyshortcuts="/" />
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </form>
  );
}
