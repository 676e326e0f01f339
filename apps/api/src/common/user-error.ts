import { Field, ObjectType, registerEnumType } from 'type-graphql';

import { CATALOGUE_ERROR_CODES } from '../catalogues/catalogue.errors';
import { TEAM_ERROR_CODES } from '../teams/team.errors';
import { MATCH_ERROR_CODES } from '../matches/match.errors';
import { LEAGUE_ERROR_CODES } from '../leagues/league.errors';
import { IDEMPOTENCY_ERROR_CODES } from '../idempotency/idempotency.errors';
import { WORLD_ERROR_CODES } from '../worlds/world.errors';
import { WEBHOOK_ERROR_CODES } from '../webhooks/webhook.errors';

// Codes of the foundation, accounts and characters; each feature adds its own in <feature>.errors.ts.
const CORE_ERROR_CODES = {
  /** A value is not of the accepted form (too long, empty, not allowed). */
  INVALID_VALUE: 'INVALID_VALUE',
  /** A number, or a balance it would make, is past what is stored (PostgreSQL's integer: 2,147,483,647 either way). */
  VALUE_TOO_LARGE: 'VALUE_TOO_LARGE',
  WORLD_NOT_FOUND: 'WORLD_NOT_FOUND',
  CHARACTER_NOT_FOUND: 'CHARACTER_NOT_FOUND',
  CHARACTER_NAME_TAKEN: 'CHARACTER_NAME_TAKEN',
  VERSIONS_MISSING: 'VERSIONS_MISSING',
  DUPLICATE_RANK: 'DUPLICATE_RANK',
  DIAL_EMPTY: 'DIAL_EMPTY',
  DIAL_TOO_LONG: 'DIAL_TOO_LONG',
  KO_CLICK_MISSING: 'KO_CLICK_MISSING',
  NEGATIVE_VALUE: 'NEGATIVE_VALUE',
  RANGE_NEGATIVE: 'RANGE_NEGATIVE',
  TARGETS_OUT_OF_RANGE: 'TARGETS_OUT_OF_RANGE',
  STARTING_CLICK_OUTSIDE_DIAL: 'STARTING_CLICK_OUTSIDE_DIAL',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  /** Blank (only spaces) or on the list of common passwords that guessers try first. */
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  WORLD_SLUG_TAKEN: 'WORLD_SLUG_TAKEN',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  LAST_CREATOR: 'LAST_CREATOR',
  API_KEY_NOT_FOUND: 'API_KEY_NOT_FOUND',
  CHARACTER_IN_USE: 'CHARACTER_IN_USE',
  VERSION_IN_USE: 'VERSION_IN_USE',
} as const;

/**
 * Stable codes for problems the caller can fix. Clients branch on these, so a code is never
 * renamed or reused; new problems get new codes.
 */
export const UserErrorCode = {
  ...CORE_ERROR_CODES,
  ...CATALOGUE_ERROR_CODES,
  ...TEAM_ERROR_CODES,
  ...MATCH_ERROR_CODES,
  ...LEAGUE_ERROR_CODES,
  ...IDEMPOTENCY_ERROR_CODES,
  ...WORLD_ERROR_CODES,
  ...WEBHOOK_ERROR_CODES,
} as const;
export type UserErrorCode = (typeof UserErrorCode)[keyof typeof UserErrorCode];

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Stable code of a problem the caller can fix; never renamed.',
});

@ObjectType({ description: 'A problem with the input that the caller can fix. Nothing was written.' })
export class UserError {
  @Field(() => UserErrorCode, { description: 'Stable code of the problem; branch on this, not on `message`.' })
  code: UserErrorCode;

  @Field(() => [String], {
    description: 'Path to the input field concerned, e.g. ["versions", "0", "clicks", "2", "attack"]; empty when the whole input is concerned.',
  })
  field: string[];

  @Field(() => String, { description: 'What is wrong, in words a person can act on.' })
  message: string;
}

export function userError(code: UserErrorCode, field: (string | number)[], message: string): UserError {
  return Object.assign(new UserError(), { code, field: field.map(String), message });
}

/** Anything a mutation returns: its result fields plus the problems that stopped it. */
export interface WithUserErrors {
  userErrors: UserError[];
}
