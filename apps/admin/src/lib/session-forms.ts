import type { FormError } from './user-errors';

/** What the sign-in form shows after a refused attempt: the email typed (never the password) and why. */
export interface SignInState {
  email: string;
  errors: FormError[];
}

export const INITIAL_SIGN_IN_STATE: SignInState = { email: '', errors: [] };
