import DataLoader from 'dataloader';
import { EntityManager } from 'typeorm';
import type { LoaderMakers } from '../common/lazy-loaders';
import type { PageWindow } from '../common/pagination';
import { League, PrestigePoint } from './league.entity';
import { leaguesByIds, PrestigeHistoryPage, prestigeHistoryPages, prestigePointsByLeagueIds, teamIdsByLeagueIds } from './league.reads';

/** The leagues feature's loaders (SQL in league.reads.ts): a list of leagues, or of teams with their prestige history, costs the same whatever its length. */
export const LEAGUE_LOADERS = {
  leagueById: (em: EntityManager) => new DataLoader<string, League | null>((ids) => leaguesByIds(em, ids)),
  /** The teams of each league, by name. */
  leagueTeamIdsByLeagueId: (em: EntityManager) => new DataLoader<string, string[]>((ids) => teamIdsByLeagueIds(em, ids)),
  /**
   * Key: JSON [teamId, window]. Teams asked with the same page arguments (a list of teams)
   * share one statement: every team's count and page of points.
   */
  prestigeHistoryByKey: (em: EntityManager) =>
    new DataLoader<string, PrestigeHistoryPage>(async (keys) => {
      const parsed = keys.map((k) => JSON.parse(k) as [string, PageWindow]);
      const groups = new Map<string, string[]>();
      for (const [teamId, window] of parsed) {
        const g = JSON.stringify(window);
        let teamIds = groups.get(g);
        if (!teamIds) groups.set(g, (teamIds = []));
        teamIds.push(teamId);
      }
      const pages = new Map<string, PrestigeHistoryPage>();
      for (const [g, teamIds] of groups) {
        const window = JSON.parse(g) as PageWindow;
        const found = await prestigeHistoryPages(em, teamIds, window);
        teamIds.forEach((teamId, i) => pages.set(JSON.stringify([teamId, window]), found[i]));
      }
      return parsed.map((k) => pages.get(JSON.stringify(k))!);
    }),
  /** Per league, per team: a point per resolved match of that league. */
  prestigePointsByLeagueId: (em: EntityManager) => new DataLoader<string, Map<string, PrestigePoint[]>>((ids) => prestigePointsByLeagueIds(em, ids)),
} satisfies LoaderMakers;
