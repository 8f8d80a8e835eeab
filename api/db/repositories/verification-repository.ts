import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { phoneVerifications, smsOutbox } from '../schema';
import { incrementCounter } from './increment-counter';

export type VerificationRow = typeof phoneVerifications.$inferSelect;

export async function insertVerification(db: Executor, row: typeof phoneVerifications.$inferInsert): Promise<void> {
  await db.insert(phoneVerifications).values(row);
}

export async function verificationById(db: Executor, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id)).limit(1);
  return row ?? null;
}

/** The newest code this requester asked for this phone. */
export async function latestVerificationFrom(db: Executor, phone: string, requester: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), eq(phoneVerifications.requester, requester)))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts one check against the code, atomically, and returns the attempts made including this one. */
export async function countAttempt(db: Executor, id: string): Promise<number> {
  return (await incrementCounter(db, phoneVerifications, 'attempts', id)) ?? Number.POSITIVE_INFINITY;
}

export async function markVerified(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ verifiedAt: at })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)));
}

/** Codes this requester asked for this phone since `since`. */
export async function countSendsSince(db: Executor, phone: string, requester: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sends: sql<number>`count(*)::int` })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), eq(phoneVerifications.requester, requester), gt(phoneVerifications.createdAt, since)))
    .limit(1);
  return row?.sends ?? 0;
}

export interface ProofQuery {
  id: string;
  phone: string;
  /** The earliest verification time that still counts. */
  verifiedSince: Date;
}

const usable = (proof: ProofQuery) =>
  and(
    eq(phoneVerifications.id, proof.id),
    eq(phoneVerifications.phone, proof.phone),
    isNotNull(phoneVerifications.verifiedAt),
    gt(phoneVerifications.verifiedAt, proof.verifiedSince),
    isNull(phoneVerifications.consumedAt),
  );

const usedBy = (proof: ProofQuery & { leadId: string }) =>
  and(eq(phoneVerifications.id, proof.id), eq(phoneVerifications.phone, proof.phone), gt(phoneVerifications.verifiedAt, proof.verifiedSince), eq(phoneVerifications.consumedBy, proof.leadId));

/** Whether the verification is verified, for that phone, recently enough, and not yet used by a lead. */
export async function isUsableProof(db: Executor, proof: ProofQuery): Promise<boolean> {
  const [row] = await db.select({ id: phoneVerifications.id }).from(phoneVerifications).where(usable(proof)).limit(1);
  return Boolean(row);
}

/**
 * Uses the verification as one lead's proof, atomically: of two leads claiming it at once only one
 * update matches, so it proves a single lead. False when it is not (or no longer) usable; true again for
 * the lead that used it (a retried request that carries the same lead id).
 */
export async function consumeProof(db: Executor, proof: ProofQuery & { leadId: string; at: Date }): Promise<boolean> {
  const rows = await db
    .update(phoneVerifications)
    .set({ consumedAt: proof.at, consumedBy: proof.leadId })
    .where(or(usable(proof), usedBy(proof)))
    .returning({ id: phoneVerifications.id });
  return rows.length > 0;
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
