'use client';

import { useActionState, useId } from 'react';
import { FieldErrors, invalidProps } from '@/components/field-errors';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';

/** What is priced: a feat (in Hero Points) or an item (in dollars). */
const KINDS = {
  feat: { unit: 'Hero Points', placeholder: 'HP' },
  item: { unit: 'dollars', placeholder: '$' },
} as const;

/**
 * The Creator's price for one feat or item of the world's catalogue. Every refusal (from the
 * console or the API) is shown in words right next to the field.
 */
export function PriceForm({
  kind,
  setPrice,
  worldSlug,
  catalogueId,
  name,
  price,
}: {
  kind: keyof typeof KINDS;
  setPrice: (previous: ActionState, form: FormData) => Promise<ActionState>;
  worldSlug: string;
  catalogueId: string;
  name: string;
  price: number | null;
}) {
  const [state, action, pending] = useActionState(setPrice, INITIAL_ACTION_STATE);
  const id = useId();
  const inputId = `price-${id}`;
  const errorName = `price-of-${catalogueId}`;
  const errors = state.errors.map((e) => ({ ...e, field: errorName }));
  return (
    <form action={action} className="role-form price-form" data-testid={`${kind}-price-form`} noValidate>
      <input type="hidden" name="world" value={worldSlug} />
      <input type="hidden" name="catalogueId" value={catalogueId} />
      <label htmlFor={inputId} className="visually-hidden">
        Price of {name} in {KINDS[kind].unit}
      </label>
      <input
        id={inputId}
        name="price"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        className="price-form__input"
        placeholder={KINDS[kind].placeholder}
        defaultValue={state.values?.price ?? (price === null ? '' : String(price))}
        key={`${state.done}-${state.values?.price ?? ''}`}
        {...invalidProps(errors, errorName)}
      />{' '}
      <button type="submit" className="button button--small button--secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Set price'}
        <span className="visually-hidden"> of {name}</span>
      </button>
      <FieldErrors errors={errors} name={errorName} />
      {state.message && !errors.length && (
        <p className="notice notice--inline" role="status" data-testid={`${kind}-price-done`}>
          {state.message}
        </p>
      )}
    </form>
  );
}
