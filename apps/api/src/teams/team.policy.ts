import { WorldRole } from '../worlds/world-member.entity';

/**
 * Who may do what with teams and the ledger (merged into auth/policy.ts). Reading teams needs no
 * entry. An owner acts on his own team while he keeps a role listed under `team.actOwn`; the
 * Creator acts on any team.
 */
export const TEAM_POLICY = {
  'team.create': [WorldRole.CREATOR, WorldRole.PLAYER],
  'team.actOwn': [WorldRole.CREATOR, WorldRole.PLAYER],
  'team.actAny': [WorldRole.CREATOR],
  'team.award': [WorldRole.CREATOR],
  'ledger.correct': [WorldRole.CREATOR],
  'team.suggestOpposition': [WorldRole.CREATOR],
} as const satisfies Record<string, readonly WorldRole[]>;
