/**
 * The form field that carries a submit's Idempotency-Key from the browser (SubmitKey) to the
 * server action (`mutate(run, { form })`), which sends it with the mutation.
 */
export const SUBMIT_KEY_FIELD = '$idempotencyKey';

/** A fresh key: 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
export function newSubmitKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
