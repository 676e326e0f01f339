import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { Scenario } from '../catalogues/scenario.entity';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { Match, MatchFigure, MatchSide } from './match.entity';

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** The matches feature's loaders: a list of matches with sides and figures costs the same whatever its length. */
export function createMatchLoaders(em: EntityManager) {
  return {
    matchById: new DataLoader<string, Match | null>(async (ids) => {
      const rows = await em.find(Match, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((m) => m.id === id) ?? null);
    }),
    matchSidesByMatchId: new DataLoader<string, MatchSide[]>(async (ids) => {
      const rows = await em.find(MatchSide, { where: { matchId: In([...ids]) }, order: { position: 'ASC' } });
      return groupBy(ids, rows, (s) => s.matchId);
    }),
    matchFiguresBySideId: new DataLoader<string, MatchFigure[]>(async (ids) => {
      const rows = await em.find(MatchFigure, { where: { sideId: In([...ids]) }, order: { position: 'ASC' } });
      return groupBy(ids, rows, (f) => f.sideId);
    }),
    matchFiguresByMatchId: new DataLoader<string, MatchFigure[]>(async (ids) => {
      const rows = await em.find(MatchFigure, { where: { matchId: In([...ids]) }, order: { position: 'ASC' } });
      return groupBy(ids, rows, (f) => f.matchId);
    }),
    matchSideById: new DataLoader<string, MatchSide | null>(async (ids) => {
      const rows = await em.find(MatchSide, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((s) => s.id === id) ?? null);
    }),
    matchCharacterById: new DataLoader<string, Character | null>(async (ids) => {
      const rows = await em.find(Character, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((c) => c.id === id) ?? null);
    }),
    matchScenarioById: new DataLoader<string, Scenario | null>(async (ids) => {
      const rows = await em.find(Scenario, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((s) => s.id === id) ?? null);
    }),
    matchVersionById: new DataLoader<string, CharacterVersion | null>(async (ids) => {
      const rows = await em.find(CharacterVersion, { where: { id: In([...ids]) } });
      return ids.map((id) => rows.find((v) => v.id === id) ?? null);
    }),
  };
}
