import { Matches, validate, ValidationError } from 'class-validator';
import { COMMON_ERROR_CODES, UserError, userError } from './user-error';

/** Options for a class-validator decorator that reports the given stable code (one of http/user-error-codes.ts's). */
export function code(value: string, message?: string) {
  return { context: { code: value }, ...(message ? { message } : {}) };
}

/** A text that is trimmed before it is stored must hold something besides spaces. */
export const NotBlank = () => Matches(/\S/, { message: '$property must not be blank' });

/** class-validator's stock phrases, as a person would say them (issue 17: "name must be longer than or equal to 1 characters"). */
const PLAIN_WORDS: [RegExp, (field: string, n: string) => string][] = [
  [/^(\S+) must be longer than or equal to (\d+) characters$/, (f, n) => (n === '1' ? `${f} must not be empty` : `${f} needs at least ${n} characters`)],
  [/^(\S+) must be shorter than or equal to (\d+) characters$/, (f, n) => `${f} can have at most ${n} characters`],
  [/^(\S+) must not be less than (-?[\d.]+)$/, (f, n) => `${f} must be at least ${n}`],
  [/^(\S+) must not be greater than (-?[\d.]+)$/, (f, n) => `${f} must be at most ${n}`],
  [/^(\S+) must contain no more than (\d+) elements$/, (f, n) => `${f} can hold at most ${n} ${n === '1' ? 'entry' : 'entries'}`],
  [/^(\S+) must contain at least (\d+) elements$/, (f, n) => `${f} needs at least ${n} ${n === '1' ? 'entry' : 'entries'}`],
];

/** A validation message in plain words: class-validator's stock phrasing rewritten, anything else as it is. */
export function plainMessage(message: string): string {
  for (const [pattern, words] of PLAIN_WORDS) {
    const found = pattern.exec(message);
    if (found) return words(found[1], found[2]);
  }
  return message;
}

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
        const declared = (error.contexts?.[constraint] as { code?: string } | undefined)?.code;
        out.push(userError(declared ?? COMMON_ERROR_CODES.INVALID_VALUE, fieldPath, plainMessage(message)));
      }
      if (error.children?.length) walk(error.children, fieldPath);
    }
  };
  walk(errors, []);
  return out;
}
