'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Reads the page again from the server every `seconds` (the standings and the chart), without a
 * full reload: the screen at the venue keeps up with results as they are resolved.
 */
export function AutoRefresh({ seconds, renderedAt }: { seconds: number; renderedAt: string }) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [shownAt, setShownAt] = useState<string | null>(null);

  useEffect(() => {
    setShownAt(TIME.format(new Date(renderedAt)));
  }, [renderedAt]);

  useEffect(() => {
    const timer = window.setInterval(() => startRefresh(() => router.refresh()), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [router, seconds]);

  return (
    <span data-testid="auto-refresh" data-seconds={seconds}>
      Updates every {seconds} seconds{shownAt ? `; last at ${shownAt}` : ''}.
    </span>
  );
}
