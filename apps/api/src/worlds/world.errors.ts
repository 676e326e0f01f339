/** Stable codes of worlds, their members and invitations. */
export const WORLD_ERROR_CODES = {
  /** No pending invitation of this e-mail (for accept and decline: the signed-in account's) to the world. */
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
} as const;
