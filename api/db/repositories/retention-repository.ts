import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { queryRows } from './query-rows';
import { hiringApplications, idempotencyRecords, leads, outbox, phoneVerifications, rateLimits, smsOutbox, spentHumanCheckTokens } from '../schema';

/** An arbitrary constant: one retention pass at a time across every process on one database. */
const RETENTION_LOCK_ID = 72_410_003;

/** Takes the retention lock for the caller's transaction; false when another process holds it. */
export async function tryRetentionLock(tx: Executor): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`);
  return Boolean(row?.locked);
}

export async function oldestLeadIds(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db.select({ id: leads.id }).from(leads).where(lt(leads.createdAt, before)).orderBy(asc(leads.createdAt)).limit(limit);
  return rows.map((row) => row.id);
}

export async function oldestApplications(db: Executor, before: Date, limit: number): Promise<{ id: string; resumeFile: string }[]> {
  return db
    .select({ id: hiringApplications.id, resumeFile: hiringApplications.resumeFile })
    .from(hiringApplications)
    .where(lt(hiringApplications.createdAt, before))
    .orderBy(asc(hiringApplications.createdAt))
    .limit(limit);
}

/** Short-lived operational records: verifications, texted codes, idempotency answers, sent deliveries. */
export async function deleteOperationalBefore(db: Executor, before: Date) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    phoneVerifications: await count(db.delete(phoneVerifications).where(lt(phoneVerifications.createdAt, before)).returning({ id: phoneVerifications.id })),
    smsOutbox: await count(db.delete(smsOutbox).where(lt(smsOutbox.createdAt, before)).returning({ id: smsOutbox.id })),
    idempotencyRecords: await count(db.delete(idempotencyRecords).where(lt(idempotencyRecords.createdAt, before)).returning({ key: idempotencyRecords.key })),
    deliveredItems: await count(
      db.delete(outbox).where(and(eq(outbox.status, 'delivered'), lt(outbox.deliveredAt, before))).returning({ id: outbox.id }),
    ),
  };
}

/** Counters and spent tokens whose time has passed. */
export async function deleteExpired(db: Executor, now: Date): Promise<number> {
  const limits = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  const tokens = await db.delete(spentHumanCheckTokens).where(lt(spentHumanCheckTokens.expiresAt, now)).returning({ id: spentHumanCheckTokens.tokenId });
  return limits.length + tokens.length;
}
