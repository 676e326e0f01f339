'use client';

import { useActionState, useId } from 'react';
import { FieldErrors, invalidProps } from '@/components/field-errors';
import { INITIAL_ACTION_STATE } from '@/lib/action-state';
import { setItemPriceAction } from './actions';

/**
 * The Creator's price for one item, in dollars. Every refusal (from the console or the API)
 * is shown in words right next to the field.
 */
export function ItemPriceForm({ worldSlug, catalogueId, itemName, price }: { worldSlug: string; catalogueId: string; itemName: string; price: number | null }) {
  const [state, action, pending] = useActionState(setItemPriceAction, INITIAL_ACTION_STATE);
  const id = useId();
  const inputId = `price-${id}`;
  const errorName = `price-of-${catalogueId}`;
  const errors = state.errors.map((e) => ({ ...e, field: errorName }));
  return (
    <form action={action} className="role-form price-form" data-testid="item-price-form" noValidate>
      <input type="hidden" name="world" value={worldSlug} />
      <input type="hidden" name="catalogueId" value={catalogueId} />
      <label htmlFor={inputId} className="visually-hidden">
        Price of {itemName} in dollars
      </label>
      <input
        id={inputId}
        name="price"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        className="price-form__input"
        placeholder="$"
        defaultValue={state.values?.price ?? (price === null ? '' : String(price))}
        key={`${state.done}-${state.values?.price ?? ''}`}
        {...invalidProps(errors, errorName)}
      />{' '}
      <button type="submit" className="button button--small button--secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Set price'}
        <span className="visually-hidden"> of {itemName}</span>
      </button>
      <FieldErrors errors={errors} name={errorName} />
      {state.message && !errors.length && (
        <p className="notice notice--inline" role="status" data-testid="item-price-done">
          {state.message}
        </p>
      )}
    </form>
  );
}
