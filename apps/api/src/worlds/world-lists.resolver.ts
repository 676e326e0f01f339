import { GraphQLResolveInfo } from 'graphql';
import { Args, Ctx, FieldResolver, Info, Resolver, Root } from 'type-graphql';
import { RequestContext } from '../context';
import { pageComplexity } from '../common/pagination';
import { ScenarioConnection } from '../catalogues/catalogue.resolver';
import { WorldScenariosArgs } from '../catalogues/catalogue.inputs';
import { CatalogueService } from '../catalogues/catalogue.service';
import { CharacterConnection, pagePrefetch } from '../characters/character.resolver';
import { WorldCharactersArgs } from '../characters/character.inputs';
import { CharacterService } from '../characters/character.service';
import { LeagueConnection } from '../leagues/league.resolver';
import { WorldLeaguesArgs } from '../leagues/league.inputs';
import { LeagueService } from '../leagues/league.service';
import { MatchConnection } from '../matches/match.resolver';
import { WorldMatchesArgs } from '../matches/match.inputs';
import { MatchReadService } from '../matches/match-read.service';
import { TeamConnection } from '../teams/team.resolver';
import { WorldTeamsArgs } from '../teams/team.inputs';
import { TeamService } from '../teams/team.service';
import { World } from './world.entity';

/**
 * A world's lists, walked from the world: each is its root list (`characters(world:)`, …) with this
 * world, through the same service, so the same rows, visibility, paging, order and cost.
 */
@Resolver(() => World)
export class WorldListsResolver {
  @FieldResolver(() => CharacterConnection, {
    complexity: pageComplexity,
    description: "The world's characters, as `characters` answers for this world: by name unless `orderBy` says otherwise, hidden ones for its Creators only.",
  })
  characters(@Root() world: World, @Ctx() ctx: RequestContext, @Args(() => WorldCharactersArgs) args: WorldCharactersArgs, @Info() info: GraphQLResolveInfo) {
    return CharacterService.list(ctx, { ...args, world: world.slug }, pagePrefetch(info));
  }

  @FieldResolver(() => TeamConnection, {
    complexity: pageComplexity,
    description: "The world's teams, as `teams` answers for this world: by name unless `orderBy` says otherwise.",
  })
  teams(@Root() world: World, @Ctx() ctx: RequestContext, @Args(() => WorldTeamsArgs) args: WorldTeamsArgs) {
    return TeamService.list(ctx, { ...args, world: world.slug });
  }

  @FieldResolver(() => MatchConnection, {
    complexity: pageComplexity,
    description: "The world's matches, as `matches` answers for this world: newest first unless `orderBy` says otherwise.",
  })
  matches(@Root() world: World, @Ctx() ctx: RequestContext, @Args(() => WorldMatchesArgs) args: WorldMatchesArgs, @Info() info: GraphQLResolveInfo) {
    return MatchReadService.list(ctx, { ...args, world: world.slug }, info);
  }

  @FieldResolver(() => LeagueConnection, {
    complexity: pageComplexity,
    description: "The world's leagues, as `leagues` answers for this world: newest first unless `orderBy` says otherwise.",
  })
  leagues(@Root() world: World, @Ctx() ctx: RequestContext, @Args(() => WorldLeaguesArgs) args: WorldLeaguesArgs) {
    return LeagueService.list(ctx, { ...args, world: world.slug });
  }

  @FieldResolver(() => ScenarioConnection, {
    complexity: pageComplexity,
    description: "The world's scenarios, as `scenarios` answers for this world: in printed order.",
  })
  scenarios(@Root() world: World, @Ctx() ctx: RequestContext, @Args(() => WorldScenariosArgs) args: WorldScenariosArgs) {
    return CatalogueService.scenarios(ctx, { ...args, world: world.slug });
  }
}
