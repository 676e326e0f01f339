import { WorldsAndCharacters1764400000000 } from './1764400000000-worlds-and-characters';

/** Every migration, oldest first. */
export const migrations = [WorldsAndCharacters1764400000000];
