import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { pageComplexity, PageArgs } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { World } from '../worlds/world.entity';
import { WorldInvitationConnection } from '../worlds/world.resolver';
import { WorldService } from '../worlds/world.service';
import { WorldMember, WorldRole } from '../worlds/world-member.entity';
import { Account } from './account.entity';
import { SignInInput, SignUpInput } from './account.inputs';
import { AccountService } from './account.service';

@ObjectType({ description: 'Result of signUp or signIn: a bearer token for the account, or the problems that refused it.' })
export class AuthPayload {
  @Field(() => String, { nullable: true, description: 'Send as `Authorization: Bearer <token>`.' })
  token: string | null;

  @Field(() => Date, { nullable: true, description: 'When the token stops working (SESSION_TTL_HOURS after sign-in, 12 hours by default); null when refused.' })
  expiresAt: Date | null;

  @Field(() => Account, { nullable: true, description: 'The account now signed in; null when refused.' })
  account: Account | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'A world the signed-in account belongs to, and its role there.' })
export class Membership {
  @Field(() => World, { description: 'The world the account is a member of.' })
  world: World;

  @Field(() => WorldRole, { description: 'What the account may do in that world.' })
  role: WorldRole;
}

@ObjectType({ description: 'The signed-in account, with what only it may see.' })
export class Me {
  @Field(() => Account, { description: 'The public side of the account, as other members see it.' })
  account: Account;

  @Field(() => String, { description: 'The email address the account signs in with; private, shown only here.' })
  email: string;

  memberships: WorldMember[];
}

@Resolver(() => Me)
export class AccountResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in.' })
  @UseMiddleware(Transactional)
  signUp(@Ctx() ctx: RequestContext, @Arg('input', () => SignUpInput, { validate: false }) input: SignUpInput) {
    return AccountService.signUp(ctx, input);
  }

  @Mutation(() => AuthPayload, { description: 'Returns a bearer token that expires (SESSION_TTL_HOURS, 12 by default).' })
  @UseMiddleware(Transactional)
  signIn(@Ctx() ctx: RequestContext, @Arg('input', () => SignInInput, { validate: false }) input: SignInInput) {
    return AccountService.signIn(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes the token this request was made with.' })
  @Authorized()
  @UseMiddleware(Transactional)
  signOut(@Ctx() ctx: RequestContext) {
    return AccountService.signOut(ctx);
  }

  @Query(() => Me, { nullable: true, description: 'The signed-in account; null when anonymous.' })
  async me(@Ctx() ctx: RequestContext): Promise<Me | null> {
    const found = await AccountService.me(ctx);
    return found && Object.assign(new Me(), { account: found.account, email: found.account.email, memberships: found.memberships });
  }

  @FieldResolver(() => [Membership], { description: 'Every world the account belongs to, with its role there; empty when none.' })
  async memberships(@Root() me: Me, @Ctx() ctx: RequestContext): Promise<Membership[]> {
    const worlds = await ctx.loaders.worldById.loadMany(me.memberships.map((m) => m.worldId));
    return me.memberships.map((m, i) => ({ world: worlds[i] as World, role: m.role }));
  }

  @FieldResolver(() => WorldInvitationConnection, {
    complexity: pageComplexity,
    description: "Invitations of the account's e-mail still to accept or decline (acceptWorldInvitation, declineWorldInvitation), oldest first.",
  })
  invitations(@Ctx() ctx: RequestContext, @Args(() => PageArgs) args: PageArgs) {
    return WorldService.viewerInvitations(ctx, args);
  }
}
