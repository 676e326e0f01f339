import { ListFilters } from '@/components/list-filters';
import { notFound } from 'next/navigation';
import { type Sorting, SortNotice } from '@/components/data-table';
import { PagedResults } from '@/components/paged-results';
import { SortLinks } from '@/components/sort-links';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { WorldScenariosQuery } from '@/gql/graphql';
import { CATALOGUE_PAGE_SIZE, parseScenarioListParams, scenarioListFixed, toScenarioFilter } from '@/lib/catalogue-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { scoringLines } from '@/lib/scoring-lines';
import { CATALOGUE_SORT } from '@/lib/list-sorts';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';

/** Scenarios carry long texts: a shorter page than the other lists. */
const SCENARIO_PAGE_SIZE = Math.min(CATALOGUE_PAGE_SIZE, 10);

const WorldScenariosQueryDocument = graphql(`
  query WorldScenarios($world: String!, $first: Int!, $after: String, $filter: ScenarioFilter, $orderBy: CatalogueOrder) {
    scenarios(world: $world, first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        catalogueId
        name
        setup
        forceRatio
        roundLimit
        needsReview
        scoring
        scoringNotes
      }
    }
  }
`);

export const generateMetadata = worldPageMetadata('Scenarios');

export default async function WorldScenariosPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseScenarioListParams(query);
  const sort = readListSort(query, CATALOGUE_SORT);
  const page = await loadWorldList(slug, 'scenarios', () =>
    graphqlRequest(WorldScenariosQueryDocument, {
      world: slug,
      first: SCENARIO_PAGE_SIZE,
      after: list.after,
      filter: toScenarioFilter(list),
      orderBy: toOrderBy(sort),
    }),
  );
  if (!page.ok) return page.panel;

  const { world } = page;
  const { scenarios } = page.data;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!scenarios) notFound();
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/scenarios`;
  const filtered = toScenarioFilter(list) !== null;
  const fixed = { ...scenarioListFixed(list), ...sortFixed(sort) };
  const sorting: Sorting = { state: sort, basePath, filters: fixed };

  return (
    <>
      <WorldBreadcrumb world={world} here="Scenarios" />
      <h1>Scenarios of {world.name}</h1>

      <ListFilters
        label="Filter scenarios"
        action={basePath}
        filtered={filtered}
        fields={[{ kind: 'search', name: 'name', label: 'Name', value: list.name, placeholder: 'Part of the name' }]}
      />

      <SortNotice sorting={sorting} defaultOrder={CATALOGUE_SORT.defaultOrder} />
      <SortLinks
        label="Order of the scenarios"
        sorting={sorting}
        options={[
          { sort: 'POSITION', label: 'Printed order' },
          { sort: 'NAME', label: 'Name' },
        ]}
      />

      <PagedResults
        testIdPrefix="scenarios"
        singular="scenario"
        plural="scenarios"
        connection={scenarios}
        cursor={list}
        fixed={fixed}
        filtered={filtered}
        emptyMessage={filtered ? 'No scenarios match this name.' : 'This world has no scenarios yet.'}
        basePath={basePath}
      >
        <div className="scenario-list">
          {scenarios.nodes.map((scenario) => (
            <ScenarioCard key={scenario.id} scenario={scenario} />
          ))}
        </div>
      </PagedResults>
    </>
  );
}

type ScenarioRow = NonNullable<WorldScenariosQuery['scenarios']>['nodes'][number];

/** "1×" for an even fight, "1.5×" for half as many again; null where a table or the Creator sets it. */
function forceRatioText(ratio: number | null): string {
  if (ratio === null) return 'set by a table or the Creator';
  return `${ratio.toLocaleString('en-GB', { maximumFractionDigits: 2 })}× the hero force`;
}

function ScenarioCard({ scenario }: { scenario: ScenarioRow }) {
  const lines = scoringLines(scenario.scoring);
  return (
    <article className="version scenario" data-testid="scenario" data-scenario-id={scenario.catalogueId} aria-labelledby={`scenario-${scenario.id}`}>
      <h2 id={`scenario-${scenario.id}`} className="scenario__name">
        {scenario.name}
        {scenario.needsReview && (
          <>
            {' '}
            <span className="hidden-badge" data-testid="needs-review">
              needs review
            </span>
          </>
        )}
      </h2>
      <dl className="facts">
        <div>
          <dt>Force ratio</dt>
          <dd data-testid="scenario-force-ratio">{forceRatioText(scenario.forceRatio)}</dd>
        </div>
        <div>
          <dt>Round limit</dt>
          <dd data-testid="scenario-round-limit">{scenario.roundLimit === null ? 'None' : `${scenario.roundLimit} rounds`}</dd>
        </div>
      </dl>
      {/* Collapsed to its name and facts, so the list reads as a list; the set-up and scoring open on demand. */}
      <details className="scenario__more" data-testid="scenario-details">
        <summary>Set-up and scoring</summary>
        <h3 className="scenario__heading">Set-up</h3>
        <div className="scenario__setup">
          {scenario.setup.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <h3 className="scenario__heading">Scoring (Hero Points)</h3>
        {lines.length === 0 ? (
          <p className="muted">No scoring lines.</p>
        ) : (
          <ul className="scenario__scoring" data-testid="scoring-lines">
            {lines.map((line) => (
              <li key={line.key} title={line.printed || undefined} data-testid="scoring-line">
                {line.text}
              </li>
            ))}
          </ul>
        )}
        {scenario.scoringNotes.length > 0 && (
          <ul className="scenario__notes">
            {scenario.scoringNotes.map((note, i) => (
              <li key={i} className="muted">
                {note}
              </li>
            ))}
          </ul>
        )}
      </details>
    </article>
  );
}
