import { WorldRole } from '../worlds/world-member.entity';

/** Who may register webhooks and read their deliveries (merged into auth/policy.ts). */
export const WEBHOOK_POLICY = {
  /** A world's own webhooks: every match of the world, every league's standings. */
  'webhook.manageWorld': [WorldRole.CREATOR],
  /** A league's webhooks: its matches and standings. */
  'webhook.manageLeague': [WorldRole.CREATOR, WorldRole.ORGANIZER],
} as const satisfies Record<string, readonly WorldRole[]>;
