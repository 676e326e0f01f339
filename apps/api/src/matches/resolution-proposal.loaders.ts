import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { ResolutionProposal } from './resolution-proposal.entity';

/** Each match's latest proposed resolution (open or decided): a list of matches costs one statement whatever its length. */
export function createResolutionProposalLoaders(em: EntityManager) {
  return {
    latestResolutionProposalByMatchId: new DataLoader<string, ResolutionProposal | null>(async (ids) => {
      const rows = await em.find(ResolutionProposal, { where: { matchId: In([...ids]) }, order: { proposedAt: 'DESC', id: 'ASC' } });
      const latest = new Map<string, ResolutionProposal>();
      for (const row of rows) if (!latest.has(row.matchId)) latest.set(row.matchId, row);
      return ids.map((id) => latest.get(id) ?? null);
    }),
  };
}
