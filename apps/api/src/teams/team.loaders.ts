import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { Currency } from './team.enums';
import { Team, TeamItem, TeamMember } from './team.entity';

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** A team's balances by currency (0 where it has no entry yet). */
export type TeamBalances = ReadonlyMap<Currency, number>;

/** The teams feature's loaders: a team list with its members, balances and items costs the same whatever its length. */
export function createTeamLoaders(em: EntityManager) {
  return {
    teamById: new DataLoader<string, Team | null>(async (ids) => {
      const rows = await em.find(Team, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((t) => t.id === id) ?? null);
    }),
    /** Every member ever enlisted (former ones too), with character and version, in joining order. */
    teamMembersByTeamId: new DataLoader<string, TeamMember[]>(async (ids) => {
      const rows = await em
        .createQueryBuilder(TeamMember, 'm')
        .innerJoinAndSelect('m.character', 'c')
        .innerJoinAndSelect('m.version', 'v')
        .where('m.team_id IN (:...ids)', { ids })
        .orderBy('m.is_leader', 'DESC')
        .addOrderBy('m.joined_at')
        .addOrderBy('m.id')
        .getMany();
      return groupBy(ids, rows, (m) => m.teamId);
    }),
    teamMemberById: new DataLoader<string, TeamMember | null>(async (ids) => {
      const rows = await em
        .createQueryBuilder(TeamMember, 'm')
        .innerJoinAndSelect('m.character', 'c')
        .innerJoinAndSelect('m.version', 'v')
        .where('m.id IN (:...ids)', { ids })
        .getMany();
      return ids.map((id) => rows.find((m) => m.id === id) ?? null);
    }),
    teamBalancesByTeamId: new DataLoader<string, TeamBalances>(async (ids) => {
      const rows: { team_id: string; currency: Currency; balance_after: number }[] = await em.query(
        `SELECT DISTINCT ON (team_id, currency) team_id, currency, balance_after FROM ledger_entry
          WHERE team_id = ANY($1) AND member_id IS NULL ORDER BY team_id, currency, position DESC`,
        [ids],
      );
      return ids.map((id) => new Map(rows.filter((r) => r.team_id === id).map((r) => [r.currency, Number(r.balance_after)])));
    }),
    achievementPointsByMemberId: new DataLoader<string, number>(async (ids) => {
      const rows: { member_id: string; balance_after: number }[] = await em.query(
        `SELECT DISTINCT ON (member_id) member_id, balance_after FROM ledger_entry
          WHERE member_id = ANY($1) AND currency = 'ACHIEVEMENT_POINTS' ORDER BY member_id, position DESC`,
        [ids],
      );
      return ids.map((id) => Number(rows.find((r) => r.member_id === id)?.balance_after ?? 0));
    }),
    teamItemsByTeamId: new DataLoader<string, TeamItem[]>(async (ids) => {
      const rows = await em.find(TeamItem, { where: { teamId: In([...ids]) }, order: { boughtAt: 'ASC', id: 'ASC' } });
      return groupBy(ids, rows, (i) => i.teamId);
    }),
    diceRollById: new DataLoader<string, DiceRoll | null>(async (ids) => {
      const rows = await em.find(DiceRoll, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}
