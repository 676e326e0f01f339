import { LeagueActivityResolver, LiveResolver } from './live.resolver';

/** The live-updates feature: its subscriptions (served by live.server.ts). */
export const liveResolvers: Function[] = [LiveResolver, LeagueActivityResolver];
