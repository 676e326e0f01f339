/**
 * League standings: what one resolved match adds to a league's tallies, and how the tallies
 * rank. Counts are stored; points and tie-breakers are computed here at read time, so a league
 * can change its scoring or tie-breakers without rebuilding anything.
 */

export type LeagueTieBreaker = 'HEAD_TO_HEAD' | 'HERO_POINTS' | 'PRESTIGE' | 'OPPONENTS_WIN_PERCENTAGE' | 'KOS';

export const LEAGUE_TIE_BREAKERS: readonly LeagueTieBreaker[] = ['HEAD_TO_HEAD', 'HERO_POINTS', 'PRESTIGE', 'OPPONENTS_WIN_PERCENTAGE', 'KOS'];

/** Points for each result of a league match. */
export interface LeagueScoring {
  win: number;
  draw: number;
  loss: number;
}

export interface LeagueSettings {
  scoring: LeagueScoring;
  /** Applied in this order among teams level on points. */
  tieBreakers: readonly LeagueTieBreaker[];
}

export const DEFAULT_LEAGUE_SCORING: LeagueScoring = { win: 3, draw: 1, loss: 0 };
export const DEFAULT_LEAGUE_SETTINGS: LeagueSettings = { scoring: DEFAULT_LEAGUE_SCORING, tieBreakers: LEAGUE_TIE_BREAKERS };

/** The most points a league may give for one result. */
export const MAX_POINTS_PER_RESULT = 100;

export type LeagueSettingsRefusalReason = 'SCORING_INVALID' | 'TIE_BREAKERS_INVALID';

export type LeagueSettingsCheck = { ok: true } | { ok: false; reason: LeagueSettingsRefusalReason; field: 'scoring' | 'tieBreakers'; message: string };

/**
 * Whether a league's settings make sense: whole points from 0 to 100, a win worth more than a
 * loss and a draw in between (never more than a win, never less than a loss); each tie-breaker
 * known and listed at most once (an empty list is allowed: teams level on points then share a rank).
 */
export function checkLeagueSettings(settings: LeagueSettings): LeagueSettingsCheck {
  const { win, draw, loss } = settings.scoring;
  for (const value of [win, draw, loss]) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_POINTS_PER_RESULT) {
      return { ok: false, reason: 'SCORING_INVALID', field: 'scoring', message: `points are whole numbers from 0 to ${MAX_POINTS_PER_RESULT}` };
    }
  }
  if (!(win > loss && win >= draw && draw >= loss)) {
    return {
      ok: false,
      reason: 'SCORING_INVALID',
      field: 'scoring',
      message: 'a win must be worth more than a loss, and a draw neither more than a win nor less than a loss',
    };
  }
  const seen = new Set<string>();
  for (const kind of settings.tieBreakers) {
    if (!LEAGUE_TIE_BREAKERS.includes(kind)) {
      return { ok: false, reason: 'TIE_BREAKERS_INVALID', field: 'tieBreakers', message: `unknown tie-breaker ${String(kind)}` };
    }
    if (seen.has(kind)) return { ok: false, reason: 'TIE_BREAKERS_INVALID', field: 'tieBreakers', message: `${kind} is listed twice` };
    seen.add(kind);
  }
  return { ok: true };
}

export type LeagueOutcome = 'WON' | 'LOST' | 'DRAW';

/** One side of a resolved match, as match resolution reports it. */
export interface LeagueMatchSide {
  /** Null for an NPC force: it plays, but has no place in the standings. */
  teamId: string | null;
  position: number;
  outcome: LeagueOutcome;
  heroPointsEarned: number;
  /** Prestige for a hero team; for a villain team its Infamy change (negative: more infamous). */
  prestigeChange: number;
  kos: number;
}

/** What a match adds to one team's standing row. */
export interface StandingTally {
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  heroPoints: number;
  prestige: number;
  kos: number;
}

/** What a match adds to one team's record against one opponent (one row each way). */
export interface PairTally {
  teamId: string;
  opponentId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

export interface LeagueMatchTallies {
  standings: StandingTally[];
  pairs: PairTally[];
}

const OUTCOME_ORDER: Record<LeagueOutcome, number> = { LOST: 0, DRAW: 1, WON: 2 };

/**
 * What a resolved match adds to the standings. Each team side counts one game with its own
 * outcome. Between two team sides, the one with the better outcome (WON over DRAW over LOST)
 * beat the other, and equal outcomes (two winners of a free-for-all, two losers) are a draw
 * between them. NPC sides count nowhere; a team playing two sides of one match counts a game per
 * side but has no record against itself.
 */
export function leagueMatchTallies(sides: readonly LeagueMatchSide[]): LeagueMatchTallies {
  const teamSides = sides.filter((s): s is LeagueMatchSide & { teamId: string } => s.teamId !== null);
  const standings = teamSides.map((s) => ({
    teamId: s.teamId,
    played: 1,
    won: s.outcome === 'WON' ? 1 : 0,
    drawn: s.outcome === 'DRAW' ? 1 : 0,
    lost: s.outcome === 'LOST' ? 1 : 0,
    heroPoints: s.heroPointsEarned,
    prestige: s.prestigeChange,
    kos: s.kos,
  }));
  const pairs: PairTally[] = [];
  for (const a of teamSides) {
    for (const b of teamSides) {
      if (a.teamId === b.teamId) continue;
      const diff = OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome];
      pairs.push({ teamId: a.teamId, opponentId: b.teamId, played: 1, won: diff > 0 ? 1 : 0, drawn: diff === 0 ? 1 : 0, lost: diff < 0 ? 1 : 0 });
    }
  }
  return { standings, pairs };
}

/** A team's stored standing row, with its alignment (Infamy counts by its magnitude). */
export interface StandingRow extends StandingTally {
  alignment: 'HERO' | 'VILLAIN';
}

export interface TieBreakerValue {
  kind: LeagueTieBreaker;
  value: number;
}

export interface RankedStanding extends StandingRow {
  /** 1-based; teams still level after every tie-breaker share it (1, 2, 2, 4). */
  rank: number;
  points: number;
  /** Every tie-breaker, in the league's order first, then the others. */
  tieBreakers: TieBreakerValue[];
}

const pointsOf = (r: { won: number; drawn: number; lost: number }, s: LeagueScoring) => r.won * s.win + r.drawn * s.draw + r.lost * s.loss;

/**
 * Ranks a league's teams: points from the counts, then the tie-breakers in order, each among
 * the teams still level:
 * - HEAD_TO_HEAD: points (same scoring) in the games between the teams still level when it is
 *   applied only, a mini-league among them; 0 for a team level with no one at that stage.
 * - HERO_POINTS: Hero Points earned in league matches.
 * - PRESTIGE: renown earned in league matches: a hero team's Prestige change; for a villain
 *   team the Infamy gained counts by its magnitude (Infamy grows negative, so -Infamy change),
 *   so both alignments rank "more renowned first".
 * - OPPONENTS_WIN_PERCENTAGE: over the games played, the average of the opponent's
 *   (won + ½ drawn) / played (strength of schedule); 0 before any game.
 * - KOS: figures KOed in league matches.
 * Higher is better for every value. Rows still level share a rank and keep their input order.
 */
export function rankStandings(rows: readonly StandingRow[], pairs: readonly PairTally[], settings: LeagueSettings): RankedStanding[] {
  const { scoring } = settings;
  const byTeam = new Map(rows.map((r) => [r.teamId, r]));
  const order = [...settings.tieBreakers, ...LEAGUE_TIE_BREAKERS.filter((k) => !settings.tieBreakers.includes(k))];
  const winShare = (teamId: string) => {
    const r = byTeam.get(teamId);
    return r && r.played > 0 ? (r.won + r.drawn / 2) / r.played : 0;
  };
  const pairsOf = new Map<string, PairTally[]>();
  for (const p of pairs) pairsOf.set(p.teamId, [...(pairsOf.get(p.teamId) ?? []), p]);

  const fixed = (row: StandingRow, kind: Exclude<LeagueTieBreaker, 'HEAD_TO_HEAD'>): number => {
    switch (kind) {
      case 'HERO_POINTS':
        return row.heroPoints;
      case 'PRESTIGE':
        return row.alignment === 'VILLAIN' ? -row.prestige : row.prestige;
      case 'KOS':
        return row.kos;
      case 'OPPONENTS_WIN_PERCENTAGE': {
        const games = (pairsOf.get(row.teamId) ?? []).filter((p) => p.played > 0);
        const played = games.reduce((n, p) => n + p.played, 0);
        return played === 0 ? 0 : games.reduce((sum, p) => sum + p.played * winShare(p.opponentId), 0) / played;
      }
    }
  };
  const headToHead = (row: StandingRow, group: ReadonlySet<string>): number =>
    group.size < 2
      ? 0
      : pointsOf(
          (pairsOf.get(row.teamId) ?? [])
            .filter((p) => group.has(p.opponentId))
            .reduce((t, p) => ({ won: t.won + p.won, drawn: t.drawn + p.drawn, lost: t.lost + p.lost }), { won: 0, drawn: 0, lost: 0 }),
          scoring,
        );

  const values = new Map<string, Map<LeagueTieBreaker, number>>(rows.map((r) => [r.teamId, new Map()]));
  for (const row of rows) {
    for (const kind of order) if (kind !== 'HEAD_TO_HEAD') values.get(row.teamId)!.set(kind, fixed(row, kind));
  }

  // Splits a group of level rows by one key, best first, keeping input order within a value.
  const split = (group: StandingRow[], key: (r: StandingRow) => number): StandingRow[][] => {
    const distinct = [...new Set(group.map(key))].sort((a, b) => b - a);
    return distinct.map((v) => group.filter((r) => key(r) === v));
  };
  let groups = split([...rows], (r) => pointsOf(r, scoring));
  for (const kind of order) {
    if (kind === 'HEAD_TO_HEAD') {
      for (const group of groups) {
        const members = new Set(group.map((r) => r.teamId));
        for (const r of group) values.get(r.teamId)!.set(kind, headToHead(r, members));
      }
    }
    if (!settings.tieBreakers.includes(kind)) continue;
    groups = groups.flatMap((group) => (group.length < 2 ? [group] : split(group, (r) => values.get(r.teamId)!.get(kind)!)));
  }

  const ranked: RankedStanding[] = [];
  for (const group of groups) {
    const rank = ranked.length + 1;
    for (const row of group) {
      ranked.push({
        ...row,
        rank,
        points: pointsOf(row, scoring),
        tieBreakers: order.map((kind) => ({ kind, value: values.get(row.teamId)!.get(kind)! })),
      });
    }
  }
  return ranked;
}
