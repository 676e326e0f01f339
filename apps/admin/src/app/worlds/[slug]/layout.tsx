import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { WorldNav } from '@/components/world-nav';
import { apiResult } from '@/lib/api-result';
import { ROLE_LABELS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { loadViewer, roleIn } from '@/lib/viewer';

/**
 * Answers an unknown world with a 404 before the page starts streaming. When the API fails,
 * the page explains the failure itself, so the guard lets it through. A member also gets the
 * world's pages for their role.
 */
export default async function WorldLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [world, viewer] = await Promise.all([loadWorld(slug), apiResult(loadViewer)]);
  if (world.ok && !world.data) notFound();
  const role = viewer.ok ? roleIn(viewer.data, slug) : null;
  return (
    <>
      {world.ok && world.data && role && (
        <WorldNav slug={world.data.slug} worldName={world.data.name} role={ROLE_LABELS[role]} isCreator={role === 'CREATOR'} />
      )}
      {children}
    </>
  );
}
