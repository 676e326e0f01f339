import { EntityManager } from 'typeorm';
import { entityRows } from '../common/entity-rows';
import { readRow, readRows } from '../common/read-executor';
import { TeamMember } from '../teams/team.entity';
import { Match, MatchFigure, MatchSide } from './match.entity';

/** The matches feature's read SQL: the only place it lives. */

type Json = Record<string, unknown>;

/** A match locked FOR UPDATE with its sides in position order, in one statement; null when there is none. */
export async function lockedMatchWithSides(em: EntityManager, id: string): Promise<{ match: Match; sides: MatchSide[] } | null> {
  const matches = entityRows(em, Match);
  const sides = entityRows(em, MatchSide);
  const row = await readRow<Json & { sides: Json[] }>(
    em,
    `SELECT ${matches.columns('m')},
            (SELECT COALESCE(json_agg(${sides.json('s')} ORDER BY s.position), '[]') FROM match_side s WHERE s.match_id = m.id) AS sides
       FROM match m WHERE m.id = $1 FOR UPDATE OF m`,
    [id],
  );
  return row ? { match: matches.from(row), sides: row.sides.map((s) => sides.fromJson(s)) } : null;
}

/** A team's or member's balance in a currency as a resolution reads it: the last entry's and the best it ever was. */
export interface ResolutionBalance {
  team_id: string;
  member_id: string | null;
  currency: string;
  balance: number;
  best: number;
}

/** What a resolution reads besides the log: the match's figures, their characters' names, its teams' members and balances. */
export interface ResolutionReads {
  figures: MatchFigure[];
  characterNames: Map<string, string>;
  members: TeamMember[];
  balances: ResolutionBalance[];
}

/**
 * The figures of a match in position order (each with its character's name), the members of `teamIds` in one of
 * `statuses`, and every balance of those teams, in one statement.
 */
export async function resolutionReads(em: EntityManager, matchId: string, teamIds: readonly string[], statuses: readonly string[]): Promise<ResolutionReads> {
  const figures = entityRows(em, MatchFigure);
  const members = entityRows(em, TeamMember);
  const row = await readRow<{ figures: { figure: Json; name: string }[]; members: Json[]; balances: ResolutionBalance[] }>(
    em,
    `SELECT (SELECT COALESCE(json_agg(json_build_object('figure', ${figures.json('f')}, 'name', c.name) ORDER BY f.position), '[]')
               FROM match_figure f JOIN character c ON c.id = f.character_id WHERE f.match_id = $1) AS figures,
            (SELECT COALESCE(json_agg(${members.json('m')}), '[]')
               FROM team_member m WHERE m.team_id = ANY($2::uuid[]) AND m.status = ANY($3::text[])) AS members,
            (SELECT COALESCE(json_agg(b), '[]')
               FROM (SELECT team_id, member_id, currency, (array_agg(balance_after ORDER BY position DESC))[1]::int AS balance, max(balance_after)::int AS best
                       FROM ledger_entry WHERE team_id = ANY($2::uuid[]) GROUP BY team_id, member_id, currency) b) AS balances`,
    [matchId, teamIds, statuses],
  );
  return {
    figures: row!.figures.map((f) => figures.fromJson(f.figure)),
    characterNames: new Map(row!.figures.map((f) => [f.figure.characterId as string, f.name])),
    members: row!.members.map((m) => members.fromJson(m)),
    balances: row!.balances,
  };
}

/** A member's fields as a resolution leaves them, keyed by column (the input of updateResolvedMembers). */
export interface ResolvedMemberUpdate {
  id: string;
  status: string;
  out_for_scenarios: number | null;
  injuries: string[];
  quit_reason: string | null;
  left_at: Date | null;
  feat_ids: string[];
  is_leader: boolean;
}

/**
 * Writes: every member a resolution changed, in one set-based statement (a repository would send one
 * UPDATE a member). A leader only ever loses the flag here, so the one-leader index holds row by row.
 */
export async function updateResolvedMembers(em: EntityManager, updates: readonly ResolvedMemberUpdate[]): Promise<void> {
  await readRows(
    em,
    `UPDATE team_member m
        SET status = c.status, out_for_scenarios = c.out_for_scenarios, injuries = c.injuries, quit_reason = c.quit_reason,
            left_at = c.left_at, feat_ids = c.feat_ids, is_leader = c.is_leader
       FROM jsonb_to_recordset($1::jsonb)
         AS c(id uuid, status text, out_for_scenarios int, injuries text[], quit_reason text, left_at timestamptz, feat_ids text[], is_leader boolean)
      WHERE m.id = c.id`,
    [JSON.stringify(updates)],
  );
}
