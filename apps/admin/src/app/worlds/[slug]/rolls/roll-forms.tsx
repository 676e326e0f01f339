'use client';

import Link from 'next/link';
import { useActionState, useId } from 'react';
import { Dice } from '@/components/dice';
import { FormErrorSummary } from '@/components/field-errors';
import { INITIAL_ROLL_STATE, type RollState } from '@/lib/roll-state';
import { rollRandomScenarioAction, rollSubPlotAction } from './actions';

type Action = (previous: RollState, form: FormData) => Promise<RollState>;

/** One roll button and, after pressing it, the dice as rolled and the entry they chose. */
function RollForm({
  action,
  worldSlug,
  title,
  hint,
  submit,
  testId,
}: {
  action: Action;
  worldSlug: string;
  title: string;
  hint: string;
  submit: string;
  testId: string;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_ROLL_STATE);
  const titleId = useId();
  return (
    <form action={formAction} className="form-card roll-form" data-testid={testId} aria-labelledby={titleId}>
      <h2 id={titleId} className="form-card__title">
        {title}
      </h2>
      <p className="field-hint">{hint}</p>
      <input type="hidden" name="world" value={worldSlug} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Rolling…' : submit}
        </button>
      </div>
      <FormErrorSummary errors={state.errors} title="Refused" />
      {state.roll && state.entry && !state.errors.length && (
        <div className="roll-result" role="status" data-testid={`${testId}-result`} key={state.done}>
          <p className="roll-result__dice">
            <Dice faces={state.roll.faces} size="large" />
            <span className="roll-result__total" data-testid="dice-total">
              {state.roll.faces.join(' + ')} = <strong>{state.roll.total}</strong>
            </span>
          </p>
          <h3 className="roll-result__title" data-testid="roll-entry">
            {state.entry.title}
          </h3>
          {state.entry.text.map((paragraph, i) => (
            <p key={i} className="roll-result__text">
              {paragraph}
            </p>
          ))}
          {state.entry.note && <p className="muted">{state.entry.note}</p>}
          {state.entry.next && (
            <p>
              <Link href={state.entry.next.href} className="button" data-testid="roll-next">
                {state.entry.next.label}
              </Link>
            </p>
          )}
          <p className="roll-result__seed muted">
            Recorded with seed <code>{state.roll.seed}</code>.
          </p>
        </div>
      )}
    </form>
  );
}

export function RandomScenarioForm({ worldSlug }: { worldSlug: string }) {
  return (
    <RollForm
      action={rollRandomScenarioAction}
      worldSlug={worldSlug}
      title="Random scenario"
      hint="2d6 on the random scenario generator."
      submit="Roll a random scenario"
      testId="random-scenario-form"
    />
  );
}

export function SubPlotForm({ worldSlug }: { worldSlug: string }) {
  return (
    <RollForm
      action={rollSubPlotAction}
      worldSlug={worldSlug}
      title="Sub-plot"
      hint="A roll on the sub-plot list."
      submit="Roll a sub-plot"
      testId="sub-plot-form"
    />
  );
}
