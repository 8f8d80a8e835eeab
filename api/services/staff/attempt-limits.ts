import { createHash } from 'node:crypto';
import { DomainError } from '../domain-error';
import type { RateLimiter } from '../rate-limiter';

/** How one account's failures from one address are answered within a window. */
export interface FailureSchedule {
  /** Failures answered at once. */
  free: number;
  /** Failures after which the pair is refused until the window ends (0: refused even before any). */
  pauseAt: number;
  /** The wait after failure number `free`; each further failure doubles it. */
  firstWaitSeconds: number;
}

export interface AttemptPolicy {
  /** Names this policy's counters ('sign-in', 'password-change'). */
  scope: string;
  windowMs: number;
  /** An account and an address (IPv4, or IPv6 /64) together. */
  pair: FailureSchedule;
  /** Failures of one account, from every address, after which each pair follows `pairUnderAttack`. */
  accountCeiling: number;
  pairUnderAttack: FailureSchedule;
  /** Failures from one address, over every account, after which that address is refused; null: no such limit. */
  addressLimit: number | null;
  /** Attempts of any outcome from one address in a minute: a ceiling on requests sent at once, which all pass the checks before any fails. */
  attemptsPerMinute: number;
  messages: {
    wait(when: string): string;
    paused(when: string): string;
    address(when: string): string;
    burst(when: string): string;
  };
}

/** A count read through the limiter: a rule whose limit is never reached, so `remaining` tells the count. */
const COUNTING = 1_000_000_000;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** "in 15 seconds", "in 12 minutes": when a refused attempt may be made again. */
export function inTime(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const refused = (message: string, retryAfterSeconds: number) =>
  new DomainError('too_many', 'rate_limited', message, undefined, retryAfterSeconds, { retryAfterSeconds });

/**
 * Limits on password guesses that count only failures, so a stranger's failures never stop the owner
 * trying from an address that has not failed. Before the password is checked, `check` reads the counts
 * (and throws 429 with when to try again); after a wrong password, `recordFailure` counts it.
 *
 * Per pair (account and address): a few failures free, then one try per slot of a growing number of
 * seconds, then none until the window ends. Per address over every account: a ceiling. Per account over
 * every address: past a ceiling, each pair follows a stricter schedule (a botnet's addresses each get a
 * try or two instead of ten), while an address that has never failed for the account is still let try.
 */
export function createAttemptLimits(limiter: RateLimiter, policy: AttemptPolicy) {
  const within = (limit: number) => ({ limit, windowMs: policy.windowMs });
  const keysOf = (account: string, address: string) => {
    const id = digest(account);
    return {
      pair: `${policy.scope}:pair:${id}:${address}`,
      account: `${policy.scope}:account:${id}`,
      address: `${policy.scope}:address:${address}`,
      attempts: `${policy.scope}:attempts:${address}`,
    };
  };
  const countOf = async (key: string) => COUNTING - 1 - (await limiter.peek(key, within(COUNTING))).remaining;
  const add = async (key: string) => COUNTING - (await limiter.consume(key, within(COUNTING))).remaining;
  const scheduleFor = (accountFailures: number) => (accountFailures >= policy.accountCeiling ? policy.pairUnderAttack : policy.pair);
  /** The slot a pair with `failures` waits out: one try per slot, its length doubling with each failure past the free ones. */
  const waitOf = (pairKey: string, failures: number, schedule: FailureSchedule) => {
    const seconds = schedule.firstWaitSeconds * 2 ** (failures - schedule.free);
    return { key: `${pairKey}:wait:${failures}:${seconds}`, rule: { limit: 1, windowMs: seconds * 1000 } };
  };

  return {
    /** Throws a 429 refusal (with Retry-After) when this account may not be tried from this address now. */
    async check(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      const burst = await limiter.consume(keys.attempts, { limit: policy.attemptsPerMinute, windowMs: 60_000 });
      if (!burst.allowed) throw refused(policy.messages.burst(inTime(burst.retryAfterSeconds)), burst.retryAfterSeconds);
      if (policy.addressLimit !== null) {
        const fromAddress = await limiter.peek(keys.address, within(policy.addressLimit));
        if (!fromAddress.allowed) throw refused(policy.messages.address(inTime(fromAddress.retryAfterSeconds)), fromAddress.retryAfterSeconds);
      }
      const schedule = scheduleFor(await countOf(keys.account));
      // Allowed while the pair's failures are fewer than pauseAt; `remaining` then tells how many it has.
      const pair = await limiter.peek(keys.pair, within(schedule.pauseAt));
      if (!pair.allowed) throw refused(policy.messages.paused(inTime(pair.retryAfterSeconds)), pair.retryAfterSeconds);
      const failures = schedule.pauseAt - 1 - pair.remaining;
      if (failures < schedule.free) return;
      const wait = waitOf(keys.pair, failures, schedule);
      const slot = await limiter.peek(wait.key, wait.rule);
      if (!slot.allowed) throw refused(policy.messages.wait(inTime(slot.retryAfterSeconds)), slot.retryAfterSeconds);
    },

    /** Counts a wrong password for this account from this address. */
    async recordFailure(account: string, address: string): Promise<void> {
      const keys = keysOf(account, address);
      const [pairFailures, accountFailures] = await Promise.all([add(keys.pair), add(keys.account), policy.addressLimit === null ? null : add(keys.address)]);
      const schedule = scheduleFor(accountFailures);
      if (pairFailures < schedule.free || pairFailures >= schedule.pauseAt) return;
      const wait = waitOf(keys.pair, pairFailures, schedule);
      await limiter.consume(wait.key, wait.rule);
    },
  };
}

export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
