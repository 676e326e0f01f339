import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import type { LoaderMakers } from '../common/lazy-loaders';
import { ResolutionProposal } from './resolution-proposal.entity';

/** Each match's latest proposed resolution (open or decided): a list of matches costs one statement whatever its length. */
export const RESOLUTION_PROPOSAL_LOADERS = {
  latestResolutionProposalByMatchId: (em: EntityManager) =>
    new DataLoader<string, ResolutionProposal | null>(async (ids) => {
      const rows = await em.find(ResolutionProposal, { where: { matchId: In([...ids]) }, order: { proposedAt: 'DESC', id: 'ASC' } });
      const latest = new Map<string, ResolutionProposal>();
      for (const row of rows) if (!latest.has(row.matchId)) latest.set(row.matchId, row);
      return ids.map((id) => latest.get(id) ?? null);
    }),
} satisfies LoaderMakers;
