import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import type { LoaderMakers } from '../common/lazy-loaders';
import { Scenario } from '../catalogues/scenario.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { Match, MatchFigure, MatchSide } from './match.entity';
import { byKey, groupBy } from '../common/entity-rows';
import { matchesByIds } from './match.reads';
import { PrimedLoader } from '../common/primed-loader';

/** The matches feature's loaders: a list of matches with sides and figures costs the same whatever its length. */
export const MATCH_LOADERS = {
  matchById: (em: EntityManager) => new DataLoader<string, Match | null>((ids) => matchesByIds(em, ids)),
  matchSidesByMatchId: (em: EntityManager) =>
    new PrimedLoader<MatchSide[]>(async (ids) => {
      const rows = await em.find(MatchSide, { where: { matchId: In([...ids]) }, order: { position: 'ASC' } });
      return groupBy(ids, rows, (s) => s.matchId);
    }),
  matchFiguresBySideId: (em: EntityManager) =>
    new DataLoader<string, MatchFigure[]>(async (ids) => {
      const rows = await em.find(MatchFigure, { where: { sideId: In([...ids]) }, order: { position: 'ASC' } });
      return groupBy(ids, rows, (f) => f.sideId);
    }),
  matchFiguresByMatchId: (em: EntityManager) =>
    new DataLoader<string, MatchFigure[]>(async (ids) => {
      const rows = await em.find(MatchFigure, { where: { matchId: In([...ids]) }, order: { position: 'ASC' } });
      return groupBy(ids, rows, (f) => f.matchId);
    }),
  matchSideById: (em: EntityManager) =>
    new DataLoader<string, MatchSide | null>(async (ids) => {
      const rows = await em.find(MatchSide, { where: { id: In([...ids]) } });
      return byKey(ids, rows, (s) => s.id);
    }),
  matchScenarioById: (em: EntityManager) =>
    new DataLoader<string, Scenario | null>(async (ids) => {
      const rows = await em.find(Scenario, { where: { id: In([...ids]) } });
      return byKey(ids, rows, (s) => s.id);
    }),
  matchVersionById: (em: EntityManager) =>
    new DataLoader<string, CharacterVersion | null>(async (ids) => {
      const rows = await em.find(CharacterVersion, { where: { id: In([...ids]) } });
      return byKey(ids, rows, (v) => v.id);
    }),
} satisfies LoaderMakers;
