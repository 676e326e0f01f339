import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { loadWorld } from '@/lib/loaders';

/**
 * Answers an unknown world with a 404 before the page starts streaming. When the API fails,
 * the page explains the failure itself, so the guard lets it through.
 */
export default async function WorldLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const world = await loadWorld((await params).slug);
  if (world.ok && !world.data) notFound();
  return children;
}
