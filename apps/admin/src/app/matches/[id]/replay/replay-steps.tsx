'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * First, Previous, Next and Last of a step-through replay, each a link to its step's address
 * (`?at=N`), and the arrow keys (Home and End too) doing the same. The step shown is the server's
 * answer for that address: nothing is replayed here.
 */
export function ReplaySteps({ replayPath, at, last }: { replayPath: string; at: number; last: number }) {
  const router = useRouter();
  const hrefOf = (n: number) => `${replayPath}?at=${Math.min(Math.max(n, 0), last)}`;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      // Form fields keep their own keys, and so does whatever took the key already (a figure's dial wheel turns with the arrows).
      if (event.defaultPrevented) return;
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
      if (to === undefined || to < 0 || to > last || to === at) return;
      event.preventDefault();
      router.replace(hrefOf(to), { scroll: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const step = (label: string, to: number, testId: string, keyHint: string) =>
    to === at || to < 0 || to > last ? (
      <span className="button button--secondary" aria-disabled="true" data-testid={testId}>
        {label}
      </span>
    ) : (
      <Link className="button button--secondary" href={hrefOf(to)} replace scroll={false} aria-keyshortcuts={keyHint} data-testid={testId}>
        {label}
      </Link>
    );

  return (
    <nav className="replay__steps" aria-label="Replay steps" data-testid="replay-steps">
      {step('First', 0, 'replay-first', 'Home')}
      {step('Previous', at - 1, 'replay-previous', 'ArrowLeft')}
      {step('Next', at + 1, 'replay-next', 'ArrowRight')}
      {step('Last', last, 'replay-last', 'End')}
      <span className="muted">Arrow keys step through; Home and End jump.</span>
    </nav>
  );
}
