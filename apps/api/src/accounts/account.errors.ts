/** Stable codes of accounts and signing in. */
export const ACCOUNT_ERROR_CODES = {
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  /** Blank (only spaces) or on the list of common passwords that guessers try first. */
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
} as const;
