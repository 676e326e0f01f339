import { WorldRole } from '../worlds/world-member.entity';

/** Who may do what with teams and the ledger (merged into auth/policy.ts). */
export const TEAM_POLICY = {} as const satisfies Record<string, readonly WorldRole[]>;
