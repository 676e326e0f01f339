'use client';

import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';

/**
 * The "are you sure?" step of a form that spends: `asking` shows the question, focus moves to its
 * confirm button, and a new answer from the action (or Escape on the form) closes it again.
 */
export function useConfirmStep(state: unknown) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    setAsking(false);
  }, [state]);
  return {
    asking,
    setAsking,
    confirmRef,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape') setAsking(false);
    },
  };
}

/** The confirm and Cancel buttons of a `useConfirmStep` question. */
export function ConfirmButtons({
  confirmRef,
  pending,
  label,
  pendingLabel,
  onCancel,
}: {
  confirmRef: RefObject<HTMLButtonElement | null>;
  pending: boolean;
  label: string;
  pendingLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <button ref={confirmRef} type="submit" className="button" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
    </>
  );
}
