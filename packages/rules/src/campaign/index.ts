export * from './settings';
export type * from './types';
export * from './hero-points';
export * from './leveling';
export * from './founding';
export * from './recruiting';
export * from './achievement';
export * from './morale';
