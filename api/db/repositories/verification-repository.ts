import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { phoneVerifications, smsOutbox } from '../schema';

export type VerificationRow = typeof phoneVerifications.$inferSelect;

export async function insertVerification(db: Executor, row: typeof phoneVerifications.$inferInsert): Promise<void> {
  await db.insert(phoneVerifications).values(row);
}

export async function latestVerification(db: Executor, phone: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phone, phone))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts one check against the code, atomically, and returns the attempts made including this one. */
export async function countAttempt(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.id, id))
    .returning({ attempts: phoneVerifications.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function markVerified(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ verifiedAt: at })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)));
}

export async function countSendsSince(db: Executor, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sends: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, since)));
  return row?.sends ?? 0;
}

export async function hasVerificationSince(db: Executor, phone: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), isNotNull(phoneVerifications.verifiedAt), gt(phoneVerifications.verifiedAt, since)))
    .limit(1);
  return Boolean(row);
}

export async function insertOutboxMessage(db: Executor, phone: string, body: string): Promise<number> {
  const [row] = await db.insert(smsOutbox).values({ phone, body }).returning({ id: smsOutbox.id });
  return row!.id;
}

export async function latestOutboxMessage(db: Executor, phone: string): Promise<{ body: string; createdAt: Date } | null> {
  const [row] = await db
    .select({ body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row ?? null;
}
