'use client';

import { useActionState } from 'react';
import { FormErrorSummary } from '@/components/field-errors';
import { INITIAL_ACTION_STATE } from '@/lib/action-state';
import { acceptInvitationAction } from './actions';

/** Joins the world with the invited role; a refusal (the invitation was withdrawn) shows next to the button. */
export function AcceptInvitationForm({ worldSlug, worldName }: { worldSlug: string; worldName: string }) {
  const [state, action, pending] = useActionState(acceptInvitationAction, INITIAL_ACTION_STATE);
  return (
    <form action={action} className="invitation-form" data-testid="accept-invitation">
      <input type="hidden" name="world" value={worldSlug} />
      <button type="submit" className="button button--small" disabled={pending}>
        {pending ? 'Joining…' : 'Accept'}
        <span className="visually-hidden"> the invitation to {worldName}</span>
      </button>
      <FormErrorSummary errors={state.errors} title="You did not join" />
      {state.message && (
        <p className="notice notice--inline" role="status">
          {state.message}
        </p>
      )}
    </form>
  );
}
