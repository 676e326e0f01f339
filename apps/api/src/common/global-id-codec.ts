/*
 * The global ids' encoding alone (no schema, no decorators), so what reads ids outside the API
 * process (the fault and bench tests, a spec's SQL) decodes them exactly as the API does.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECODED = /^([A-Z][A-Za-z]{1,40}):([0-9A-Za-z-]{1,64})$/;
const ENCODED = /^[A-Za-z0-9_-]{4,160}$/;

/** Where toGlobalId writes an id's bytes before encoding them: a page answers dozens of ids, each a new Buffer otherwise. */
const scratch = Buffer.allocUnsafe(512);
/** The longest text whose UTF-8 surely fits in `scratch` (three bytes a UTF-16 unit at most). */
const MAX_SCRATCH_TEXT = Math.floor(scratch.length / 3);

/** The global id of a row: base64url (unpadded) of `<TypeName>:<row id>`, e.g. `Q2hhcmFjdGVyOjE4...`. Stable: it is a function of the two. */
export function toGlobalId(typeName: string, rowId: string): string {
  const text = `${typeName}:${rowId}`;
  if (text.length > MAX_SCRATCH_TEXT) return Buffer.from(text, 'utf8').toString('base64url');
  // Synchronous from write to read, so no other id can be written in between.
  return scratch.toString('base64url', 0, scratch.write(text, 0, 'utf8'));
}

/** The type and row a global id names; null for anything that is not one (a raw UUID, a typo). */
export function fromGlobalId(id: string): { typeName: string; rowId: string } | null {
  if (UUID.test(id) || !ENCODED.test(id)) return null;
  const match = DECODED.exec(Buffer.from(id, 'base64url').toString('utf8'));
  return match ? { typeName: match[1], rowId: match[2] } : null;
}

/** True for the ids accepted for one release in place of global ids: the bare row UUIDs clients held before (deprecated). */
export function isRawRowId(id: string): boolean {
  return UUID.test(id);
}
