import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { WorldScenariosQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import {
  CATALOGUE_PAGE_SIZE,
  parseScenarioListParams,
  scenarioListFixed,
  type ScenarioListParams,
  toScenarioFilter,
} from '@/lib/catalogue-list-params';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { loadWorld } from '@/lib/loaders';
import { scoringLines } from '@/lib/scoring-lines';
import { pageNumber, pagerQueries } from '@/lib/team-list-params';

/** Scenarios carry long texts: a shorter page than the other lists. */
const SCENARIO_PAGE_SIZE = Math.min(CATALOGUE_PAGE_SIZE, 10);

const WorldScenariosQueryDocument = graphql(`
  query WorldScenarios($world: String!, $first: Int!, $after: String, $filter: ScenarioFilter) {
    scenarios(world: $world, first: $first, after: $after, filter: $filter) {
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

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const world = await loadWorld((await params).slug);
  return { title: world.ok && world.data ? `Scenarios of ${world.data.name}` : 'Scenarios' };
}

export default async function WorldScenariosPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const list = parseScenarioListParams(await searchParams);

  const [worldResult, scenariosResult] = await Promise.all([
    loadWorld(slug),
    apiResult(() =>
      graphqlRequest(WorldScenariosQueryDocument, {
        world: slug,
        first: SCENARIO_PAGE_SIZE,
        after: list.after,
        filter: toScenarioFilter(list),
      }),
    ),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world || (!scenariosResult.ok && scenariosResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!scenariosResult.ok) return <ErrorPanel title="The scenarios could not be loaded" message={scenariosResult.error.message} />;

  const { scenarios } = scenariosResult.data;
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/scenarios`;
  const filtered = toScenarioFilter(list) !== null;
  const pager = pagerQueries(
    scenarioListFixed(list),
    list,
    scenarios.pageInfo.hasNextPage ? scenarios.pageInfo.endCursor ?? null : null,
  );

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link> <span aria-hidden="true">›</span> Scenarios
      </nav>
      <h1>Scenarios of {world.name}</h1>

      <FilterForm list={list} action={basePath} />

      <PagedResults
        testIdPrefix="scenarios"
        singular="scenario"
        plural="scenarios"
        totalCount={scenarios.totalCount}
        page={pageNumber(list)}
        isEmpty={scenarios.nodes.length === 0}
        emptyMessage={filtered ? 'No scenarios match this name.' : 'This world has no scenarios yet.'}
        offerClear={filtered || Boolean(list.after)}
        basePath={basePath}
        pager={pager}
        onFirstPage={!list.after}
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

/** A plain GET form: submitting it puts the filter in the URL and starts again from page 1. */
function FilterForm({ list, action }: { list: ScenarioListParams; action: string }) {
  const filtered = toScenarioFilter(list) !== null;
  return (
    <form className="filters" method="get" action={action} data-testid="filters" role="search" aria-label="Filter scenarios">
      <div className="field">
        <label htmlFor="filter-name">Name</label>
        <input id="filter-name" name="name" type="search" defaultValue={list.name} placeholder="Part of the name" />
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

type ScenarioRow = WorldScenariosQuery['scenarios']['nodes'][number];

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
    </article>
  );
}
