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
 *
 * Each attempt takes its point before its password is verified (and gives it back if it succeeds),
 * so parallel guesses cannot all pass a check made before any of them failed: at most the limit's
 * number of passwords is ever verified, however many requests arrive at once.
 */
export class SignInThrottle {
  private readonly failuresInARow: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;
  private readonly failuresByAddress: RateLimiterAbstract;

  constructor(
    store: LimiterStore,
    private readonly limits: SignInLimits,
  ) {
    this.failuresInARow = store.limiter({ keyPrefix: 'sign-in:in-a-row', points: limits.maxConsecutiveFailures, duration: FAILURE_MEMORY_SECONDS });
    // The gate of the attempts from the limit on: its window lasts until the wait set by block() replaces it.
    this.waits = store.limiter({ keyPrefix: 'sign-in:wait', points: 1, duration: DAY_SECONDS });
    this.failuresByAddress = store.limiter({ keyPrefix: 'sign-in:address-day', points: limits.maxFailuresPerAddressPerDay, duration: DAY_SECONDS });
  }

  /**
   * Counts a sign-in attempt as failed before its password is verified; succeeded() takes it back.
   * Answers the wait (seconds) this attempt started by passing the gate, or null below the limit.
   * Throws TOO_MANY_ATTEMPTS (counting nothing) while the address has used its day's failures, or
   * this e-mail is waiting at this address. The attempt that reaches the limit (the 10th) and every
   * later one pass one at a time through a gate, and the one that passes starts the next wait
   * (doubling each time): the 11th is refused until the wait that the 10th started has passed.
   */
  async attempt(email: string, address: string): Promise<number | null> {
    await this.attemptFromAddress(address);
    const key = accountKey(email, address);
    const inARow = await this.failuresInARow.penalty(key);
    const beyond = inARow.consumedPoints - this.limits.maxConsecutiveFailures;
    if (beyond < 0) return null;
    // An atomic increment is the gate: of the attempts from the limit on that arrive together, only the
    // first finds it open, whichever of them counted the limit's failure; so at most the limit's number
    // of passwords is verified before a wait, however the parallel attempts interleave.
    const gate = await this.waits.penalty(key);
    if (gate.consumedPoints > 1) {
      await Promise.all([this.failuresInARow.reward(key), this.failuresByAddress.reward(address)]);
      throw tooManyAttempts(Math.ceil(gate.msBeforeNext / 1000));
    }
    const waitSeconds = Math.min(DAY_SECONDS, this.limits.lockSeconds * 2 ** Math.min(beyond, 20));
    await this.waits.block(key, waitSeconds);
    return waitSeconds;
  }

  /**
   * The attempt that passed the gate has failed: its wait (attempt()'s answer) counts again from
   * now, so that however long the password took to verify, the next attempt waits all of it.
   */
  async failedAfterGate(email: string, address: string, waitSeconds: number): Promise<void> {
    await this.waits.block(accountKey(email, address), waitSeconds);
  }

  /** Counts an attempt against the address only (a sign-up) before it is made; throws TOO_MANY_ATTEMPTS, counting nothing, once the day's failures are used. */
  async attemptFromAddress(address: string): Promise<void> {
    const byAddress = await this.failuresByAddress.penalty(address);
    if (byAddress.consumedPoints > this.limits.maxFailuresPerAddressPerDay) {
      await this.failuresByAddress.reward(address);
      throw tooManyAttempts(Math.ceil(byAddress.msBeforeNext / 1000));
    }
  }

  /** Takes back an address's attempt that did not fail (a sign-up of a free e-mail). */
  async succeededFromAddress(address: string): Promise<void> {
    await this.failuresByAddress.reward(address);
  }

  /** A success is no failure, and ends the run of failures (and any wait) for this e-mail at this address. */
  async succeeded(email: string, address: string): Promise<void> {
    const key = accountKey(email, address);
    await Promise.all([this.failuresInARow.delete(key), this.waits.delete(key), this.failuresByAddress.reward(address)]);
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
