import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { Account } from '../accounts/account.entity';
import { can } from '../auth/policy';
import { RequestContext } from '../context';
import { ConnectionType, pageComplexity } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { World } from './world.entity';
import {
  AcceptWorldInvitationInput,
  AddWorldMemberInput,
  CreateWorldInput,
  DeclineWorldInvitationInput,
  RemoveWorldMemberInput,
  SetWorldMemberRoleInput,
  WithdrawWorldInvitationInput,
  WorldInvitationsArgs,
  WorldMembersArgs,
  WorldsArgs,
} from './world.inputs';
import { WorldInvitation } from './world-invitation.entity';
import { WorldMember } from './world-member.entity';
import { WorldService } from './world.service';

@ObjectType({ description: 'A page of worlds.' })
export class WorldConnection extends ConnectionType(World, 'World') {}

@ObjectType({ description: "A page of a world's members." })
export class WorldMemberConnection extends ConnectionType(WorldMember, 'WorldMember') {}

@ObjectType({ description: 'Result of createWorld: the new world.' })
export class WorldPayload {
  @Field(() => World, { nullable: true, description: 'The world created; null when refused.' }) world: World | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'A page of pending invitations.' })
export class WorldInvitationConnection extends ConnectionType(WorldInvitation, 'WorldInvitation') {}

@ObjectType({
  description:
    'Result of addWorldMember: the invitation, the same whether the e-mail has an account or not. Nobody joins until the account with that e-mail accepts it.',
})
export class AddWorldMemberPayload {
  @Field(() => WorldInvitation, { nullable: true, description: 'The invitation recorded; null when refused.' }) invitation: WorldInvitation | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of declineWorldInvitation or withdrawWorldInvitation: the invitation removed.' })
export class WorldInvitationPayload {
  @Field(() => WorldInvitation, { nullable: true, description: 'The invitation as it was; null when refused.' }) invitation: WorldInvitation | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of acceptWorldInvitation, setWorldMemberRole or removeWorldMember: the membership concerned.' })
export class WorldMemberPayload {
  @Field(() => WorldMember, { nullable: true, description: 'The membership as it now is (as it was, for removeWorldMember); null when refused.' })
  member: WorldMember | null;
  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@Resolver(() => World)
export class WorldResolver {
  @Query(() => WorldConnection, { complexity: pageComplexity, description: 'Worlds, ordered by slug unless `orderBy` says otherwise.' })
  worlds(@Ctx() ctx: RequestContext, @Args(() => WorldsArgs) args: WorldsArgs) {
    return WorldService.list(ctx, args);
  }

  @Query(() => World, { nullable: true, description: 'The world with this slug; null when there is none.' })
  world(@Ctx() ctx: RequestContext, @Arg('slug', () => String) slug: string) {
    return WorldService.findBySlug(ctx, slug);
  }

  @Query(() => WorldMemberConnection, { nullable: true, complexity: pageComplexity, description: "A world's members, for its members." })
  worldMembers(@Ctx() ctx: RequestContext, @Args(() => WorldMembersArgs) args: WorldMembersArgs) {
    return WorldService.members(ctx, args);
  }

  @Mutation(() => WorldPayload, { description: 'Creates a world; you become its Creator.' })
  @Authorized()
  @UseMiddleware(Transactional)
  createWorld(@Ctx() ctx: RequestContext, @Arg('input', () => CreateWorldInput, { validate: false }) input: CreateWorldInput) {
    return WorldService.create(ctx, input);
  }

  @Query(() => WorldInvitationConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A world's pending invitations, oldest first; for its Creators.",
  })
  worldInvitations(@Ctx() ctx: RequestContext, @Args(() => WorldInvitationsArgs) args: WorldInvitationsArgs) {
    return WorldService.invitations(ctx, args);
  }

  @Mutation(() => AddWorldMemberPayload, {
    description:
      'Creator only: invites an e-mail with a role. Nobody joins until the account with this e-mail (now or once it signs up) accepts; the answer is the same whether the e-mail has an account.',
  })
  @Authorized()
  @UseMiddleware(Transactional)
  addWorldMember(@Ctx() ctx: RequestContext, @Arg('input', () => AddWorldMemberInput, { validate: false }) input: AddWorldMemberInput) {
    return WorldService.addMember(ctx, input);
  }

  @Mutation(() => WorldInvitationPayload, { description: 'Creator only: withdraws a pending invitation.' })
  @Authorized()
  @UseMiddleware(Transactional)
  withdrawWorldInvitation(@Ctx() ctx: RequestContext, @Arg('input', () => WithdrawWorldInvitationInput) input: WithdrawWorldInvitationInput) {
    return WorldService.withdrawInvitation(ctx, input);
  }

  @Mutation(() => WorldMemberPayload, { description: "The signed-in account accepts its e-mail's invitation and joins the world with the invited role." })
  @Authorized()
  @UseMiddleware(Transactional)
  acceptWorldInvitation(@Ctx() ctx: RequestContext, @Arg('input', () => AcceptWorldInvitationInput) input: AcceptWorldInvitationInput) {
    return WorldService.acceptInvitation(ctx, input);
  }

  @Mutation(() => WorldInvitationPayload, { description: "The signed-in account declines its e-mail's invitation to a world; the invitation is removed." })
  @Authorized()
  @UseMiddleware(Transactional)
  declineWorldInvitation(@Ctx() ctx: RequestContext, @Arg('input', () => DeclineWorldInvitationInput) input: DeclineWorldInvitationInput) {
    return WorldService.declineInvitation(ctx, input);
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
  @FieldResolver(() => Account, { description: "The member's account (public side: id and display name)." })
  async account(@Root() member: WorldMember, @Ctx() ctx: RequestContext) {
    return ctx.loaders.accountById.load(member.accountId);
  }

  @FieldResolver(() => String, { nullable: true, description: "The member's email: for the world's Creator only." })
  async email(@Root() member: WorldMember, @Ctx() ctx: RequestContext) {
    if (!can(ctx.viewer, member.worldId, 'member.readPrivate')) return null;
    return (await ctx.loaders.accountById.load(member.accountId))?.email ?? null;
  }
}

@Resolver(() => WorldInvitation)
export class WorldInvitationResolver {
  @FieldResolver(() => World, { description: 'The world invited to.' })
  async world(@Root() invitation: WorldInvitation, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(invitation.worldId);
  }
}
