import type { ReactNode } from 'react';
import { WorldTabs } from '@/components/world-tabs';
import { loadMatchWorld } from '@/lib/loaders';

/**
 * A member of the match's world keeps the world's tabs on the tracker, the RPS board and the
 * replay (issue 17, item 16). A missing match is the page's own 404.
 */
export default async function MatchLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const match = await loadMatchWorld((await params).id);
  return (
    <>
      {match.ok && match.data && <WorldTabs slug={match.data.world.slug} section="matches" />}
      {children}
    </>
  );
}
