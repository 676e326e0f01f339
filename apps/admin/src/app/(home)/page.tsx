import type { Metadata } from 'next';
import Link from 'next/link';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';

export const metadata: Metadata = { title: 'Worlds' };

const WorldsQuery = graphql(`
  query Worlds {
    worlds(first: 100) {
      totalCount
      nodes {
        id
        slug
        name
      }
    }
  }
`);

export default async function WorldsPage() {
  const result = await apiResult(() => graphqlRequest(WorldsQuery));
  if (!result.ok) return <ErrorPanel title="The worlds could not be loaded" message={result.error.message} />;
  const { worlds } = result.data;

  return (
    <>
      <h1>Worlds</h1>
      {worlds.nodes.length === 0 ? (
        <p className="empty">There are no worlds yet.</p>
      ) : (
        <ul className="world-list" data-testid="worlds">
          {worlds.nodes.map((world) => (
            <li key={world.id} className="world-list__item" data-testid="world-item">
              <h2 className="world-list__name">{world.name}</h2>
              <p className="world-list__slug">
                <code>{world.slug}</code>
              </p>
              <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>
                Browse characters<span className="visually-hidden"> of {world.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {worlds.totalCount > worlds.nodes.length && (
        <p className="muted">
          Showing the first {worlds.nodes.length} of {worlds.totalCount} worlds.
        </p>
      )}
    </>
  );
}
