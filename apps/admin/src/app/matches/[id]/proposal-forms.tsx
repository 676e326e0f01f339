'use client';

import { useActionState, useId } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import { INITIAL_ACTION_STATE } from '@/lib/action-state';
import { confirmProposalAction, rejectProposalAction } from './proposal-actions';

/** Confirm (applies the proposed result) and Reject with a reason, each offered only to whoever may. */
export function ProposalDecisionForms({ matchId, mayConfirm, mayReject }: { matchId: string; mayConfirm: boolean; mayReject: boolean }) {
  const [confirmed, confirm, confirming] = useActionState(confirmProposalAction, INITIAL_ACTION_STATE);
  const [rejected, reject, rejecting] = useActionState(rejectProposalAction, INITIAL_ACTION_STATE);
  const reasonId = useId();
  const done = confirmed.done > 0 ? confirmed : rejected.done > 0 ? rejected : null;
  if (done) {
    return (
      <p className="notice" role="status" data-testid="proposal-decided">
        {done.message}
      </p>
    );
  }
  return (
    <div className="proposal__forms">
      {mayConfirm && (
        <form action={confirm} noValidate data-testid="proposal-confirm-form" aria-label="Confirm the proposed result">
          <SubmitKey done={confirmed.done} />
          <input type="hidden" name="matchId" value={matchId} />
          <FormErrorSummary errors={confirmed.errors} title="Not confirmed" />
          <button type="submit" className="button" disabled={confirming || rejecting} data-testid="proposal-confirm">
            {confirming ? 'Confirming…' : 'Confirm and apply this result'}
          </button>
        </form>
      )}
      {mayReject && (
        <form action={reject} className="form-card" noValidate data-testid="proposal-reject-form" aria-label="Reject the proposed result">
          <SubmitKey done={rejected.done} />
          <input type="hidden" name="matchId" value={matchId} />
          <div className="field">
            <label htmlFor={reasonId}>Why is it not right?</label>
            <textarea id={reasonId} name="reason" rows={2} required defaultValue={rejected.values?.reason ?? ''} {...invalidProps(rejected.errors, 'reason')} />
            <FieldErrors errors={rejected.errors} name="reason" />
          </div>
          <FormErrorSummary errors={rejected.errors.filter((e) => e.field !== 'reason')} title="Not rejected" />
          <button type="submit" className="button button--secondary" disabled={confirming || rejecting} data-testid="proposal-reject">
            {rejecting ? 'Sending back…' : 'Reject: play on'}
          </button>
        </form>
      )}
    </div>
  );
}
