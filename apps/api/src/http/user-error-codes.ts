import { ACCOUNT_ERROR_CODES } from '../accounts/account.errors';
import { API_KEY_ERROR_CODES } from '../api-keys/api-key.errors';
import { CATALOGUE_ERROR_CODES } from '../catalogues/catalogue.errors';
import { CHARACTER_ERROR_CODES } from '../characters/character.errors';
import { COMMON_ERROR_CODES, registerUserErrorCodes } from '../common/user-error';
import { IDEMPOTENCY_ERROR_CODES } from '../idempotency/idempotency.errors';
import { LEAGUE_ERROR_CODES } from '../leagues/league.errors';
import { MATCH_ERROR_CODES } from '../matches/match.errors';
import { PLAYER_MATCH_ERROR_CODES } from '../matches/player-match.errors';
import { TEAM_ERROR_CODES } from '../teams/team.errors';
import { WEBHOOK_ERROR_CODES } from '../webhooks/webhook.errors';
import { WORLD_ERROR_CODES } from '../worlds/world.errors';

/**
 * Every stable code of a problem the caller can fix: the foundation's and each feature's (its
 * `<feature>.errors.ts`), assembled here, at the composition root, so `common/` names no feature.
 * Clients branch on these, so a code is never renamed or reused; new problems get new codes.
 * Features import their codes from here, which imports only the codes' own files.
 */
export const UserErrorCode = {
  ...COMMON_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...API_KEY_ERROR_CODES,
  ...WORLD_ERROR_CODES,
  ...CHARACTER_ERROR_CODES,
  ...CATALOGUE_ERROR_CODES,
  ...TEAM_ERROR_CODES,
  ...MATCH_ERROR_CODES,
  ...PLAYER_MATCH_ERROR_CODES,
  ...LEAGUE_ERROR_CODES,
  ...IDEMPOTENCY_ERROR_CODES,
  ...WEBHOOK_ERROR_CODES,
} as const;
export type UserErrorCode = (typeof UserErrorCode)[keyof typeof UserErrorCode];

// The GraphQL enum UserErrorCode, the type of UserError.code.
registerUserErrorCodes(UserErrorCode);
