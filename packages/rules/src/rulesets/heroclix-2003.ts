import type { Rank } from '../catalogue/character-types';
import { type Refusal, refuse } from '../refusal';
import { isWholeNumberAtLeast, sameName } from './values';

/** One figure in a HeroClix 2003 army, as printed on its base. */
export interface Heroclix2003Model {
  /** This figure's id within the army: two copies of one common figure have two ids. */
  id: string;
  name: string;
  pointValue: number;
  rank: Rank;
  /** Base colour when it is not black (models sharing it are archenemies); null or 'black' for none. */
  archenemyColour: string | null;
}

/** Why a 2003 army is refused. */
export type Army2003Reason =
  'INVALID_BUILD_TOTAL' | 'INVALID_POINT_VALUE' | 'DUPLICATE_MODEL_ID' | 'OVER_BUILD_TOTAL' | 'DUPLICATE_UNIQUE' | 'ARCHENEMIES_IN_ARMY';

/** One thing wrong with an army, with the models it concerns. */
export interface Army2003Problem {
  reason: Army2003Reason;
  message: string;
  modelIds: string[];
}

/** Outcome of `validateArmy`: the army's total, or every problem found (the first one is `reason`). */
export type Army2003Validation = { ok: true; totalPoints: number; pointsLeft: number } | (Refusal<Army2003Reason> & { problems: Army2003Problem[] });

/** Silver ring, and bronze/gold limited editions, which the rules count as unique. */
export function isUniqueRank(rank: Rank): boolean {
  return rank === 'UNIQUE' || rank === 'LIMITED_EDITION';
}

function archenemyColourOf(model: { archenemyColour: string | null }): string | null {
  const colour = model.archenemyColour?.trim().toLowerCase() ?? '';
  return colour === '' || colour === 'black' ? null : colour;
}

/** Two models are archenemies when their bases share a non-black colour, unless they have the same name. */
export function areArchenemies(a: { name: string; archenemyColour: string | null }, b: { name: string; archenemyColour: string | null }): boolean {
  const colour = archenemyColourOf(a);
  return colour !== null && colour === archenemyColourOf(b) && !sameName(a.name, b.name);
}

/**
 * Checks an army against the agreed build total (section 1.1 of the 2003 rules): the total may be
 * below the limit but never above it, no two copies of one unique, no archenemies together.
 */
export function validateArmy(army: readonly Heroclix2003Model[], buildTotal: number): Army2003Validation {
  const problems: Army2003Problem[] = [];
  if (!isWholeNumberAtLeast(buildTotal, 1)) {
    problems.push({
      reason: 'INVALID_BUILD_TOTAL',
      message: `the build total must be a whole number of points of at least 1, got ${buildTotal}`,
      modelIds: [],
    });
  }
  for (const model of army) {
    if (!isWholeNumberAtLeast(model.pointValue, 0)) {
      problems.push({
        reason: 'INVALID_POINT_VALUE',
        message: `${model.name} (${model.id}) has no valid point value: ${model.pointValue}`,
        modelIds: [model.id],
      });
    }
  }
  const numbersValid = problems.length === 0;
  const seenIds = new Set<string>();
  for (const model of army) {
    if (seenIds.has(model.id)) {
      problems.push({ reason: 'DUPLICATE_MODEL_ID', message: `two models share the id ${model.id}`, modelIds: [model.id] });
    }
    seenIds.add(model.id);
  }
  const totalPoints = army.reduce((sum, model) => sum + model.pointValue, 0);
  if (numbersValid && totalPoints > buildTotal) {
    problems.push({
      reason: 'OVER_BUILD_TOTAL',
      message: `the army costs ${totalPoints} points, over the build total of ${buildTotal}`,
      modelIds: army.map((m) => m.id),
    });
  }
  for (let i = 0; i < army.length; i++) {
    for (let j = i + 1; j < army.length; j++) {
      const [a, b] = [army[i], army[j]];
      if (isUniqueRank(a.rank) && isUniqueRank(b.rank) && sameName(a.name, b.name)) {
        problems.push({
          reason: 'DUPLICATE_UNIQUE',
          message: `${a.name} is unique: one army may not hold two copies`,
          modelIds: [a.id, b.id],
        });
      }
      if (areArchenemies(a, b)) {
        problems.push({
          reason: 'ARCHENEMIES_IN_ARMY',
          message: `${a.name} and ${b.name} are archenemies (${archenemyColourOf(a)} bases) and may not share an army`,
          modelIds: [a.id, b.id],
        });
      }
    }
  }
  if (problems.length > 0) return { ...refuse(problems[0].reason, problems[0].message), problems };
  return { ok: true, totalPoints, pointsLeft: buildTotal - totalPoints };
}

/**
 * Actions a player gets each turn: one per started 100 points of the build total (100 → 1,
 * 150 → 2, 500 → 5), never reduced by losses. Throws RangeError for a build total below 1,
 * which `validateArmy` refuses before any game starts.
 */
export function actionsPerTurn(buildTotal: number): number {
  if (!isWholeNumberAtLeast(buildTotal, 1)) throw new RangeError(`build total must be a whole number >= 1, got ${buildTotal}`);
  return Math.ceil(buildTotal / 100);
}

/** How a model's game ended. */
export type Fate2003 =
  | { kind: 'SURVIVED' }
  /** The model that dealt the final damage. */
  | { kind: 'DEFEATED_BY_MODEL'; byModelId: string }
  /** Defeated by pushing damage or its own power: damage each player's models dealt it during the game. */
  | { kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER'; damageByPlayer: readonly { playerId: string; damage: number }[] };

/** One model at the end of a 2003 game. */
export interface MatchModel2003 {
  modelId: string;
  ownerId: string;
  name: string;
  pointValue: number;
  archenemyColour: string | null;
  fate: Fate2003;
}

/** One player of a 2003 game. */
export interface MatchPlayer2003 {
  playerId: string;
  armyCost: number;
  /** The side he plays on in a team game; teammates' models are friendly and their points are summed. Absent: he plays alone. */
  teamId?: string;
}

/** Everything victory points are counted from. */
export interface MatchResult2003 {
  players: readonly MatchPlayer2003[];
  models: readonly MatchModel2003[];
}

/** How a share of a model's points is rounded when several opponents split it. */
export type ShareRounding = 'UP' | 'DOWN';

/** Who takes a pushed or self-defeated model when several opponents dealt it the same, highest damage. */
export type MostDamageTie =
  /** The opponents tied for most damage split it. */
  | 'SPLIT_AMONG_TIED'
  /** Nobody dealt the most, so it is split among all opponents, as when nobody damaged it. */
  | 'SPLIT_AMONG_ALL_OPPONENTS';

/** Settings for counting victory points. */
export interface VictoryPoints2003Options {
  /** The text says to split and says nothing of fractions; 'UP' follows its rule that halving rounds up. */
  shareRounding: ShareRounding;
  /** Reading: the text names one player "who dealt it most damage" and is silent on a tie, so the tied opponents split it (SPLIT_AMONG_TIED). */
  mostDamageTie: MostDamageTie;
}

/** Default settings: shares round up, like every other halving in the 2003 rules; opponents tied for most damage split. */
export const DEFAULT_VICTORY_POINTS_2003_OPTIONS: VictoryPoints2003Options = { shareRounding: 'UP', mostDamageTie: 'SPLIT_AMONG_TIED' };

/** Why a model's points went to a player. */
export type VictoryLine2003Kind = 'DEFEATED_ENEMY' | 'DEFEATED_ARCHENEMY' | 'SURVIVOR' | 'MOST_DAMAGE_TO_SELF_DEFEATED' | 'SHARE_OF_SELF_DEFEATED';

/** One line of a player's score sheet. */
export interface VictoryLine2003 {
  kind: VictoryLine2003Kind;
  modelId: string;
  points: number;
}

/** A player's victory points, line by line. */
export interface PlayerVictory2003 {
  playerId: string;
  armyCost: number;
  lines: VictoryLine2003[];
  total: number;
}

/** A side's victory points: its players' totals summed ("in team games teammates' victory points are summed"). */
export interface TeamVictory2003 {
  /** The players' teamId, or the player's own id for one who plays alone. */
  teamId: string;
  playerIds: string[];
  /** The teammates' army costs summed, for the cheaper-army tie-break. */
  armyCost: number;
  total: number;
}

/** Why a match result cannot be scored. */
export type VictoryPoints2003Reason =
  | 'UNKNOWN_PLAYER'
  | 'DUPLICATE_PLAYER'
  | 'UNKNOWN_MODEL'
  | 'DUPLICATE_MODEL'
  | 'DEFEATED_BY_FRIEND'
  | 'INVALID_POINT_VALUE'
  | 'INVALID_DAMAGE'
  | 'TEAM_ID_CLASH';

/** The score sheet of a 2003 game, or why it cannot be counted. */
export type VictoryPoints2003Result =
  | {
      ok: true;
      players: PlayerVictory2003[];
      /** Each side once, in the order its first player is listed. */
      teams: TeamVictory2003[];
      /** The winning player when everyone plays alone; null in a team game (see winningTeamId) or on a full tie. */
      winnerId: string | null;
      /** The winning side (a player's own id when he plays alone); null on a full tie. */
      winningTeamId: string | null;
    }
  | Refusal<VictoryPoints2003Reason>;

function share(points: number, ways: number, rounding: ShareRounding): number {
  return rounding === 'UP' ? Math.ceil(points / ways) : Math.floor(points / ways);
}

/**
 * Victory points of a 2003 game (section 9): each defeated enemy's point value to the player whose
 * model defeated it (doubled when that model was its archenemy), each survivor's value to its owner;
 * a model defeated by pushing or its own power goes to the opponent who dealt it most damage (tied
 * opponents split it by default), or is split among all opponents if none damaged it. In a team
 * game teammates are friends, never opponents, and their points are summed. Equal totals: the
 * cheaper army (side) wins; equal totals and costs give no winner (null).
 */
export function victoryPoints(
  result: MatchResult2003,
  overrides: Partial<VictoryPoints2003Options> = DEFAULT_VICTORY_POINTS_2003_OPTIONS,
): VictoryPoints2003Result {
  const options: VictoryPoints2003Options = { ...DEFAULT_VICTORY_POINTS_2003_OPTIONS, ...overrides };
  const sheets = new Map<string, PlayerVictory2003>();
  const teamOf = new Map<string, string>();
  for (const { playerId, armyCost, teamId } of result.players) {
    if (sheets.has(playerId)) return refuse('DUPLICATE_PLAYER', `player ${playerId} is listed twice`);
    if (!isWholeNumberAtLeast(armyCost, 0)) return refuse('INVALID_POINT_VALUE', `player ${playerId}'s army cost must be a whole number ≥ 0, got ${armyCost}`);
    sheets.set(playerId, { playerId, armyCost, lines: [], total: 0 });
    teamOf.set(playerId, teamId ?? playerId);
  }
  for (const { teamId } of result.players) {
    // A side named after a player not on it would silently merge that player into it.
    const namesake = result.players.find((p) => p.playerId === teamId);
    if (namesake && namesake.teamId !== teamId) return refuse('TEAM_ID_CLASH', `team id ${teamId} is also the id of a player on another side`);
  }
  const models = new Map<string, MatchModel2003>();
  for (const model of result.models) {
    if (models.has(model.modelId)) return refuse('DUPLICATE_MODEL', `model ${model.modelId} is listed twice`);
    if (!sheets.has(model.ownerId)) return refuse('UNKNOWN_PLAYER', `model ${model.modelId} belongs to unknown player ${model.ownerId}`);
    if (!isWholeNumberAtLeast(model.pointValue, 0)) {
      return refuse('INVALID_POINT_VALUE', `model ${model.modelId}'s point value must be a whole number ≥ 0, got ${model.pointValue}`);
    }
    models.set(model.modelId, model);
  }
  const award = (playerId: string, line: VictoryLine2003) => sheets.get(playerId)!.lines.push(line);
  const friends = (a: string, b: string) => teamOf.get(a) === teamOf.get(b);

  for (const model of result.models) {
    const { fate, modelId } = model;
    if (fate.kind === 'SURVIVED') {
      award(model.ownerId, { kind: 'SURVIVOR', modelId, points: model.pointValue });
    } else if (fate.kind === 'DEFEATED_BY_MODEL') {
      const defeater = models.get(fate.byModelId);
      if (!defeater) return refuse('UNKNOWN_MODEL', `${modelId} was defeated by unknown model ${fate.byModelId}`);
      if (friends(defeater.ownerId, model.ownerId)) {
        return refuse('DEFEATED_BY_FRIEND', `${modelId} was defeated by a friendly model: record it as defeated by its own power`);
      }
      const archenemy = areArchenemies(defeater, model);
      award(defeater.ownerId, {
        kind: archenemy ? 'DEFEATED_ARCHENEMY' : 'DEFEATED_ENEMY',
        modelId,
        points: archenemy ? 2 * model.pointValue : model.pointValue,
      });
    } else {
      const opponents = result.players.map((p) => p.playerId).filter((id) => !friends(id, model.ownerId));
      const damageBy = new Map<string, number>();
      for (const { playerId, damage } of fate.damageByPlayer) {
        if (!sheets.has(playerId)) return refuse('UNKNOWN_PLAYER', `damage to ${modelId} credited to unknown player ${playerId}`);
        if (!isWholeNumberAtLeast(damage, 0)) return refuse('INVALID_DAMAGE', `damage to ${modelId} by ${playerId} must be a whole number ≥ 0, got ${damage}`);
        if (!friends(playerId, model.ownerId) && damage > 0) damageBy.set(playerId, (damageBy.get(playerId) ?? 0) + damage);
      }
      const most = Math.max(0, ...damageBy.values());
      const mostDamage = opponents.filter((id) => most > 0 && damageBy.get(id) === most);
      const takers = mostDamage.length === 1 || (mostDamage.length > 1 && options.mostDamageTie === 'SPLIT_AMONG_TIED') ? mostDamage : opponents;
      const kind = mostDamage.length === 1 ? 'MOST_DAMAGE_TO_SELF_DEFEATED' : 'SHARE_OF_SELF_DEFEATED';
      const points = share(model.pointValue, takers.length, options.shareRounding);
      for (const playerId of takers) award(playerId, { kind, modelId, points });
    }
  }

  const players = [...sheets.values()].map((sheet) => ({ ...sheet, total: sheet.lines.reduce((s, l) => s + l.points, 0) }));
  const teams = new Map<string, TeamVictory2003>();
  for (const player of players) {
    const teamId = teamOf.get(player.playerId)!;
    const team = teams.get(teamId) ?? { teamId, playerIds: [], armyCost: 0, total: 0 };
    team.playerIds.push(player.playerId);
    team.armyCost += player.armyCost;
    team.total += player.total;
    teams.set(teamId, team);
  }
  const sides = [...teams.values()];
  const winningTeamId = winnerByPointsThenCheaperArmy(sides.map((t) => ({ playerId: t.teamId, points: t.total, armyCost: t.armyCost })));
  const teamGame = result.players.some((p) => p.teamId !== undefined && p.teamId !== p.playerId);
  return { ok: true, players, teams: sides, winnerId: teamGame ? null : winningTeamId, winningTeamId };
}

/** Most points wins; equal points go to the cheaper army; still equal is no winner (null). */
export function winnerByPointsThenCheaperArmy(scores: readonly { playerId: string; points: number; armyCost: number }[]): string | null {
  const ranked = [...scores].sort((a, b) => b.points - a.points || a.armyCost - b.armyCost);
  if (ranked.length === 0) return null;
  const [best, next] = ranked;
  if (next && next.points === best.points && next.armyCost === best.armyCost) return null;
  return best.playerId;
}
