'use client';

import Link from 'next/link';
import { type ReactNode, useActionState, useEffect, useRef, useState } from 'react';
import type { Rank } from '@/gql/graphql';
import { saveCharacterAction } from '@/lib/character-actions';
import {
  CLICK_STATS,
  type CharacterFormState,
  type CharacterFormValues,
  type ClickStat,
  type ClickValues,
  emptyClick,
  emptySpecialPower,
  emptyVersion,
  type SpecialPowerValues,
  type VersionValues,
} from '@/lib/character-form';
import {
  CHARACTER_KINDS,
  COMBAT_VALUES,
  DAMAGE_SYMBOL_LABELS,
  DAMAGE_SYMBOLS,
  KIND_LABELS,
  MOVEMENT_LABELS,
  MOVEMENTS,
  RANK_LABELS,
  RANKS,
  SPECIAL_POWER_CATEGORY_LABELS,
  VISIBILITIES,
  VISIBILITY_LABELS,
} from '@/lib/labels';
import { type FormError, fieldId } from '@/lib/user-errors';
import { FieldErrors, FormErrorSummary, invalidProps } from './field-errors';

interface CharacterEditorProps {
  /** Creating: the world the character joins. */
  worldSlug?: string;
  /** Editing: the character saved over. */
  characterId?: string;
  initial: CharacterFormValues;
  cancelHref: string;
  submitLabel: string;
  /** The powers a click may show (the world's catalogue), offered on every power field. */
  powerNames: readonly string[];
}

/** The one list of known powers every power field of the dial offers. */
const POWER_LIST_ID = 'dial-power-names';

/**
 * The character editor: plain form fields named by their input path, sent to a server action.
 * This component only keeps the form's shape (which versions, clicks and special powers exist);
 * the values live in the fields themselves. A refused save comes back with the values sent and
 * the form is drawn again from them (`key`), each problem next to its field.
 */
export function CharacterEditor(props: CharacterEditorProps) {
  const [state, action, pending] = useActionState(saveCharacterAction, {
    values: props.initial,
    errors: [],
    submission: 0,
  } satisfies CharacterFormState);
  return <EditorForm key={state.submission} {...props} state={state} action={action} pending={pending} />;
}

let lastKey = 0;
const newKey = () => `k${++lastKey}`;

interface Slot<T> {
  key: string;
  initial: T;
}

interface VersionSlot extends Slot<VersionValues> {
  clicks: Slot<ClickValues>[];
  powers: Slot<SpecialPowerValues>[];
}

const toSlot = (values: VersionValues): VersionSlot => ({
  key: newKey(),
  initial: values,
  clicks: values.clicks.map((initial) => ({ key: newKey(), initial })),
  powers: values.specialPowers.map((initial) => ({ key: newKey(), initial })),
});

const STAT_LABELS: Record<ClickStat, string> = { speed: 'Speed', attack: 'Attack', defense: 'Defense', damage: 'Damage' };

interface EditorFormProps extends CharacterEditorProps {
  state: CharacterFormState;
  action: (form: FormData) => void;
  pending: boolean;
}

/** The character's own fields: name, kind, visibility and description. */
function CharacterFields({ values, errors }: Pick<CharacterFormState, 'values' | 'errors'>) {
  return (
    <fieldset className="editor__section">
      <legend>Character</legend>
      <div className="field-row">
        <TextField name="name" label="Name" defaultValue={values.name} errors={errors} required />
        <SelectField name="kind" label="Kind" defaultValue={values.kind} errors={errors}>
          {CHARACTER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField name="visibility" label="Visibility" defaultValue={values.visibility} errors={errors}>
          {VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {VISIBILITY_LABELS[visibility]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field">
        <label htmlFor={fieldId('description')}>Description</label>
        <textarea id={fieldId('description')} name="description" rows={4} defaultValue={values.description} {...invalidProps(errors, 'description')} />
        <FieldErrors errors={errors} name="description" />
      </div>
    </fieldset>
  );
}

function EditorForm({ worldSlug, characterId, cancelHref, submitLabel, powerNames, state, action, pending }: EditorFormProps) {
  const { values, errors } = state;
  const [versions, setVersions] = useState<VersionSlot[]>(() => values.versions.map(toSlot));
  const formRef = useRef<HTMLFormElement>(null);
  /** The id of the element to focus once the next change is drawn (after adding or removing). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (errors.length) formRef.current?.querySelector<HTMLElement>('[data-testid=form-errors]')?.focus();
  }, [errors]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [versions]);

  const change = (key: string, update: (version: VersionSlot) => VersionSlot) => setVersions((list) => list.map((v) => (v.key === key ? update(v) : v)));

  /** What the click at this position holds now (read from its fields), to start a new click from. */
  const readClick = (versionIndex: number, clickIndex: number): ClickValues => {
    const click = emptyClick();
    for (const field of Object.keys(click) as (keyof ClickValues)[]) {
      const input = formRef.current?.elements.namedItem(`versions.${versionIndex}.clicks.${clickIndex}.${field}`);
      if (input instanceof HTMLInputElement) click[field] = input.value;
    }
    return click;
  };

  const addVersion = () => {
    const used = new Set(
      versions.map((_, i) => {
        const select = formRef.current?.elements.namedItem(`versions.${i}.rank`);
        return select instanceof HTMLSelectElement ? select.value : '';
      }),
    );
    const rank: Rank = RANKS.find((r) => !used.has(r)) ?? 'ROOKIE';
    focusNext.current = fieldId(`versions.${versions.length}.rank`);
    setVersions((list) => [...list, toSlot(emptyVersion(rank))]);
  };

  return (
    <form ref={formRef} action={action} className="editor" noValidate data-testid="character-editor">
      <FormErrorSummary errors={errors} />
      <datalist id={POWER_LIST_ID} data-testid="dial-power-names">
        {powerNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {worldSlug && <input type="hidden" name="world" value={worldSlug} />}
      {characterId && <input type="hidden" name="id" value={characterId} />}

      <CharacterFields values={values} errors={errors} />

      <FieldErrors errors={errors} name="versions" />
      {versions.map((version, index) => (
        <VersionFields
          key={version.key}
          version={version}
          index={index}
          errors={errors}
          onAddClick={() => {
            const last = version.clicks.length - 1;
            const initial = last >= 0 ? readClick(index, last) : emptyClick();
            focusNext.current = fieldId(`versions.${index}.clicks.${version.clicks.length}.speed`);
            change(version.key, (v) => ({ ...v, clicks: [...v.clicks, { key: newKey(), initial }] }));
          }}
          onRemoveClick={(clickKey) => {
            focusNext.current = `add-click-${index}`;
            change(version.key, (v) => ({ ...v, clicks: v.clicks.filter((c) => c.key !== clickKey) }));
          }}
          onAddPower={() => {
            focusNext.current = fieldId(`versions.${index}.specialPowers.${version.powers.length}.value`);
            change(version.key, (v) => ({ ...v, powers: [...v.powers, { key: newKey(), initial: emptySpecialPower() }] }));
          }}
          onRemovePower={(powerKey) => {
            focusNext.current = `add-power-${index}`;
            change(version.key, (v) => ({ ...v, powers: v.powers.filter((p) => p.key !== powerKey) }));
          }}
          onRemove={() => {
            focusNext.current = 'add-version';
            setVersions((list) => list.filter((v) => v.key !== version.key));
          }}
        />
      ))}
      <p>
        <button type="button" id="add-version" className="button button--secondary" onClick={addVersion}>
          Add a rank version
        </button>
      </p>

      <div className="form-actions editor__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        <Link href={cancelHref}>Cancel</Link>
      </div>
    </form>
  );
}

interface VersionFieldsProps {
  version: VersionSlot;
  index: number;
  errors: readonly FormError[];
  onAddClick: () => void;
  onRemoveClick: (key: string) => void;
  onAddPower: () => void;
  onRemovePower: (key: string) => void;
  onRemove: () => void;
}

function VersionFields({ version, index, errors, onAddClick, onRemoveClick, onAddPower, onRemovePower, onRemove }: VersionFieldsProps) {
  const v = version.initial;
  const at = (field: string) => `versions.${index}.${field}`;
  const headingId = `version-heading-${index}`;
  return (
    <fieldset className="editor__section version-editor" aria-labelledby={headingId} data-testid="version-editor">
      <div className="version-editor__head">
        <h2 id={headingId} className="version-editor__title">
          Rank version {index + 1}
        </h2>
        <button type="button" className="button button--danger-outline" onClick={onRemove}>
          Remove version {index + 1}
        </button>
      </div>
      <div className="field-row">
        <SelectField name={at('rank')} label="Rank" defaultValue={v.rank} errors={errors}>
          {RANKS.map((rank) => (
            <option key={rank} value={rank}>
              {RANK_LABELS[rank]}
            </option>
          ))}
        </SelectField>
        <TextField name={at('pointValue')} label="Points" defaultValue={v.pointValue} errors={errors} numeric narrow />
        <TextField name={at('range')} label="Range (squares)" defaultValue={v.range} errors={errors} numeric narrow />
        <SelectField name={at('targets')} label="Targets" defaultValue={v.targets} errors={errors} narrow>
          {/* A value outside 1-3 from an older save stays on the list so it is not lost silently. */}
          {[...new Set(['1', '2', '3', v.targets].filter(Boolean))].map((targets) => (
            <option key={targets} value={targets}>
              {targets}
            </option>
          ))}
        </SelectField>
        <SelectField name={at('movement')} label="Movement" defaultValue={v.movement} errors={errors}>
          {MOVEMENTS.map((movement) => (
            <option key={movement} value={movement}>
              {MOVEMENT_LABELS[movement]}
            </option>
          ))}
        </SelectField>
        <SelectField name={at('damageSymbol')} label="Damage symbol" defaultValue={v.damageSymbol} errors={errors}>
          {DAMAGE_SYMBOLS.map((symbol) => (
            <option key={symbol} value={symbol}>
              {DAMAGE_SYMBOL_LABELS[symbol]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field-row">
        <TextField name={at('teamAbility')} label="Team ability" defaultValue={v.teamAbility} errors={errors} />
        <TextField name={at('keywords')} label="Keywords" hint="Separated by commas" defaultValue={v.keywords} errors={errors} />
        <TextField name={at('archenemyColour')} label="Archenemy colour" defaultValue={v.archenemyColour} errors={errors} />
        <TextField name={at('setCode')} label="Set code" defaultValue={v.setCode} errors={errors} narrow />
        <TextField name={at('collectorNumber')} label="Collector number" defaultValue={v.collectorNumber} errors={errors} narrow />
      </div>
      <div className="field-row">
        <TextField name={at('startingClick')} label="Starting click" defaultValue={v.startingClick} errors={errors} numeric narrow />
        <TextField name={at('koClicks')} label="KO clicks" hint="After the last live click" defaultValue={v.koClicks} errors={errors} numeric narrow />
      </div>

      <fieldset className="editor__group">
        <legend>Special powers</legend>
        <FieldErrors errors={errors} name={at('specialPowers')} />
        {version.powers.length === 0 && <p className="muted">None.</p>}
        {version.powers.map((power, p) => (
          <div key={power.key} className="special-power-editor" data-testid="special-power-editor">
            <SelectField name={at(`specialPowers.${p}.value`)} label={`Special power ${p + 1}: belongs to`} defaultValue={power.initial.value} errors={errors}>
              {COMBAT_VALUES.map((value) => (
                <option key={value} value={value}>
                  {SPECIAL_POWER_CATEGORY_LABELS[value]} special
                </option>
              ))}
            </SelectField>
            <TextField name={at(`specialPowers.${p}.name`)} label="Name" defaultValue={power.initial.name} errors={errors} />
            <div className="field special-power-editor__text">
              <label htmlFor={fieldId(at(`specialPowers.${p}.text`))}>Text</label>
              <textarea
                id={fieldId(at(`specialPowers.${p}.text`))}
                name={at(`specialPowers.${p}.text`)}
                rows={2}
                defaultValue={power.initial.text}
                {...invalidProps(errors, at(`specialPowers.${p}.text`))}
              />
              <FieldErrors errors={errors} name={at(`specialPowers.${p}.text`)} />
            </div>
            <button type="button" className="button button--danger-outline" onClick={() => onRemovePower(power.key)}>
              Remove special power {p + 1}
            </button>
          </div>
        ))}
        <button type="button" id={`add-power-${index}`} className="button button--secondary" onClick={onAddPower}>
          Add a special power
        </button>
      </fieldset>

      <DialEditor version={version} index={index} errors={errors} onAddClick={onAddClick} onRemoveClick={onRemoveClick} />
    </fieldset>
  );
}

function DialEditor({
  version,
  index,
  errors,
  onAddClick,
  onRemoveClick,
}: Pick<VersionFieldsProps, 'version' | 'index' | 'errors' | 'onAddClick' | 'onRemoveClick'>) {
  const at = (field: string) => `versions.${index}.${field}`;
  const captionId = `dial-editor-caption-${index}`;
  return (
    <fieldset className="editor__group dial-editor">
      <legend>Dial</legend>
      <p className="field-hint">One column per live click, in dial order; the KO clicks follow the last one. A power name colours that value on the dial.</p>
      <FieldErrors errors={errors} name={at('clicks')} />
      <div className="dial__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="dial-editor__table" data-testid={`dial-editor-${index}`}>
          <caption id={captionId} className="visually-hidden">
            Dial of rank version {index + 1}: {version.clicks.length} live {version.clicks.length === 1 ? 'click' : 'clicks'}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="dial__corner">
                Click
              </th>
              {version.clicks.map((click, c) => (
                <th key={click.key} scope="col">
                  {c + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CLICK_STATS.map((stat) => (
              <DialRows key={stat} stat={stat} version={version} index={index} errors={errors} />
            ))}
            <tr>
              <th scope="row" className="dial__stat">
                <span className="visually-hidden">Remove a click</span>
              </th>
              {version.clicks.map((click, c) => (
                <td key={click.key}>
                  <button
                    type="button"
                    className="button button--small button--danger-outline"
                    onClick={() => onRemoveClick(click.key)}
                    disabled={version.clicks.length === 1}
                    aria-label={`Remove click ${c + 1}`}
                    title={`Remove click ${c + 1}`}
                  >
                    Remove
                  </button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <button type="button" id={`add-click-${index}`} className="button button--secondary" onClick={onAddClick}>
          Add a click
        </button>
      </p>
    </fieldset>
  );
}

function DialRows({ stat, version, index, errors }: { stat: ClickStat; version: VersionSlot; index: number; errors: readonly FormError[] }) {
  const label = STAT_LABELS[stat];
  return (
    <>
      <tr className="dial-editor__value-row">
        <th scope="row" className="dial__stat">
          {label}
        </th>
        {version.clicks.map((click, c) => {
          const name = `versions.${index}.clicks.${c}.${stat}`;
          return (
            <td key={click.key} className="dial-editor__cell">
              <label htmlFor={fieldId(name)} className="visually-hidden">
                {label}, click {c + 1}
              </label>
              <input
                id={fieldId(name)}
                name={name}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                size={3}
                defaultValue={click.initial[stat]}
                className="dial-editor__number"
                {...invalidProps(errors, name)}
              />
              <FieldErrors errors={errors} name={name} />
            </td>
          );
        })}
      </tr>
      <tr className="dial-editor__power-row">
        <th scope="row" className="dial__stat dial-editor__power-label">
          {label} power
        </th>
        {version.clicks.map((click, c) => {
          const name = `versions.${index}.clicks.${c}.${stat}Power`;
          return (
            <td key={click.key} className="dial-editor__cell">
              <label htmlFor={fieldId(name)} className="visually-hidden">
                {label} power, click {c + 1}
              </label>
              <input
                id={fieldId(name)}
                name={name}
                type="text"
                autoComplete="off"
                size={8}
                placeholder="—"
                list={POWER_LIST_ID}
                defaultValue={click.initial[`${stat}Power`]}
                className="dial-editor__power"
                {...invalidProps(errors, name)}
              />
              <FieldErrors errors={errors} name={name} />
            </td>
          );
        })}
      </tr>
    </>
  );
}

interface FieldProps {
  name: string;
  label: string;
  defaultValue: string;
  errors: readonly FormError[];
  hint?: string;
  narrow?: boolean;
}

function describedBy(name: string, errors: readonly FormError[], hint?: string) {
  const invalid = invalidProps(errors, name);
  const ids = [hint ? `${fieldId(name)}-hint` : '', invalid['aria-describedby'] ?? ''].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid['aria-invalid'], 'aria-describedby': ids || undefined };
}

function TextField({ name, label, defaultValue, errors, hint, narrow, numeric, required }: FieldProps & { numeric?: boolean; required?: boolean }) {
  const id = fieldId(name);
  return (
    <div className={narrow ? 'field field--narrow' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        required={required}
        defaultValue={defaultValue}
        {...describedBy(name, errors, hint)}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldErrors errors={errors} name={name} />
    </div>
  );
}

function SelectField({ name, label, defaultValue, errors, hint, narrow, children }: FieldProps & { children: ReactNode }) {
  const id = fieldId(name);
  return (
    <div className={narrow ? 'field field--narrow' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue} {...describedBy(name, errors, hint)}>
        {children}
      </select>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldErrors errors={errors} name={name} />
    </div>
  );
}
