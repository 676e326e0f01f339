'use client';

import { type RefObject, useActionState, useEffect, useId, useRef, useState } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';
import { fieldId } from '@/lib/user-errors';
import { applyResolutionAction, previewResolutionAction, type ResolutionWizardState, voidMatchAction } from './resolution-actions';
import { OUTCOME_COUNTS, SCENARIO_FACTS } from './resolution-fields';
import { type ResolutionNames, ResolutionView } from './resolution-view';

export interface WizardSide {
  position: number;
  name: string;
  /** Members of the side's team who played (the responsible member is one of them). */
  members: { id: string; name: string }[];
  isTeam: boolean;
}

export interface ScenarioChoices {
  name: string;
  /** Objectives its scoring lines read, from the scenario's scoring data; null when it could not be read. */
  objectives: { id: string; label: string }[] | null;
  /** The scenario facts its scoring lines count. */
  facts: string[];
}

const INITIAL: ResolutionWizardState = { errors: [], done: 0 };

/** A field's label, input and error, wired for screen readers (the error is read with the field). */
function NumberField({
  name,
  label,
  errors,
  values,
  hint,
}: {
  name: string;
  label: string;
  errors: ActionState['errors'];
  values: Record<string, string>;
  hint?: string;
}) {
  return (
    <div className="field field--narrow">
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        name={name}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        defaultValue={values[name] ?? ''}
        placeholder={hint}
        {...invalidProps(errors, name)}
      />
      <FieldErrors errors={errors} name={name} />
    </div>
  );
}

/**
 * The resolution wizard: 1. the outcome the log cannot know, 2. the API's preview of every award and
 * consequence (nothing written), 3. apply, once: the key is made with the preview and sent with every retry.
 */
export function ResolutionWizard({
  matchId,
  sides,
  scenario,
  names,
}: {
  matchId: string;
  sides: WizardSide[];
  scenario: ScenarioChoices | null;
  names: ResolutionNames;
}) {
  const [state, previewAction, previewing] = useActionState(previewResolutionAction, INITIAL);
  const [applied, applyAction, applying] = useActionState(applyResolutionAction, INITIAL);
  const [step, setStep] = useState<'outcome' | 'preview'>('outcome');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const values = state.values ?? {};
  const errors = state.errors;
  const ids = { difficulty: useId(), rounds: useId() };

  useEffect(() => {
    if (state.done > 0 && state.preview) setStep('preview');
  }, [state.done, state.preview]);
  // Moving between steps puts the focus on the new step's heading (not on first load: the page keeps its place).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  if (step === 'preview' && state.preview) {
    return (
      <PreviewStep
        matchId={matchId}
        preview={state.preview}
        names={names}
        headingRef={headingRef}
        applyAction={applyAction}
        applying={applying}
        applied={applied}
        onBack={() => setStep('outcome')}
      />
    );
  }

  return (
    <form action={previewAction} className="wizard form-card" noValidate data-testid="resolution-wizard" data-step="outcome" aria-label="Resolve the match">
      <ol className="wizard__steps" aria-label="Steps">
        <li aria-current="step">
          <strong>Outcome</strong>
        </li>
        <li>Preview</li>
        <li>Apply</li>
      </ol>
      <h3 ref={headingRef} tabIndex={-1} className="wizard__title">
        Step 1: how the match ended
      </h3>
      <input type="hidden" name="matchId" value={matchId} />
      <fieldset className="field radio-row" id={fieldId('winningSide')} {...invalidProps(errors, 'winningSide')}>
        <legend>Winner</legend>
        {sides.map((s) => (
          <label key={s.position}>
            <input type="radio" name="winningSide" value={s.position} defaultChecked={values.winningSide === String(s.position)} /> {s.name}
          </label>
        ))}
        <label>
          <input type="radio" name="winningSide" value="DRAW" defaultChecked={values.winningSide === 'DRAW'} /> Draw
        </label>
        <FieldErrors errors={errors} name="winningSide" />
      </fieldset>
      <div className="field-row">
        <div className="field field--narrow">
          <label htmlFor={ids.difficulty}>Scenario difficulty (5-10)</label>
          <input
            id={ids.difficulty}
            name="scenarioDifficulty"
            type="number"
            min={5}
            max={10}
            step={1}
            inputMode="numeric"
            placeholder="World default"
            defaultValue={values.scenarioDifficulty ?? ''}
            {...invalidProps(errors, 'scenarioDifficulty')}
          />
          <FieldErrors errors={errors} name="scenarioDifficulty" />
        </div>
        <div className="field field--narrow">
          <label htmlFor={ids.rounds}>Rounds played</label>
          <input
            id={ids.rounds}
            name="roundsPlayed"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder="From the log"
            defaultValue={values.roundsPlayed ?? ''}
            {...invalidProps(errors, 'roundsPlayed')}
          />
          <FieldErrors errors={errors} name="roundsPlayed" />
        </div>
        <label className="checkbox-field">
          <input type="checkbox" name="inOverYourHead" defaultChecked={values.inOverYourHead === 'on'} /> In Over Your Head (from the scenario generator)
        </label>
      </div>

      <div className="wizard__sides">
        {sides.map((side, i) => (
          <OutcomeSide key={side.position} side={side} index={i} scenario={scenario} errors={errors} values={values} />
        ))}
      </div>
      <FormErrorSummary errors={errors.filter((e) => !e.field || !shownNextToField(e.field, sides.length))} title="Refused" />
      <div className="form-actions">
        <button type="submit" className="button" disabled={previewing} data-testid="resolution-preview-button">
          {previewing ? 'Previewing…' : 'Preview the resolution'}
        </button>
      </div>
    </form>
  );
}

/** Step 2: the API's preview of every award and consequence, then apply (once) or go back. */
function PreviewStep({
  matchId,
  preview,
  names,
  headingRef,
  applyAction,
  applying,
  applied,
  onBack,
}: {
  matchId: string;
  preview: NonNullable<ResolutionWizardState['preview']>;
  names: ResolutionNames;
  headingRef: RefObject<HTMLHeadingElement | null>;
  applyAction: (form: FormData) => void;
  applying: boolean;
  applied: ResolutionWizardState;
  onBack: () => void;
}) {
  return (
    <div className="wizard" data-testid="resolution-wizard" data-step="preview">
      <ol className="wizard__steps" aria-label="Steps">
        <li>Outcome</li>
        <li aria-current="step">
          <strong>Preview</strong>
        </li>
        <li>Apply</li>
      </ol>
      <h3 ref={headingRef} tabIndex={-1} className="wizard__title">
        Step 2: what would be applied
      </h3>
      <p className="muted">
        Nothing has been written yet. These are the exact awards and consequences the API would apply now, with the same dice. Check every line, then apply, or
        go back to change the outcome.
      </p>
      <ResolutionView resolution={preview.resolution} names={names} mode="preview" />
      <form action={applyAction} className="wizard__actions" data-testid="apply-form" aria-label="Apply the resolution">
        <input type="hidden" name="matchId" value={matchId} />
        <input type="hidden" name="outcome" value={preview.outcome} />
        <input type="hidden" name="idempotencyKey" value={preview.idempotencyKey} data-testid="idempotency-key" />
        <FormErrorSummary errors={applied.errors} title="Not applied" />
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={onBack} disabled={applying} data-testid="resolution-back">
            Back: change the outcome
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Print
          </button>
          <button type="submit" className="button" disabled={applying} data-testid="resolution-apply">
            {applying ? 'Applying…' : 'Apply the resolution'}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Step 1, for one side: its scenario result, who is responsible, objectives, counts and scenario facts. */
function OutcomeSide({
  side,
  index,
  scenario,
  errors,
  values,
}: {
  side: WizardSide;
  index: number;
  scenario: ScenarioChoices | null;
  errors: ActionState['errors'];
  values: Record<string, string>;
}) {
  const at = (name: string) => `sides.${index}.${name}`;
  return (
    <fieldset className="wizard__side" data-testid="outcome-side" data-position={side.position}>
      <legend>{side.name}</legend>
      <input type="hidden" name="sidePosition" value={side.position} />
      {scenario && (
        <fieldset className="field radio-row" id={fieldId(at('scenarioOutcome'))} {...invalidProps(errors, at('scenarioOutcome'))}>
          <legend>Scenario ({scenario.name})</legend>
          <label>
            <input type="radio" name={at('scenarioOutcome')} value="WON" defaultChecked={values[at('scenarioOutcome')] === 'WON'} /> Won
          </label>
          <label>
            <input type="radio" name={at('scenarioOutcome')} value="LOST" defaultChecked={values[at('scenarioOutcome')] === 'LOST'} /> Lost
          </label>
          <FieldErrors errors={errors} name={at('scenarioOutcome')} />
        </fieldset>
      )}
      {side.isTeam && (
        <div className="field">
          <label htmlFor={fieldId(at('responsibleMemberId'))}>Member personally responsible</label>
          <select
            id={fieldId(at('responsibleMemberId'))}
            name={at('responsibleMemberId')}
            defaultValue={values[at('responsibleMemberId')] ?? ''}
            {...invalidProps(errors, at('responsibleMemberId'))}
          >
            <option value="">Nobody in particular</option>
            {side.members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
          <FieldErrors errors={errors} name={at('responsibleMemberId')} />
        </div>
      )}
      <div className="checkbox-list">
        {side.isTeam && (
          <label className="checkbox-list__item">
            <input type="checkbox" name={at('teamResponsible')} defaultChecked={values[at('teamResponsible')] === 'on'} /> Team responsible for the scenario win
          </label>
        )}
        <label className="checkbox-list__item">
          <input type="checkbox" name={at('ranAway')} defaultChecked={values[at('ranAway')] === 'on'} /> Ran away (In Over Your Head)
        </label>
      </div>
      {scenario && scenario.objectives && scenario.objectives.length > 0 && (
        <fieldset className="checkbox-list" id={fieldId(at('objectivesMet'))} {...invalidProps(errors, at('objectivesMet'))}>
          <legend>Objectives met</legend>
          {scenario.objectives.map((o) => (
            <label key={o.id} className="checkbox-list__item">
              <input
                type="checkbox"
                name={at('objectivesMet')}
                value={o.id}
                defaultChecked={(values[`${at('objectivesMet')}`] ?? '').split(',').includes(o.id)}
              />{' '}
              {o.label}
            </label>
          ))}
          <FieldErrors errors={errors} name={at('objectivesMet')} />
        </fieldset>
      )}
      {scenario && !scenario.objectives && (
        <div className="field">
          <label htmlFor={fieldId(at('objectivesMet'))}>Objectives met (one per line, e.g. ROBBERY_FOILED)</label>
          <textarea
            id={fieldId(at('objectivesMet'))}
            name={at('objectivesMet')}
            rows={2}
            defaultValue={values[at('objectivesMet')] ?? ''}
            {...invalidProps(errors, at('objectivesMet'))}
          />
          <FieldErrors errors={errors} name={at('objectivesMet')} />
        </div>
      )}
      <div className="field-row">
        {OUTCOME_COUNTS.map(([name, label]) => (
          <NumberField key={name} name={at(name)} label={label} errors={errors} values={values} hint="0" />
        ))}
      </div>
      {scenario && (
        <details className="wizard__facts" open={SCENARIO_FACTS.some(([name]) => errors.some((e) => e.field === at(name)))}>
          <summary>Scenario facts{scenario.facts.length ? '' : ' (none counted by this scenario)'}</summary>
          <div className="field-row">
            {SCENARIO_FACTS.filter(([name]) => !scenario.facts.length || scenario.facts.includes(name)).map(([name, label]) => (
              <NumberField key={name} name={at(name)} label={label} errors={errors} values={values} />
            ))}
          </div>
        </details>
      )}
    </fieldset>
  );
}

/** Whether the outcome form shows a field of this name next to its input (else the summary lists it). */
function shownNextToField(field: string, sideCount: number): boolean {
  if (['winningSide', 'scenarioDifficulty', 'roundsPlayed'].includes(field)) return true;
  const match = /^sides\.(\d+)\.(\w+)$/.exec(field);
  if (!match || Number(match[1]) >= sideCount) return false;
  return ['scenarioOutcome', 'responsibleMemberId', 'objectivesMet', ...OUTCOME_COUNTS.map(([n]) => n), ...SCENARIO_FACTS.map(([n]) => n)].includes(match[2]);
}

/** Voiding reverses a resolved match's ledger entries: the Creator says why, then confirms. */
export function VoidMatchForm({ matchId }: { matchId: string }) {
  const [state, action, pending] = useActionState(voidMatchAction, INITIAL_ACTION_STATE);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  if (state.done > 0) {
    return (
      <p className="notice" role="status" data-testid="void-done">
        {state.message}
      </p>
    );
  }
  if (!confirming) {
    return (
      <button type="button" className="button button--danger-outline" onClick={() => setConfirming(true)} data-testid="void-start">
        Void this match…
      </button>
    );
  }
  return (
    <form action={action} className="form-card void-form" noValidate data-testid="void-form" aria-label="Void the match">
      <SubmitKey done={state.done} />
      <input type="hidden" name="matchId" value={matchId} />
      <p>
        Voiding reverses every ledger entry this resolution wrote (with correcting entries; nothing is deleted). The match then no longer counts for its league.
        This cannot be undone.
      </p>
      <div className="field">
        <label htmlFor={reasonId}>Why is the match voided?</label>
        <textarea id={reasonId} name="reason" rows={2} required defaultValue={state.values?.reason ?? ''} autoFocus {...invalidProps(state.errors, 'reason')} />
        <FieldErrors errors={state.errors} name="reason" />
      </div>
      <FormErrorSummary errors={state.errors.filter((e) => e.field !== 'reason')} title="Not voided" />
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="button button--danger" disabled={pending} data-testid="void-confirm">
          {pending ? 'Voiding…' : 'Void the match'}
        </button>
      </div>
    </form>
  );
}
