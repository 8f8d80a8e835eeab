import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../api/db/database-error-codes';
import type { Executor } from '../../../api/db/database';
import { storedAnswerInsert } from '../../../api/db/repositories/idempotency-repository';
import { analyticsEventsInsert } from '../../../api/db/repositories/analytics-repository';
import { createBatchedWrites } from '../../../api/db/repositories/write-together';
import { idempotencyRecords, analyticsEvents } from '../../../api/db/schema';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

/** The database, counting the statements sent through it (the real one: nothing else changes). */
function counted(db: Executor) {
  const sent = { count: 0 };
  const execute = db.execute.bind(db);
  const wrapped = Object.create(db) as Executor;
  wrapped.execute = ((query: Parameters<Executor['execute']>[0]) => {
    sent.count++;
    return execute(query);
  }) as Executor['execute'];
  return { db: wrapped, sent };
}

/** A write like a lead's: an event row and an idempotency answer that stand or fall together. */
function write(key: string) {
  return [
    analyticsEventsInsert([{ at: new Date(), flowId: 'purchase', version: `batched-${key}`, sessionId: `s-${key}`, type: 'lead_stored', device: 'desktop', lang: 'en' }]),
    storedAnswerInsert(key, { route: 'batched-test', requestHash: key, result: { id: key } }),
  ];
}

const storedKeys = async (db: Executor, keys: string[]) =>
  (await db.select({ key: idempotencyRecords.key }).from(idempotencyRecords).where(inArray(idempotencyRecords.key, keys))).map((row) => row.key).sort();
const storedEvents = async (db: Executor, keys: string[]) =>
  (await db.select({ version: analyticsEvents.version }).from(analyticsEvents).where(inArray(analyticsEvents.version, keys.map((key) => `batched-${key}`)))).length;

describe.each(databaseKinds())('writes batched together on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('stores the writes of one moment in one statement', async () => {
    const { db, sent } = counted(database.db);
    const writes = createBatchedWrites(db);
    const keys = ['batch-one-1', 'batch-one-2', 'batch-one-3'];
    await Promise.all(keys.map((key) => writes(write(key))));
    expect(sent.count).toBe(1);
    expect(await storedKeys(database.db, keys)).toEqual(keys);
    expect(await storedEvents(database.db, keys)).toBe(3);
  });

  it('gives a failing write its own failure, stores the others whole and nothing of it', async () => {
    const writes = createBatchedWrites(database.db);
    await writes(write('batch-two-taken'));
    const keys = ['batch-two-1', 'batch-two-taken', 'batch-two-2'];
    const repeated = [...write('batch-two-taken')];
    // The repeat's event has a version of its own, so any trace of it would show.
    repeated[0] = analyticsEventsInsert([{ at: new Date(), flowId: 'purchase', version: 'batched-repeat', sessionId: 's-repeat', type: 'lead_stored', device: 'desktop', lang: 'en' }]);
    const outcomes = await Promise.allSettled([writes(write(keys[0]!)), writes(repeated), writes(write(keys[2]!))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(isUniqueViolation((outcomes[1] as PromiseRejectedResult).reason)).toBe(true);
    expect(await storedKeys(database.db, keys)).toEqual([...keys].sort());
    expect(await storedEvents(database.db, [...keys, 'repeat'])).toBe(3);
  });
});
