import { IsEmail, Length, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { UserErrorCode } from '../common/user-error';
import { code } from '../common/validation';

export const MIN_PASSWORD_LENGTH = 10;

@InputType()
export class SignUpInput {
  @Field(() => String) @IsEmail({}, code(UserErrorCode.INVALID_VALUE, 'not an email address')) @MaxLength(200) email: string;

  @Field(() => String)
  @MinLength(MIN_PASSWORD_LENGTH, code(UserErrorCode.PASSWORD_TOO_SHORT, `at least ${MIN_PASSWORD_LENGTH} characters`))
  @MaxLength(200)
  password: string;

  @Field(() => String) @Length(1, 80) displayName: string;
}

@InputType()
export class SignInInput {
  @Field(() => String) @MaxLength(200) email: string;
  @Field(() => String) @MaxLength(200) password: string;
}
