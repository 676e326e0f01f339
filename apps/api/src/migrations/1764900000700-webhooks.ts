import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks of a world or a league, their deliveries and every attempt (webhooks/). The job queue
 * that runs the deliveries (graphile-worker) keeps its own schema, created by its own migrations
 * (webhooks/webhook.worker.ts). Timestamps are kept to the millisecond, as the lists' cursors are.
 */
export class Webhooks1764900000700 implements MigrationInterface {
  name = 'Webhooks1764900000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        league_id uuid REFERENCES league(id) ON DELETE CASCADE,
        url text NOT NULL,
        events text[] NOT NULL,
        secret text NOT NULL,
        created_by uuid NOT NULL REFERENCES account(id),
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
      )`);
    await q.query(`CREATE INDEX webhook_world ON webhook (world_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX webhook_league ON webhook (league_id, created_at DESC, id DESC) WHERE league_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE webhook_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        webhook_id uuid NOT NULL REFERENCES webhook(id) ON DELETE CASCADE,
        event text NOT NULL,
        body text NOT NULL,
        replay_of uuid REFERENCES webhook_delivery(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
        delivered_at timestamptz,
        failed_at timestamptz
      )`);
    await q.query(`CREATE INDEX webhook_delivery_webhook ON webhook_delivery (webhook_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX webhook_delivery_replay_of ON webhook_delivery (replay_of) WHERE replay_of IS NOT NULL`);
    await q.query(`
      CREATE TABLE webhook_delivery_attempt (
        delivery_id uuid NOT NULL REFERENCES webhook_delivery(id) ON DELETE CASCADE,
        number int NOT NULL,
        started_at timestamptz NOT NULL,
        duration_ms int NOT NULL,
        status_code int,
        error text,
        PRIMARY KEY (delivery_id, number)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_delivery_attempt`);
    await q.query(`DROP TABLE webhook_delivery`);
    await q.query(`DROP TABLE webhook`);
  }
}
