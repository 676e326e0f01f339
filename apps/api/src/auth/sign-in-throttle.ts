import { GraphQLError } from 'graphql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SignInLimits } from '../limits/limits.config';
import { LimitErrorCode } from '../limits/limits.errors';
import type { LimiterStore } from '../limits/rate-limit';

const DAY_SECONDS = 86_400;
/** How long a run of failures is remembered, from its first failure (a memory timer stays under 2^31 ms). */
const FAILURE_MEMORY_SECONDS = 7 * DAY_SECONDS;

/**
 * rate-limiter-flexible's "login endpoint protection": failures in a row per e-mail and client
 * address (then a wait that doubles with each further failure, up to a day), and failures per
 * address per day. A guesser is stopped from his address while the owner still signs in from his
 * own. Unknown e-mails are counted like known ones, so a refusal says nothing of which exist.
 */
export class SignInThrottle {
  private readonly failuresInARow: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;
  private readonly failuresByAddress: RateLimiterAbstract;

  constructor(store: LimiterStore, private readonly limits: SignInLimits) {
    this.failuresInARow = store.limiter({ keyPrefix: 'sign-in:in-a-row', points: limits.maxConsecutiveFailures, duration: FAILURE_MEMORY_SECONDS });
    this.waits = store.limiter({ keyPrefix: 'sign-in:wait', points: 1, duration: 1 });
    this.failuresByAddress = store.limiter({ keyPrefix: 'sign-in:address-day', points: limits.maxFailuresPerAddressPerDay, duration: DAY_SECONDS });
  }

  /** Throws TOO_MANY_ATTEMPTS while the address has used its day's failures, or this e-mail is waiting at this address. */
  async check(email: string, address: string): Promise<void> {
    await this.checkAddress(address);
    const wait = await this.waits.get(accountKey(email, address));
    if (wait && wait.consumedPoints > 1) throw tooManyAttempts(Math.ceil(wait.msBeforeNext / 1000));
  }

  /** Counts a failed attempt; from the limit on, the next attempt must wait (longer each time). */
  async failed(email: string, address: string): Promise<void> {
    const [inARow] = await Promise.all([this.failuresInARow.penalty(accountKey(email, address)), this.failuresByAddress.penalty(address)]);
    const beyond = inARow.consumedPoints - this.limits.maxConsecutiveFailures;
    if (beyond >= 0) await this.waits.block(accountKey(email, address), Math.min(DAY_SECONDS, this.limits.lockSeconds * 2 ** Math.min(beyond, 20)));
  }

  /** Throws TOO_MANY_ATTEMPTS while the address has used its day's failures. */
  async checkAddress(address: string): Promise<void> {
    const byAddress = await this.failuresByAddress.get(address);
    if (byAddress && byAddress.consumedPoints >= this.limits.maxFailuresPerAddressPerDay) throw tooManyAttempts(Math.ceil(byAddress.msBeforeNext / 1000));
  }

  /** Counts a failure against the address only (a sign-up of a taken e-mail). */
  async failedForAddress(address: string): Promise<void> {
    await this.failuresByAddress.penalty(address);
  }

  /** A success ends the run of failures for this e-mail at this address. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.failuresInARow.delete(accountKey(email, address));
  }
}

const accountKey = (email: string, address: string) => `${address}|${email}`;

function tooManyAttempts(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many failed sign-ins; retry in ${retryAfterSeconds} s.`, {
    extensions: {
      code: LimitErrorCode.TOO_MANY_ATTEMPTS,
      retryAfterSeconds,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}
