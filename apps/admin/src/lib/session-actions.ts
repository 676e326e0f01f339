'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import { ApiError, anonymousGraphqlRequest, graphqlRequestWithToken } from './graphql-request';
import { clearSessionToken, readSessionToken, safeReturnPath, storeSessionToken } from './session';
import type { SignInState } from './session-forms';
import { toFormErrors } from './user-errors';

const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      expiresAt
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const next = safeReturnPath(form.get('next'));
  const missing = [
    ...(email ? [] : [{ code: 'INVALID_VALUE' as const, field: 'email', message: 'Enter your email.' }]),
    ...(password ? [] : [{ code: 'INVALID_VALUE' as const, field: 'password', message: 'Enter your password.' }]),
  ];
  if (missing.length) return { email, errors: missing };

  let result;
  try {
    result = (await anonymousGraphqlRequest(SignInMutation, { input: { email, password } })).signIn;
  } catch (error) {
    if (error instanceof ApiError) return { email, errors: [{ code: 'FAULT', field: '', message: error.message }] };
    throw error;
  }
  if (result.userErrors.length || !result.token || !result.expiresAt) {
    return { email, errors: toFormErrors(result.userErrors) };
  }
  await storeSessionToken(result.token, new Date(result.expiresAt));
  redirect(next);
}

/** Revokes the token at the API (when it still works) and forgets it here either way. */
export async function signOutAction(): Promise<void> {
  const token = await readSessionToken();
  if (token) {
    try {
      await graphqlRequestWithToken(token, SignOutMutation);
    } catch (error) {
      // An expired or already revoked token is as signed out as it gets; any other failure
      // still must not keep the person signed in on this browser.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  await clearSessionToken();
  redirect('/sign-in?reason=signed-out');
}
