'use client';

import { useActionState } from 'react';
import { FormErrorSummary } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import { INITIAL_ACTION_STATE } from '@/lib/action-state';
import { cloneCharacterAction } from './clone-actions';

/** "Clone": a copy of the character with its dials, opened at once (nothing is lost, so no question first). */
export function CloneCharacterForm({ id }: { id: string }) {
  const [state, formAction, pending] = useActionState(cloneCharacterAction, INITIAL_ACTION_STATE);
  return (
    <form action={formAction} data-testid="clone-character">
      <SubmitKey />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button--secondary" disabled={pending}>
        {pending ? 'Cloning…' : 'Clone'}
      </button>
      <FormErrorSummary errors={state.errors} title="Not cloned" />
    </form>
  );
}
