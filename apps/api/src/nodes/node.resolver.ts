import { GraphQLError } from 'graphql';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Node } from '../common/global-id';
import { RequestContext } from '../context';
import { MAX_NODES, NodeService } from './node.service';

@Resolver()
export class NodeResolver {
  @Query(() => Node, {
    nullable: true,
    description:
      'The object with this global id (any `id` of a `Node`), as its own lookup answers it for you: null when there is none or it is hidden from you; an id that is no global id is BAD_USER_INPUT.',
  })
  async node(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    const found = await NodeService.find(ctx, id, 'id');
    if (found instanceof GraphQLError) throw found;
    return found;
  }

  @Query(() => [Node], {
    nullable: 'items',
    complexity: ({ args, childComplexity }) => 1 + Math.min(Array.isArray(args.ids) ? args.ids.length : 0, MAX_NODES) * childComplexity,
    description: `The objects with these global ids, in the order given: null for each unknown or hidden one (and, with an error at its index, for one that is no global id). At most ${MAX_NODES} ids.`,
  })
  nodes(@Ctx() ctx: RequestContext, @Arg('ids', () => [ID]) ids: string[]) {
    return NodeService.findMany(ctx, ids);
  }
}
