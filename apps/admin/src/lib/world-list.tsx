import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactElement } from 'react';
import { ErrorPanel } from '@/components/error-panel';
import type { WorldBySlugQuery } from '@/gql/graphql';
import type { SearchParams } from './character-list-params';
import { apiResult } from './api-result';
import { loadWorld } from './loaders';
import { loadViewer, type Viewer } from './viewer';

/** What Next hands a world's list page. */
export interface WorldListPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

/** A world as the list pages show it (id, slug, name). */
export type World = NonNullable<WorldBySlugQuery['world']>;

/** What a world's list page renders from, or the error panel it shows instead. */
export type WorldListData<T> = { ok: true; world: World; data: T; viewer: Viewer | null } | { ok: false; panel: ReactElement };

/**
 * Loads a world's list page: the world, the list and the viewer together. An unknown world (or
 * one deleted meanwhile) is a 404; a failed read of the world or the list is an error panel,
 * "The <what> could not be loaded". The viewer is null when nobody is signed in or it failed.
 */
export async function loadWorldList<T>(slug: string, what: string, read: () => Promise<T>): Promise<WorldListData<T>> {
  const [worldResult, listResult, viewerResult] = await Promise.all([loadWorld(slug), apiResult(read), apiResult(loadViewer)]);
  if (!worldResult.ok) {
    return { ok: false, panel: <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} /> };
  }
  const world = worldResult.data;
  if (!world || (!listResult.ok && listResult.error.hasCode('NOT_FOUND'))) notFound();
  if (!listResult.ok) {
    return { ok: false, panel: <ErrorPanel title={`The ${what} could not be loaded`} message={listResult.error.message} /> };
  }
  return { ok: true, world, data: listResult.data, viewer: viewerResult.ok ? viewerResult.data : null };
}

/** A world page's generateMetadata: "<title> of <world>", or the title alone when the world cannot be read. */
export function worldPageMetadata(title: string, preposition = 'of') {
  return async ({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> => {
    const world = await loadWorld((await params).slug);
    return { title: world.ok && world.data ? `${title} ${preposition} ${world.data.name}` : title };
  };
}
