import { League, LeagueTeam } from './league.entity';
import { LEAGUE_LOADERS } from './league.loaders';
import {
  LeaguePrestigeSeriesResolver,
  LeagueResolver,
  PrestigePointResolver,
  PrestigeTableEntryResolver,
  StandingRowResolver,
  TeamPrestigeResolver,
} from './league.resolver';
import { PrestigePointRenownResolver, PrestigeTableEntryRenownResolver, StandingRowRenownResolver, TeamRenownResolver } from './renown.resolver';

/** The leagues feature: what it adds to the schema, the data source and each request's loaders. */
export const leagueResolvers: Function[] = [
  LeagueResolver,
  StandingRowResolver,
  PrestigeTableEntryResolver,
  LeaguePrestigeSeriesResolver,
  PrestigePointResolver,
  TeamPrestigeResolver,
  TeamRenownResolver,
  StandingRowRenownResolver,
  PrestigeTableEntryRenownResolver,
  PrestigePointRenownResolver,
];
export const leagueEntities: Function[] = [League, LeagueTeam];
export const leagueLoaders = LEAGUE_LOADERS;
