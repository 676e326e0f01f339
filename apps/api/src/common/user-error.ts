import { Field, ObjectType, registerEnumType } from 'type-graphql';

/**
 * The foundation's own codes: a value of the wrong form or size, whichever feature's input holds it
 * (common/validation.ts reports them). Each feature adds its own in `<feature>.errors.ts`; the
 * composition root, `http/user-error-codes.ts`, assembles them all into `UserErrorCode`.
 */
export const COMMON_ERROR_CODES = {
  /** A value is not of the accepted form (too long, empty, not allowed). */
  INVALID_VALUE: 'INVALID_VALUE',
  /** A number, or a balance it would make, is past what is stored (PostgreSQL's integer: 2,147,483,647 either way). */
  VALUE_TOO_LARGE: 'VALUE_TOO_LARGE',
  NEGATIVE_VALUE: 'NEGATIVE_VALUE',
} as const;

/** The GraphQL enum of every code, as the composition root registered it. */
let registeredCodes: Readonly<Record<string, string>> | null = null;

/**
 * Registers the codes as the GraphQL enum `UserErrorCode` (the type of `UserError.code`). Called
 * once, by the composition root (`http/user-error-codes.ts`), before the schema is built.
 */
export function registerUserErrorCodes(codes: Readonly<Record<string, string>>): void {
  if (registeredCodes === codes) return;
  if (registeredCodes) throw new Error('the user error codes are registered once, by http/user-error-codes.ts');
  registerEnumType(codes, { name: 'UserErrorCode', description: 'Stable code of a problem the caller can fix; never renamed.' });
  registeredCodes = codes;
}

function userErrorCodeEnum(): Readonly<Record<string, string>> {
  if (!registeredCodes) throw new Error('UserError.code has no enum: import http/user-error-codes.ts before building the schema');
  return registeredCodes;
}

/**
 * A problem with the input that the caller can fix. Its code is one of the stable codes (clients
 * branch on these, so a code is never renamed or reused; new problems get new codes): here any
 * string, typed as `UserErrorCode` where the codes are assembled.
 */
@ObjectType({ description: 'A problem with the input that the caller can fix. Nothing was written.' })
export class UserError {
  @Field(userErrorCodeEnum, { description: 'Stable code of the problem; branch on this, not on `message`.' })
  code: string;

  @Field(() => [String], {
    description: 'Path to the input field concerned, e.g. ["versions", "0", "clicks", "2", "attack"]; empty when the whole input is concerned.',
  })
  field: string[];

  @Field(() => String, { description: 'What is wrong, in words a person can act on.' })
  message: string;
}

export function userError(code: string, field: (string | number)[], message: string): UserError {
  return Object.assign(new UserError(), { code, field: field.map(String), message });
}

/** Anything a mutation returns: its result fields plus the problems that stopped it. */
export interface WithUserErrors {
  userErrors: UserError[];
}
