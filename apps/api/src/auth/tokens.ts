import { createHash, randomBytes } from 'node:crypto';

export const SESSION_PREFIX = 'clx_s_';
export const API_KEY_PREFIX = 'clx_k_';

/** A new secret with a readable prefix; only its hash is stored. */
export function newSecret(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Secrets are long and random, so a fast hash is enough to keep a stolen table useless. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
