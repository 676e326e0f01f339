'use client';

import { createContext, type ReactNode, useActionState, useContext, useEffect, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { SubmitKey } from '@/components/submit-key';
import { bulkCharactersAction } from './bulk-actions';
import { type BulkCharacter, type BulkState, countOf, INITIAL_BULK_STATE, namesInWords, NOTHING_DONE } from './bulk-state';
import './bulk-characters.css';

interface Selection {
  /** The characters on this page, in its order. */
  rows: readonly BulkCharacter[];
  /** Those of them selected, in the page's order. */
  selected: readonly BulkCharacter[];
  toggle: (id: string, on: boolean) => void;
  setAll: (on: boolean) => void;
  state: BulkState;
  /** The id of a row's refusal text, for its checkbox's aria-describedby. */
  refusalId: (id: string) => string;
}

const SelectionContext = createContext<Selection | null>(null);

/** The hidden fields that name characters to a bulk action: their ids, and their names for the answer's words. */
function CharacterFields({ characters }: { characters: readonly BulkCharacter[] }) {
  return characters.map((c) => (
    <span key={c.id} hidden>
      <input type="hidden" name="ids" value={c.id} />
      <input type="hidden" name={`name.${c.id}`} value={c.name} />
    </span>
  ));
}

/**
 * The characters list's selection (Creator only): a checkbox per row and one for the page, and the bar over the
 * list once any is selected, to export, hide, show or delete them; after a delete, a banner whose Undo restores
 * them. Refusals are said above the list and next to each row they concern; nothing is changed then.
 */
export function BulkCharacters({ world, rows, children }: { world: string; rows: readonly BulkCharacter[]; children: ReactNode }) {
  const [state, formAction, pending] = useActionState(bulkCharactersAction, INITIAL_BULK_STATE);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [answered, setAnswered] = useState(0);
  // A delete or restore ends the selection (its rows left, or came back); hide and show keep it, to be undone the same way.
  if (state.done !== answered) {
    setAnswered(state.done);
    if (state.operation === 'DELETE' || state.operation === 'RESTORE') setChosen(new Set());
  }
  const selected = rows.filter((r) => chosen.has(r.id));

  const selection: Selection = {
    rows,
    selected,
    state,
    toggle: (id, on) =>
      setChosen((before) => {
        const after = new Set(before);
        if (on) after.add(id);
        else after.delete(id);
        return after;
      }),
    setAll: (on) => setChosen(on ? new Set(rows.map((r) => r.id)) : new Set()),
    refusalId: (id) => `bulk-refusal-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`,
  };

  return (
    <SelectionContext.Provider value={selection}>
      <BulkOutcome world={world} state={state} formAction={formAction} pending={pending} refusalId={selection.refusalId} />
      {selected.length > 0 && <BulkBar world={world} selected={selected} state={state} formAction={formAction} pending={pending} />}
      {children}
    </SelectionContext.Provider>
  );
}

interface BulkFormProps {
  world: string;
  state: BulkState;
  formAction: (form: FormData) => void;
  pending: boolean;
}

/** What the last bulk action did, or why it did nothing; after a delete, the banner with Undo. */
function BulkOutcome({ world, state, formAction, pending, refusalId }: BulkFormProps & { refusalId: (id: string) => string }) {
  return (
    <>
      <div aria-live="polite" className="bulk-messages">
        {state.message && state.operation !== 'DELETE' && (
          <p className="notice" data-testid="bulk-message">
            {state.message}
          </p>
        )}
        {state.deleted.length > 0 && (
          <form action={formAction} className="notice bulk-undo" data-testid="bulk-deleted">
            <input type="hidden" name="world" value={world} />
            <input type="hidden" name="operation" value="RESTORE" />
            <CharacterFields characters={state.deleted} />
            <SubmitKey done={state.done} />
            <span data-testid="bulk-deleted-text">{state.message}</span> <UndoButton disabled={pending} />
            <span className="bulk-undo__names muted">
              {namesInWords(state.deleted)}; Undo puts {state.deleted.length === 1 ? 'it' : 'them'} back with the same{' '}
              {state.deleted.length === 1 ? 'id' : 'ids'} for 60 minutes.
            </span>
          </form>
        )}
      </div>
      {(state.errors.length > 0 || state.refused.length > 0) && state.operation && (
        <div className="form-errors" role="alert" data-testid="bulk-refused">
          <h2 className="form-errors__title">{NOTHING_DONE[state.operation]}</h2>
          <ul>
            {state.errors.map((e, i) => (
              <li key={`error-${i}`}>{e.message}</li>
            ))}
            {state.refused.map((r) => (
              <li key={r.id}>
                <a href={`#${refusalId(r.id)}`}>{r.name}</a>: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** The bar over the list while characters are selected: how many, and what to do with them (Delete asks first). */
function BulkBar({ world, selected, state, formAction, pending }: BulkFormProps & { selected: readonly BulkCharacter[] }) {
  const [asking, setAsking] = useState(false);
  const [answered, setAnswered] = useState(state);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // Any answer of the action (done, or refused) closes the question.
  if (state !== answered) {
    setAnswered(state);
    setAsking(false);
  }
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) deleteRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const exportHref = `/worlds/${encodeURIComponent(world)}/characters/export?${selected.map((c) => `ids=${encodeURIComponent(c.id)}`).join('&')}`;
  const question = `Delete ${countOf(selected.length)}: ${namesInWords(selected)}? Undo brings them back for 60 minutes.`;
  return (
    <section className="bulk-bar" aria-label="Selected characters" data-testid="bulk-bar">
      <p className="bulk-bar__count" data-testid="bulk-count" role="status">
        {selected.length} selected
      </p>
      <a className="button button--secondary" href={exportHref} download data-testid="bulk-export">
        Export<span className="visually-hidden"> the {countOf(selected.length)} selected (JSON)</span>
      </a>
      <form
        action={formAction}
        className="bulk-bar__form"
        onKeyDown={(e) => {
          if (e.key === 'Escape') setAsking(false);
        }}
      >
        <input type="hidden" name="world" value={world} />
        <CharacterFields characters={selected} />
        <SubmitKey done={state.done} />
        <button type="submit" name="operation" value="HIDE" className="button button--secondary" disabled={pending} data-testid="bulk-hide">
          Hide
        </button>
        <button type="submit" name="operation" value="SHOW" className="button button--secondary" disabled={pending} data-testid="bulk-show">
          Show
        </button>
        <button
          ref={deleteRef}
          type="button"
          className="button button--danger-outline"
          aria-expanded={asking}
          disabled={pending}
          onClick={() => setAsking(!asking)}
          data-testid="bulk-delete"
        >
          Delete
        </button>
        {asking && (
          <div className="confirm-action__question bulk-bar__question" role="group" aria-label={question} data-testid="bulk-delete-question">
            <span className="confirm-action__text">{question}</span>
            <button ref={confirmRef} type="submit" name="operation" value="DELETE" className="button button--danger" disabled={pending}>
              {pending ? 'Deleting…' : `Yes, delete ${selected.length}`}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)} disabled={pending}>
              Cancel
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

/** Undo of the banner: "Restoring…" while its own form is sent. */
function UndoButton({ disabled }: { disabled: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="button button--small" disabled={disabled} data-testid="bulk-undo">
      {pending ? 'Restoring…' : 'Undo'}
    </button>
  );
}

/** The page's select-all checkbox, in the checkbox column's heading; mixed when some are selected. */
export function SelectAllOnPage() {
  const selection = useContext(SelectionContext);
  const box = useRef<HTMLInputElement>(null);
  const count = selection?.selected.length ?? 0;
  const total = selection?.rows.length ?? 0;
  const all = total > 0 && count === total;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  if (!selection) return null;
  return (
    <label className="bulk-check">
      <input ref={box} type="checkbox" checked={all} onChange={(e) => selection.setAll(e.target.checked)} data-testid="select-all" />
      <span className="visually-hidden">Select all {countOf(total)} on this page</span>
    </label>
  );
}

/** A row's checkbox, labelled with the character's name. */
export function RowCheckbox({ id, name }: { id: string; name: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const refused = selection.state.refused.some((r) => r.id === id);
  return (
    <label className="bulk-check">
      <input
        type="checkbox"
        checked={selection.selected.some((c) => c.id === id)}
        onChange={(e) => selection.toggle(id, e.target.checked)}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? selection.refusalId(id) : undefined}
        data-testid="select-character"
      />
      <span className="visually-hidden">Select {name}</span>
    </label>
  );
}

/** Why the last bulk action refused this row's character, in words, under its name. */
export function RowRefusal({ id }: { id: string }) {
  const selection = useContext(SelectionContext);
  const refusal = selection?.state.refused.find((r) => r.id === id);
  if (!selection || !refusal) return null;
  return (
    <p className="field-error" id={selection.refusalId(id)} data-testid="row-refusal">
      {refusal.message}
    </p>
  );
}
