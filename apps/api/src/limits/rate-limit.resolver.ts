import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context';

@ObjectType({ description: "The caller's request allowance: the same figures as the RateLimit-* headers and `extensions.rateLimit`." })
export class RateLimit {
  @Field(() => Int, { description: 'Requests per minute for this caller (API key, account, or client address when anonymous).' })
  limit: number;

  @Field(() => Int, { description: 'Requests left in the current minute.' })
  remaining: number;

  @Field(() => Date, { description: "When the current minute's allowance starts again." })
  resetAt: Date;
}

@Resolver()
export class RateLimitResolver {
  @Query(() => RateLimit, {
    nullable: true,
    description:
      "The caller's request allowance as it stands. An operation that asks only for `rateLimit` (and `__typename`) spends no request; null when rate limiting is off.",
  })
  rateLimit(@Ctx() ctx: RequestContext): RateLimit | null {
    return ctx.client?.rateLimit ?? null;
  }
}
