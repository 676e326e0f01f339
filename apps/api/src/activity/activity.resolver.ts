import { Arg, Args, Ctx, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Character } from '../characters/character.entity';
import { ConnectionType, pageComplexity } from '../common/pagination';
import { RequestContext } from '../context';
import { Match } from '../matches/match.entity';
import { Team } from '../teams/team.entity';
import { ActivityService } from './activity.service';
import { ActivityItem, WorldActivityArgs, WorldDashboard } from './activity.types';

@ObjectType({ description: "A page of a world's activity." })
export class ActivityItemConnection extends ConnectionType(ActivityItem, 'ActivityItem') {}

@Resolver(() => ActivityItem)
export class ActivityResolver {
  @Query(() => ActivityItemConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A world's campaign log, newest first: foundings, recruits, pleas, purchases, level-ups, awards, matches, injuries and captures.",
  })
  worldActivity(@Ctx() ctx: RequestContext, @Args(() => WorldActivityArgs) args: WorldActivityArgs) {
    return ActivityService.worldActivity(ctx, args);
  }

  @Query(() => WorldDashboard, {
    nullable: true,
    description: "A world's home page: matches in progress, recent results, league leaders and the Creator's to-do counts.",
  })
  worldDashboard(@Ctx() ctx: RequestContext, @Arg('world', () => String, { description: 'Slug of the world.' }) world: string) {
    return ActivityService.worldDashboard(ctx, world);
  }

  @FieldResolver(() => Team, { nullable: true, description: 'The team it is about, if any (batched).' })
  team(@Root() item: ActivityItem, @Ctx() ctx: RequestContext) {
    return item.teamId ? ctx.loaders.teamById.load(item.teamId) : null;
  }

  @FieldResolver(() => Character, { nullable: true, description: 'The character it is about, if any; null for a hidden one to all but the Creator (batched).' })
  character(@Root() item: ActivityItem, @Ctx() ctx: RequestContext) {
    return item.characterId ? ctx.loaders.characterById.load(item.characterId) : null;
  }

  @FieldResolver(() => Match, { nullable: true, description: 'The match it is about, if any (batched).' })
  match(@Root() item: ActivityItem, @Ctx() ctx: RequestContext) {
    return item.matchId ? ctx.loaders.matchById.load(item.matchId) : null;
  }
}
