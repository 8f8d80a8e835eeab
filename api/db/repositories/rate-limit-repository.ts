import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { rateLimits } from '../schema';

/** Counts one hit for the key in its window, atomically on every driver, and returns the window's total. */
export async function countHit(db: Executor, key: string, windowStart: Date, expiresAt: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1, expiresAt })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  return row!.hits;
}

export async function deleteExpiredWindows(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
