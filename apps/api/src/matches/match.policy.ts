import { WorldRole } from '../worlds/world-member.entity';

/**
 * Who may run matches (merged into auth/policy.ts). Reading a match needs no entry. The Creator and
 * organizers run any match; a player runs the matches his own teams play (`match.playOwn`): he sets
 * one up between his team and another player's, records its events, and proposes its resolution,
 * which the other side's owner (or the Creator or an organizer) confirms.
 */
export const MATCH_POLICY = {
  'match.create': [WorldRole.CREATOR, WorldRole.ORGANIZER],
  'match.record': [WorldRole.CREATOR, WorldRole.ORGANIZER],
  'match.resolve': [WorldRole.CREATOR, WorldRole.ORGANIZER],
  'match.void': [WorldRole.CREATOR, WorldRole.ORGANIZER],
  'match.playOwn': [WorldRole.PLAYER],
} as const satisfies Record<string, readonly WorldRole[]>;
