import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { Account } from '../accounts/account.entity';
import { can } from '../auth/policy';
import { RequestContext } from '../context';
import { ConnectionType, pageComplexity, PageArgs } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { World } from './world.entity';
import { AddWorldMemberInput, CreateWorldInput, RemoveWorldMemberInput, SetWorldMemberRoleInput, WorldMembersArgs } from './world.inputs';
import { WorldMember, WorldRole } from './world-member.entity';
import { WorldService } from './world.service';

@ObjectType({ description: 'A page of worlds.' })
export class WorldConnection extends ConnectionType(World, 'World') {}

@ObjectType({ description: 'A page of a world\'s members.' })
export class WorldMemberConnection extends ConnectionType(WorldMember, 'WorldMember') {}

@ObjectType({ description: 'Result of createWorld: the new world.' })
export class WorldPayload {
  @Field(() => World, { nullable: true, description: 'The world created; null when refused.' }) world: World | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' }) userErrors: UserError[];
}

@ObjectType({ description: "A Creator's invitation of an e-mail to a world, with a role." })
export class WorldInvitation {
  @Field(() => World, { description: 'The world invited to.' }) world: World;
  @Field(() => String, { description: 'The e-mail invited, in lower case.' }) email: string;
  @Field(() => WorldRole, { description: 'The role it has (or gets) in the world.' }) role: WorldRole;
}

@ObjectType({
  description:
    'Result of addWorldMember: the invitation, the same whether the e-mail has an account (it is a member now) or not (its account joins when it signs up).',
})
export class AddWorldMemberPayload {
  @Field(() => WorldInvitation, { nullable: true, description: 'The invitation recorded; null when refused.' }) invitation: WorldInvitation | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' }) userErrors: UserError[];
}

@ObjectType({ description: 'Result of setWorldMemberRole or removeWorldMember: the membership concerned.' })
export class WorldMemberPayload {
  @Field(() => WorldMember, { nullable: true, description: 'The membership as it now is (as it was, for removeWorldMember); null when refused.' }) member: WorldMember | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' }) userErrors: UserError[];
}

@Resolver(() => World)
export class WorldResolver {
  @Query(() => WorldConnection, { complexity: pageComplexity, description: 'Worlds, ordered by slug.' })
  worlds(@Ctx() ctx: RequestContext, @Args(() => PageArgs) args: PageArgs) {
    return WorldService.list(ctx, args);
  }

  @Query(() => World, { nullable: true, description: 'The world with this slug; null when there is none.' })
  world(@Ctx() ctx: RequestContext, @Arg('slug', () => String) slug: string) {
    return WorldService.findBySlug(ctx, slug);
  }

  @Query(() => WorldMemberConnection, { complexity: pageComplexity, description: "A world's members, for its members." })
  worldMembers(@Ctx() ctx: RequestContext, @Args(() => WorldMembersArgs) args: WorldMembersArgs) {
    return WorldService.members(ctx, args);
  }

  @Mutation(() => WorldPayload, { description: 'Creates a world; you become its Creator.' })
  @Authorized()
  @UseMiddleware(Transactional)
  createWorld(@Ctx() ctx: RequestContext, @Arg('input', () => CreateWorldInput, { validate: false }) input: CreateWorldInput) {
    return WorldService.create(ctx, input);
  }

  @Mutation(() => AddWorldMemberPayload, {
    description:
      'Creator only: invites an e-mail with a role. An account with this e-mail is a member at once; otherwise the account that signs up with it joins then. The answer is the same either way.',
  })
  @Authorized()
  @UseMiddleware(Transactional)
  addWorldMember(@Ctx() ctx: RequestContext, @Arg('input', () => AddWorldMemberInput, { validate: false }) input: AddWorldMemberInput) {
    return WorldService.addMember(ctx, input);
  }

  @Mutation(() => WorldMemberPayload, { description: 'Creator only. A world keeps at least one Creator.' })
  @Authorized()
  @UseMiddleware(Transactional)
  setWorldMemberRole(@Ctx() ctx: RequestContext, @Arg('input', () => SetWorldMemberRoleInput) input: SetWorldMemberRoleInput) {
    return WorldService.setMemberRole(ctx, input);
  }

  @Mutation(() => WorldMemberPayload, { description: 'Creator only. A world keeps at least one Creator.' })
  @Authorized()
  @UseMiddleware(Transactional)
  removeWorldMember(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveWorldMemberInput) input: RemoveWorldMemberInput) {
    return WorldService.removeMember(ctx, input);
  }
}

@Resolver(() => WorldMember)
export class WorldMemberResolver {
  @FieldResolver(() => Account, { description: 'The member\'s account (public side: id and display name).' })
  async account(@Root() member: WorldMember, @Ctx() ctx: RequestContext) {
    return ctx.loaders.accountById.load(member.accountId);
  }

  @FieldResolver(() => String, { nullable: true, description: "The member's email: for the world's Creator only." })
  async email(@Root() member: WorldMember, @Ctx() ctx: RequestContext) {
    if (!can(ctx.viewer, member.worldId, 'member.readPrivate')) return null;
    return (await ctx.loaders.accountById.load(member.accountId))?.email ?? null;
  }
}
