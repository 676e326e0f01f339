import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CharacterEditor } from '@/components/character-editor';
import { CreatorOnly } from '@/components/creator-only';
import { ErrorPanel } from '@/components/error-panel';
import { creatorOrNull } from '@/lib/access';
import { newCharacterValues } from '@/lib/character-form';
import { loadDialPowerNames } from '@/lib/dial-powers';
import { loadWorld } from '@/lib/loaders';

export const metadata: Metadata = { title: 'New character' };

interface PageProps {
  params: Promise<{ slug: string }>;
}

export default async function NewCharacterPage({ params }: PageProps) {
  const { slug } = await params;
  const charactersPath = `/worlds/${encodeURIComponent(slug)}/characters`;
  const creator = await creatorOrNull(slug, `${charactersPath}/new`);
  const world = await loadWorld(slug);
  if (!world.ok) return <ErrorPanel title="The world could not be loaded" message={world.error.message} />;
  if (!world.data) notFound();
  if (!creator) return <CreatorOnly what="add characters" worldSlug={slug} />;

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={charactersPath}>{world.data.name}</Link> <span aria-hidden="true">›</span>{' '}
        New character
      </nav>
      <h1>New character in {world.data.name}</h1>
      <CharacterEditor
        worldSlug={world.data.slug}
        initial={newCharacterValues()}
        cancelHref={charactersPath}
        submitLabel="Create character"
        powerNames={await loadDialPowerNames(world.data.slug)}
      />
    </>
  );
}
