import { hashPassword, verifyPassword } from '../auth/password';
import { refuseApiKey, requireAccount } from '../auth/policy';
import { hashSecret, newSecret, SESSION_PREFIX } from '../auth/tokens';
import { RequestClient, RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { WorldMember } from '../worlds/world-member.entity';
import { Account, Session } from './account.entity';
import { SignInInput, SignUpInput } from './account.inputs';

/** How long a sign-in lasts; SESSION_TTL_HOURS overrides. */
export function sessionTtlHours(): number {
  return Number(process.env.SESSION_TTL_HOURS ?? 12);
}

export interface AuthResult {
  token: string | null;
  expiresAt: Date | null;
  account: Account | null;
  userErrors: UserError[];
}

const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** signIn and signUp are throttled per client address, so they are served over HTTP only. */
function httpClient(ctx: RequestContext): RequestClient {
  if (!ctx.client) throw new Error('signIn and signUp need the HTTP request they came in (its client address).');
  return ctx.client;
}

const refused = (userErrors: UserError[]): AuthResult => ({ token: null, expiresAt: null, account: null, userErrors });

// Compared against when the email is unknown, so a wrong email costs the same time as a wrong
// password and sign-in does not reveal which accounts exist.
const DUMMY_HASH = hashPassword('not-a-real-password');

export class AccountService {
  static async signUp(ctx: RequestContext, input: SignUpInput): Promise<AuthResult> {
    refuseApiKey(ctx.viewer);
    const client = httpClient(ctx);
    // Without e-mail delivery a sign-up cannot hide that an e-mail is taken; it costs the address
    // one of its day's failed sign-ins instead, so probing e-mails is throttled like guessing passwords.
    // The failure is counted first, so parallel probes cannot all pass the check.
    await client.signInThrottle.attemptFromAddress(client.address);
    const problems = await validateInput(input);
    const email = normalizedEmail(input.email);
    const taken = !problems.length && (await ctx.em.existsBy(Account, { email }));
    if (!taken) await client.signInThrottle.succeededFromAddress(client.address);
    if (taken) problems.push(userError(UserErrorCode.EMAIL_TAKEN, ['email'], 'an account with this email exists; sign in instead'));
    if (problems.length) return refused(problems);
    const account = await ctx.em.save(
      ctx.em.create(Account, { email, displayName: input.displayName.trim(), passwordHash: await hashPassword(input.password) }),
    );
    return AccountService.openSession(ctx, account);
  }

  static async signIn(ctx: RequestContext, input: SignInInput): Promise<AuthResult> {
    refuseApiKey(ctx.viewer);
    const { signInThrottle, address } = httpClient(ctx);
    const email = normalizedEmail(input.email);
    // Counted as a failure before the password is verified, so parallel guesses cannot all pass.
    const wait = await signInThrottle.attempt(email, address);
    const account = await ctx.em.findOne(Account, { where: { email } });
    const valid = await verifyPassword(input.password, account?.passwordHash ?? (await DUMMY_HASH));
    if (!account || !valid) {
      if (wait !== null) await signInThrottle.failedAfterGate(email, address, wait);
      return refused([userError(UserErrorCode.INVALID_CREDENTIALS, [], 'the email or the password is wrong')]);
    }
    await signInThrottle.succeeded(email, address);
    return AccountService.openSession(ctx, account);
  }

  /** Ends the current session: its token stops working at once. */
  static async signOut(ctx: RequestContext): Promise<boolean> {
    const viewer = requireAccount(ctx.viewer);
    await ctx.em.update(Session, { id: viewer.sessionId }, { revokedAt: new Date() });
    return true;
  }

  static async me(ctx: RequestContext): Promise<{ account: Account; memberships: WorldMember[] } | null> {
    if (ctx.viewer.kind !== 'account') return null;
    const account = await ctx.em.findOneByOrFail(Account, { id: ctx.viewer.accountId });
    const memberships = await ctx.em.find(WorldMember, { where: { accountId: account.id }, order: { createdAt: 'ASC' } });
    return { account, memberships };
  }

  private static async openSession(ctx: RequestContext, account: Account): Promise<AuthResult> {
    const token = newSecret(SESSION_PREFIX);
    const expiresAt = new Date(Date.now() + sessionTtlHours() * 3_600_000);
    await ctx.em.insert(Session, { accountId: account.id, tokenHash: hashSecret(token), expiresAt });
    return { token, expiresAt, account, userErrors: [] };
  }
}
