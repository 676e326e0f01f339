import { IsEmail, Length, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { UserErrorCode } from '../http/user-error-codes';
import { code, NotBlank } from '../common/validation';
import { IsStrongPassword, MIN_PASSWORD_LENGTH } from '../auth/password-policy';

@InputType({ description: 'A new account: its sign-in email, password and public name.' })
export class SignUpInput {
  @Field(() => String, {
    description: 'Email address used to sign in, at most 200 characters; stored in lower case and must not belong to another account (EMAIL_TAKEN).',
  })
  @IsEmail({}, code(UserErrorCode.INVALID_VALUE, 'not an email address'))
  @MaxLength(200)
  email: string;

  @Field(() => String, {
    description: `Password, ${MIN_PASSWORD_LENGTH} to 200 characters (PASSWORD_TOO_SHORT below that), not only spaces and not one of the most common passwords (PASSWORD_TOO_WEAK). Stored only as a hash.`,
  })
  @MinLength(MIN_PASSWORD_LENGTH, code(UserErrorCode.PASSWORD_TOO_SHORT, `at least ${MIN_PASSWORD_LENGTH} characters`))
  @IsStrongPassword()
  @MaxLength(200)
  password: string;

  @Field(() => String, { description: 'Name shown to other members of shared worlds, 1 to 80 characters.' }) @NotBlank() @Length(1, 80) displayName: string;
}

@InputType({ description: 'The credentials of an existing account.' })
export class SignInInput {
  @Field(() => String, { description: 'The email address the account signed up with, at most 200 characters.' }) @MaxLength(200) email: string;
  @Field(() => String, {
    description: "The account's password, at most 200 characters. A wrong email or password gives INVALID_CREDENTIALS, without saying which.",
  })
  @MaxLength(200)
  password: string;
}
