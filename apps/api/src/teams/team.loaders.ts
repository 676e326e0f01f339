import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import type { LoaderMakers } from '../common/lazy-loaders';
import { byKey } from '../common/entity-rows';
import { PrimedLoader } from '../common/primed-loader';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { Currency } from './team.enums';
import { Team, TeamItem, TeamMember } from './team.entity';
import { achievementPointsByMemberIds, balancesByTeamIds, itemsByTeamIds, membersByIds, membersByTeamIds, teamsByIds } from './team.reads';

/** A team's balances by currency (0 where it has no entry yet). */
export type TeamBalances = ReadonlyMap<Currency, number>;

/** The teams feature's loaders (SQL in team.reads.ts): a team list with its members, balances and items costs the same whatever its length. */
export const TEAM_LOADERS = {
  teamById: (em: EntityManager) => new PrimedLoader<Team | null>((ids) => teamsByIds(em, ids)),
  /** Every member ever enlisted (former ones too), with character and version, in joining order. */
  teamMembersByTeamId: (em: EntityManager) => new DataLoader<string, TeamMember[]>((ids) => membersByTeamIds(em, ids)),
  teamMemberById: (em: EntityManager) => new DataLoader<string, TeamMember | null>((ids) => membersByIds(em, ids)),
  teamBalancesByTeamId: (em: EntityManager) => new DataLoader<string, TeamBalances>((ids) => balancesByTeamIds(em, ids)),
  achievementPointsByMemberId: (em: EntityManager) => new DataLoader<string, number>((ids) => achievementPointsByMemberIds(em, ids)),
  teamItemsByTeamId: (em: EntityManager) => new DataLoader<string, TeamItem[]>((ids) => itemsByTeamIds(em, ids)),
  diceRollById: (em: EntityManager) =>
    new DataLoader<string, DiceRoll | null>(async (ids) => {
      const rows = await em.find(DiceRoll, { where: { id: In([...ids]) } });
      return byKey(ids, rows, (r) => r.id);
    }),
} satisfies LoaderMakers;
