/**
 * An overlay's options, from its query string (README, "Stream overlays"): `theme` (dark or light
 * text), `fields` (what to show, comma-separated) and, for a match, `side` (1 or 2). Anything else
 * is refused in words on the overlay itself, so whoever sets up the browser source sees the mistake.
 */

export type OverlayTheme = 'dark' | 'light';

export const MATCH_FIELDS = ['turn', 'figures', 'stats', 'latest'] as const;
export const LEAGUE_FIELDS = ['standings', 'chart'] as const;

export type OverlayOptions<Field extends string> = { theme: OverlayTheme; fields: ReadonlySet<Field>; side: number | null };

type Query = Record<string, string | string[] | undefined>;

const one = (query: Query, name: string): string | undefined => {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
};

export function overlayOptions<Field extends string>(query: Query, allFields: readonly Field[], sides: boolean): OverlayOptions<Field> | { error: string } {
  const theme = one(query, 'theme') ?? 'dark';
  if (theme !== 'dark' && theme !== 'light') return { error: `theme must be dark or light, not “${theme}”.` };
  const listed = (one(query, 'fields') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = listed.find((f) => !(allFields as readonly string[]).includes(f));
  if (unknown !== undefined) return { error: `fields can hold ${allFields.join(', ')}; “${unknown.slice(0, 40)}” is not one of them.` };
  const side = one(query, 'side');
  if (side !== undefined && (!sides || (side !== '1' && side !== '2')))
    return { error: sides ? `side must be 1 or 2, not “${side.slice(0, 40)}”.` : 'side is an option of match overlays only.' };
  return { theme, fields: new Set((listed.length ? listed : allFields) as Field[]), side: side === undefined ? null : Number(side) - 1 };
}
