import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../database';
import { queryRows } from './query-rows';
import { insertRowsStatement, rowInsert, type RowInsert } from './insert-rows';
import { outbox, type OutboxChannel } from '../schema';

export type OutboxItem = typeof outbox.$inferSelect;

export interface NewOutboxItem {
  id: string;
  channel: OutboxChannel;
  subjectType: string;
  subjectId: string;
  payload: unknown;
}

export async function enqueue(db: Executor, items: NewOutboxItem[], now: Date): Promise<void> {
  if (items.length > 0) await db.execute(insertRowsStatement(outboxInsert(items, now)));
}

/** The rows queueing `items` (at least one), due now, to write with others (writeTogether). */
export function outboxInsert(items: NewOutboxItem[], now: Date): RowInsert {
  return rowInsert(outbox, items.map((item) => ({ ...item, status: 'pending' as const, nextAttemptAt: now, createdAt: now })));
}

/**
 * Claims up to `limit` due items for `claimMs`, in one statement. On PostgreSQL `FOR UPDATE SKIP LOCKED`
 * lets several processes claim at once without ever taking the same item; an item whose worker died is
 * due again when its claim runs out.
 */
export async function claimDue(db: Executor, now: Date, limit: number, claimMs: number): Promise<OutboxItem[]> {
  const until = new Date(now.getTime() + claimMs);
  const ids = await queryRows<{ id: string }>(
    db,
    sql`update ${outbox} set claimed_until = ${until.toISOString()}::timestamptz
        where id in (
          select id from ${outbox}
          where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
            and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning id`,
  );
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.id, ids.map((row) => row.id)))
    .orderBy(asc(outbox.nextAttemptAt));
}

/**
 * Frees every claim: only for a database one process can open (PGlite behind its data-directory lock),
 * whose claims at start-up can only be a killed predecessor's. Returns how many items it freed.
 */
export async function releaseAllClaims(db: Executor): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ claimedUntil: null })
    .where(and(eq(outbox.status, 'pending'), isNotNull(outbox.claimedUntil)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Records deliveries (each with its own attempt count and time) in one statement. */
export async function markDelivered(db: Executor, deliveries: readonly { id: string; attempts: number; at: Date }[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db.execute(sql`update ${outbox} set status = 'delivered', attempts = done.attempts, delivered_at = done.at, claimed_until = null, last_error = null
    from json_to_recordset(${JSON.stringify(deliveries)}::json) as done(id text, attempts integer, at timestamptz)
    where ${outbox.id} = done.id`);
}

export async function scheduleRetry(db: Executor, id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.update(outbox).set({ attempts, nextAttemptAt, claimedUntil: null, lastError: error }).where(eq(outbox.id, id));
}

export async function markDead(db: Executor, id: string, attempts: number, error: string): Promise<void> {
  await db.update(outbox).set({ status: 'dead', attempts, claimedUntil: null, lastError: error }).where(eq(outbox.id, id));
}

export async function listByStatus(db: Executor, statuses: ('pending' | 'dead' | 'delivered')[]): Promise<OutboxItem[]> {
  return db.select().from(outbox).where(inArray(outbox.status, statuses)).orderBy(asc(outbox.createdAt));
}

/** Puts a dead or pending item back in the queue, due now, with a fresh attempt count. */
export async function requeue(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'dead'])))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Removes every delivery of the given subjects, sent or not (erasure): their payloads hold personal data. */
export async function deleteDeliveriesFor(db: Executor, subjectType: string, subjectIds: string[]): Promise<number> {
  if (subjectIds.length === 0) return 0;
  const rows = await db
    .delete(outbox)
    .where(and(eq(outbox.subjectType, subjectType), inArray(outbox.subjectId, subjectIds)))
    .returning({ id: outbox.id });
  return rows.length;
}

export async function countByStatus(db: Executor): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from ${outbox} group by status`);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
