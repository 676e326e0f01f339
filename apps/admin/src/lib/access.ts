import { redirect } from 'next/navigation';
import { loadViewer, roleIn, type Viewer } from './viewer';

/**
 * For the Creator-only pages: anyone not signed in is sent to sign in (and brought back);
 * a signed-in person who is not this world's Creator gets null, and the page says so.
 */
export async function creatorOrNull(worldSlug: string, returnPath: string): Promise<Viewer | null> {
  const viewer = await loadViewer();
  if (!viewer) redirect(`/sign-in?reason=required&next=${encodeURIComponent(returnPath)}`);
  return roleIn(viewer, worldSlug) === 'CREATOR' ? viewer : null;
}
