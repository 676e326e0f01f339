import { notFound } from '../common/not-found';
import { Account } from '../accounts/account.entity';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { listOrder, orderedBy, Page, PageArgs, pageWindow, readPage, SortColumn, toPage } from '../common/pagination';
import { copyRulesCataloguesIntoWorld } from '../catalogues/catalogue-seed';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { World } from './world.entity';
import { isMemberByEmail, takeInvitation, upsertInvitation, worldBySlug } from './world.reads';
import {
  AcceptWorldInvitationInput,
  AddWorldMemberInput,
  CreateWorldInput,
  DeclineWorldInvitationInput,
  RemoveWorldMemberInput,
  SetWorldMemberRoleInput,
  WithdrawWorldInvitationInput,
  WorldInvitationsArgs,
  WorldMemberOrderField,
  WorldMembersArgs,
  WorldOrderField,
  WorldsArgs,
} from './world.inputs';
import { WorldInvitation } from './world-invitation.entity';
import { WorldMember, WorldRole } from './world-member.entity';

export interface WorldResult {
  world: World | null;
  userErrors: UserError[];
}

/** What addWorldMember answers (the same whether the e-mail has an account or not), and what declining or withdrawing removed. */
export interface InvitationResult {
  invitation: WorldInvitation | null;
  userErrors: UserError[];
}

export interface MemberResult {
  member: WorldMember | null;
  userErrors: UserError[];
}

const memberRefused = (userErrors: UserError[]): MemberResult => ({ member: null, userErrors });

/** The user error for a world slug that names no world. */
export function worldNotFound(slug: string): UserError {
  return userError(UserErrorCode.WORLD_NOT_FOUND, ['world'], `there is no world "${slug}"`);
}

/** Throws the NOT_FOUND GraphQL error of a world's list whose slug names no world. */
export function noSuchWorld(slug: string): never {
  notFound('world', `There is no world "${slug}".`);
}

const WORLD_SLUG: SortColumn<World> = { name: 'slug', sql: 'w.slug', type: 'text', of: (w) => w.slug };
const WORLD_ID: SortColumn<World> = { name: 'id', sql: 'w.id', type: 'uuid', of: (w) => w.id };
const WORLDS_BY_SLUG = listOrder<World>('worlds', null, [WORLD_SLUG]);
/** The worlds' `orderBy` columns, written ascending; the id breaks ties (a slug is unique already). */
const WORLD_SORT_COLUMNS: Record<WorldOrderField, readonly SortColumn<World>[]> = {
  SLUG: [WORLD_SLUG, WORLD_ID],
  NAME: [{ name: 'name', sql: 'w.name', type: 'text', of: (w) => w.name }, WORLD_ID],
  CREATED_AT: [{ name: 'createdAt', sql: 'w.created_at', type: 'timestamp', of: (w) => w.createdAt.toISOString() }, WORLD_ID],
};
const MEMBER_JOINED_AT: SortColumn<WorldMember> = { name: 'createdAt', sql: 'm.created_at', type: 'timestamp', of: (m) => m.createdAt.toISOString() };
const MEMBER_ACCOUNT: SortColumn<WorldMember> = { name: 'accountId', sql: 'm.account_id', type: 'uuid', of: (m) => m.accountId };
/** The members' `orderBy` columns, written ascending: when they joined and the account break ties. */
const MEMBER_SORT_COLUMNS: Record<WorldMemberOrderField, readonly SortColumn<WorldMember>[]> = {
  JOINED_AT: [MEMBER_JOINED_AT, MEMBER_ACCOUNT],
  ROLE: [{ name: 'role', sql: 'm.role', type: 'text', of: (m) => m.role }, MEMBER_JOINED_AT, MEMBER_ACCOUNT],
};
const MEMBERS_OLDEST_FIRST = (worldId: string) => listOrder<WorldMember>('worldMembers', { world: worldId }, [MEMBER_JOINED_AT, MEMBER_ACCOUNT]);
const INVITED_AT: SortColumn<WorldInvitation> = { name: 'invitedAt', sql: 'i.invited_at', type: 'timestamp', of: (i) => i.invitedAt.toISOString() };
const INVITATIONS_OLDEST_FIRST = (worldId: string) =>
  listOrder<WorldInvitation>('worldInvitations', { world: worldId }, [INVITED_AT, { name: 'email', sql: 'i.email', type: 'text', of: (i) => i.email }]);
const VIEWER_INVITATIONS_OLDEST_FIRST = (accountId: string) =>
  listOrder<WorldInvitation>('viewerInvitations', { account: accountId }, [
    INVITED_AT,
    { name: 'worldId', sql: 'i.world_id', type: 'uuid', of: (i) => i.worldId },
  ]);

export class WorldService {
  /** A page of worlds, ordered by slug. */
  static async list(ctx: RequestContext, args: WorldsArgs): Promise<Page<World>> {
    const order = args.orderBy ? orderedBy('worlds', null, WORLD_SORT_COLUMNS, args.orderBy) : WORLDS_BY_SLUG;
    const window = pageWindow(order, args);
    const query = ctx.em.createQueryBuilder(World, 'w');
    const totalCount = await query.getCount();
    return toPage(await readPage(query, order, window), window, totalCount, order);
  }

  static findBySlug(ctx: RequestContext, slug: string): Promise<World | null> {
    return worldBySlug(ctx.em, slug);
  }

  /** The world, or a NOT_FOUND GraphQL error for a slug that names none (for a world's lists, which are nullable: only that field is lost). */
  static async getBySlug(ctx: RequestContext, slug: string): Promise<World> {
    return (await WorldService.findBySlug(ctx, slug)) ?? noSuchWorld(slug);
  }

  /** A new world; whoever creates it is its Creator. */
  static async create(ctx: RequestContext, input: CreateWorldInput): Promise<WorldResult> {
    const viewer = requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    if (!problems.length && (await ctx.em.existsBy(World, { slug: input.slug }))) {
      problems.push(userError(UserErrorCode.WORLD_SLUG_TAKEN, ['slug'], `"${input.slug}" is taken; choose another`));
    }
    if (problems.length) return { world: null, userErrors: problems };
    const world = await ctx.em.save(ctx.em.create(World, { slug: input.slug, name: input.name.trim() }));
    await ctx.em.insert(WorldMember, { worldId: world.id, accountId: viewer.accountId, role: WorldRole.CREATOR });
    await copyRulesCataloguesIntoWorld(ctx.em, world.id);
    return { world, userErrors: [] };
  }

  /** Members of a world, oldest first; for its members only. */
  static async members(ctx: RequestContext, args: WorldMembersArgs): Promise<Page<WorldMember>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    authorize(ctx.viewer, world.id, 'member.read');
    const order = args.orderBy ? orderedBy('worldMembers', { world: world.id }, MEMBER_SORT_COLUMNS, args.orderBy) : MEMBERS_OLDEST_FIRST(world.id);
    const window = pageWindow(order, args);
    const query = ctx.em.createQueryBuilder(WorldMember, 'm').where('m.world_id = :worldId', { worldId: world.id });
    const totalCount = await query.getCount();
    return toPage(await readPage(query, order, window), window, totalCount, order);
  }

  /**
   * The Creator's invitation of an e-mail. Only the account with that e-mail joins, when it accepts
   * (acceptInvitation), whether it existed before or signs up later: the answer and the world's
   * members are the same for an e-mail with an account and one without.
   */
  static async addMember(ctx: RequestContext, input: AddWorldMemberInput): Promise<InvitationResult> {
    requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) problems.push(worldNotFound(input.world));
    else authorize(ctx.viewer, world.id, 'member.manage');
    if (problems.length || !world) return { invitation: null, userErrors: problems };
    const email = input.email.trim().toLowerCase();
    // The Creator sees his members' e-mails already, so saying one is a member tells him nothing new.
    const member = await isMemberByEmail(ctx.em, world.id, email);
    if (member)
      return {
        invitation: null,
        userErrors: [userError(UserErrorCode.ALREADY_MEMBER, ['email'], 'this account is already a member; change its role instead')],
      };
    const invitation = await upsertInvitation(ctx.em, world.id, email, input.role);
    return { invitation, userErrors: [] };
  }

  /** A world's pending invitations, oldest first; for its Creators only. */
  static async invitations(ctx: RequestContext, args: WorldInvitationsArgs): Promise<Page<WorldInvitation>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    authorize(ctx.viewer, world.id, 'member.manage');
    const order = INVITATIONS_OLDEST_FIRST(world.id);
    const window = pageWindow(order, args);
    const query = ctx.em.createQueryBuilder(WorldInvitation, 'i').where('i.world_id = :worldId', { worldId: world.id });
    const totalCount = await query.getCount();
    return toPage(await readPage(query, order, window), window, totalCount, order);
  }

  /** The pending invitations of the signed-in account's e-mail, oldest first. */
  static async viewerInvitations(ctx: RequestContext, args: PageArgs): Promise<Page<WorldInvitation>> {
    const account = await WorldService.viewerAccount(ctx);
    const order = VIEWER_INVITATIONS_OLDEST_FIRST(account.id);
    const window = pageWindow(order, args);
    const query = ctx.em.createQueryBuilder(WorldInvitation, 'i').where('i.email = :email', { email: account.email });
    const totalCount = await query.getCount();
    return toPage(await readPage(query, order, window), window, totalCount, order);
  }

  /** The signed-in account joins the world with the role of its e-mail's invitation, which is used up. */
  static async acceptInvitation(ctx: RequestContext, input: AcceptWorldInvitationInput): Promise<MemberResult> {
    const taken = await WorldService.takeViewerInvitation(ctx, input.world);
    if (!(taken instanceof WorldInvitation)) return memberRefused(taken);
    const account = await WorldService.viewerAccount(ctx);
    if (await ctx.em.existsBy(WorldMember, { worldId: taken.worldId, accountId: account.id })) {
      return memberRefused([userError(UserErrorCode.ALREADY_MEMBER, ['world'], 'you are already a member of this world')]);
    }
    await ctx.em.insert(WorldMember, { worldId: taken.worldId, accountId: account.id, role: taken.role });
    return { member: await ctx.em.findOneByOrFail(WorldMember, { worldId: taken.worldId, accountId: account.id }), userErrors: [] };
  }

  /** The signed-in account declines its e-mail's invitation to the world, which is removed. */
  static async declineInvitation(ctx: RequestContext, input: DeclineWorldInvitationInput): Promise<InvitationResult> {
    const taken = await WorldService.takeViewerInvitation(ctx, input.world);
    return taken instanceof WorldInvitation ? { invitation: taken, userErrors: [] } : { invitation: null, userErrors: taken };
  }

  /** The Creator withdraws a pending invitation to his world. */
  static async withdrawInvitation(ctx: RequestContext, input: WithdrawWorldInvitationInput): Promise<InvitationResult> {
    requireAccount(ctx.viewer);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return { invitation: null, userErrors: [worldNotFound(input.world)] };
    authorize(ctx.viewer, world.id, 'member.manage');
    const invitation = await takeInvitation(ctx.em, world.id, input.email.trim().toLowerCase());
    return invitation
      ? { invitation, userErrors: [] }
      : { invitation: null, userErrors: [userError(UserErrorCode.INVITATION_NOT_FOUND, ['email'], 'this e-mail has no pending invitation to the world')] };
  }

  /** Removes and returns the signed-in account's invitation to the world (its own e-mail's only). */
  private static async takeViewerInvitation(ctx: RequestContext, slug: string): Promise<WorldInvitation | UserError[]> {
    const account = await WorldService.viewerAccount(ctx);
    const world = await WorldService.findBySlug(ctx, slug);
    if (!world) return [worldNotFound(slug)];
    const invitation = await takeInvitation(ctx.em, world.id, account.email);
    return invitation ?? [userError(UserErrorCode.INVITATION_NOT_FOUND, ['world'], 'you have no pending invitation to this world')];
  }

  private static async viewerAccount(ctx: RequestContext): Promise<Account> {
    return ctx.em.findOneByOrFail(Account, { id: requireAccount(ctx.viewer).accountId });
  }

  static async setMemberRole(ctx: RequestContext, input: SetWorldMemberRoleInput): Promise<MemberResult> {
    const found = await WorldService.memberForChange(ctx, input.world, input.accountId);
    if (!(found instanceof WorldMember)) return memberRefused(found);
    if (found.role === WorldRole.CREATOR && input.role !== WorldRole.CREATOR && (await WorldService.isLastCreator(ctx, found))) {
      return memberRefused([userError(UserErrorCode.LAST_CREATOR, ['role'], 'a world keeps at least one Creator')]);
    }
    found.role = input.role;
    return { member: await ctx.em.save(found), userErrors: [] };
  }

  static async removeMember(ctx: RequestContext, input: RemoveWorldMemberInput): Promise<MemberResult> {
    const found = await WorldService.memberForChange(ctx, input.world, input.accountId);
    if (!(found instanceof WorldMember)) return memberRefused(found);
    if (found.role === WorldRole.CREATOR && (await WorldService.isLastCreator(ctx, found))) {
      return memberRefused([userError(UserErrorCode.LAST_CREATOR, ['accountId'], 'a world keeps at least one Creator')]);
    }
    await ctx.em.delete(WorldMember, { worldId: found.worldId, accountId: found.accountId });
    return { member: found, userErrors: [] };
  }

  private static async memberForChange(ctx: RequestContext, slug: string, accountId: string): Promise<WorldMember | UserError[]> {
    requireAccount(ctx.viewer);
    const world = await WorldService.findBySlug(ctx, slug);
    if (!world) return [worldNotFound(slug)];
    authorize(ctx.viewer, world.id, 'member.manage');
    // Lock the row so two changes to the last Creators cannot both pass the check.
    const member = /^[0-9a-f-]{36}$/i.test(accountId)
      ? await ctx.em.findOne(WorldMember, { where: { worldId: world.id, accountId }, lock: { mode: 'pessimistic_write' } })
      : null;
    return member ?? [userError(UserErrorCode.MEMBER_NOT_FOUND, ['accountId'], 'this account is not a member of the world')];
  }

  private static async isLastCreator(ctx: RequestContext, member: WorldMember): Promise<boolean> {
    const creators = await ctx.em.find(WorldMember, {
      where: { worldId: member.worldId, role: WorldRole.CREATOR },
      lock: { mode: 'pessimistic_write' },
    });
    return creators.length <= 1;
  }
}
