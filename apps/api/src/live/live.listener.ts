import { Client } from 'pg';
import { LIVE_CHANNEL, LiveNotice } from './live.notify';

/** A topic's watcher: called with each notice, or with null after a reconnection (anything may have been missed: read again). */
type Watcher = (notice: LiveNotice | null) => void;

export const matchTopic = (matchId: string) => `match:${matchId}`;
export const leagueTopic = (leagueId: string) => `league:${leagueId}`;

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * The one connection of this API process that LISTENs for live notices, fanned out in memory to
 * the watchers of each topic (a match, a league). When the connection breaks it reconnects, with
 * a growing wait, and then wakes every watcher, since notices sent meanwhile were not heard.
 */
export class LiveListener {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private client: Client | null = null;
  private listening!: Promise<void>;
  /** Set while not listening: resolves `listening`. */
  private heard: (() => void) | null = null;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly connectionString: string) {
    this.expectListening();
  }

  /** Starts listening in the background (a database that is away does not stop the API from starting); see `ready`. */
  static start(connectionString: string): LiveListener {
    const listener = new LiveListener(connectionString);
    void listener.attempt();
    return listener;
  }

  private expectListening() {
    if (!this.heard) this.listening = new Promise((resolve) => (this.heard = resolve));
  }

  /** Resolves when notices are being heard: what is committed from then on reaches the watchers. */
  ready(): Promise<void> {
    return this.listening;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: 'clix-live' });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const notice = JSON.parse(message.payload) as LiveNotice;
      if (notice.sequence !== undefined) this.dispatch(matchTopic(notice.matchId), notice);
      if (notice.leagueId) this.dispatch(leagueTopic(notice.leagueId), notice);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    if (this.closed) await client.end();
    this.retryMs = RETRY_MIN_MS;
    this.heard?.();
    this.heard = null;
  }

  private lost(client: Client) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.expectListening();
    this.retryTimer = setTimeout(() => void this.attempt(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private async attempt() {
    try {
      await this.connect();
    } catch (error) {
      if (this.closed) return;
      console.error(`live updates: cannot LISTEN (retrying in ${this.retryMs} ms): ${(error as Error).message}`);
      if (this.client) this.lost(this.client);
      return;
    }
    for (const watchers of this.watchers.values()) for (const watcher of watchers) watcher(null);
  }

  private dispatch(topic: string, notice: LiveNotice) {
    for (const watcher of this.watchers.get(topic) ?? []) watcher(notice);
  }

  /** Calls `watcher` with each notice of the topic until the returned function is called. */
  watch(topic: string, watcher: Watcher): () => void {
    let set = this.watchers.get(topic);
    if (!set) this.watchers.set(topic, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (!set.size) this.watchers.delete(topic);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }
}
