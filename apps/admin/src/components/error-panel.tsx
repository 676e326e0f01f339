'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

interface ErrorPanelProps {
  title?: string;
  message: string;
  /** Defaults to re-fetching the current route's server components. */
  onRetry?: () => void;
}

/** A failure in words, with a way to try again. Used by error.tsx and by pages whose API call failed. */
export function ErrorPanel({ title = 'Something went wrong', message, onRetry }: ErrorPanelProps) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const retry = () => startRetry(() => (onRetry ? onRetry() : router.refresh()));
  return (
    <section className="error-panel" role="alert" data-testid="error-panel">
      <h1>{title}</h1>
      <p className="error-panel__message">{message}</p>
      <button type="button" className="button" onClick={retry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </section>
  );
}
