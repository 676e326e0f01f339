import { WorldRole } from '../worlds/world-member.entity';

/** Who may do what with a world's catalogues and settings (merged into auth/policy.ts). */
export const CATALOGUE_POLICY = {
  'settings.read': [WorldRole.CREATOR, WorldRole.ORGANIZER, WorldRole.PLAYER],
  'settings.write': [WorldRole.CREATOR],
  'catalogue.write': [WorldRole.CREATOR],
  'character.import': [WorldRole.CREATOR],
  'scenario.roll': [WorldRole.CREATOR],
  'diceRoll.read': [WorldRole.CREATOR],
} as const satisfies Record<string, readonly WorldRole[]>;
