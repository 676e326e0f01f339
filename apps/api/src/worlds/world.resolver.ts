import { Arg, Args, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import { RequestContext } from '../context';
import { ConnectionType, PageArgs } from '../common/pagination';
import { World } from './world.entity';
import { WorldService } from './world.service';

@ObjectType({ description: 'A page of worlds.' })
export class WorldConnection extends ConnectionType(World, 'World') {}

@Resolver(() => World)
export class WorldResolver {
  @Query(() => WorldConnection, { description: 'Worlds, ordered by slug.' })
  worlds(@Ctx() ctx: RequestContext, @Args(() => PageArgs) args: PageArgs) {
    return WorldService.list(ctx, args);
  }

  @Query(() => World, { nullable: true })
  world(@Ctx() ctx: RequestContext, @Arg('slug', () => String) slug: string) {
    return WorldService.findBySlug(ctx, slug);
  }
}
