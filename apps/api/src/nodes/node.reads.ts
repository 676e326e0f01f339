import DataLoader from 'dataloader';
import { EntityManager, EntityTarget, FindOptionsWhere, In, ObjectLiteral } from 'typeorm';
import { byKey } from '../common/entity-rows';

/** Rows of one entity by id, in the order asked (null for an unknown id): one statement for all of them. */
export async function rowsByIds<T extends ObjectLiteral & { id: string }>(
  em: EntityManager,
  entity: EntityTarget<T>,
  ids: readonly string[],
): Promise<(T | null)[]> {
  const rows = await em.find(entity, { where: { id: In([...ids]) } as FindOptionsWhere<T> });
  return byKey(ids, rows, (row) => row.id);
}

// The types no feature has a by-id loader for get one per request here, keyed on the request's loaders (which live exactly as long as the request).
const rowLoaders = new WeakMap<object, Map<EntityTarget<ObjectLiteral>, DataLoader<string, ObjectLiteral | null>>>();

/** A loader of `entity` rows by id for this request (its `loaders` object), so many `node` fields and `nodes` cost one statement per type. */
export function rowLoader<T extends ObjectLiteral & { id: string }>(
  requestLoaders: object,
  em: EntityManager,
  entity: EntityTarget<T>,
): DataLoader<string, T | null> {
  let perType = rowLoaders.get(requestLoaders);
  if (!perType) rowLoaders.set(requestLoaders, (perType = new Map<EntityTarget<ObjectLiteral>, DataLoader<string, ObjectLiteral | null>>()));
  let loader = perType.get(entity);
  if (!loader) perType.set(entity, (loader = new DataLoader<string, ObjectLiteral | null>((ids) => rowsByIds(em, entity, ids))));
  return loader as DataLoader<string, T | null>;
}
