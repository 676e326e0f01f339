import { Client } from 'pg';
import { LIVE_CHANNEL, LiveNotice } from './live.notify';

/** A topic's watcher: called with each notice, or with null after a reconnection (anything may have been missed: read again). */
type Watcher = (notice: LiveNotice | null) => void;

export const matchTopic = (matchId: string) => `match:${matchId}`;
export const leagueTopic = (leagueId: string) => `league:${leagueId}`;
export const worldTopic = (worldId: string) => `world:${worldId}`;

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * The one connection of this API process that LISTENs for live notices, fanned out in memory to
 * the watchers of each topic (a match, a league, a world). When the connection breaks it reconnects, with
 * a growing wait, and then wakes every watcher, since notices sent meanwhile were not heard.
 */
export class LiveListener {
  private readonly watchers = new Map<string, Set<Watcher>>();
  /** Per topic: what its subscribers share while they react to its last notice (see `shared`). */
  private readonly sharedByTopic = new Map<string, Map<string, unknown>>();
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
      if (notice.matchId && notice.sequence !== undefined) this.dispatch(matchTopic(notice.matchId), notice);
      if (notice.leagueId) this.dispatch(leagueTopic(notice.leagueId), notice);
      if (notice.worldId) this.dispatch(worldTopic(notice.worldId), notice);
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
    this.sharedByTopic.clear();
    for (const watchers of this.watchers.values()) for (const watcher of watchers) watcher(null);
  }

  private dispatch(topic: string, notice: LiveNotice) {
    this.sharedByTopic.delete(topic);
    for (const watcher of this.watchers.get(topic) ?? []) watcher(notice);
  }

  /** Calls `watcher` with each notice of the topic until the returned function is called. */
  watch(topic: string, watcher: Watcher): () => void {
    let set = this.watchers.get(topic);
    if (!set) this.watchers.set(topic, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size) return;
      this.watchers.delete(topic);
      this.sharedByTopic.delete(topic);
    };
  }

  /**
   * A value that the watchers of a topic, woken by the same notice, would each read alike (a
   * thousand overlays on one match): made by the first that asks, dropped when the topic's next
   * notice arrives (so it was always made after the notice that woke its readers), on a
   * reconnection, and when the topic's last watcher goes.
   */
  shared<T>(topic: string, key: string, create: () => T): T {
    let values = this.sharedByTopic.get(topic);
    if (!values) this.sharedByTopic.set(topic, (values = new Map()));
    if (!values.has(key)) values.set(key, create());
    return values.get(key) as T;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }
}
