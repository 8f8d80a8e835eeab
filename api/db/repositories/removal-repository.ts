import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { erasureAudit, phoneVerifications, removalRequests, smsOutbox } from '../schema';
import { incrementCounter } from './increment-counter';

export type RemovalRequestRow = typeof removalRequests.$inferSelect;

export async function insertRemovalRequest(db: Executor, request: typeof removalRequests.$inferInsert): Promise<void> {
  await db.insert(removalRequests).values(request);
}

/** Open requests, oldest first. */
export async function openRemovalRequests(db: Executor): Promise<RemovalRequestRow[]> {
  return db.select().from(removalRequests).where(eq(removalRequests.status, 'open')).orderBy(asc(removalRequests.createdAt));
}

/** Re-reads one request inside the erasure's transaction, locked, so two runs never process it twice. */
export async function lockOpenRemovalRequest(db: Executor, id: string): Promise<RemovalRequestRow | null> {
  const [row] = await db.select().from(removalRequests).where(eq(removalRequests.id, id)).for('update');
  return row && row.status === 'open' ? row : null;
}

/** Marks a request processed, replacing its personal data by one-way hashes and dropping what proved it. */
export async function markRemovalProcessed(db: Executor, id: string, hashed: { name: string; email: string; phone: string }, at: Date): Promise<void> {
  await db.update(removalRequests).set({ ...hashed, status: 'processed', processedAt: at, emailTokenHash: null, phoneCodeHash: null }).where(eq(removalRequests.id, id));
}

/** One request, locked for the caller's transaction (a confirmation reads, checks and writes it at once). */
export async function lockRemovalRequest(db: Executor, id: string): Promise<RemovalRequestRow | null> {
  const [row] = await db.select().from(removalRequests).where(eq(removalRequests.id, id)).for('update');
  return row ?? null;
}

/** Records a proved identifier: its link or code is spent, and the request is open for the erasure. */
export async function markIdentifierConfirmed(db: Executor, id: string, identifier: 'email' | 'phone', at: Date): Promise<void> {
  await db
    .update(removalRequests)
    .set(identifier === 'email' ? { emailConfirmedAt: at, emailTokenHash: null, status: 'open' } : { phoneConfirmedAt: at, phoneCodeHash: null, status: 'open' })
    .where(eq(removalRequests.id, id));
}

/** Counts one wrong code against the request; returns the count so far. */
export async function countWrongCode(db: Executor, id: string): Promise<number> {
  return (await incrementCounter(db, removalRequests, 'phoneCodeAttempts', id)) ?? 0;
}

/** Requests still waiting for the requester to prove an identifier. */
export async function countUnconfirmedRemovalRequests(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(removalRequests).where(eq(removalRequests.status, 'unconfirmed'));
  return Number(row?.n ?? 0);
}

/** Unconfirmed requests whose time to be confirmed has run out, oldest first. */
export async function lapsedRemovalRequests(db: Executor, now: Date, limit: number): Promise<RemovalRequestRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(and(eq(removalRequests.status, 'unconfirmed'), lte(removalRequests.expiresAt, now)))
    .orderBy(asc(removalRequests.createdAt))
    .limit(limit);
}

/** Marks a lapsed request expired: nothing was erased for it, and its personal data becomes one-way hashes. */
export async function markRemovalExpired(db: Executor, id: string, hashed: { name: string; email: string; phone: string }): Promise<boolean> {
  const rows = await db
    .update(removalRequests)
    .set({ ...hashed, status: 'expired', emailTokenHash: null, phoneCodeHash: null })
    .where(and(eq(removalRequests.id, id), eq(removalRequests.status, 'unconfirmed')))
    .returning({ id: removalRequests.id });
  return rows.length > 0;
}

export async function insertErasureAudit(db: Executor, row: typeof erasureAudit.$inferInsert): Promise<void> {
  await db.insert(erasureAudit).values(row);
}

/* Verification records of a phone (the codes' hashes and the development outbox): erased with the person. */

export async function findVerificationIdsOfPhone(db: Executor, phone: string): Promise<string[]> {
  const rows = await db.select({ id: phoneVerifications.id }).from(phoneVerifications).where(eq(phoneVerifications.phone, phone));
  return rows.map((row) => row.id);
}

export async function deleteVerifications(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(phoneVerifications).where(inArray(phoneVerifications.id, ids));
}

export async function findOutboxIdsOfPhone(db: Executor, phone: string): Promise<number[]> {
  const rows = await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.phone, phone));
  return rows.map((row) => row.id);
}

export async function deleteOutboxMessages(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(smsOutbox).where(inArray(smsOutbox.id, ids));
}
