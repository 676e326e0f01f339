'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';
import { FormErrorSummary } from './field-errors';
import { SubmitKey } from './submit-key';

interface ConfirmActionProps {
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
  /** Hidden fields the action needs (ids, the world's slug). */
  fields: Record<string, string>;
  /** The first button, e.g. "Delete character". */
  label: string;
  /** Read out after the label but not shown, e.g. the key's name in a table row. */
  labelContext?: string;
  /** The question asked before anything happens, e.g. "Delete Sub-Zero for good?". */
  question: string;
  /** The button that does it, e.g. "Yes, delete". */
  confirmLabel: string;
  testId?: string;
  /**
   * Ask in a panel under the button, over what follows, and keep the button where it is: for a
   * row of actions (Edit, Clone, Delete), which must not move while the question is open.
   */
  popover?: boolean;
}

/**
 * A destructive action in two steps, in the page (no browser dialog): the first button asks, the
 * second does it, "Cancel" (or Escape) goes back. Focus moves to the question and back again.
 */
export function ConfirmAction({ action, fields, label, labelContext, question, confirmLabel, testId, popover = false }: ConfirmActionProps) {
  const [state, formAction, pending] = useActionState(action, INITIAL_ACTION_STATE);
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  // After a success the question is answered; close it.
  useEffect(() => {
    if (state.done) setAsking(false);
  }, [state.done]);

  return (
    <div className={popover ? 'confirm-action confirm-action--popover' : 'confirm-action'} data-testid={testId}>
      {(!asking || popover) && (
        <button
          ref={askRef}
          type="button"
          className="button button--danger-outline"
          aria-expanded={popover ? asking : undefined}
          onClick={() => setAsking(!asking)}
        >
          {label}
          {labelContext && <span className="visually-hidden"> {labelContext}</span>}
        </button>
      )}
      {asking && (
        <form
          action={formAction}
          className="confirm-action__question"
          role="group"
          aria-label={question}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setAsking(false);
          }}
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitKey done={state.done} />
          <span className="confirm-action__text">{question}</span>
          <button ref={confirmRef} type="submit" className="button button--danger" disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(false)} disabled={pending}>
            Cancel
          </button>
        </form>
      )}
      <FormErrorSummary errors={state.errors} title="That did not work" />
    </div>
  );
}
