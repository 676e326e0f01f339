import type { ApiError } from './graphql-request';
import type { FormError } from './user-errors';

/** What a small server action (revoke, remove, change a role) tells its form. */
export interface ActionState {
  errors: FormError[];
  /** Counts successes, so a form can tell a fresh success from an old one. */
  done: number;
  /** A word of confirmation after a success. */
  message?: string;
  /** After a refusal: the choices sent, so the form shows them again (a success starts afresh). */
  values?: Record<string, string>;
}

export const INITIAL_ACTION_STATE: ActionState = { errors: [], done: 0 };

/**
 * A refused request (not signed in, not allowed, the API down) in words for the form: a
 * FORBIDDEN says who may do `what` ("Only <who> can <what>.").
 */
export function faultErrors(error: ApiError, what: string, who = "this world's Creator"): FormError[] {
  if (error.hasCode('FORBIDDEN')) {
    return [{ code: 'FAULT', field: '', message: `Only ${who} can ${what}.` }];
  }
  return [{ code: 'FAULT', field: '', message: error.message }];
}
