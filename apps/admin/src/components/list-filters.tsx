import Link from 'next/link';
import { Suspense } from 'react';
import { ClearFiltersLink, KeptSortFields } from './kept-sort';

interface FieldBase {
  /** The query parameter. */
  name: string;
  /** The element id; "filter-<name>" when not given. */
  id?: string;
  label: string;
  /** The value now in the URL ('' for none). */
  value: string;
  /** A narrow column (numbers, page size). */
  narrow?: boolean;
}

/** One filter of a list: a search box, a number or a select. */
export type FilterField =
  | (FieldBase & { kind: 'search'; placeholder: string })
  | (FieldBase & { kind: 'number' })
  | (FieldBase & {
      kind: 'select';
      /** The label of the first option, '' (no filter); no such option when absent. */
      any?: string;
      options: readonly { value: string; label: string }[];
    });

/** The options of a select over an enum, in the given order, with their labels. */
export function choices<T extends string>(values: readonly T[], labels: Record<T, string>): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A yes/no filter's select: `any` (''), then `yes` ('yes') and `no` ('no'). */
export function yesNoField({ any, yes, no, ...field }: FieldBase & { any: string; yes: string; no: string }): FilterField {
  return {
    ...field,
    kind: 'select',
    any,
    options: [
      { value: 'yes', label: yes },
      { value: 'no', label: no },
    ],
  };
}

/**
 * The filter form above a list: a plain GET form, so submitting it puts the filters in the URL
 * and starts again from page 1, in the list's order (KeptSortFields); "Clear" goes back to the
 * unfiltered list, in the same order.
 */
export function ListFilters({
  label,
  action,
  filtered,
  fields,
}: {
  /** The form's accessible name, e.g. "Filter feats". */
  label: string;
  action: string;
  /** Whether a filter is set (offers "Clear"). */
  filtered: boolean;
  fields: readonly FilterField[];
}) {
  return (
    <form className="filters" method="get" action={action} data-testid="filters" role="search" aria-label={label}>
      {fields.map((field) => {
        const id = field.id ?? `filter-${field.name}`;
        return (
          <div key={field.name} className={field.narrow ? 'field field--narrow' : 'field'}>
            <label htmlFor={id}>{field.label}</label>
            {field.kind === 'search' && <input id={id} name={field.name} type="search" defaultValue={field.value} placeholder={field.placeholder} />}
            {field.kind === 'number' && <input id={id} name={field.name} type="number" min={0} step={1} inputMode="numeric" defaultValue={field.value} />}
            {field.kind === 'select' && (
              <select id={id} name={field.name} defaultValue={field.value}>
                {field.any !== undefined && <option value="">{field.any}</option>}
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
      <Suspense fallback={null}>
        <KeptSortFields />
      </Suspense>
      <div className="filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {filtered && (
          <Suspense
            fallback={
              <Link href={action} className="filters__clear">
                Clear
              </Link>
            }
          >
            <ClearFiltersLink action={action} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
