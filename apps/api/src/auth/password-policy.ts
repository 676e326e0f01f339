import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy } from 'class-validator';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';

export const MIN_PASSWORD_LENGTH = 10;

/**
 * The common passwords of zxcvbn-ts (about 49,000, from leaked password lists) long enough to
 * pass the length rule; compared in lower case, so "Password12" is as common as "password12".
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].filter((word) => word.length >= MIN_PASSWORD_LENGTH));

/** A new password must not be blank and must not be a common one (PASSWORD_TOO_WEAK). */
export function IsStrongPassword(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isStrongPassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && /\S/.test(value) && !COMMON_PASSWORDS.has(value.toLowerCase()),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && /\S/.test(args.value)
            ? 'this is one of the most common passwords; choose another'
            : 'a password must not be only spaces',
      },
    },
    code(UserErrorCode.PASSWORD_TOO_WEAK),
  );
}
