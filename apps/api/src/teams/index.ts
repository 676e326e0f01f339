import { LedgerEntry } from './ledger-entry.entity';
import { RecruitPlea, Team, TeamItem, TeamMember } from './team.entity';
import { TEAM_LOADERS } from './team.loaders';
import { LedgerEntryResolver, TeamMemberResolver, TeamResolver } from './team.resolver';

/** The teams feature: what it adds to the schema, the data source and each request's loaders. */
export const teamResolvers: Function[] = [TeamResolver, TeamMemberResolver, LedgerEntryResolver];
export const teamEntities: Function[] = [Team, TeamMember, RecruitPlea, TeamItem, LedgerEntry];
export const teamLoaders = TEAM_LOADERS;
