import type { Executor } from '../db/database';
import { createBatcher } from '../db/batcher';
import { addWithinLimit, countHits, deleteExpiredWindows, readHits, type Hit } from '../db/repositories/rate-limit-repository';
import { DomainError } from './domain-error';

export interface RateLimit {
  /** Most hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
  /**
   * Set on the one refused hit that first took its key's window over the limit, whichever process counted
   * it: what a log line says once per window rather than once per request.
   */
  firstRefusal?: true;
}

export interface RateLimiter {
  /** Counts `amount` (1 unless given) against the key's window; refused hits count too. */
  consume(key: string, rule: RateLimit, amount?: number): Promise<RateLimitDecision>;
  /** The decision a hit would get now, counting nothing (for limits that count only failures). */
  peek(key: string, rule: RateLimit): Promise<RateLimitDecision>;
  /** Consumes, and throws RateLimitedError (with when to retry) when over the limit. */
  enforce(key: string, rule: RateLimit, message?: string): Promise<void>;
  /**
   * Counts `amount` only if the window's total stays within the limit (nothing is counted otherwise), in
   * one atomic statement: whether it was counted, and when the window ends.
   */
  reserve(key: string, rule: RateLimit, amount: number): Promise<{ reserved: boolean; windowEndMs: number }>;
}

export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    retryAfterSeconds: number,
  ) {
    super('too_many', 'rate_limited', message, undefined, retryAfterSeconds);
  }
}

/**
 * Fixed-window limits kept in the database, so every server process shares them. A window's row is
 * counted with one atomic upsert; hits that arrive while one is with the database are counted together
 * in the next (a burst from one address costs one statement, not one each); expired rows are swept now
 * and then.
 */
export function createRateLimiter(db: Executor, now: () => number = () => Date.now()): RateLimiter {
  let lastSweep = 0;
  const countHit = createBatcher<Hit, number>(
    async (hits) => (await countHits(db, hits)).map((place) => ({ status: 'fulfilled', value: place })),
    { maxInFlight: 1, maxBatch: 256 },
  );
  const windowOf = (rule: RateLimit) => {
    const current = now();
    const startMs = Math.floor(current / rule.windowMs) * rule.windowMs;
    return { current, start: new Date(startMs), end: new Date(startMs + rule.windowMs) };
  };
  const decision = (hits: number, rule: RateLimit, window: ReturnType<typeof windowOf>, amount = 1): RateLimitDecision => ({
    allowed: hits <= rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds: Math.max(1, Math.ceil((window.end.getTime() - window.current) / 1000)),
    ...(hits > rule.limit && hits - amount <= rule.limit ? { firstRefusal: true as const } : {}),
  });
  const consume = async (key: string, rule: RateLimit, amount = 1): Promise<RateLimitDecision> => {
    const window = windowOf(rule);
    const hits = await countHit({ key, windowStart: window.start, expiresAt: window.end, amount });
    if (window.current - lastSweep > 60_000) {
      lastSweep = window.current;
      await deleteExpiredWindows(db, new Date(window.current));
    }
    return decision(hits, rule, window, amount);
  };
  return {
    consume,
    async peek(key, rule) {
      const window = windowOf(rule);
      // Counting nothing, a peek is never the refusal that first went over.
      return decision((await readHits(db, key, window.start)) + 1, rule, window, 0);
    },
    async enforce(key, rule, message = 'Too many requests. Please wait a moment and try again.') {
      const decision = await consume(key, rule);
      if (!decision.allowed) throw new RateLimitedError(message, decision.retryAfterSeconds);
    },
    async reserve(key, rule, amount) {
      const window = windowOf(rule);
      return { reserved: await addWithinLimit(db, key, window.start, window.end, amount, rule.limit), windowEndMs: window.end.getTime() };
    },
  };
}
