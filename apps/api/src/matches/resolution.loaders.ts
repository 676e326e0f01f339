import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import type { LoaderMakers } from '../common/lazy-loaders';
import { LedgerEntry } from '../teams/ledger-entry.entity';
import { ledgerEntriesByIds } from '../teams/team.reads';
import { MatchResolutionRecord } from './resolution.entity';
import { byKey } from '../common/entity-rows';
import { PrimedLoader } from '../common/primed-loader';

/** Resolutions and the ledger entries they wrote: a list of matches costs the same whatever its length. */
export const RESOLUTION_LOADERS = {
  matchResolutionByMatchId: (em: EntityManager) =>
    new PrimedLoader<MatchResolutionRecord | null>(async (ids) => {
      const rows = await em.find(MatchResolutionRecord, { where: { matchId: In([...ids]) } });
      return byKey(ids, rows, (r) => r.matchId);
    }),
  ledgerEntryById: (em: EntityManager) => new DataLoader<string, LedgerEntry | null>((ids) => ledgerEntriesByIds(em, ids)),
} satisfies LoaderMakers;
