import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { WorldFeatsQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import {
  CATALOGUE_PAGE_SIZE,
  type FeatListParams,
  featListFixed,
  parseFeatListParams,
  toFeatFilter,
  yesNoText,
} from '@/lib/catalogue-list-params';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { loadWorld } from '@/lib/loaders';
import { pageNumber, pagerQueries } from '@/lib/team-list-params';
import { isCreatorOf, loadViewer } from '@/lib/viewer';
import { FeatPriceForm } from './feat-price-form';

const WorldFeatsQueryDocument = graphql(`
  query WorldFeats($world: String!, $first: Int!, $after: String, $filter: FeatFilter) {
    feats(world: $world, first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        catalogueId
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

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const world = await loadWorld((await params).slug);
  return { title: world.ok && world.data ? `Feats of ${world.data.name}` : 'Feats' };
}

export default async function WorldFeatsPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const list = parseFeatListParams(await searchParams);

  const [worldResult, featsResult, viewerResult] = await Promise.all([
    loadWorld(slug),
    apiResult(() =>
      graphqlRequest(WorldFeatsQueryDocument, { world: slug, first: CATALOGUE_PAGE_SIZE, after: list.after, filter: toFeatFilter(list) }),
    ),
    apiResult(loadViewer),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world || (!featsResult.ok && featsResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!featsResult.ok) return <ErrorPanel title="The feats could not be loaded" message={featsResult.error.message} />;

  const { feats } = featsResult.data;
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/feats`;
  const filtered = toFeatFilter(list) !== null;
  const pager = pagerQueries(featListFixed(list), list, feats.pageInfo.hasNextPage ? feats.pageInfo.endCursor ?? null : null);
  const isCreator = viewerResult.ok && isCreatorOf(viewerResult.data, world.slug);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link> <span aria-hidden="true">›</span> Feats
      </nav>
      <h1>Feats of {world.name}</h1>
      <p className="muted">
        Members buy feats with Hero Points. A feat without a price cannot be bought until the Creator prices it
        {isCreator ? ': set its price in the last column.' : '.'}
      </p>

      <FilterForm list={list} action={basePath} />

      <PagedResults
        testIdPrefix="feats"
        singular="feat"
        plural="feats"
        totalCount={feats.totalCount}
        page={pageNumber(list)}
        isEmpty={feats.nodes.length === 0}
        emptyMessage={filtered ? 'No feats match these filters.' : 'This world has no feats yet.'}
        offerClear={filtered || Boolean(list.after)}
        basePath={basePath}
        pager={pager}
        onFirstPage={!list.after}
      >
        <FeatsTable feats={feats.nodes} worldSlug={world.slug} isCreator={isCreator} />
      </PagedResults>
    </>
  );
}

/** A plain GET form: submitting it puts the filters in the URL and starts again from page 1. */
function FilterForm({ list, action }: { list: FeatListParams; action: string }) {
  const filtered = toFeatFilter(list) !== null;
  return (
    <form className="filters" method="get" action={action} data-testid="filters" role="search" aria-label="Filter feats">
      <div className="field">
        <label htmlFor="filter-name">Name</label>
        <input id="filter-name" name="name" type="search" defaultValue={list.name} placeholder="Part of the name" />
      </div>
      <div className="field">
        <label htmlFor="filter-priced">Price</label>
        <select id="filter-priced" name="priced" defaultValue={yesNoText(list.priced)}>
          <option value="">Priced or not</option>
          <option value="yes">Priced</option>
          <option value="no">Not priced</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-review">Review</label>
        <select id="filter-review" name="needsReview" defaultValue={yesNoText(list.needsReview)}>
          <option value="">Any</option>
          <option value="yes">Needs review</option>
          <option value="no">Reviewed</option>
        </select>
      </div>
      <div className="filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {filtered && (
          <Link href={action} className="filters__clear">
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

type FeatRow = WorldFeatsQuery['feats']['nodes'][number];

function FeatsTable({ feats, worldSlug, isCreator }: { feats: FeatRow[]; worldSlug: string; isCreator: boolean }) {
  return (
    <div className="table-scroll">
      <table className="data-table catalogue-table" data-testid="feats-table">
        <caption className="visually-hidden">Feats, in printed order</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Prerequisite</th>
            <th scope="col" className="numeric">
              Cost
            </th>
            {isCreator && <th scope="col">Creator&rsquo;s price</th>}
          </tr>
        </thead>
        <tbody>
          {feats.map((feat) => (
            <tr key={feat.id} data-testid="feat-row" data-feat-id={feat.catalogueId}>
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
                  <FeatPriceForm worldSlug={worldSlug} catalogueId={feat.catalogueId} featName={feat.name} price={feat.price} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
