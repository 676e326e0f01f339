import { GraphQLError } from 'graphql';
import { CATALOGUE_POLICY } from '../catalogues/catalogue.policy';
import { TEAM_POLICY } from '../teams/team.policy';
import { MATCH_POLICY } from '../matches/match.policy';
import { LEAGUE_POLICY } from '../leagues/league.policy';
import { WEBHOOK_POLICY } from '../webhooks/webhook.policy';
import { WorldRole } from '../worlds/world-member.entity';
import type { Viewer } from './viewer';

/**
 * Who may do what in a world: the one table every service consults. Reading public data needs
 * no entry: anyone may, anonymously or with an API key.
 */
export const WORLD_POLICY = {
  'character.write': [WorldRole.CREATOR],
  'character.readHidden': [WorldRole.CREATOR],
  'world.manage': [WorldRole.CREATOR],
  'member.read': [WorldRole.CREATOR, WorldRole.ORGANIZER, WorldRole.PLAYER],
  'member.manage': [WorldRole.CREATOR],
  'member.readPrivate': [WorldRole.CREATOR],
  'apiKey.manage': [WorldRole.CREATOR],
  ...CATALOGUE_POLICY,
  ...TEAM_POLICY,
  ...MATCH_POLICY,
  ...LEAGUE_POLICY,
  ...WEBHOOK_POLICY,
} as const satisfies Record<string, readonly WorldRole[]>;

export type WorldAction = keyof typeof WORLD_POLICY;

/** Whether the viewer may take this action in this world. */
export function can(viewer: Viewer, worldId: string, action: WorldAction): boolean {
  if (viewer.kind !== 'account') return false;
  const role = viewer.roles.get(worldId);
  return role !== undefined && (WORLD_POLICY[action] as readonly WorldRole[]).includes(role);
}

/** The worlds in which the viewer may take this action: none for anonymous callers and API keys. */
export function worldsWhere(viewer: Viewer, action: WorldAction): string[] {
  return viewer.kind === 'account' ? [...viewer.roles.keys()].filter((worldId) => can(viewer, worldId, action)) : [];
}

/** API keys are read-only: FORBIDDEN for any mutation, signIn and signUp included. */
export function refuseApiKey(viewer: Viewer): void {
  if (viewer.kind === 'apiKey') {
    throw new GraphQLError('API keys are read-only.', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
}

/** The signed-in account, or UNAUTHENTICATED; API keys are read-only and cannot act. */
export function requireAccount(viewer: Viewer): Extract<Viewer, { kind: 'account' }> {
  if (viewer.kind === 'account') return viewer;
  refuseApiKey(viewer);
  throw new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/** Throws UNAUTHENTICATED or FORBIDDEN unless the viewer may take the action in the world. */
export function authorize(viewer: Viewer, worldId: string, action: WorldAction): void {
  requireAccount(viewer);
  if (!can(viewer, worldId, action)) {
    throw new GraphQLError(`Your role in this world does not allow ${action}.`, {
      extensions: { code: 'FORBIDDEN', http: { status: 403 }, action },
    });
  }
}
