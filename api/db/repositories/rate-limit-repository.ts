import { and, eq, lt, sql } from 'drizzle-orm';
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

/**
 * Adds `amount` to the key's total in its window only while the total stays within `limit`, atomically on
 * every driver (one conditional upsert: two processes cannot both take the last room). Returns whether it
 * was added.
 */
export async function addWithinLimit(db: Executor, key: string, windowStart: Date, expiresAt: Date, amount: number, limit: number): Promise<boolean> {
  if (amount > limit) return false;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: amount, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + ${amount}` },
      setWhere: sql`${rateLimits.hits} + ${amount} <= ${limit}`,
    })
    .returning({ hits: rateLimits.hits });
  return rows.length > 0;
}

/** Gives back an amount added by addWithinLimit (the write it paid for did not happen). */
export async function subtractFromWindow(db: Executor, key: string, windowStart: Date, amount: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}
