/** Stable codes of matches run by players (issue 17): setting one up, recording on it, and confirming a proposed resolution. */
export const PLAYER_MATCH_ERROR_CODES = {
  /** A player sets up matches for his own team only: none of the sides is a team of his. */
  NOT_YOUR_TEAM: 'NOT_YOUR_TEAM',
  /** A player's match is his team against another player's: his own team on both sides. */
  OPPONENT_IS_YOUR_TEAM: 'OPPONENT_IS_YOUR_TEAM',
  /** A player's match has exactly two sides, each a team (NPC forces are the Creator's or an organizer's to field). */
  PLAYER_MATCH_TEAMS_ONLY: 'PLAYER_MATCH_TEAMS_ONLY',
  /** Recording on, resolving or deciding a match none of whose sides is a team of the player's. */
  NOT_YOUR_MATCH: 'NOT_YOUR_MATCH',
  /** A player records events for his own side only (the acting side is another player's). */
  NOT_YOUR_SIDE: 'NOT_YOUR_SIDE',
  /** The teams changed since the resolution was proposed (a member bought, a balance spent): it no longer computes the same; reject it and propose again. */
  PROPOSAL_OUTDATED: 'PROPOSAL_OUTDATED',
  /** A resolution is proposed: it is confirmed or rejected before anything else happens to the match. */
  MATCH_AWAITING_CONFIRMATION: 'MATCH_AWAITING_CONFIRMATION',
  /** Confirming or rejecting a match with no proposed resolution. */
  NO_PROPOSED_RESOLUTION: 'NO_PROPOSED_RESOLUTION',
  /** The player who proposed a resolution cannot confirm it: the other side's owner, the Creator or an organizer does. */
  PROPOSER_CANNOT_CONFIRM: 'PROPOSER_CANNOT_CONFIRM',
  /** Only the other side's owner, the Creator or an organizer confirms or rejects a proposed resolution. */
  NOT_A_CONFIRMER: 'NOT_A_CONFIRMER',
} as const;
