import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { WorldTabs } from '@/components/world-tabs';
import { loadWorld } from '@/lib/loaders';

/**
 * Answers an unknown world with a 404 before the page starts streaming. When the API fails,
 * the page explains the failure itself, so the guard lets it through. A member also gets the
 * world's pages for their role.
 */
export default async function WorldLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const world = await loadWorld(slug);
  if (world.ok && !world.data) notFound();
  return (
    <>
      <WorldTabs slug={slug} />
      {children}
    </>
  );
}
