/** Public API of the power, feat, item and skill catalogues (wired into `src/index.ts` by the lead). */
export * from './powers';
export * from './feats';
export * from './items';
export * from './skills';
