import { WorldRole } from '../worlds/world-member.entity';

/** Who may run leagues (merged into auth/policy.ts). Reading leagues, standings and prestige needs no entry. */
export const LEAGUE_POLICY = {
  'league.manage': [WorldRole.CREATOR, WorldRole.ORGANIZER],
} as const satisfies Record<string, readonly WorldRole[]>;
