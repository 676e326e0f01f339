import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { WorldTabs } from '@/components/world-tabs';
import { loadTeam } from '@/lib/loaders';

/**
 * Answers a missing team with a 404 before anything streams. The page renders from the same
 * cached read; when the API fails, the page explains the failure itself. A member of the world
 * keeps its tabs.
 */
export default async function TeamLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const team = await loadTeam((await params).id);
  if (team.ok && !team.data) notFound();
  return (
    <>
      {team.ok && team.data && <WorldTabs slug={team.data.world.slug} section="teams" />}
      {children}
    </>
  );
}
