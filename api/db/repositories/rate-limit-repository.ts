import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { queryRows } from './query-rows';
import { rateLimits } from '../schema';

export interface Hit {
  key: string;
  windowStart: Date;
  expiresAt: Date;
  /** How much the hit counts (1 unless given: a batch of events counts each event). */
  amount?: number;
}

/**
 * Counts hits (several may share a key and window) with one atomic upsert, on every driver, and returns
 * each hit's window total once it is counted (1 for the window's first hit of 1), in the order given:
 * the same totals as counting them one by one in that order.
 */
export async function countHits(db: Executor, hits: readonly Hit[]): Promise<number[]> {
  const windows = new Map<string, Hit & { hits: number }>();
  const windowOf = (hit: Hit) => `${hit.key}\n${hit.windowStart.getTime()}`;
  const amountOf = (hit: Hit) => hit.amount ?? 1;
  for (const hit of hits) {
    const counted = windows.get(windowOf(hit));
    if (counted) counted.hits += amountOf(hit);
    else windows.set(windowOf(hit), { ...hit, hits: amountOf(hit) });
  }
  const rows = [...windows.values()].map(({ key, windowStart, expiresAt, hits: count }) => ({ key, window_start: windowStart, hits: count, expires_at: expiresAt }));
  const totals = await queryRows<{ key: string; start_ms: number | string; hits: number }>(
    db,
    sql`insert into ${rateLimits} (key, window_start, hits, expires_at)
      select key, window_start, hits, expires_at from json_populate_recordset(null::${rateLimits}, ${JSON.stringify(rows)}::json)
      on conflict (key, window_start) do update set hits = ${rateLimits}.hits + excluded.hits
      returning key, (extract(epoch from window_start) * 1000)::float8 as start_ms, hits`,
  );
  // Each window's hits take the last part of its new total, in the order they were given.
  const before = new Map(totals.map((row) => [`${row.key}\n${Number(row.start_ms)}`, row.hits - windows.get(`${row.key}\n${Number(row.start_ms)}`)!.hits]));
  return hits.map((hit) => {
    const total = before.get(windowOf(hit))! + amountOf(hit);
    before.set(windowOf(hit), total);
    return total;
  });
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

/** The hits counted so far in one key's window (0 when none), counting nothing. */
export async function readHits(db: Executor, key: string, windowStart: Date): Promise<number> {
  const rows = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return rows[0]?.hits ?? 0;
}
