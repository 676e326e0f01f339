'use client';

import { useEffect } from 'react';
import { ErrorPanel } from '@/components/error-panel';

/**
 * Faults the pages did not expect. In production Next.js replaces a server error's message with a
 * generic one (so nothing sensitive leaks); we then say what happened in our own words.
 */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  // Development keeps the real message; production sends only a digest for server errors.
  const showOwnMessage = error instanceof Error && (process.env.NODE_ENV !== 'production' || !digest);
  const message = showOwnMessage
    ? error.message
    : 'The console hit an unexpected problem while preparing this page. Trying again often helps; ' +
      `if it keeps happening, the console's server log has the details${digest ? ` (reference ${digest})` : ''}.`;

  return <ErrorPanel title="This page could not be shown" message={message} onRetry={retry} />;
}
