import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import type { WorldCharactersQuery } from '@/gql/graphql';
import {
  type CharacterListParams,
  firstPageQuery,
  hasFilters,
  nextPageQuery,
  PAGE_SIZES,
  pageNumber,
  parseCharacterListParams,
  previousPageQuery,
  type SearchParams,
  toCharacterFilter,
} from '@/lib/character-list-params';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { loadWorld } from '@/lib/loaders';
import { isCreatorOf, loadViewer } from '@/lib/viewer';
import { ImportExport } from './import-export';
import { CHARACTER_KINDS, KIND_LABELS, lightningBolts, RANK_LABELS, RANKS } from '@/lib/labels';

const WorldCharactersQueryDocument = graphql(`
  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {
    characters(world: $world, first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        kind
        visibility
        versions {
          id
          rank
          pointValue
          range
          targets
          teamAbility
        }
      }
    }
  }
`);

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const world = await loadWorld((await params).slug);
  return { title: world.ok && world.data ? `Characters of ${world.data.name}` : 'Characters' };
}

export default async function WorldCharactersPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseCharacterListParams(query);

  const [worldResult, charactersResult, viewerResult] = await Promise.all([
    loadWorld(slug),
    apiResult(() =>
      graphqlRequest(WorldCharactersQueryDocument, {
        world: slug,
        first: list.size,
        after: list.after,
        filter: toCharacterFilter(list),
      }),
    ),
    apiResult(loadViewer),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  // The layout already answered an unknown world; this covers one deleted in between.
  const world = worldResult.data;
  if (!world || (!charactersResult.ok && charactersResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!charactersResult.ok) {
    return <ErrorPanel title="The characters could not be loaded" message={charactersResult.error.message} />;
  }
  const { characters } = charactersResult.data;
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/characters`;
  const previous = previousPageQuery(list);
  const isCreator = viewerResult.ok && isCreatorOf(viewerResult.data, world.slug);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> {world.name}
      </nav>
      <div className="page-heading">
        <h1>Characters of {world.name}</h1>
        {isCreator && (
          <Link href={`${basePath}/new`} className="button" data-testid="new-character">
            New character
          </Link>
        )}
      </div>

      {query.deleted === '1' && (
        <p className="notice" role="status" data-testid="deleted-notice">
          The character was deleted.
        </p>
      )}

      <ImportExport world={world.slug} canImport={isCreator} />

      <FilterForm list={list} action={basePath} />

      <p className="list-summary">
        <span data-testid="characters-total">
          {characters.totalCount} {characters.totalCount === 1 ? 'character' : 'characters'}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-testid="page-number">page {pageNumber(list)}</span>
      </p>

      {characters.nodes.length === 0 ? (
        <div className="empty" data-testid="characters-empty">
          <p>{hasFilters(list) ? 'No characters match these filters.' : 'This world has no characters yet.'}</p>
          {(hasFilters(list) || list.after) && (
            <p>
              <Link href={basePath}>Clear the filters</Link>
            </p>
          )}
        </div>
      ) : (
        <CharactersTable characters={characters.nodes} />
      )}

      <nav aria-label="Pages" className="pager">
        {list.after ? (
          <Link href={`${basePath}${firstPageQuery(list)}`} data-testid="first-page">
            « First page
          </Link>
        ) : (
          <span className="pager__disabled" aria-disabled="true">
            « First page
          </span>
        )}
        {previous !== null ? (
          <Link href={`${basePath}${previous}`} data-testid="previous-page" rel="prev">
            ‹ Previous
          </Link>
        ) : (
          <span className="pager__disabled" aria-disabled="true">
            ‹ Previous
          </span>
        )}
        {characters.pageInfo.hasNextPage && characters.pageInfo.endCursor ? (
          <Link
            href={`${basePath}${nextPageQuery(list, characters.pageInfo.endCursor)}`}
            data-testid="next-page"
            rel="next"
          >
            Next page ›
          </Link>
        ) : (
          <span className="pager__disabled" aria-disabled="true">
            Next page ›
          </span>
        )}
      </nav>
    </>
  );
}

/** A plain GET form: submitting it puts the filters in the URL and starts again from page 1. */
function FilterForm({ list, action }: { list: CharacterListParams; action: string }) {
  return (
    <form className="filters" method="get" action={action} data-testid="filters" role="search" aria-label="Filter characters">
      <div className="field">
        <label htmlFor="filter-name">Name</label>
        <input id="filter-name" name="name" type="search" defaultValue={list.name} placeholder="Part of the name" />
      </div>
      <div className="field">
        <label htmlFor="filter-kind">Kind</label>
        <select id="filter-kind" name="kind" defaultValue={list.kind ?? ''}>
          <option value="">Any kind</option>
          {CHARACTER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-rank">Rank</label>
        <select id="filter-rank" name="rank" defaultValue={list.rank ?? ''}>
          <option value="">Any rank</option>
          {RANKS.map((rank) => (
            <option key={rank} value={rank}>
              {RANK_LABELS[rank]}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--narrow">
        <label htmlFor="filter-min-points">Min points</label>
        <input
          id="filter-min-points"
          name="minPoints"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={list.minPoints ?? ''}
        />
      </div>
      <div className="field field--narrow">
        <label htmlFor="filter-max-points">Max points</label>
        <input
          id="filter-max-points"
          name="maxPoints"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={list.maxPoints ?? ''}
        />
      </div>
      <div className="field field--narrow">
        <label htmlFor="filter-size">Page size</label>
        <select id="filter-size" name="first" defaultValue={String(list.size)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {hasFilters(list) && (
          <Link href={action} className="filters__clear">
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

type CharacterRow = WorldCharactersQuery['characters']['nodes'][number];

function CharactersTable({ characters }: { characters: CharacterRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="characters-table">
        <caption className="visually-hidden">Characters, ordered by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Ranks</th>
            <th scope="col" className="numeric">
              Points
            </th>
            <th scope="col">Range</th>
            <th scope="col">Team ability</th>
          </tr>
        </thead>
        <tbody>
          {characters.map((character) => {
            const first = character.versions[0];
            const teamAbilities = [...new Set(character.versions.map((v) => v.teamAbility).filter(Boolean))];
            return (
              <tr key={character.id} data-testid="character-row" data-character-id={character.id}>
                <th scope="row">
                  <Link href={`/characters/${encodeURIComponent(character.id)}`}>{character.name}</Link>
                  {character.visibility === 'HIDDEN' && (
                    <>
                      {' '}
                      <span className="hidden-badge" data-testid="hidden-marker">
                        hidden
                      </span>
                    </>
                  )}
                </th>
                <td>
                  <span className={`kind-badge kind-badge--${character.kind.toLowerCase()}`}>
                    {KIND_LABELS[character.kind]}
                  </span>
                </td>
                <td>{character.versions.map((v) => RANK_LABELS[v.rank]).join(', ') || '—'}</td>
                <td className="numeric">{character.versions.map((v) => v.pointValue).join(' / ') || '—'}</td>
                <td>
                  {first ? (
                    <span className="range">
                      {first.range}{' '}
                      <span className="bolts" aria-hidden="true">
                        {lightningBolts(first.targets)}
                      </span>
                      <span className="visually-hidden">
                        , {first.targets} {first.targets === 1 ? 'target' : 'targets'}
                      </span>
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{teamAbilities.join(', ') || <span className="muted">None</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
