import { Matches, validate, ValidationError } from 'class-validator';
import { UserError, UserErrorCode, userError } from './user-error';

/** Options for a class-validator decorator that reports the given stable code. */
export function code(value: UserErrorCode, message?: string) {
  return { context: { code: value }, ...(message ? { message } : {}) };
}

/** A text that is trimmed before it is stored must hold something besides spaces. */
export const NotBlank = () => Matches(/\S/, { message: '$property must not be blank' });

/**
 * Runs the input's class-validator rules and turns every failure into a UserError on the
 * field's path, with the code its decorator declared (INVALID_VALUE when none).
 */
export async function validateInput(input: object): Promise<UserError[]> {
  const errors = await validate(input, { forbidUnknownValues: false });
  const out: UserError[] = [];
  const walk = (list: ValidationError[], path: string[]) => {
    for (const error of list) {
      const fieldPath = [...path, error.property];
      for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
        const declared = (error.contexts?.[constraint] as { code?: UserErrorCode } | undefined)?.code;
        out.push(userError(declared ?? UserErrorCode.INVALID_VALUE, fieldPath, message));
      }
      if (error.children?.length) walk(error.children, fieldPath);
    }
  };
  walk(errors, []);
  return out;
}
