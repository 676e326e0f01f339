/** Stable codes of worlds, their members and invitations. */
export const WORLD_ERROR_CODES = {
  WORLD_NOT_FOUND: 'WORLD_NOT_FOUND',
  WORLD_SLUG_TAKEN: 'WORLD_SLUG_TAKEN',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  LAST_CREATOR: 'LAST_CREATOR',
  /** No pending invitation of this e-mail (for accept and decline: the signed-in account's) to the world. */
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
} as const;
