import { type FormError, errorsFor, fieldId, fieldLabel } from '@/lib/user-errors';

/** The id of a field's error text, for its aria-describedby. */
export const errorId = (name: string) => `${fieldId(name)}-error`;

/** The errors the API reported on one field, in words, right under it. */
export function FieldErrors({ errors, name }: { errors: readonly FormError[]; name: string }) {
  const own = errorsFor(errors, name);
  if (!own.length) return null;
  return (
    <p className="field-error" id={errorId(name)} data-testid="field-error" data-field={name}>
      {own.map((e) => e.message).join(' ')}
    </p>
  );
}

/** aria attributes for an input whose errors FieldErrors shows. */
export function invalidProps(errors: readonly FormError[], name: string) {
  return errorsFor(errors, name).length ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {};
}

/** Problems that concern the whole form, or a field the form does not show. */
export function FormErrorSummary({
  errors,
  title = 'This could not be saved',
  labels = {},
}: {
  errors: readonly FormError[];
  title?: string;
  /** The form's own label of a field, where it has one; otherwise the field's name in words. */
  labels?: Readonly<Record<string, string>>;
}) {
  if (!errors.length) return null;
  return (
    <div className="form-errors" role="alert" data-testid="form-errors" tabIndex={-1}>
      <h2 className="form-errors__title">{title}</h2>
      <ul>
        {errors.map((e, i) => (
          <li key={i}>
            {e.field ? (
              <a href={`#${fieldId(e.field)}`}>
                {labels[e.field] ?? fieldLabel(e.field)}: {e.message.charAt(0).toLowerCase()}
                {e.message.slice(1)}
              </a>
            ) : (
              e.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
