import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { PagedResults } from '@/components/paged-results';
import { graphql } from '@/gql';
import type { WorldItemsQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import {
  CATALOGUE_PAGE_SIZE,
  type ItemListParams,
  itemListFixed,
  parseItemListParams,
  toItemFilter,
  yesNoText,
} from '@/lib/catalogue-list-params';
import type { SearchParams } from '@/lib/character-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatCash, ITEM_KIND_LABELS, ITEM_KINDS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { pageNumber, pagerQueries } from '@/lib/team-list-params';

const WorldItemsQueryDocument = graphql(`
  query WorldItems($world: String!, $first: Int!, $after: String, $filter: ItemFilter) {
    items(world: $world, first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        catalogueId
        name
        kind
        price
        priced
        damage
        range
        summary
        text
        effectRoll
        details
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
  return { title: world.ok && world.data ? `Items of ${world.data.name}` : 'Items' };
}

export default async function WorldItemsPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const list = parseItemListParams(await searchParams);

  const [worldResult, itemsResult] = await Promise.all([
    loadWorld(slug),
    apiResult(() =>
      graphqlRequest(WorldItemsQueryDocument, { world: slug, first: CATALOGUE_PAGE_SIZE, after: list.after, filter: toItemFilter(list) }),
    ),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world || (!itemsResult.ok && itemsResult.error.hasCode('WORLD_NOT_FOUND'))) notFound();
  if (!itemsResult.ok) return <ErrorPanel title="The items could not be loaded" message={itemsResult.error.message} />;

  const { items } = itemsResult.data;
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/items`;
  const filtered = toItemFilter(list) !== null;
  const pager = pagerQueries(itemListFixed(list), list, items.pageInfo.hasNextPage ? items.pageInfo.endCursor ?? null : null);

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link> <span aria-hidden="true">›</span> Items
      </nav>
      <h1>Items of {world.name}</h1>
      <p className="muted">Teams buy items, weapons and armour with cash. An item without a price cannot be bought.</p>

      <FilterForm list={list} action={basePath} />

      <PagedResults
        testIdPrefix="items"
        singular="item"
        plural="items"
        totalCount={items.totalCount}
        page={pageNumber(list)}
        isEmpty={items.nodes.length === 0}
        emptyMessage={filtered ? 'No items match these filters.' : 'This world has no items yet.'}
        offerClear={filtered || Boolean(list.after)}
        basePath={basePath}
        pager={pager}
        onFirstPage={!list.after}
      >
        <ItemsTable items={items.nodes} />
      </PagedResults>
    </>
  );
}

/** A plain GET form: submitting it puts the filters in the URL and starts again from page 1. */
function FilterForm({ list, action }: { list: ItemListParams; action: string }) {
  const filtered = toItemFilter(list) !== null;
  return (
    <form className="filters" method="get" action={action} data-testid="filters" role="search" aria-label="Filter items">
      <div className="field">
        <label htmlFor="filter-name">Name</label>
        <input id="filter-name" name="name" type="search" defaultValue={list.name} placeholder="Part of the name" />
      </div>
      <div className="field">
        <label htmlFor="filter-kind">Kind</label>
        <select id="filter-kind" name="kind" defaultValue={list.kind ?? ''}>
          <option value="">Any kind</option>
          {ITEM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ITEM_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-priced">Price</label>
        <select id="filter-priced" name="priced" defaultValue={yesNoText(list.priced)}>
          <option value="">Priced or not</option>
          <option value="yes">Priced</option>
          <option value="no">Not priced</option>
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

type ItemRow = WorldItemsQuery['items']['nodes'][number];

/** The d6 an item rolls, in words: "rolls 1d6 for clicks healed", "rolls 1d6 on a table for rounds frozen". */
function effectRollText(effectRoll: unknown): string | null {
  if (!effectRoll || typeof effectRoll !== 'object') return null;
  const roll = effectRoll as { kind?: unknown; measures?: unknown };
  const die = roll.kind === 'D6_TABLE' ? '1d6 on a table' : '1d6';
  return typeof roll.measures === 'string' ? `rolls ${die} for ${roll.measures}` : `rolls ${die}`;
}

/** The printed group of a weapon ("Handgun", "Grenade: Gas"), from the rules record; null for none. */
function groupText(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null;
  const { group, subgroup } = details as { group?: unknown; subgroup?: unknown };
  if (typeof group !== 'string') return null;
  const words = group.replace(/_/g, ' ').toLowerCase();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return typeof subgroup === 'string' && subgroup ? `${text}: ${subgroup}` : text;
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ItemsTable({ items }: { items: ItemRow[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table catalogue-table" data-testid="items-table">
        <caption className="visually-hidden">Items, in printed order</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col" className="numeric">
              Price
            </th>
            <th scope="col">Damage and effects</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const roll = effectRollText(item.effectRoll);
            const facts = [
              item.damage !== null ? `Damage ${item.damage}` : null,
              item.range !== null ? `range ${item.range}` : null,
              roll,
            ].filter((fact): fact is string => fact !== null);
            const group = groupText(item.details);
            return (
              <tr key={item.id} data-testid="item-row" data-item-id={item.catalogueId}>
                <th scope="row">{item.name}</th>
                <td>
                  {ITEM_KIND_LABELS[item.kind]}
                  {group && <span className="catalogue-table__note">{group}</span>}
                </td>
                <td className="numeric" data-testid="item-price">
                  {item.priced && item.price !== null ? formatCash(item.price) : <span className="muted">not priced</span>}
                </td>
                <td>
                  {facts.length > 0 && <strong>{sentenceCase(facts.join(', '))}</strong>}
                  {item.summary && <span className="catalogue-table__summary">{item.summary}</span>}
                  {item.text && <p className="catalogue-table__text">{item.text}</p>}
                  {!facts.length && !item.summary && !item.text && <span className="muted">—</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
