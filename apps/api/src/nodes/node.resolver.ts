import { GraphQLError, GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Query, Resolver } from 'type-graphql';
import { prefetchDialsFor } from '../characters/character.resolver';
import { fromGlobalId, Node } from '../common/global-id';
import { RequestContext } from '../context';
import { MAX_NODES, NodeService } from './node.service';

@Resolver()
export class NodeResolver {
  @Query(() => Node, {
    nullable: true,
    description:
      'The object with this global id (any `id` of a `Node`), as its own lookup answers it for you: null when there is none or it is hidden from you; an id that is no global id is BAD_USER_INPUT.',
  })
  async node(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Info() info: GraphQLResolveInfo) {
    await prefetchDialsFor(ctx, info, characterRowIds([id]));
    const found = await NodeService.find(ctx, id, 'id');
    if (found instanceof GraphQLError) throw found;
    return found;
  }

  @Query(() => [Node], {
    nullable: 'items',
    complexity: ({ args, childComplexity }) => 1 + Math.min(Array.isArray(args.ids) ? args.ids.length : 0, MAX_NODES) * childComplexity,
    description: `The objects with these global ids, in the order given: null for each unknown or hidden one (and, with an error at its index, for one that is no global id). At most ${MAX_NODES} ids.`,
  })
  async nodes(@Ctx() ctx: RequestContext, @Arg('ids', () => [ID]) ids: string[], @Info() info: GraphQLResolveInfo) {
    // More than MAX_NODES is refused by findMany, before any statement.
    if (ids.length <= MAX_NODES) await prefetchDialsFor(ctx, info, characterRowIds(ids));
    return NodeService.findMany(ctx, ids);
  }
}

/** The row ids of the characters among these global ids (a character's dials are read with it when the query asks for them). */
const characterRowIds = (ids: readonly string[]) =>
  ids.flatMap((id) => {
    const decoded = fromGlobalId(id);
    return decoded?.typeName === 'Character' ? [decoded.rowId] : [];
  });
