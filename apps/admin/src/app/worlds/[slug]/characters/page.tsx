import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DataTable, type Sorting, SortNotice } from '@/components/data-table';
import { choices, ListFilters } from '@/components/list-filters';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { WorldCharactersQuery } from '@/gql/graphql';
import { characterListFixed, hasFilters, PAGE_SIZES, parseCharacterListParams, toCharacterFilter } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { toOrderBy } from '@/lib/sort-params';
import { CHARACTER_KINDS, KIND_LABELS, lightningBolts, RANK_LABELS, RANKS } from '@/lib/labels';
import { isCreatorOf } from '@/lib/viewer';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';
import { BulkCharacters, RowCheckbox, RowRefusal, SelectAllOnPage } from './bulk-characters';
import { ImportExport } from './import-export';

const WorldCharactersQueryDocument = graphql(`
  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter, $orderBy: CharacterOrder) {
    characters(world: $world, first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
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

export const generateMetadata = worldPageMetadata('Characters');

export default async function WorldCharactersPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseCharacterListParams(query);
  const page = await loadWorldList(slug, 'characters', () =>
    graphqlRequest(WorldCharactersQueryDocument, {
      world: slug,
      first: list.size,
      after: list.after,
      filter: toCharacterFilter(list),
      orderBy: toOrderBy(list.sort),
    }),
  );
  if (!page.ok) return page.panel;

  const { world, viewer } = page;
  const { characters } = page.data;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!characters) notFound();
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/characters`;
  const filtered = hasFilters(list);
  const isCreator = isCreatorOf(viewer, world.slug);
  const sorting: Sorting = { state: list.sort, basePath, filters: characterListFixed(list) };
  const results = (
    <PagedResults
      testIdPrefix="characters"
      singular="character"
      plural="characters"
      connection={characters}
      cursor={list}
      fixed={characterListFixed(list)}
      filtered={filtered}
      emptyMessage={filtered ? 'No characters match these filters.' : 'This world has no characters yet.'}
      basePath={basePath}
    >
      <CharactersTable characters={characters.nodes} sorting={sorting} selectable={isCreator} />
    </PagedResults>
  );

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

      <ListFilters
        label="Filter characters"
        action={basePath}
        filtered={filtered}
        fields={[
          { kind: 'search', name: 'name', label: 'Name', value: list.name, placeholder: 'Part of the name' },
          { kind: 'select', name: 'kind', label: 'Kind', value: list.kind ?? '', any: 'Any kind', options: choices(CHARACTER_KINDS, KIND_LABELS) },
          { kind: 'select', name: 'rank', label: 'Rank', value: list.rank ?? '', any: 'Any rank', options: choices(RANKS, RANK_LABELS) },
          { kind: 'number', name: 'minPoints', id: 'filter-min-points', label: 'Min points', value: String(list.minPoints ?? ''), narrow: true },
          { kind: 'number', name: 'maxPoints', id: 'filter-max-points', label: 'Max points', value: String(list.maxPoints ?? ''), narrow: true },
          {
            kind: 'select',
            name: 'first',
            id: 'filter-size',
            label: 'Page size',
            value: String(list.size),
            options: PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) })),
            narrow: true,
          },
        ]}
      />

      <SortNotice sorting={sorting} defaultOrder="by name" />

      {isCreator ? (
        <BulkCharacters world={world.slug} rows={characters.nodes.map(({ id, name }) => ({ id, name }))}>
          {results}
        </BulkCharacters>
      ) : (
        results
      )}
    </>
  );
}

type CharacterRow = NonNullable<WorldCharactersQuery['characters']>['nodes'][number];

/** With `selectable` (the Creator), a first column of checkboxes for the bulk actions, and each row's refusal under its name. */
function CharactersTable({ characters, sorting, selectable }: { characters: CharacterRow[]; sorting: Sorting; selectable: boolean }) {
  return (
    <DataTable
      testId="characters-table"
      caption="Characters, ordered by name"
      sorting={sorting}
      columns={[
        ...(selectable ? [{ label: <SelectAllOnPage /> }] : []),
        { label: 'Name', sort: 'NAME' },
        { label: 'Kind' },
        { label: 'Ranks' },
        { label: 'Points', numeric: true, sort: 'POINTS' },
        { label: 'Range' },
        { label: 'Team ability' },
      ]}
    >
      {characters.map((character) => {
        const first = character.versions[0];
        const teamAbilities = [...new Set(character.versions.map((v) => v.teamAbility).filter(Boolean))];
        return (
          <tr key={character.id} data-testid="character-row" data-character-id={character.id}>
            {selectable && (
              <td className="bulk-check-cell">
                <RowCheckbox id={character.id} name={character.name} />
              </td>
            )}
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
              {selectable && <RowRefusal id={character.id} />}
            </th>
            <td>
              <span className={`kind-badge kind-badge--${character.kind.toLowerCase()}`}>{KIND_LABELS[character.kind]}</span>
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
    </DataTable>
  );
}
