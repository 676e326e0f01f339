import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CreatorOnly } from '@/components/creator-only';
import { Dice } from '@/components/dice';
import { ErrorPanel } from '@/components/error-panel';
import { Pager } from '@/components/pager';
import { graphql } from '@/gql';
import { creatorOrNull } from '@/lib/access';
import { apiResult } from '@/lib/api-result';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime, ROLL_PURPOSE_LABELS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { pageNumber, pagerQueries } from '@/lib/list-params';
import { parseHistoryParams } from '@/lib/team-list-params';
import { RandomScenarioForm, SubPlotForm } from './roll-forms';

export const metadata: Metadata = { title: 'Rolls' };

const ROLLS_PAGE_SIZE = 20;

const WorldDiceRollsQuery = graphql(`
  query WorldDiceRolls($world: String!, $first: Int!, $after: String) {
    diceRolls(world: $world, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        purpose
        faces
        seed
        subjectId
        createdAt
      }
    }
  }
`);

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function RollsPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const basePath = `/worlds/${encodeURIComponent(slug)}/rolls`;
  const creator = await creatorOrNull(slug, basePath);
  const world = await loadWorld(slug);
  if (!world.ok) return <ErrorPanel title="The world could not be loaded" message={world.error.message} />;
  if (!world.data) notFound();
  if (!creator) return <CreatorOnly what="roll scenarios and sub-plots" worldSlug={slug} />;

  // Only the cursor is read from the URL: the recorded rolls are not filtered here.
  const list = parseHistoryParams(await searchParams);
  const result = await apiResult(() => graphqlRequest(WorldDiceRollsQuery, { world: slug, first: ROLLS_PAGE_SIZE, after: list.after }));
  if (!result.ok) return <ErrorPanel title="The recorded rolls could not be loaded" message={result.error.message} />;
  const rolls = result.data.diceRolls;
  if (!rolls) notFound();
  const pager = pagerQueries({}, list, rolls.pageInfo.hasNextPage ? (rolls.pageInfo.endCursor ?? null) : null);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(slug)}/characters`}>{world.data.name}</Link>{' '}
        <span aria-hidden="true">›</span> Rolls
      </nav>
      <h1>Rolls of {world.data.name}</h1>
      <p className="muted">The server rolls the dice and records every roll with its seed, so anyone can check it.</p>

      <div className="roll-forms">
        <RandomScenarioForm worldSlug={slug} />
        <SubPlotForm worldSlug={slug} />
      </div>

      <h2 id="recorded-rolls">Recorded rolls</h2>
      <p className="list-summary">
        <span data-testid="rolls-total">
          {rolls.totalCount} {rolls.totalCount === 1 ? 'roll' : 'rolls'}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-testid="page-number">page {pageNumber(list)}</span>
      </p>
      {rolls.nodes.length === 0 ? (
        <div className="empty" data-testid="rolls-empty">
          <p>No rolls recorded yet.</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="rolls-table" aria-labelledby="recorded-rolls">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Purpose</th>
                <th scope="col">Faces</th>
                <th scope="col" className="numeric">
                  Total
                </th>
                <th scope="col">Seed</th>
              </tr>
            </thead>
            <tbody>
              {rolls.nodes.map((roll) => (
                <tr key={roll.id} data-testid="roll-row">
                  <td>
                    <time dateTime={roll.createdAt}>{formatDateTime(roll.createdAt)}</time>
                  </td>
                  <th scope="row">{ROLL_PURPOSE_LABELS[roll.purpose] ?? roll.purpose}</th>
                  <td>
                    <Dice faces={roll.faces} /> <span className="roll-faces">{roll.faces.join(', ')}</span>
                  </td>
                  <td className="numeric">{roll.faces.reduce((total, face) => total + face, 0)}</td>
                  <td>
                    <code className="roll-seed">{roll.seed}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        basePath={basePath}
        first={list.after ? pager.first : null}
        previous={pager.previous}
        next={pager.next}
        label="Pages of recorded rolls"
        hash="#recorded-rolls"
      />
    </>
  );
}
