import { apiResult } from '@/lib/api-result';
import { ROLE_LABELS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { loadViewer, roleIn } from '@/lib/viewer';
import { WorldNav } from './world-nav';

/**
 * The world's tabs for a member of it, on the world's pages and on the pages of what it holds
 * (a character, a team), so nobody loses the way back; `section` marks the tab the page belongs to.
 */
export async function WorldTabs({ slug, section }: { slug: string; section?: 'characters' | 'teams' | 'matches' }) {
  const [world, viewer] = await Promise.all([loadWorld(slug), apiResult(loadViewer)]);
  const role = viewer.ok ? roleIn(viewer.data, slug) : null;
  if (!world.ok || !world.data || !role) return null;
  return <WorldNav slug={world.data.slug} worldName={world.data.name} role={ROLE_LABELS[role]} isCreator={role === 'CREATOR'} section={section} />;
}
