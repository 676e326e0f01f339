import type { UserErrorCode } from '@/gql/graphql';
import { faultErrors } from './action-state';
import { ApiError, withIdempotencyKey } from './graphql-request';
import { SUBMIT_KEY_FIELD } from './submit-key';
import { type FormError, toFormErrors } from './user-errors';

/*
 * What the console's server actions share: reading the form, and calling the API with its
 * userErrors and refusals turned into errors for the form instead of a throw.
 */

/** A form field as text, trimmed ('' when absent). */
export function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

/** The form's fields as sent, to show them again after a refusal; hidden helpers ("$…" and `skip` prefixes) left out. */
export function sentValues(form: FormData, ...skip: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !skip.some((prefix) => name.startsWith(prefix))) values[name] = value;
  }
  return values;
}

/** Said when a mutation failed without a userError saying why. */
export const NO_REASON: FormError = { code: 'FAULT', field: '', message: 'The API did not say what went wrong.' };

/** A mutation's payload: whatever it returns, and its userErrors. */
export interface Payload {
  userErrors: readonly { code: UserErrorCode; field: readonly string[]; message: string }[];
}

/** A mutation's payload with the fields in K known to be present. */
export type Needed<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/** What `mutate` answers: the payload, with the fields it `needs` present, or the errors for the form. */
export type Mutated<T, K extends keyof T> = { ok: true; result: Needed<T, K> } | { ok: false; errors: FormError[] };

/**
 * Runs one mutation for a server action. It succeeds when the API answers without userErrors and
 * with every field in `needs`; otherwise the userErrors come back in words (`describe`,
 * toFormErrors by default; NO_REASON when there are none). A request the API refused (FORBIDDEN,
 * unreachable…) becomes `fault`'s errors, a string meaning faultErrors(error, fault). Anything else throws.
 * With the submitted `form`, its SubmitKey goes with the mutation as its Idempotency-Key: `run`
 * must then send exactly one mutation.
 */
export async function mutate<T extends Payload, K extends keyof T = never>(
  run: () => Promise<T>,
  options: {
    fault: string | ((error: ApiError) => FormError[]);
    needs?: readonly K[];
    describe?: (userErrors: T['userErrors']) => FormError[];
    form?: FormData;
  },
): Promise<Mutated<T, K>> {
  const { fault, needs = [], describe = toFormErrors, form } = options;
  const key = form ? formText(form, SUBMIT_KEY_FIELD) : '';
  let result: T;
  try {
    result = await (key ? withIdempotencyKey(key, run) : run());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, errors: typeof fault === 'string' ? faultErrors(error, fault) : fault(error) };
  }
  if (result.userErrors.length || needs.some((key) => result[key] == null)) {
    const errors = describe(result.userErrors);
    return { ok: false, errors: errors.length ? errors : [NO_REASON] };
  }
  return { ok: true, result: result as Needed<T, K> };
}
