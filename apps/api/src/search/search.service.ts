import { worldsWhere } from '../auth/policy';
import { RequestContext } from '../context';
import { Match } from '../matches/match.entity';
import { noSuchWorld } from '../worlds/world.service';
import { searchWorld } from './search.reads';
import { SearchArgs, SearchResults } from './search.types';

export class SearchService {
  /** The world's characters, teams, matches and leagues whose names hold the text: one statement, and one for the matches' loader. */
  static async search(ctx: RequestContext, args: SearchArgs): Promise<SearchResults> {
    const found = await searchWorld(ctx.em, {
      worldSlug: args.world,
      hiddenVisibleIn: worldsWhere(ctx.viewer, 'character.readHidden'),
      text: args.query,
      first: args.first,
    });
    const world = found.world ?? noSuchWorld(args.world);
    ctx.loaders.worldById.prime(world.id, world);
    for (const team of found.teams.nodes) ctx.loaders.teamById.prime(team.id, team);
    const matches = await ctx.loaders.matchById.loadMany(found.matches.ids);
    return {
      characters: found.characters,
      teams: found.teams,
      leagues: found.leagues,
      matches: { totalCount: found.matches.totalCount, nodes: matches.filter((m): m is Match => m instanceof Match) },
    };
  }
}
