/** Stable codes of the world catalogues (powers, feats, items, scenarios, settings, import). */
export const CATALOGUE_ERROR_CODES = {} as const;
