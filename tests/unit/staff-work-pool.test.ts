import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../api/services/domain-error';
import { OverBudget, readableDuration } from '../../api/services/studio/staff-work/staff-work-budget';
import { createStaffWork, type StaffWork } from '../../api/services/studio/staff-work/staff-work-pool';
import { staffWorkTasks } from '../../api/services/studio/staff-work/staff-work-tasks';
import { purchaseFlow as purchase, sprawlingFlow } from '../support/studio-drafts';

/** Generating QA paths for this flow takes minutes and hundreds of megabytes. */
const heavy = () => ({ definition: sprawlingFlow(1000, 8), current: [] });

/** Starting a worker from source compiles its TypeScript first: seconds on a busy machine. */
const WORKER_TEST_MS = 90_000;

describe('the staff-work worker', () => {
  const opened: StaffWork[] = [];
  const open = (budget: Partial<{ timeoutMs: number; memoryMb: number; queueLength: number }>) => {
    const work = createStaffWork({ timeoutMs: 30_000, memoryMb: 256, queueLength: 4, ...budget });
    opened.push(work);
    return work;
  };
  afterEach(async () => {
    for (const work of opened.splice(0)) await work.close();
  });

  it('answers what the gate answers on the site thread', async () => {
    const work = open({});
    const input = { kind: 'flow' as const, definition: purchase(), live: purchase(), fixtures: [] };
    expect(await work.run('check', input)).toEqual(staffWorkTasks.check(input));
    expect(await work.run('flowProblems', { definition: { id: 'not a flow' } })).toEqual(staffWorkTasks.flowProblems({ definition: { id: 'not a flow' } }));
  }, WORKER_TEST_MS);

  it('stops a task past its time, replaces the worker, and runs the next task on the new one', async () => {
    const work = open({ timeoutMs: 1_000 });
    expect(await work.run('flowProblems', { definition: purchase() })).toEqual([]);
    const first = work.threadId;
    const started = performance.now();
    const refusal = await work.run('generateFixtures', heavy()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OverBudget);
    expect((refusal as OverBudget).limit).toBe('time');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await work.run('flowProblems', { definition: purchase() })).toEqual([]);
    expect(work.threadId).not.toBeNull();
    expect(work.threadId).not.toBe(first);
  }, WORKER_TEST_MS);

  it('stops a task past its memory, and runs the next one', async () => {
    // Time enough that only the memory can stop it (a heap near its limit slows down as it collects).
    const work = open({ memoryMb: 64, timeoutMs: 100_000 });
    const refusal = await work.run('generateFixtures', heavy()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OverBudget);
    expect((refusal as OverBudget).limit).toBe('memory');
    expect(await work.run('flowProblems', { definition: purchase() })).toEqual([]);
  }, 2 * WORKER_TEST_MS);

  it('lets one task run and queueLength wait; the rest are refused at once with a time to retry', async () => {
    const work = open({ queueLength: 2 });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => work.run('flowProblems', { definition: purchase() })));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected')) {
      const error = (outcome as PromiseRejectedResult).reason as DomainError;
      expect(error).toBeInstanceOf(DomainError);
      expect([error.refusal, error.code, error.retryAfterSeconds]).toEqual(['unavailable', 'studio_busy', 5]);
    }
    // The queue empties as tasks finish: a task asked for later runs.
    expect(await work.run('flowProblems', { definition: purchase() })).toEqual([]);
  }, WORKER_TEST_MS);

  it('refuses input that is not plain data without stopping the worker', async () => {
    const work = open({});
    const refusal = await work.run('flowProblems', { definition: { id: 'x', call: () => 1 } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).not.toBeInstanceOf(OverBudget);
    expect(await work.run('flowProblems', { definition: purchase() })).toEqual([]);
  }, WORKER_TEST_MS);

  it('refuses work with a time to retry when its worker cannot start, and tries a new one for the next task', async () => {
    const work = createStaffWork({ timeoutMs: 1_000, memoryMb: 256, queueLength: 4 }, { workerUrl: new URL('./no-such-worker.mjs', import.meta.url) });
    opened.push(work);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refusals = await Promise.allSettled([work.run('flowProblems', { definition: purchase() }), work.run('flowProblems', { definition: purchase() })]);
      for (const refusal of refusals) {
        expect(refusal.status).toBe('rejected');
        expect((refusal as PromiseRejectedResult).reason).toMatchObject({ refusal: 'unavailable', code: 'studio_work_unavailable', retryAfterSeconds: 5 });
      }
    }
  }, WORKER_TEST_MS);

  it('names its budget as an editor reads it', () => {
    expect([1, 500, 1_000, 2_500, 10_000].map(readableDuration)).toEqual(['1 millisecond', '500 milliseconds', '1 second', '2.5 seconds', '10 seconds']);
  });
});
