'use client';

import { useActionState, useId } from 'react';
import { FieldErrors, invalidProps } from '@/components/field-errors';
import { INITIAL_ACTION_STATE } from '@/lib/action-state';
import { setFeatPriceAction } from './actions';

/**
 * The Creator's price for one feat, in Hero Points. Every refusal (from the console or the API)
 * is shown in words right next to the field.
 */
export function FeatPriceForm({ worldSlug, catalogueId, featName, price }: { worldSlug: string; catalogueId: string; featName: string; price: number | null }) {
  const [state, action, pending] = useActionState(setFeatPriceAction, INITIAL_ACTION_STATE);
  const id = useId();
  const inputId = `price-${id}`;
  const errorName = `price-of-${catalogueId}`;
  const errors = state.errors.map((e) => ({ ...e, field: errorName }));
  return (
    <form action={action} className="role-form price-form" data-testid="feat-price-form" noValidate>
      <input type="hidden" name="world" value={worldSlug} />
      <input type="hidden" name="catalogueId" value={catalogueId} />
      <label htmlFor={inputId} className="visually-hidden">
        Price of {featName} in Hero Points
      </label>
      <input
        id={inputId}
        name="price"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        className="price-form__input"
        placeholder="HP"
        defaultValue={state.values?.price ?? (price === null ? '' : String(price))}
        key={`${state.done}-${state.values?.price ?? ''}`}
        {...invalidProps(errors, errorName)}
      />{' '}
      <button type="submit" className="button button--small button--secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Set price'}
        <span className="visually-hidden"> of {featName}</span>
      </button>
      <FieldErrors errors={errors} name={errorName} />
      {state.message && !errors.length && (
        <p className="notice notice--inline" role="status" data-testid="feat-price-done">
          {state.message}
        </p>
      )}
    </form>
  );
}
