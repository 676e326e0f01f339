import { DataTable, type Sorting, SortNotice } from '@/components/data-table';
import { notFound } from 'next/navigation';
import { ListFilters, yesNoField } from '@/components/list-filters';
import { PagedResults } from '@/components/paged-results';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { WorldFeatsQuery } from '@/gql/graphql';
import { CATALOGUE_PAGE_SIZE, featListFixed, parseFeatListParams, toFeatFilter, yesNoText } from '@/lib/catalogue-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { isCreatorOf } from '@/lib/viewer';
import { CATALOGUE_SORT } from '@/lib/list-sorts';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';
import { PriceForm } from '@/components/price-form';
import { setFeatPriceAction } from './actions';

const WorldFeatsQueryDocument = graphql(`
  query WorldFeats($world: String!, $first: Int!, $after: String, $filter: FeatFilter, $orderBy: CatalogueOrder) {
    feats(world: $world, first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        catalogueId
        position
        name
        text
        prerequisiteText
        price
        upkeep
        cost
        priced
        needsReview
      }
    }
  }
`);

export const generateMetadata = worldPageMetadata('Feats');

export default async function WorldFeatsPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseFeatListParams(query);
  const sort = readListSort(query, CATALOGUE_SORT);
  const page = await loadWorldList(slug, 'feats', () =>
    graphqlRequest(WorldFeatsQueryDocument, {
      world: slug,
      first: CATALOGUE_PAGE_SIZE,
      after: list.after,
      filter: toFeatFilter(list),
      orderBy: toOrderBy(sort),
    }),
  );
  if (!page.ok) return page.panel;

  const { world, viewer } = page;
  const { feats } = page.data;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!feats) notFound();
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/feats`;
  const filtered = toFeatFilter(list) !== null;
  const isCreator = isCreatorOf(viewer, world.slug);
  const fixed = { ...featListFixed(list), ...sortFixed(sort) };
  const sorting: Sorting = { state: sort, basePath, filters: fixed };

  return (
    <>
      <WorldBreadcrumb world={world} here="Feats" />
      <h1>Feats of {world.name}</h1>
      <p className="muted">
        Members buy feats with Hero Points. A feat without a price cannot be bought until the Creator prices it
        {isCreator ? ': set its price in the last column.' : '.'}
      </p>

      <ListFilters
        label="Filter feats"
        action={basePath}
        filtered={filtered}
        fields={[
          { kind: 'search', name: 'name', label: 'Name', value: list.name, placeholder: 'Part of the name' },
          yesNoField({ name: 'priced', label: 'Price', value: yesNoText(list.priced), any: 'Priced or not', yes: 'Priced', no: 'Not priced' }),
          yesNoField({
            name: 'needsReview',
            id: 'filter-review',
            label: 'Review',
            value: yesNoText(list.needsReview),
            any: 'Any',
            yes: 'Needs review',
            no: 'Reviewed',
          }),
        ]}
      />

      <SortNotice sorting={sorting} defaultOrder={CATALOGUE_SORT.defaultOrder} />

      <PagedResults
        testIdPrefix="feats"
        singular="feat"
        plural="feats"
        connection={feats}
        cursor={list}
        fixed={fixed}
        filtered={filtered}
        emptyMessage={filtered ? 'No feats match these filters.' : 'This world has no feats yet.'}
        basePath={basePath}
      >
        <FeatsTable feats={feats.nodes} worldSlug={world.slug} isCreator={isCreator} sorting={sorting} />
      </PagedResults>
    </>
  );
}

type FeatRow = NonNullable<WorldFeatsQuery['feats']>['nodes'][number];

function FeatsTable({ feats, worldSlug, isCreator, sorting }: { feats: FeatRow[]; worldSlug: string; isCreator: boolean; sorting: Sorting }) {
  return (
    <DataTable
      testId="feats-table"
      caption="Feats, in printed order"
      className="data-table catalogue-table"
      sorting={sorting}
      columns={[
        { label: 'No.', numeric: true, sort: 'POSITION', sortName: 'printed order' },
        { label: 'Name', sort: 'NAME' },
        { label: 'Prerequisite' },
        { label: 'Cost', numeric: true },
        ...(isCreator ? [{ label: 'Creator’s price' }] : []),
      ]}
    >
      {feats.map((feat) => (
        <tr key={feat.id} data-testid="feat-row" data-feat-id={feat.catalogueId}>
          <td className="numeric">{feat.position + 1}</td>
          <th scope="row">
            <span className="catalogue-table__name">{feat.name}</span>
            {feat.needsReview && (
              <>
                {' '}
                <span className="hidden-badge" data-testid="needs-review" title="The printed text is known to be wrong somewhere">
                  needs review
                </span>
              </>
            )}
            {feat.text && <p className="catalogue-table__text">{feat.text}</p>}
          </th>
          <td>{feat.prerequisiteText || <span className="muted">None</span>}</td>
          <td className="numeric" data-testid="feat-cost">
            {feat.priced && feat.cost !== null ? (
              <>
                {feat.cost} HP
                {feat.price === null && feat.upkeep !== null && <span className="catalogue-table__note">printed upkeep</span>}
              </>
            ) : (
              <span className="muted">not priced</span>
            )}
          </td>
          {isCreator && (
            <td>
              <PriceForm kind="feat" setPrice={setFeatPriceAction} worldSlug={worldSlug} catalogueId={feat.catalogueId} name={feat.name} price={feat.price} />
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
