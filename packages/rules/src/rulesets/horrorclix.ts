import { type Refusal, refuse } from '../refusal';
import { isWholeNumberAtLeast } from './values';
import { winnerByPointsThenCheaperArmy } from './heroclix-2003';

/** The notes suggest at least 2 actions a turn ("miniminä 2 lienee järkevää"). */
export const HORRORCLIX_MINIMUM_ACTIONS = 2;
/** "12 uhria merkityille paikoille": 12 victims on their marked spots. */
export const HORRORCLIX_VICTIMS = 12;
/** "max modifier 3 (ei koske replacementteja), ei myöskään modata nollaa pienemmäksi": modifiers total at most ±3, no value below 0. */
export const HORRORCLIX_MODIFIER_CAP = 3;
/** "6 plot twistiä / pelaaja (max 1 subplot), kortit kertakäyttöisiä": 6 single-use cards a player, at most 1 of them a subplot. */
export const HORRORCLIX_PLOT_TWISTS = 6;
/** "victim = 5 p / 100 p": each victim scores 5 points per 100 points of build total. */
export const HORRORCLIX_VICTIM_POINTS_PER_100 = 5;

/**
 * Actions per turn: one per 100 points of build total, and never fewer than the minimum (2 by
 * default). Build totals are whole hundreds; an odd total counts each started 100, since the notes
 * round up everywhere. Throws RangeError for a build total below 1.
 */
export function horrorClixActionsPerTurn(buildTotal: number, minimumActions: number = HORRORCLIX_MINIMUM_ACTIONS): number {
  if (!isWholeNumberAtLeast(buildTotal, 1)) throw new RangeError(`build total must be a whole number >= 1, got ${buildTotal}`);
  return Math.max(minimumActions, Math.ceil(buildTotal / 100));
}

/** Points one killed victim scores: 5 per 100 points of build total, rounded up (the notes' rounding rule). */
export function victimPoints(buildTotal: number): number {
  return Math.ceil((HORRORCLIX_VICTIM_POINTS_PER_100 * buildTotal) / 100);
}

/** A monster that died in the game. */
export interface HorrorClixKilledMonster {
  monsterId: string;
  ownerId: string;
  pointValue: number;
  /** The player whose monster killed it; null when nobody did (e.g. hourglass damage). */
  killedByPlayerId: string | null;
  /** Died in the hourglass phase: scores 0. */
  diedInHourglassPhase: boolean;
  /** Was insane or possessed when it died: scores 0. */
  insaneOrPossessed: boolean;
}

/** One player at the end of a HorrorClix game. */
export interface HorrorClixPlayerResult {
  playerId: string;
  /** What the player's force cost; the cheaper force wins ties. */
  forceCost: number;
  victimsKilled: number;
  /** Points from plot-twist cards played (and subplots completed). */
  plotTwistPoints: number;
}

/** Everything a HorrorClix score is counted from. */
export interface HorrorClixResult {
  buildTotal: number;
  players: readonly HorrorClixPlayerResult[];
  killedMonsters: readonly HorrorClixKilledMonster[];
}

/** One line of a HorrorClix score sheet. */
export type HorrorClixLine =
  | { kind: 'MONSTER_KILLED'; monsterId: string; points: number }
  | { kind: 'MONSTER_KILLED_SCORES_NOTHING'; monsterId: string; points: 0; why: 'HOURGLASS_PHASE' | 'INSANE_OR_POSSESSED' }
  | { kind: 'VICTIMS'; victims: number; points: number }
  | { kind: 'PLOT_TWISTS'; points: number };

/** A player's score, line by line. */
export interface HorrorClixPlayerScore {
  playerId: string;
  forceCost: number;
  lines: HorrorClixLine[];
  total: number;
}

/** Why a HorrorClix result cannot be scored. */
export type HorrorClixScoreReason = 'INVALID_BUILD_TOTAL' | 'DUPLICATE_PLAYER' | 'UNKNOWN_PLAYER' | 'INVALID_COUNT';

/** The score sheet, or why it cannot be counted. */
export type HorrorClixScoreResult = { ok: true; players: HorrorClixPlayerScore[]; winnerId: string | null } | Refusal<HorrorClixScoreReason>;

/**
 * Scores a HorrorClix game: the point values of monsters each player killed (0 for one that died in
 * the hourglass phase or was insane or possessed), 5 points per 100 of build total for each victim,
 * and plot-twist points. Equal totals: the cheaper force wins; equal costs too, no winner (null).
 */
export function horrorClixScore(result: HorrorClixResult): HorrorClixScoreResult {
  if (!isWholeNumberAtLeast(result.buildTotal, 1)) {
    return refuse('INVALID_BUILD_TOTAL', `the build total must be a whole number of at least 1, got ${result.buildTotal}`);
  }
  const sheets = new Map<string, HorrorClixPlayerScore>();
  for (const player of result.players) {
    if (sheets.has(player.playerId)) return refuse('DUPLICATE_PLAYER', `player ${player.playerId} is listed twice`);
    if (!isWholeNumberAtLeast(player.victimsKilled, 0) || !Number.isInteger(player.plotTwistPoints)) {
      return refuse('INVALID_COUNT', `player ${player.playerId} has an invalid victim count or plot-twist score`);
    }
    sheets.set(player.playerId, { playerId: player.playerId, forceCost: player.forceCost, lines: [], total: 0 });
  }
  for (const monster of result.killedMonsters) {
    if (!sheets.has(monster.ownerId)) return refuse('UNKNOWN_PLAYER', `monster ${monster.monsterId} belongs to unknown player ${monster.ownerId}`);
    if (monster.killedByPlayerId === null) continue;
    const sheet = sheets.get(monster.killedByPlayerId);
    if (!sheet) return refuse('UNKNOWN_PLAYER', `monster ${monster.monsterId} was killed by unknown player ${monster.killedByPlayerId}`);
    if (monster.diedInHourglassPhase || monster.insaneOrPossessed) {
      const why = monster.diedInHourglassPhase ? 'HOURGLASS_PHASE' : 'INSANE_OR_POSSESSED';
      sheet.lines.push({ kind: 'MONSTER_KILLED_SCORES_NOTHING', monsterId: monster.monsterId, points: 0, why });
    } else {
      sheet.lines.push({ kind: 'MONSTER_KILLED', monsterId: monster.monsterId, points: monster.pointValue });
    }
  }
  const perVictim = victimPoints(result.buildTotal);
  for (const player of result.players) {
    const sheet = sheets.get(player.playerId)!;
    if (player.victimsKilled > 0) sheet.lines.push({ kind: 'VICTIMS', victims: player.victimsKilled, points: player.victimsKilled * perVictim });
    if (player.plotTwistPoints !== 0) sheet.lines.push({ kind: 'PLOT_TWISTS', points: player.plotTwistPoints });
  }
  const players = [...sheets.values()].map((s) => ({ ...s, total: s.lines.reduce((sum, line) => sum + line.points, 0) }));
  const winnerId = winnerByPointsThenCheaperArmy(players.map((p) => ({ playerId: p.playerId, points: p.total, armyCost: p.forceCost })));
  return { ok: true, players, winnerId };
}
