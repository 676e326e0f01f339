import { WorldsAndCharacters1764400000000 } from './1764400000000-worlds-and-characters';
import { AccountsAndRoles1764500000000 } from './1764500000000-accounts-and-roles';

/** Every migration, oldest first. */
export const migrations = [WorldsAndCharacters1764400000000, AccountsAndRoles1764500000000];
