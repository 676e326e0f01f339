'use client';

import Link from 'next/link';
import { useActionState, useId } from 'react';
import { RANK_LABELS, isRank } from '@/lib/labels';
import { type ImportState, importCharactersAction } from './import-actions';

const INITIAL: ImportState = { attempt: 0, formError: null, problems: [], created: null, createdCount: 0, updatedCount: 0 };

/** Export the collection as a JSON download; the Creator also imports a file, with every problem listed by path and line. */
export function ImportExport({ world, canImport }: { world: string; canImport: boolean }) {
  const [state, formAction, pending] = useActionState(importCharactersAction, INITIAL);
  const fileId = useId();
  const modeId = useId();
  const errorId = useId();
  return (
    <section className="import-export" aria-labelledby="import-export-title" data-testid="import-export">
      <h2 id="import-export-title" className="visually-hidden">
        Import and export
      </h2>
      <a className="button button--secondary" href={`/worlds/${encodeURIComponent(world)}/characters/export`} download data-testid="export-characters">
        Export characters (JSON)
      </a>
      {canImport && (
        <details className="import-export__import" open={state.attempt > 0}>
          <summary>Import characters from a file</summary>
          <form action={formAction} className="form-inline" noValidate data-testid="import-form">
            <input type="hidden" name="world" value={world} />
            <div className="field">
              <label htmlFor={fileId}>File (&ldquo;clix-characters&rdquo; JSON)</label>
              <input
                id={fileId}
                name="file"
                type="file"
                accept="application/json,.json"
                aria-invalid={state.formError ? true : undefined}
                aria-describedby={state.formError ? errorId : undefined}
              />
              {state.formError && (
                <p className="field-error" id={errorId} data-testid="field-error" data-field="file">
                  {state.formError}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={modeId}>Names already in the world</label>
              <select id={modeId} name="mode" defaultValue="CREATE_ONLY">
                <option value="CREATE_ONLY">Refuse the file</option>
                <option value="UPSERT">Replace those characters</option>
              </select>
            </div>
            <div className="form-actions">
              <button type="submit" className="button" disabled={pending} data-testid="import-submit">
                {pending ? 'Importing…' : 'Import'}
              </button>
            </div>
          </form>
          {state.problems.length > 0 && (
            <div className="form-errors" role="alert" tabIndex={-1} data-testid="import-problems">
              <h3 className="form-errors__title">
                Nothing was imported: the file has {state.problems.length === 1 ? '1 problem' : `${state.problems.length} problems`}
              </h3>
              <div className="table-scroll">
                <table className="data-table">
                  <caption className="visually-hidden">Problems of the file, in file order</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="numeric">
                        Line
                      </th>
                      <th scope="col">Path</th>
                      <th scope="col">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.problems.map((p, i) => (
                      <tr key={i} data-testid="import-problem">
                        <td className="numeric" data-testid="import-problem-line">
                          {p.line ?? '—'}
                        </td>
                        <td>
                          <code data-testid="import-problem-path">{p.path}</code>
                        </td>
                        <td>{p.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
          {state.created && (
            <div className="notice" role="status" data-testid="import-done">
              <p>
                Imported: {state.createdCount} created, {state.updatedCount} replaced.
              </p>
              <ul className="plain-list">
                {state.created.map((c) => (
                  <li key={c.id} data-testid="imported-character">
                    <Link href={`/characters/${encodeURIComponent(c.id)}`}>{c.name}</Link>{' '}
                    <span className="muted">({c.ranks.map((r) => (isRank(r) ? RANK_LABELS[r] : r)).join(', ')})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </details>
      )}
    </section>
  );
}
