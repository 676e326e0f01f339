import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sign-in sessions, world membership with roles, and read-only API keys. */
export class AccountsAndRoles1764500000000 implements MigrationInterface {
  name = 'AccountsAndRoles1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND email LIKE '%_@_%'),
        display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX account_email ON account (email)`);
    await q.query(`
      CREATE TABLE session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX session_account ON session (account_id)`);
    await q.query(`
      CREATE TABLE world_member (
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('CREATOR', 'ORGANIZER', 'PLAYER')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (world_id, account_id)
      )`);
    await q.query(`CREATE INDEX world_member_account ON world_member (account_id)`);
    await q.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        secret_prefix text NOT NULL,
        secret_hash text NOT NULL UNIQUE,
        created_by uuid NOT NULL REFERENCES account(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_key_world ON api_key (world_id, created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_key`);
    await q.query(`DROP TABLE world_member`);
    await q.query(`DROP TABLE session`);
    await q.query(`DROP TABLE account`);
  }
}
