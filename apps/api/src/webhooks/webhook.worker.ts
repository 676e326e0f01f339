import { Logger, run, runMigrations, Task } from 'graphile-worker';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { attemptDelivery } from './webhook.delivery';

/** The queue's task that makes one attempt at a delivery (payload: `{ deliveryId }`). */
export const DELIVER_TASK = 'webhook_delivery';
/**
 * Attempts per delivery. The queue waits exp(n) seconds after the n-th failure (graphile-worker's
 * backoff): 3 s, 7 s, 20 s, 55 s, 2.5 min, 7 min, 18 min, 50 min, 2.25 h; about 3.4 hours in all.
 */
export const MAX_ATTEMPTS = 10;

/**
 * The queue's own messages, minus what the delivery log already records (each failed attempt)
 * and its chatter (info, debug).
 */
const logger = new Logger(() => (level, message, meta) => {
  if ((meta as { failure?: boolean } | undefined)?.failure) return;
  if (level === 'error') console.error(`job queue: ${message}`);
  else if (level === 'warning') console.warn(`job queue: ${message}`);
});

const urlOf = (dataSource: DataSource) => {
  const url = (dataSource.options as PostgresDataSourceOptions).url;
  if (!url) throw new Error('the job queue needs the data source to be configured with a url');
  return url;
};

/** Creates or updates the queue's own schema (graphile_worker) with its own migrations; safe to run from several processes at once. */
export async function migrateJobQueue(dataSource: DataSource): Promise<void> {
  await runMigrations({ connectionString: urlOf(dataSource), logger });
}

export interface JobWorker {
  stop(): Promise<void>;
}

/**
 * Runs webhook deliveries from the PostgreSQL-backed queue in this process, beside the API:
 * new jobs arrive by LISTEN/NOTIFY, retries by polling every `pollIntervalMs`. Several
 * processes share the queue; each job runs in one of them. `stop` lets running attempts finish.
 */
export async function startJobWorker(dataSource: DataSource, { concurrency = 4, pollIntervalMs = 1000 } = {}): Promise<JobWorker> {
  const deliver: Task = async (payload, helpers) => {
    const { deliveryId } = payload as { deliveryId: string };
    await attemptDelivery(dataSource, deliveryId, { number: helpers.job.attempts, last: helpers.job.attempts >= helpers.job.max_attempts });
  };
  const runner = await run({
    connectionString: urlOf(dataSource),
    concurrency,
    maxPoolSize: concurrency + 1,
    pollInterval: pollIntervalMs,
    noHandleSignals: true,
    logger,
    taskList: { [DELIVER_TASK]: deliver },
  });
  return { stop: () => runner.stop() };
}
