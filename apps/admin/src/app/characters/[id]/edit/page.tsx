import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CharacterEditor } from '@/components/character-editor';
import { ConfirmAction } from '@/components/confirm-action';
import { CreatorOnly } from '@/components/creator-only';
import { ErrorPanel } from '@/components/error-panel';
import { creatorOrNull } from '@/lib/access';
import { deleteCharacterAction } from '@/lib/character-actions';
import { characterValues } from '@/lib/character-form';
import { loadDialPowerNames } from '@/lib/dial-powers';
import { loadCharacter } from '@/lib/loaders';

interface PageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadCharacter((await params).id);
  return { title: result.ok && result.data ? `Edit ${result.data.name}` : 'Edit character' };
}

export default async function EditCharacterPage({ params }: PageProps) {
  const { id } = await params;
  const result = await loadCharacter(id);
  if (!result.ok) return <ErrorPanel title="The character could not be loaded" message={result.error.message} />;
  const character = result.data;
  if (!character) notFound();
  const characterPath = `/characters/${encodeURIComponent(character.id)}`;
  const creator = await creatorOrNull(character.world.slug, `${characterPath}/edit`);
  if (!creator) return <CreatorOnly what="edit its characters" worldSlug={character.world.slug} />;
  const charactersPath = `/worlds/${encodeURIComponent(character.world.slug)}/characters`;

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={charactersPath}>{character.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={characterPath}>{character.name}</Link> <span aria-hidden="true">›</span> Edit
      </nav>
      <div className="page-heading">
        <h1>Edit {character.name}</h1>
        <ConfirmAction
          action={deleteCharacterAction}
          fields={{ id: character.id, world: character.world.slug }}
          label="Delete character"
          question={`Delete ${character.name} and all its dials for good?`}
          confirmLabel="Yes, delete"
          testId="delete-character"
          popover
        />
      </div>
      <CharacterEditor
        characterId={character.id}
        initial={characterValues(character)}
        cancelHref={characterPath}
        submitLabel="Save changes"
        powerNames={await loadDialPowerNames(character.world.slug)}
      />
    </>
  );
}
