import { WorldRole } from '../worlds/world-member.entity';

/** Who may run matches (merged into auth/policy.ts). Reading a match needs no entry. */
export const MATCH_POLICY = {
  'match.create': [WorldRole.CREATOR, WorldRole.ORGANIZER],
  'match.record': [WorldRole.CREATOR, WorldRole.ORGANIZER],
  'match.resolve': [WorldRole.CREATOR, WorldRole.ORGANIZER],
  'match.void': [WorldRole.CREATOR, WorldRole.ORGANIZER],
} as const satisfies Record<string, readonly WorldRole[]>;
