'use client';

import { useActionState, useEffect, useRef } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { fieldId } from '@/lib/user-errors';
import { type SettingsState, updateSettingsAction } from './actions';
import { SETTING_GROUPS } from './fields';

/** The settings grouped as the API groups them; read-only for everyone but the Creator. */
export function SettingsForm({
  world,
  values,
  editable,
  defeatShare,
}: {
  world: string;
  values: Record<string, string>;
  editable: boolean;
  defeatShare: number;
}) {
  const [state, formAction, pending] = useActionState(updateSettingsAction, { errors: [], done: 0, values: {} } as SettingsState);
  const shown = state.errors.length ? state.values : values;
  const labels = Object.fromEntries(SETTING_GROUPS.flatMap((g) => g.fields.map((f) => [f.key as string, f.label])));
  // A refusal is summed up at the top, and the page goes there: a field's error alone may be far above the button.
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.errors.length) summaryRef.current?.querySelector<HTMLElement>('[data-testid="form-errors"]')?.focus();
  }, [state]);
  return (
    <form action={formAction} className="form-card settings-form" noValidate data-testid="settings-form">
      <input type="hidden" name="world" value={world} />
      <div ref={summaryRef}>
        <FormErrorSummary errors={state.errors} labels={labels} title="The settings could not be saved" />
      </div>
      {SETTING_GROUPS.map((group) => (
        <fieldset key={group.id} className="settings-group" data-testid={`settings-group-${group.id}`}>
          <legend>{group.title}</legend>
          {group.id === 'scoring' && (
            <p className="field-hint">
              A defeated character is worth {Math.round(defeatShare * 100)}% of his points in Hero Points (set in the settings document).
            </p>
          )}
          {group.fields.map((field) => {
            const id = fieldId(field.key);
            const hintId = `${id}-meaning`;
            const value = shown[field.key] ?? '';
            const key = `${field.key}-${state.done}-${state.errors.length}`;
            const common = { id, name: field.key, disabled: !editable, 'aria-describedby': hintId, ...invalidProps(state.errors, field.key) };
            if (common['aria-describedby'] !== hintId) common['aria-describedby'] = `${hintId} ${common['aria-describedby']}`;
            return (
              <div key={field.key} className={field.kind === 'boolean' ? 'field field--checkbox' : 'field'} data-testid="setting">
                <input type="hidden" name={`$before.${field.key}`} value={values[field.key] ?? ''} />
                {field.kind === 'boolean' ? (
                  <label htmlFor={id}>
                    <input key={key} type="checkbox" defaultChecked={value === 'true'} {...common} /> {field.label}
                  </label>
                ) : (
                  <label htmlFor={id}>{field.label}</label>
                )}
                {field.kind === 'choice' ? (
                  <select key={key} defaultValue={value} {...common}>
                    {field.choices?.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                ) : field.kind === 'boolean' ? null : (
                  <input key={key} type="text" inputMode={field.kind === 'intList' ? 'text' : 'numeric'} defaultValue={value} {...common} />
                )}
                <p className="field-hint" id={hintId}>
                  {field.meaning}
                </p>
                <FieldErrors errors={state.errors} name={field.key} />
              </div>
            );
          })}
        </fieldset>
      ))}
      {editable && (
        <div className="form-actions">
          <button type="submit" className="button" disabled={pending} data-testid="save-settings">
            {pending ? 'Saving…' : 'Save settings'}
          </button>
          {state.message && !state.errors.length && (
            <p className="notice notice--inline" role="status" data-testid="settings-saved">
              {state.message}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
