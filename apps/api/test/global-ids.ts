import { fromGlobalId, toGlobalId } from '../src/common/global-id';

/** The row UUID a global id from the API names, for a spec that reads the database with it; throws on anything else. */
export function rowId(globalId: string): string {
  const decoded = fromGlobalId(globalId);
  if (!decoded) throw new Error(`not a global id: ${globalId}`);
  return decoded.rowId;
}

/** The global id the API answers for a row (of a type's `id`, or a field pointing at it), from the row's UUID. */
export function globalId(typeName: string, row: string): string {
  return toGlobalId(typeName, row);
}
