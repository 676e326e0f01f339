import { GraphQLError } from 'graphql';
import { Account } from '../accounts/account.entity';
import { authorize, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { entityRows, preparedQuery } from '../common/entity-rows';
import { cursorOrder, decodeCursor, Page, PageArgs, toPage } from '../common/pagination';
import { copyRulesCataloguesIntoWorld } from '../catalogues/catalogue-seed';
import { UserError, UserErrorCode, userError } from '../common/user-error';
import { validateInput } from '../common/validation';
import { World } from './world.entity';
import { AddWorldMemberInput, CreateWorldInput, RemoveWorldMemberInput, SetWorldMemberRoleInput, WorldMembersArgs } from './world.inputs';
import { WorldMember, WorldRole } from './world-member.entity';

export interface WorldResult {
  world: World | null;
  userErrors: UserError[];
}

/** What addWorldMember answers, the same whether the e-mail has an account or not. */
export interface InvitationResult {
  invitation: { world: World; email: string; role: WorldRole } | null;
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

const WORLDS_BY_SLUG = cursorOrder('worlds', 'slug', 'text');
const MEMBERS_OLDEST_FIRST = cursorOrder('worldMembers', 'createdAt, accountId', 'timestamp', 'uuid');

export class WorldService {
  /** A page of worlds, ordered by slug. */
  static async list(ctx: RequestContext, { first, after }: PageArgs): Promise<Page<World>> {
    const query = ctx.em.createQueryBuilder(World, 'w');
    const totalCount = await query.getCount();
    if (after) query.where('w.slug > :after', { after: decodeCursor(WORLDS_BY_SLUG, after)[0] });
    const rows = await query.orderBy('w.slug').take(first + 1).getMany();
    return toPage(rows, first, totalCount, WORLDS_BY_SLUG, (w) => [w.slug]);
  }

  static async findBySlug(ctx: RequestContext, slug: string): Promise<World | null> {
    // Every list of a world starts here: a prepared plain read (common/entity-rows.ts).
    const worlds = entityRows(ctx.em, World);
    const [row] = await preparedQuery(ctx.em, `SELECT ${worlds.columns('w')} FROM world w WHERE w.slug = $1`, [slug]);
    return row ? worlds.from(row) : null;
  }

  /** The world, or a GraphQL error for a slug that names none (for queries). */
  static async getBySlug(ctx: RequestContext, slug: string): Promise<World> {
    const world = await WorldService.findBySlug(ctx, slug);
    if (!world) throw new GraphQLError(`There is no world "${slug}".`, { extensions: { code: 'WORLD_NOT_FOUND' } });
    return world;
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
    const query = ctx.em.createQueryBuilder(WorldMember, 'm').where('m.world_id = :worldId', { worldId: world.id });
    const totalCount = await query.getCount();
    if (args.after) {
      const [createdAt, accountId] = decodeCursor(MEMBERS_OLDEST_FIRST, args.after);
      query.andWhere('(m.created_at, m.account_id) > (:createdAt, :accountId)', { createdAt, accountId });
    }
    const rows = await query.orderBy('m.created_at').addOrderBy('m.account_id').take(args.first + 1).getMany();
    return toPage(rows, args.first, totalCount, MEMBERS_OLDEST_FIRST, (m) => [m.createdAt.toISOString(), m.accountId]);
  }

  /**
   * The Creator's invitation. An account with this e-mail joins at once; for an e-mail with no
   * account the invitation is kept, and the account that signs up with it joins then
   * (joinInvitedWorlds). Both answer the same, so the answer does not tell whether the e-mail has an account.
   */
  static async addMember(ctx: RequestContext, input: AddWorldMemberInput): Promise<InvitationResult> {
    requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) problems.push(worldNotFound(input.world));
    else authorize(ctx.viewer, world.id, 'member.manage');
    if (problems.length || !world) return { invitation: null, userErrors: problems };
    const email = input.email.trim().toLowerCase();
    const account = await ctx.em.findOne(Account, { where: { email } });
    if (!account) {
      await ctx.em.query(
        `INSERT INTO world_invitation (world_id, email, role) VALUES ($1, $2, $3)
         ON CONFLICT (world_id, email) DO UPDATE SET role = EXCLUDED.role, invited_at = now()`,
        [world.id, email, input.role],
      );
    } else if (await ctx.em.existsBy(WorldMember, { worldId: world.id, accountId: account.id })) {
      return { invitation: null, userErrors: [userError(UserErrorCode.ALREADY_MEMBER, ['email'], 'this account is already a member; change its role instead')] };
    } else {
      await ctx.em.insert(WorldMember, { worldId: world.id, accountId: account.id, role: input.role });
    }
    return { invitation: { world, email, role: input.role }, userErrors: [] };
  }

  /** A new account joins every world that invited its e-mail before it signed up. */
  static async joinInvitedWorlds(ctx: RequestContext, account: Account): Promise<void> {
    await ctx.em.query(
      `WITH invited AS (DELETE FROM world_invitation WHERE email = $2 RETURNING world_id, role)
       INSERT INTO world_member (world_id, account_id, role) SELECT world_id, $1, role FROM invited`,
      [account.id, account.email],
    );
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
