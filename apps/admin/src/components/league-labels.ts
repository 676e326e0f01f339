import type { LeagueStatus, LeagueTieBreaker } from '@/gql/graphql';

/** Tie-breakers in words, for column headers and the settings form. */
export const TIE_BREAKER_LABELS: Record<LeagueTieBreaker, string> = {
  HEAD_TO_HEAD: 'Head-to-head',
  HERO_POINTS: 'Hero Points',
  PRESTIGE: 'Prestige / Infamy',
  OPPONENTS_WIN_PERCENTAGE: 'Opponents’ win %',
  KOS: 'KOs',
};

/** What each tie-breaker compares, for the settings form. */
export const TIE_BREAKER_HINTS: Record<LeagueTieBreaker, string> = {
  HEAD_TO_HEAD: 'points in the games between the teams still level',
  HERO_POINTS: 'Hero Points earned in league matches',
  PRESTIGE: 'Prestige earned in league matches (a villain’s Infamy by its size)',
  OPPONENTS_WIN_PERCENTAGE: 'how well the teams it played did',
  KOS: 'figures KOed in league matches',
};

/** The API's default order. */
export const TIE_BREAKERS = Object.keys(TIE_BREAKER_LABELS) as LeagueTieBreaker[];
export const DEFAULT_TIE_BREAKERS: LeagueTieBreaker[] = ['HEAD_TO_HEAD', 'HERO_POINTS', 'PRESTIGE', 'OPPONENTS_WIN_PERCENTAGE', 'KOS'];

export const LEAGUE_STATUS_LABELS: Record<LeagueStatus, string> = {
  OPEN: 'Open',
  FINAL: 'Final',
};
export const LEAGUE_STATUSES = Object.keys(LEAGUE_STATUS_LABELS) as LeagueStatus[];

export function isTieBreaker(value: string): value is LeagueTieBreaker {
  return Object.hasOwn(TIE_BREAKER_LABELS, value);
}

export function isLeagueStatus(value: string): value is LeagueStatus {
  return Object.hasOwn(LEAGUE_STATUS_LABELS, value);
}

/** A tie-breaker's value as people read it: the opponents' win rate as a percentage, the rest as numbers. */
export function formatTieBreaker(kind: LeagueTieBreaker, value: number): string {
  if (kind === 'OPPONENTS_WIN_PERCENTAGE') return `${(Math.round(value * 1000) / 10).toFixed(1)}%`;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
