import { WorldRole } from '../worlds/world-member.entity';

/** Who may do what with a world's catalogues and settings (merged into auth/policy.ts). */
export const CATALOGUE_POLICY = {} as const satisfies Record<string, readonly WorldRole[]>;
