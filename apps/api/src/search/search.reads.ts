import { EntityManager } from 'typeorm';
import { visibleCharacter } from '../characters/character.reads';
import { Character } from '../characters/character.entity';
import { entityRows, type EntityJson as Json } from '../common/entity-rows';
import { readRow, sql } from '../common/read-executor';
import { League } from '../leagues/league.entity';
import { Team } from '../teams/team.entity';
import { World } from '../worlds/world.entity';

/** The search feature's read SQL: the only place it lives. */

interface SearchQuery {
  worldSlug: string;
  /** The worlds whose hidden characters the viewer may see (their Creator's), as the characters list takes them. */
  hiddenVisibleIn: readonly string[];
  /** What the caller typed: `%`, `_` and `\` in it are literal. */
  text: string;
  /** At most this many of each kind. */
  first: number;
}

interface SearchRows {
  world: World | null;
  characters: { totalCount: number; nodes: Character[] };
  teams: { totalCount: number; nodes: Team[] };
  leagues: { totalCount: number; nodes: League[] };
  /** The matches' ids, newest first: a match is read through its loader, as every other match read does. */
  matches: { totalCount: number; ids: string[] };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether a name (an SQL expression) holds the pattern `$3`, in any case and without accents. */
const nameMatches = (name: string) => `unaccent(${name}) ILIKE unaccent($3) ESCAPE '\\'`;

type Hits = { totalCount: number; nodes: Json[] };

/**
 * What a world's search box finds, in one statement: the world by its slug, and for each kind how
 * many match and the first `first` of them (characters, teams and leagues by name, matches newest
 * first). A character is found only where the characters list shows it (visibleCharacter); teams,
 * leagues and matches are public to whoever reads the world, as their lists are. A match is found
 * by the name of a team on one of its sides.
 */
export async function searchWorld(em: EntityManager, q: SearchQuery): Promise<SearchRows> {
  const worlds = entityRows(em, World);
  const characters = entityRows(em, Character);
  const teams = entityRows(em, Team);
  const leagues = entityRows(em, League);
  const hits = (found: string, json: string, order: string) =>
    `json_build_object('totalCount', (SELECT count(*)::int FROM ${found}),
                       'nodes', (SELECT COALESCE(json_agg(${json} ORDER BY ${order}), '[]') FROM (SELECT * FROM ${found} x ORDER BY ${order} LIMIT $4) x))`;
  const row = await readRow<{ world: Json | null; characters: Hits; teams: Hits; leagues: Hits; matches: { totalCount: number; nodes: string[] } }>(
    em,
    sql`WITH found_world AS (SELECT * FROM world w WHERE w.slug = $1),
     found_characters AS NOT MATERIALIZED (
       SELECT c.* FROM character c JOIN found_world w ON w.id = c.world_id WHERE ${visibleCharacter('c', '$2')} AND ${nameMatches('c.name')}),
     found_teams AS NOT MATERIALIZED (
       SELECT t.* FROM team t JOIN found_world w ON w.id = t.world_id WHERE ${nameMatches('t.name')}),
     found_leagues AS NOT MATERIALIZED (
       SELECT l.* FROM league l JOIN found_world w ON w.id = l.world_id WHERE ${nameMatches('l.name')}),
     found_matches AS NOT MATERIALIZED (
       SELECT m.id, m.created_at FROM match m JOIN found_world w ON w.id = m.world_id
        WHERE EXISTS (SELECT 1 FROM match_side s JOIN team t ON t.id = s.team_id WHERE s.match_id = m.id AND ${nameMatches('t.name')}))
     SELECT (SELECT ${worlds.json('w')} FROM found_world w) AS world,
            ${hits('found_characters', characters.json('x'), 'x.name, x.id')} AS characters,
            ${hits('found_teams', teams.json('x'), 'x.name, x.id')} AS teams,
            ${hits('found_leagues', leagues.json('x'), 'x.name, x.season, x.id')} AS leagues,
            ${hits('found_matches', 'x.id', 'x.created_at DESC, x.id DESC')} AS matches`,
    [q.worldSlug, q.hiddenVisibleIn, `%${escapeLike(q.text)}%`, q.first],
  );
  const r = row!;
  return {
    world: r.world ? worlds.fromJson(r.world) : null,
    characters: { totalCount: r.characters.totalCount, nodes: r.characters.nodes.map((c) => characters.fromJson(c)) },
    teams: { totalCount: r.teams.totalCount, nodes: r.teams.nodes.map((t) => teams.fromJson(t)) },
    leagues: { totalCount: r.leagues.totalCount, nodes: r.leagues.nodes.map((l) => leagues.fromJson(l)) },
    matches: { totalCount: r.matches.totalCount, ids: r.matches.nodes },
  };
}
