'use client';

import { useActionState } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { signInAction } from '@/lib/session-actions';
import { INITIAL_SIGN_IN_STATE } from '@/lib/session-forms';

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signInAction, INITIAL_SIGN_IN_STATE);
  const formErrors = state.errors.filter((e) => e.field !== 'email' && e.field !== 'password');
  return (
    <form action={action} className="form-card" data-testid="sign-in-form" noValidate>
      <FormErrorSummary errors={formErrors} title="You are not signed in" />
      <input type="hidden" name="next" value={next} />
      <div className="field">
        <label htmlFor="field-email">Email</label>
        <input
          id="field-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          key={`email-${state.email}`}
          {...invalidProps(state.errors, 'email')}
        />
        <FieldErrors errors={state.errors} name="email" />
      </div>
      <div className="field">
        <label htmlFor="field-password">Password</label>
        <input id="field-password" name="password" type="password" autoComplete="current-password" required {...invalidProps(state.errors, 'password')} />
        <FieldErrors errors={state.errors} name="password" />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
