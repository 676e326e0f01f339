import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { WorldTabs } from '@/components/world-tabs';
import { loadCharacter } from '@/lib/loaders';

/**
 * Answers a missing (or hidden) character with a 404 before anything streams. The page renders
 * from the same cached read; when the API fails, the page explains the failure itself. A member
 * of the world keeps its tabs.
 */
export default async function CharacterLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const character = await loadCharacter((await params).id);
  if (character.ok && !character.data) notFound();
  return (
    <>
      {character.ok && character.data && <WorldTabs slug={character.data.world.slug} section="characters" />}
      {children}
    </>
  );
}
