import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams, their members' campaign state, failed pleas, bought items and the append-only ledger.
 * The database itself keeps the ledger honest: every entry's balance_after is the previous
 * balance of the same team, currency (and member) plus its amount, Hero Points and cash never
 * go below zero, and entries can be neither updated nor deleted.
 */
export class TeamsAndLedger1764700000001 implements MigrationInterface {
  name = 'TeamsAndLedger1764700000001';

  async up(q: QueryRunner): Promise<void> {
    await this.createTeams(q);
    await this.createMembers(q);
    await this.createRecruitPleas(q);
    await this.createTeamItems(q);
    await this.createLedger(q);
    await this.chainLedgerBalances(q);
    await this.makeLedgerAppendOnly(q);
  }

  /** The teams, unique by name (in any case) in their world. */
  private async createTeams(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE team (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        world_id uuid NOT NULL REFERENCES world(id),
        owner_id uuid NOT NULL REFERENCES account(id),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        alignment text NOT NULL CHECK (alignment IN ('HERO', 'VILLAIN')),
        several_players boolean NOT NULL DEFAULT false,
        team_ability_roll int NOT NULL CHECK (team_ability_roll BETWEEN 2 AND 12),
        team_ability_name text NOT NULL,
        team_ability_text text NOT NULL,
        team_ability_roll_id uuid REFERENCES dice_roll(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX team_world_name ON team (world_id, lower(name))`);
    await q.query(`CREATE INDEX team_world_order ON team (world_id, name, id)`);
    await q.query(`CREATE INDEX team_owner ON team (owner_id)`);
  }

  /** The members, with their campaign state: at most one team a character, one leader a team. */
  private async createMembers(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE team_member (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES team(id),
        world_id uuid NOT NULL REFERENCES world(id),
        character_id uuid NOT NULL REFERENCES character(id),
        version_id uuid NOT NULL REFERENCES character_version(id),
        rank text NOT NULL CHECK (rank IN ('ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE', 'LIMITED_EDITION')),
        is_leader boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'OUT', 'CRITICAL', 'CAPTURED', 'DEAD', 'QUIT')),
        out_for_scenarios int,
        quit_reason text CHECK (quit_reason IN ('DISGRUNTLED', 'DEPRESSED', 'RIVALRY', 'LOST_CONFIDENCE')),
        feat_ids text[] NOT NULL DEFAULT '{}',
        bonuses jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(bonuses) = 'array'),
        skills jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(skills) = 'object'),
        injuries text[] NOT NULL DEFAULT '{}',
        joined_at timestamptz NOT NULL DEFAULT now(),
        left_at timestamptz,
        CHECK ((status = 'OUT') = (out_for_scenarios IS NOT NULL)),
        CHECK (out_for_scenarios IS NULL OR out_for_scenarios >= 1),
        CHECK ((status = 'QUIT') OR quit_reason IS NULL),
        CHECK ((status IN ('QUIT', 'DEAD')) = (left_at IS NOT NULL)),
        CHECK (NOT (is_leader AND status IN ('QUIT', 'DEAD')))
      )`);
    // A character is on at most one team of a world at a time; quitting or dying frees him.
    await q.query(`CREATE UNIQUE INDEX team_member_one_team ON team_member (world_id, character_id) WHERE status NOT IN ('QUIT', 'DEAD')`);
    await q.query(`CREATE UNIQUE INDEX team_member_one_leader ON team_member (team_id) WHERE is_leader`);
    await q.query(`CREATE INDEX team_member_team ON team_member (team_id, joined_at, id)`);
  }

  /** The failed pleas for membership, which later pleas to the same character read. */
  private async createRecruitPleas(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE recruit_plea (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES team(id),
        character_id uuid NOT NULL REFERENCES character(id),
        leader_character_id uuid NOT NULL REFERENCES character(id),
        leader_level int NOT NULL CHECK (leader_level >= 1),
        outcome text NOT NULL CHECK (outcome IN ('REFUSED', 'INSULTED')),
        roll_id uuid NOT NULL REFERENCES dice_roll(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX recruit_plea_target ON recruit_plea (team_id, character_id)`);
  }

  /** The items a team bought. */
  private async createTeamItems(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE team_item (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id uuid NOT NULL REFERENCES team(id),
        item_id text NOT NULL,
        name text NOT NULL,
        price int NOT NULL CHECK (price >= 0),
        bought_by uuid REFERENCES account(id),
        bought_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX team_item_team ON team_item (team_id, bought_at, id)`);
  }

  /** The ledger: per team (per member for Achievement Points), in position order. */
  private async createLedger(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        team_id uuid NOT NULL REFERENCES team(id),
        member_id uuid REFERENCES team_member(id),
        currency text NOT NULL CHECK (currency IN ('HERO_POINTS', 'CASH', 'PRESTIGE', 'INFAMY', 'ACHIEVEMENT_POINTS')),
        amount int NOT NULL,
        balance_after int NOT NULL,
        reason text NOT NULL CHECK (reason IN ('MATCH', 'PURCHASE', 'LEVEL_UP', 'RECRUIT', 'FEAT', 'BONUS', 'ITEM', 'CREATOR_AWARD', 'CORRECTION', 'FOUNDING')),
        note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
        source_type text CHECK (source_type IN ('TEAM_MEMBER', 'TEAM_ITEM', 'DICE_ROLL', 'LEDGER_ENTRY', 'MATCH')),
        source_id uuid,
        corrects_entry_id uuid UNIQUE REFERENCES ledger_entry(id),
        created_by uuid REFERENCES account(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Achievement Points per member, everything else per team.
        CHECK ((currency = 'ACHIEVEMENT_POINTS') = (member_id IS NOT NULL)),
        -- Hero Points and cash are spent, so can never be overdrawn; AP and Prestige/Infamy are ratings the rules let go negative.
        CHECK (currency NOT IN ('HERO_POINTS', 'CASH') OR balance_after >= 0),
        CHECK (amount <> 0 OR reason = 'FOUNDING'),
        CHECK ((source_type IS NULL) = (source_id IS NULL)),
        CHECK ((reason = 'CORRECTION') = (corrects_entry_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX ledger_entry_balance ON ledger_entry (team_id, currency, member_id, position DESC)`);
    await q.query(`CREATE INDEX ledger_entry_history ON ledger_entry (team_id, position DESC)`);
    await q.query(`CREATE INDEX ledger_entry_member ON ledger_entry (member_id, position DESC) WHERE member_id IS NOT NULL`);
  }

  /** Each entry's balance_after derived from the one before it, by the database. */
  private async chainLedgerBalances(q: QueryRunner): Promise<void> {
    // balance_after is derived here, under a lock on the team row, so concurrent writers of one
    // team queue up and no path can store a balance that does not follow from the entries.
    await q.query(`
      CREATE FUNCTION ledger_entry_chain() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        previous int;
      BEGIN
        PERFORM 1 FROM team WHERE id = NEW.team_id FOR UPDATE;
        SELECT balance_after INTO previous FROM ledger_entry
         WHERE team_id = NEW.team_id AND currency = NEW.currency AND member_id IS NOT DISTINCT FROM NEW.member_id
         ORDER BY position DESC LIMIT 1;
        IF NEW.balance_after IS NULL THEN
          NEW.balance_after := coalesce(previous, 0) + NEW.amount;
        ELSIF NEW.balance_after <> coalesce(previous, 0) + NEW.amount THEN
          RAISE EXCEPTION 'ledger_entry.balance_after must be the previous balance (%) plus the amount (%), not %',
            coalesce(previous, 0), NEW.amount, NEW.balance_after USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER ledger_entry_chain BEFORE INSERT ON ledger_entry FOR EACH ROW EXECUTE FUNCTION ledger_entry_chain()`);
  }

  /** Entries that can be neither updated, deleted nor truncated. */
  private async makeLedgerAppendOnly(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger entries are append-only: correct one with a reversing entry' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER ledger_entry_no_update BEFORE UPDATE OR DELETE ON ledger_entry FOR EACH ROW EXECUTE FUNCTION ledger_entry_append_only()`);
    await q.query(`CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_append_only()`);
    await q.query(`REVOKE UPDATE, DELETE, TRUNCATE ON ledger_entry FROM PUBLIC`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ledger_entry`);
    await q.query(`DROP FUNCTION ledger_entry_append_only`);
    await q.query(`DROP FUNCTION ledger_entry_chain`);
    await q.query(`DROP TABLE team_item`);
    await q.query(`DROP TABLE recruit_plea`);
    await q.query(`DROP TABLE team_member`);
    await q.query(`DROP TABLE team`);
  }
}
