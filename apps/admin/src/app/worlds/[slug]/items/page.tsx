import { DataTable, type Sorting, SortNotice } from '@/components/data-table';
import { notFound } from 'next/navigation';
import { choices, ListFilters, yesNoField } from '@/components/list-filters';
import { PagedResults } from '@/components/paged-results';
import { WorldBreadcrumb } from '@/components/world-breadcrumb';
import { graphql } from '@/gql';
import type { WorldItemsQuery } from '@/gql/graphql';
import { CATALOGUE_PAGE_SIZE, itemListFixed, parseItemListParams, toItemFilter, yesNoText } from '@/lib/catalogue-list-params';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatCash, ITEM_KIND_LABELS, ITEM_KINDS } from '@/lib/labels';
import { isCreatorOf } from '@/lib/viewer';
import { ITEM_SORT } from '@/lib/list-sorts';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { loadWorldList, type WorldListPageProps, worldPageMetadata } from '@/lib/world-list';
import { PriceForm } from '@/components/price-form';
import { setItemPriceAction } from './actions';

const WorldItemsQueryDocument = graphql(`
  query WorldItems($world: String!, $first: Int!, $after: String, $filter: ItemFilter, $orderBy: ItemOrder) {
    items(world: $world, first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
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

export const generateMetadata = worldPageMetadata('Items');

export default async function WorldItemsPage({ params, searchParams }: WorldListPageProps) {
  const { slug } = await params;
  const query = await searchParams;
  const list = parseItemListParams(query);
  const sort = readListSort(query, ITEM_SORT);
  const page = await loadWorldList(slug, 'items', () =>
    graphqlRequest(WorldItemsQueryDocument, {
      world: slug,
      first: CATALOGUE_PAGE_SIZE,
      after: list.after,
      filter: toItemFilter(list),
      orderBy: toOrderBy(sort),
    }),
  );
  if (!page.ok) return page.panel;

  const { world, viewer } = page;
  const { items } = page.data;
  // Null only beside the NOT_FOUND error of an unknown world, which loadWorldList already turned into a 404.
  if (!items) notFound();
  const isCreator = isCreatorOf(viewer, world.slug);
  const basePath = `/worlds/${encodeURIComponent(world.slug)}/items`;
  const filtered = toItemFilter(list) !== null;
  const fixed = { ...itemListFixed(list), ...sortFixed(sort) };
  const sorting: Sorting = { state: sort, basePath, filters: fixed };

  return (
    <>
      <WorldBreadcrumb world={world} here="Items" />
      <h1>Items of {world.name}</h1>
      <p className="muted">
        Teams buy items, weapons and armour with cash. An item without a price cannot be bought{isCreator ? ': set its price in the last column.' : '.'}
      </p>

      <ListFilters
        label="Filter items"
        action={basePath}
        filtered={filtered}
        fields={[
          { kind: 'search', name: 'name', label: 'Name', value: list.name, placeholder: 'Part of the name' },
          { kind: 'select', name: 'kind', label: 'Kind', value: list.kind ?? '', any: 'Any kind', options: choices(ITEM_KINDS, ITEM_KIND_LABELS) },
          yesNoField({ name: 'priced', label: 'Price', value: yesNoText(list.priced), any: 'Priced or not', yes: 'Priced', no: 'Not priced' }),
        ]}
      />

      <SortNotice sorting={sorting} defaultOrder={ITEM_SORT.defaultOrder} />

      <PagedResults
        testIdPrefix="items"
        singular="item"
        plural="items"
        connection={items}
        cursor={list}
        fixed={fixed}
        filtered={filtered}
        emptyMessage={filtered ? 'No items match these filters.' : 'This world has no items yet.'}
        basePath={basePath}
      >
        <ItemsTable items={items.nodes} worldSlug={world.slug} isCreator={isCreator} sorting={sorting} />
      </PagedResults>
    </>
  );
}

type ItemRow = NonNullable<WorldItemsQuery['items']>['nodes'][number];

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

function ItemsTable({ items, worldSlug, isCreator, sorting }: { items: ItemRow[]; worldSlug: string; isCreator: boolean; sorting: Sorting }) {
  return (
    <DataTable
      testId="items-table"
      caption="Items, in printed order"
      className="data-table catalogue-table"
      sorting={sorting}
      columns={[
        { label: 'No.', numeric: true, sort: 'POSITION', sortName: 'printed order' },
        { label: 'Name', sort: 'NAME' },
        { label: 'Kind' },
        { label: 'Price', numeric: true, sort: 'PRICE' },
        { label: 'Damage and effects' },
        ...(isCreator ? [{ label: 'Creator’s price' }] : []),
      ]}
    >
      {items.map((item) => {
        const roll = effectRollText(item.effectRoll);
        const facts = [item.damage !== null ? `Damage ${item.damage}` : null, item.range !== null ? `range ${item.range}` : null, roll].filter(
          (fact): fact is string => fact !== null,
        );
        const group = groupText(item.details);
        return (
          <tr key={item.id} data-testid="item-row" data-item-id={item.catalogueId}>
            <td className="numeric">{item.position + 1}</td>
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
            {isCreator && (
              <td>
                <PriceForm kind="item" setPrice={setItemPriceAction} worldSlug={worldSlug} catalogueId={item.catalogueId} name={item.name} price={item.price} />
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
