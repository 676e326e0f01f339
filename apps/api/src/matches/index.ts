import { Match, MatchEvent, MatchFigure, MatchSide } from './match.entity';
import { MATCH_LOADERS } from './match.loaders';
import { MatchFigureResolver, MatchResolver, MatchSideResolver } from './match.resolver';
import { matchEventResolvers } from './match-event.resolver';
import { MatchResolutionRecord } from './resolution.entity';
import { RESOLUTION_LOADERS } from './resolution.loaders';
import { ResolutionProposal } from './resolution-proposal.entity';
import { RESOLUTION_PROPOSAL_LOADERS } from './resolution-proposal.loaders';
import { MatchResolutionProposalFieldResolver, ResolutionProposalResolver } from './resolution-proposal.resolver';
import { MatchResolutionFieldResolver, MatchResolutionResolver, SideResolutionResolver } from './resolution.resolver';
import { RpsGame } from './rps.entity';
import { RpsResolver } from './rps.resolver';

/** The matches feature: what it adds to the schema, the data source and each request's loaders. */
export const matchResolvers: Function[] = [
  MatchResolver,
  MatchSideResolver,
  MatchFigureResolver,
  MatchResolutionFieldResolver,
  MatchResolutionResolver,
  SideResolutionResolver,
  MatchResolutionProposalFieldResolver,
  ResolutionProposalResolver,
  RpsResolver,
  ...matchEventResolvers,
];
export const matchEntities: Function[] = [Match, MatchSide, MatchFigure, MatchEvent, MatchResolutionRecord, ResolutionProposal, RpsGame];
export const matchLoaders = { ...MATCH_LOADERS, ...RESOLUTION_LOADERS, ...RESOLUTION_PROPOSAL_LOADERS };
