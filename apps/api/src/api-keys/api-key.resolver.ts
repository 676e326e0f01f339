import { GlobalIdArgs } from '../common/global-id';
import { Arg, Args, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { ConnectionType, pageComplexity } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { ApiKey } from './api-key.entity';
import { ApiKeysArgs, CreateApiKeyInput } from './api-key.inputs';
import { ApiKeyService } from './api-key.service';

@ObjectType({ description: 'A page of API keys.' })
export class ApiKeyConnection extends ConnectionType(ApiKey, 'ApiKey') {}

@ObjectType({ description: 'Result of createApiKey: the new key and its secret, shown only this once.' })
export class CreateApiKeyPayload {
  @Field(() => ApiKey, { nullable: true, description: 'The key created; null when refused.' }) apiKey: ApiKey | null;

  @Field(() => String, { nullable: true, description: 'The secret, shown this once: send it as `Authorization: Bearer <secret>`.' })
  secret: string | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of revokeApiKey: the key, now revoked.' })
export class ApiKeyPayload {
  @Field(() => ApiKey, { nullable: true, description: 'The key, with `revokedAt` set; null when refused.' }) apiKey: ApiKey | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Query(() => ApiKeyConnection, { nullable: true, complexity: pageComplexity, description: "Creator only: the world's API keys, newest first." })
  apiKeys(@Ctx() ctx: RequestContext, @Args(() => ApiKeysArgs) args: ApiKeysArgs) {
    return ApiKeyService.list(ctx, args);
  }

  @Mutation(() => CreateApiKeyPayload, { description: 'Creator only: a read-only key for a third-party client.' })
  @Authorized()
  @UseMiddleware(Transactional)
  createApiKey(@Ctx() ctx: RequestContext, @Arg('input', () => CreateApiKeyInput, { validate: false }) input: CreateApiKeyInput) {
    return ApiKeyService.create(ctx, input);
  }

  @Mutation(() => ApiKeyPayload, { description: 'Creator only: the key stops working at once.' })
  @Authorized()
  @UseMiddleware(Transactional)
  @GlobalIdArgs({ id: 'ApiKey' })
  revokeApiKey(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return ApiKeyService.revoke(ctx, id);
  }
}
