export * from './types';
export { resolveMatch } from './resolve-match';
