import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { pageComplexity } from '../common/pagination';
import { RequestContext } from '../context';
import { SearchService } from './search.service';
import { SearchArgs, SearchResults } from './search.types';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, {
    nullable: true,
    complexity: pageComplexity,
    description:
      "A world's search box: its characters, teams, matches (by their teams' names) and leagues whose names hold `query`, at most `first` of each; hidden characters as the characters list hides them.",
  })
  search(@Ctx() ctx: RequestContext, @Args(() => SearchArgs) args: SearchArgs) {
    return SearchService.search(ctx, args);
  }
}
