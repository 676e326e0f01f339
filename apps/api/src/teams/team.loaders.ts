import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { CharacterVersion } from '../characters/character-version.entity';
import { Character } from '../characters/character.entity';
import { byKey, entityRows, groupBy, preparedQuery } from '../common/entity-rows';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { Currency } from './team.enums';
import { Team, TeamItem, TeamMember } from './team.entity';

/** A team's balances by currency (0 where it has no entry yet). */
export type TeamBalances = ReadonlyMap<Currency, number>;

/** The teams feature's loaders: a team list with its members, balances and items costs the same whatever its length. */
export function createTeamLoaders(em: EntityManager) {
  const teams = entityRows(em, Team);
  const members = entityRows(em, TeamMember);
  const characters = entityRows(em, Character);
  const versions = entityRows(em, CharacterVersion);
  /** Members with their character and version, one plain statement (common/entity-rows.ts). */
  const membersWhere = async (where: string, ids: readonly string[]): Promise<TeamMember[]> => {
    const rows: Record<string, unknown>[] = await preparedQuery(
      em,
      `SELECT ${members.columns('m')}, ${characters.columns('c', 'c.')}, ${versions.columns('v', 'v.')}
         FROM team_member m JOIN character c ON c.id = m.character_id JOIN character_version v ON v.id = m.version_id
        WHERE ${where} = ANY($1::uuid[]) ORDER BY m.is_leader DESC, m.joined_at, m.id`,
      [ids],
    );
    return rows.map((r) => Object.assign(members.from(r), { character: characters.from(r, 'c.'), version: versions.from(r, 'v.') }));
  };
  return {
    teamById: new DataLoader<string, Team | null>(async (ids) => {
      const rows: Record<string, unknown>[] = await preparedQuery(em, `SELECT ${teams.columns('t')} FROM team t WHERE t.id = ANY($1::uuid[])`, [ids]);
      return byKey(ids, rows.map((r) => teams.from(r)), (t) => t.id);
    }),
    /** Every member ever enlisted (former ones too), with character and version, in joining order. */
    teamMembersByTeamId: new DataLoader<string, TeamMember[]>(async (ids) => groupBy(ids, await membersWhere('m.team_id', ids), (m) => m.teamId)),
    teamMemberById: new DataLoader<string, TeamMember | null>(async (ids) => byKey(ids, await membersWhere('m.id', ids), (m) => m.id)),
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
      return byKey(ids, rows, (r) => r.id);
    }),
  };
}
