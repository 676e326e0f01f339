import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DialTable, powerSwatchClasses } from '@/components/dial-table';
import { DialWheel } from '@/components/dial-wheel';
import { ConfirmAction } from '@/components/confirm-action';
import { ErrorPanel } from '@/components/error-panel';
import type { CharacterDetailQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import { deleteCharacterAction } from '@/lib/character-actions';
import { loadCharacter } from '@/lib/loaders';
import { isCreatorOf, loadViewer } from '@/lib/viewer';
import { CloneCharacterForm } from './clone-form';
import { DAMAGE_SYMBOL_LABELS, KIND_LABELS, lightningBolts, MOVEMENT_LABELS, RANK_LABELS, SPECIAL_POWER_CATEGORY_LABELS } from '@/lib/labels';

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const result = await loadCharacter((await params).id);
  return { title: result.ok && result.data ? result.data.name : 'Character' };
}

export default async function CharacterPage({ params, searchParams }: PageProps) {
  const [result, viewer, query] = await Promise.all([loadCharacter((await params).id), apiResult(loadViewer), searchParams]);
  if (!result.ok) {
    return <ErrorPanel title="The character could not be loaded" message={result.error.message} />;
  }
  const character = result.data;
  if (!character) notFound();

  const paragraphs = character.description
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const charactersPath = `/worlds/${encodeURIComponent(character.world.slug)}/characters`;
  const isCreator = viewer.ok && isCreatorOf(viewer.data, character.world.slug);

  return (
    <article className="character" data-testid="character">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={charactersPath}>{character.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> {character.name}
      </nav>
      <header className="character__header">
        <h1>{character.name}</h1>
        <span className={`kind-badge kind-badge--${character.kind.toLowerCase()}`} data-testid="character-kind">
          {KIND_LABELS[character.kind]}
        </span>
        {character.visibility === 'HIDDEN' && <span className="hidden-badge">Hidden from players</span>}
        {isCreator && (
          <div className="character__actions">
            <Link href={`/characters/${encodeURIComponent(character.id)}/edit`} className="button" data-testid="edit-character">
              Edit character
            </Link>
            <CloneCharacterForm id={character.id} />
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
        )}
      </header>
      {query.cloned === '1' && isCreator && (
        <p className="notice" role="status" data-testid="cloned-notice">
          This is a copy, with every version, dial and power; it is on no team and has no history or injuries.
        </p>
      )}
      {query.saved === '1' && isCreator && (
        <p className="notice" role="status" data-testid="saved-notice">
          Saved.
        </p>
      )}

      <section className="character__description" aria-label="Description" data-testid="character-description">
        {paragraphs.length ? paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>) : <p className="muted">No description.</p>}
      </section>

      {character.versions.length === 0 && <p className="empty">This character has no rank versions yet.</p>}
      {character.versions.map((version) => (
        <VersionSection key={version.id} version={version} />
      ))}
    </article>
  );
}

type Version = NonNullable<CharacterDetailQuery['character']>['versions'][number];

function VersionSection({ version }: { version: Version }) {
  const rank = RANK_LABELS[version.rank];
  const headingId = `version-${version.id}`;
  return (
    <section className="version" aria-labelledby={headingId} data-testid={`version-${version.rank}`}>
      <h2 id={headingId}>
        {rank} <span className="version__points">{version.pointValue} points</span>
      </h2>
      <dl className="facts">
        <div>
          <dt>Rank</dt>
          <dd>{rank}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{version.pointValue}</dd>
        </div>
        <div>
          <dt>Range</dt>
          <dd data-testid="version-range">
            {version.range}{' '}
            <span className="bolts" aria-hidden="true">
              {lightningBolts(version.targets)}
            </span>
            <span className="muted">
              {' '}
              ({version.targets} {version.targets === 1 ? 'target' : 'targets'}
              {version.range === 0 ? ', close combat only' : ''})
            </span>
          </dd>
        </div>
        <div>
          <dt>Movement</dt>
          <dd>{MOVEMENT_LABELS[version.movement]}</dd>
        </div>
        <div>
          <dt>Damage symbol</dt>
          <dd>{DAMAGE_SYMBOL_LABELS[version.damageSymbol]}</dd>
        </div>
        <div>
          <dt>Team ability</dt>
          <dd>{version.teamAbility ?? <span className="muted">None</span>}</dd>
        </div>
        <div>
          <dt>Keywords</dt>
          <dd>
            {version.keywords.length ? (
              <ul className="keywords">
                {version.keywords.map((keyword) => (
                  <li key={keyword}>{keyword}</li>
                ))}
              </ul>
            ) : (
              <span className="muted">None</span>
            )}
          </dd>
        </div>
        {version.archenemyColour && (
          <div>
            <dt>Archenemy colour</dt>
            <dd>{version.archenemyColour}</dd>
          </div>
        )}
        {(version.setCode || version.collectorNumber) && (
          <div>
            <dt>Set / number</dt>
            <dd>{[version.setCode, version.collectorNumber].filter(Boolean).join(' #')}</dd>
          </div>
        )}
      </dl>

      <h3>Special powers</h3>
      {version.specialPowers.length ? (
        <ul className="special-powers">
          {version.specialPowers.map((power, i) => (
            <li key={`${power.value}-${power.name}-${i}`} className="special-power" data-testid="special-power">
              <span className="special-power__category">{SPECIAL_POWER_CATEGORY_LABELS[power.value]} special</span>
              <strong className="special-power__name">{power.name}</strong>
              <p className="special-power__text">{power.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None.</p>
      )}

      <h3>Dial</h3>
      <div className="dial-with-wheel">
        <DialTable version={version} />
        <DialWheel
          label={`${rank} dial as a wheel`}
          clicks={version.clicks}
          dialLength={version.dialLength}
          startingClick={version.startingClick}
          current={version.startingClick}
          swatches={powerSwatchClasses(version.clicks)}
        />
      </div>
    </section>
  );
}
