import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchemaSync, NonEmptyArray } from 'type-graphql';
import { applyGlobalIds } from './common/global-id';
import { AccountResolver } from './accounts/account.resolver';
import { ApiKeyResolver } from './api-keys/api-key.resolver';
import { requireAccount } from './auth/policy';
import { catalogueResolvers } from './catalogues';
import type { RequestContext } from './context';
import { teamResolvers } from './teams';
import { matchResolvers } from './matches';
import { leagueResolvers } from './leagues';
import { CharacterResolver, CharacterVersionResolver } from './characters/character.resolver';
import { WorldInvitationResolver, WorldMemberResolver, WorldResolver } from './worlds/world.resolver';
import { WorldListsResolver } from './worlds/world-lists.resolver';
import { RateLimitResolver } from './limits/rate-limit.resolver';
import { webhookResolvers } from './webhooks';
import { liveResolvers } from './live';
import { activityResolvers } from './activity';
import { SearchResolver } from './search/search.resolver';
import { NodeResolver } from './nodes/node.resolver';
import { createPubSub } from '@graphql-yoga/subscription';

let schema: GraphQLSchema | undefined;

/** The GraphQL schema, built once from the resolvers; arguments are checked with class-validator. */
export function buildAppSchema(): GraphQLSchema {
  schema ??= applyGlobalIds(
    buildSchemaSync({
      resolvers: [
        AccountResolver,
        WorldResolver,
        WorldListsResolver,
        WorldMemberResolver,
        WorldInvitationResolver,
        ApiKeyResolver,
        CharacterResolver,
        CharacterVersionResolver,
        ...catalogueResolvers,
        ...teamResolvers,
        ...matchResolvers,
        ...leagueResolvers,
        RateLimitResolver,
        ...webhookResolvers,
        ...liveResolvers,
        ...activityResolvers,
        SearchResolver,
        NodeResolver,
      ] as unknown as NonEmptyArray<Function>,
      validate: { forbidUnknownValues: false },
      // type-graphql requires a PubSub for any @Subscription; ours bring their own `subscribe` (live/live.stream.ts), so this one never carries anything.
      pubSub: createPubSub(),
      // @Authorized() marks what needs a signed-in account; the world roles are checked by the
      // services through auth/policy.ts, the one table of who may do what.
      authChecker: ({ context }: { context: RequestContext }) => {
        requireAccount(context.viewer);
        return true;
      },
    }),
  );
  return schema;
}

/** The SDL committed as apps/api/schema.graphql, sorted so that it diffs cleanly. */
export function printAppSchema(): string {
  return printSchema(lexicographicSortSchema(buildAppSchema())) + '\n';
}
