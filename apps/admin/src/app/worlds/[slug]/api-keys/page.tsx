import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConfirmAction } from '@/components/confirm-action';
import { CreatorOnly } from '@/components/creator-only';
import { type Column, type Sorting, SortableHeader, sortedCaption, SortNotice } from '@/components/data-table';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import { creatorOrNull } from '@/lib/access';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime } from '@/lib/labels';
import type { SearchParams } from '@/lib/character-list-params';
import { API_KEY_SORT } from '@/lib/list-sorts';
import { loadWorld } from '@/lib/loaders';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { revokeApiKeyAction } from './actions';
import { CreateApiKeyForm } from './api-key-forms';

export const metadata: Metadata = { title: 'API keys' };

const API_KEYS_PAGE_SIZE = 100;

const ApiKeysQuery = graphql(`
  query WorldApiKeys($world: String!, $first: Int!, $orderBy: ApiKeyOrder) {
    apiKeys(world: $world, first: $first, orderBy: $orderBy) {
      totalCount
      nodes {
        id
        name
        secretPrefix
        createdAt
        lastUsedAt
        revokedAt
      }
    }
  }
`);

/** The keys table's sortable headings (its other columns are plain). */
const NAME_COLUMN = { label: 'Name', sort: 'NAME' } satisfies Column;
const CREATED_COLUMN = { label: 'Created', sort: 'CREATED_AT', sortName: 'when created' } satisfies Column;

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function ApiKeysPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const sort = readListSort(await searchParams, API_KEY_SORT);
  const sorting: Sorting = { state: sort, basePath: `/worlds/${encodeURIComponent(slug)}/api-keys`, filters: sortFixed(sort) };
  const creator = await creatorOrNull(slug, `/worlds/${encodeURIComponent(slug)}/api-keys`);
  const world = await loadWorld(slug);
  if (!world.ok) return <ErrorPanel title="The world could not be loaded" message={world.error.message} />;
  if (!world.data) notFound();
  if (!creator) return <CreatorOnly what="manage its API keys" worldSlug={slug} />;

  const result = await apiResult(() => graphqlRequest(ApiKeysQuery, { world: slug, first: API_KEYS_PAGE_SIZE, orderBy: toOrderBy(sort) }));
  if (!result.ok) return <ErrorPanel title="The API keys could not be loaded" message={result.error.message} />;
  const keys = result.data.apiKeys;
  if (!keys) notFound();

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(slug)}/characters`}>{world.data.name}</Link>{' '}
        <span aria-hidden="true">›</span> API keys
      </nav>
      <h1>API keys of {world.data.name}</h1>
      <p className="muted">Third-party clients (team builders, stream overlays, bots) read this world&rsquo;s public roster with a key.</p>

      <CreateApiKeyForm worldSlug={slug} />

      <SortNotice sorting={sorting} defaultOrder={API_KEY_SORT.defaultOrder} />

      {keys.nodes.length === 0 ? (
        <p className="empty" data-testid="api-keys-empty">
          This world has no API keys yet.
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="api-keys-table">
            <caption className="visually-hidden">{sortedCaption('API keys, newest first', [NAME_COLUMN, CREATED_COLUMN], sorting)}</caption>
            <thead>
              <tr>
                <SortableHeader column={NAME_COLUMN} sorting={sorting} />
                <th scope="col">Starts with</th>
                <SortableHeader column={CREATED_COLUMN} sorting={sorting} />
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Revoke</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.nodes.map((key) => (
                <tr key={key.id} data-testid="api-key-row" data-revoked={key.revokedAt ? 'true' : undefined}>
                  <th scope="row">{key.name}</th>
                  <td>
                    <code>{key.secretPrefix}…</code>
                  </td>
                  <td>
                    <time dateTime={key.createdAt}>{formatDateTime(key.createdAt)}</time>
                  </td>
                  <td>{key.lastUsedAt ? <time dateTime={key.lastUsedAt}>{formatDateTime(key.lastUsedAt)}</time> : <span className="muted">Never</span>}</td>
                  <td>
                    {key.revokedAt ? (
                      <span className="revoked-badge">
                        Revoked <time dateTime={key.revokedAt}>{formatDateTime(key.revokedAt)}</time>
                      </span>
                    ) : (
                      'Active'
                    )}
                  </td>
                  <td>
                    {!key.revokedAt && (
                      <ConfirmAction
                        action={revokeApiKeyAction}
                        fields={{ id: key.id, world: slug }}
                        label="Revoke"
                        labelContext={key.name}
                        question={`Revoke “${key.name}”? Clients using it stop working at once.`}
                        confirmLabel="Yes, revoke"
                        testId="revoke-api-key"
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {keys.totalCount > keys.nodes.length && (
        <p className="muted">
          Showing the newest {keys.nodes.length} of {keys.totalCount} keys.
        </p>
      )}
    </>
  );
}
