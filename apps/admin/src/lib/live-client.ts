import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { type Client, createClient } from 'graphql-ws';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/*
 * The browser's live connection to the API (graphql-ws, docs/api.md "Live updates"). It is
 * anonymous: what the console follows live (matches, leagues) is public, and the session token
 * stays in its httpOnly cookie. A signed-in page only takes a push as the signal to read itself
 * again through the console's server (router.refresh), as the person, so the server stays the
 * one source of what is shown.
 */

interface Live {
  client: Client;
  connected: boolean;
}

/** One connection per page (and API address), shared by every live part of it. */
const connections = new Map<string, Live>();

/** Waits 1, 2, 4 ... up to 30 seconds between attempts, less a random part, so a venue's screens do not all come back at once. */
const retryWait = (retries: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries) * (0.5 + Math.random() / 2)));

function connection(url: string): Live {
  let live = connections.get(url);
  if (!live) {
    // A screen stays open for hours: it reconnects for as long as it is open, whatever closed the socket.
    const client = createClient({ url, lazy: true, retryAttempts: Infinity, shouldRetry: () => true, retryWait });
    const created: Live = { client, connected: false };
    client.on('connected', () => (created.connected = true));
    client.on('closed', () => (created.connected = false));
    connections.set(url, (live = created));
  }
  return live;
}

/**
 * Subscribes for as long as the component is mounted. `variables` must keep its identity between
 * renders (useState or useMemo). `onData` may return the variables to subscribe with when the
 * connection drops and is made again (matchEvents' `after`: the last sequence received), so
 * nothing is missed or sent twice: graphql-ws sends the same payload object again on reconnect.
 * Returns whether the connection is open.
 */
export function useLiveSubscription<TData, TVariables extends Record<string, unknown>>(
  url: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  onData: (data: TData) => TVariables | void,
): boolean {
  const connected = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        const { client } = connection(url);
        const offConnected = client.on('connected', changed);
        const offClosed = client.on('closed', changed);
        return () => {
          offConnected();
          offClosed();
        };
      },
      [url],
    ),
    () => connection(url).connected,
    () => false,
  );
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });

  useEffect(() => {
    const live = connection(url);
    const payload = { query: print(document), variables: variables as Record<string, unknown> };
    const stop = live.client.subscribe<TData>(payload, {
      next: ({ data }) => {
        if (!data) return;
        const next = handler.current(data);
        if (next) payload.variables = next;
      },
      // A refusal (the match or league is gone): the page shows what its server reads.
      error: () => undefined,
      complete: () => undefined,
    });
    return stop;
  }, [url, document, variables]);

  return connected;
}

/**
 * router.refresh() once for a burst of pushes: events recorded together (a move and the computer's
 * reply) read the page again once.
 */
export function useCoalescedRefresh(): () => void {
  const router = useRouter();
  const timer = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current ?? undefined), []);
  return () => {
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      router.refresh();
    }, 100);
  };
}
