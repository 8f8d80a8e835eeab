import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enqueue, listByStatus, requeue, type OutboxItem } from '../../../api/db/repositories/outbox-repository';
import { retryDelayMs } from '../../../api/delivery/backoff';
import { createOutboxWorker } from '../../../api/delivery/outbox-worker';
import { createLogger } from '../../../api/server/logger';
import { databaseKinds, useTestDatabase } from '../../support/test-database';

describe('retry delay', () => {
  it('doubles per attempt within [half, all] of the ceiling, capped', () => {
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelayMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(retryDelayMs(20, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

describe.each(databaseKinds())('outbox worker on %s', (kind) => {
  const database = useTestDatabase(kind);
  const logger = createLogger('silent');

  const item = (subjectId: string) => ({ id: randomUUID(), channel: 'webhook' as const, subjectType: 'test', subjectId, payload: { n: subjectId } });
  const statusOf = async (id: string) => (await listByStatus(database.db, ['pending', 'dead', 'delivered'])).find((row) => row.id === id)!;

  it('delivers due items once, retries failures later, and marks an item dead after the last attempt', async () => {
    let clock = Date.parse('2026-11-22T12:00:00Z');
    const ok = item('ok');
    const flaky = item('flaky');
    const broken = item('broken');
    await enqueue(database.db, [ok, flaky, broken], new Date(clock));
    const calls: string[] = [];
    let flakyFailures = 2;
    const worker = createOutboxWorker({
      db: database.db,
      logger,
      now: () => clock,
      random: () => 1,
      baseDelayMs: 1000,
      maxAttempts: 3,
      deliver: async (outboxItem: OutboxItem) => {
        calls.push(outboxItem.subjectId);
        if (outboxItem.subjectId === 'broken') throw new Error('HTTP 500');
        if (outboxItem.subjectId === 'flaky' && flakyFailures-- > 0) throw new Error('timeout');
      },
    });
    expect(await worker.tick()).toBe(3);
    // The batch's deliveries are recorded together, each with its own count and time.
    expect(await statusOf(ok.id)).toMatchObject({ status: 'delivered', attempts: 1, deliveredAt: new Date(clock), claimedUntil: null });
    expect(await statusOf(flaky.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'timeout' });
    expect(await worker.tick()).toBe(0);
    clock += 1000;
    expect(await worker.tick()).toBe(2);
    clock += 2000;
    expect(await worker.tick()).toBe(2);
    expect(await statusOf(flaky.id)).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(await statusOf(broken.id)).toMatchObject({ status: 'dead', attempts: 3, lastError: 'HTTP 500' });
    expect(calls.filter((subject) => subject === 'ok')).toHaveLength(1);

    expect(await requeue(database.db, broken.id, new Date(clock))).toBe(true);
    expect(await statusOf(broken.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('never hands one item to two workers claiming at the same moment', async () => {
    const clock = Date.parse('2026-11-23T12:00:00Z');
    const items = Array.from({ length: 30 }, (_, index) => item(`parallel-${index}`));
    await enqueue(database.db, items, new Date(clock));
    const deliveries = new Map<string, number>();
    const makeWorker = () =>
      createOutboxWorker({
        db: database.db,
        logger,
        now: () => clock,
        batchSize: 7,
        deliver: async (outboxItem) => {
          deliveries.set(outboxItem.id, (deliveries.get(outboxItem.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    const workers = [makeWorker(), makeWorker(), makeWorker()];
    for (let round = 0; round < 6; round++) await Promise.all(workers.map((worker) => worker.tick()));
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    expect(items.every((candidate) => deliveries.has(candidate.id))).toBe(true);
  });
});
