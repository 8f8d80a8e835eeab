import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../database';
import { erasureAudit, phoneVerifications, removalRequests, smsOutbox } from '../schema';

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

/** Marks a request processed, replacing its personal data by one-way hashes. */
export async function markRemovalProcessed(db: Executor, id: string, hashed: { name: string; email: string; phone: string }, at: Date): Promise<void> {
  await db.update(removalRequests).set({ ...hashed, status: 'processed', processedAt: at }).where(eq(removalRequests.id, id));
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
