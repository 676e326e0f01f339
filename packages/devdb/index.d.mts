export interface RunningDatabase {
  /** Connection string of the server's `postgres` maintenance database. */
  serverUrl: string;
  /** Connection string for `database` on the same server. */
  urlFor(database: string): string;
  /** True when this process started the server (embedded); false for an external DATABASE_URL. */
  embedded: boolean;
  /** Stops the embedded server (no-op for an external one). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Where the embedded cluster keeps its files. */
  dataDir: string;
  /** Port for the embedded server; 0 picks a free one. */
  port?: number;
  /** Keep the data directory after stop (true for `npm start`, false for tests). */
  persistent?: boolean;
  /** Called with each line the server logs; silent by default. */
  onLog?: (line: string) => void;
}

/** Starts (or reuses) an embedded PostgreSQL; a stale postmaster.pid left by a killed run is cleared. */
export function startEmbeddedPostgres(options: StartOptions): Promise<RunningDatabase>;

/** Uses DATABASE_URL when set, otherwise starts an embedded server. */
export function startDatabase(options: StartOptions): Promise<RunningDatabase>;

/** Replaces the database name in a connection string. */
export function withDatabase(url: string, database: string): string;

/** Creates `database` unless it exists. */
export function ensureDatabase(serverUrl: string, database: string): Promise<void>;

/** Drops `database` (closing its connections) if it exists. */
export function dropDatabase(serverUrl: string, database: string): Promise<void>;

/** Finds a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number>;
