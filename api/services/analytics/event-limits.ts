import { createHmac } from 'node:crypto';
import { EVENT_BATCH_MAX } from '../../../engine';
import type { Executor } from '../../db/database';
import { getOrCreateSecret } from '../../db/repositories/secret-repository';
import { RateLimitedError, type RateLimiter } from '../rate-limiter';
import type { WriteBudgets } from '../write-budgets';

const MINUTE_MS = 60_000;

/** How many events a body claims to carry, before it is checked: each counts against the limits. */
export function claimedEventCount(body: unknown): number {
  const events = body && typeof body === 'object' ? (body as { events?: unknown }).events : undefined;
  return Array.isArray(events) ? Math.min(Math.max(events.length, 1), EVENT_BATCH_MAX + 1) : 1;
}

export interface EventLimits {
  /**
   * Counts a batch's events against its address's events of this minute, then the whole site's; refuses the
   * batch (429 with Retry-After) past either. `address` is what limits count a client by (its IPv4 address
   * or IPv6 /64).
   */
  admit(address: string, events: number): Promise<void>;
  /** Whether today's storage has room for these events; past the day's cap they are dropped, not refused. */
  mayStore(events: number): Promise<boolean>;
}

/**
 * The analytics ingest's limits: events (not requests) per address per minute, counted under a keyed hash
 * of the address so not even the limiter's table holds one; events per minute for the whole site; and a
 * cap on the events stored per UTC day, past which batches are answered as stored and dropped (the
 * funnel never notices; the log says so once a day, `budget exhausted` of kind `storedEvents`).
 */
export function createEventLimits(deps: { db: Executor; limiter: RateLimiter; budgets: WriteBudgets; eventsPerMinutePerAddress: number }): EventLimits {
  const limitKey = async (address: string) => `events:${createHmac('sha256', await getOrCreateSecret(deps.db, 'analytics-limit')).update(address).digest('base64url').slice(0, 22)}`;
  return {
    async admit(address, events) {
      const own = await deps.limiter.consume(await limitKey(address), { limit: deps.eventsPerMinutePerAddress, windowMs: MINUTE_MS }, events);
      if (!own.allowed) throw new RateLimitedError('Too many events. Please wait a moment.', own.retryAfterSeconds);
      await deps.budgets.enforce('events', events);
    },
    async mayStore(events) {
      return (await deps.budgets.take('storedEvents', events)).allowed;
    },
  };
}
