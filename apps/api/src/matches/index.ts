import type { EntityManager } from 'typeorm';
import { Match, MatchEvent, MatchFigure, MatchSide } from './match.entity';
import { createMatchLoaders } from './match.loaders';
import { MatchFigureResolver, MatchResolver, MatchSideResolver } from './match.resolver';

/** The matches feature: what it adds to the schema, the data source and each request's loaders. */
export const matchResolvers: Function[] = [MatchResolver, MatchSideResolver, MatchFigureResolver];
export const matchEntities: Function[] = [Match, MatchSide, MatchFigure, MatchEvent];
export function matchLoaders(em: EntityManager) {
  return createMatchLoaders(em);
}
