import { describe, expect, it } from 'vitest';
import { createRecheck, type RecheckOptions } from '../../api/services/recheck';

/** A read that waits until the test lets it finish: each one is numbered, and keeps its number when still current. */
function controlledReads() {
  const pending: { number: number; finish: () => void; fail: (error: Error) => void }[] = [];
  let started = 0;
  let kept: number | null = null;
  const check = (current: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const number = ++started;
      pending.push({
        number,
        finish: () => {
          if (current()) kept = number;
          resolve();
        },
        fail: reject,
      });
    });
  return {
    check,
    started: () => started,
    kept: () => kept,
    /** The oldest read not yet finished. */
    next: () => {
      const read = pending.shift();
      if (!read) throw new Error('no read under way');
      return read;
    },
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function recheckWith(reads: ReturnType<typeof controlledReads>, options: Partial<RecheckOptions> & { clock?: { at: number } } = {}) {
  const clock = options.clock ?? { at: 1_000_000 };
  return createRecheck({ recheckMs: 1_000, check: reads.check, now: () => clock.at, ...options });
}

describe('the recheck', () => {
  it('asks at most once per recheckMs', async () => {
    const reads = controlledReads();
    const clock = { at: 1_000_000 };
    const recheck = recheckWith(reads, { clock });
    const first = recheck.fresh();
    reads.next().finish();
    await first;
    await recheck.fresh();
    clock.at += 999;
    await recheck.fresh();
    expect(reads.started()).toBe(1);

    clock.at += 1;
    const later = recheck.fresh();
    expect(reads.started()).toBe(2);
    reads.next().finish();
    await later;
  });

  it('asks on the first call whatever recheckMs is', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads, { recheckMs: Number.POSITIVE_INFINITY, clock: { at: 5 } });
    const first = recheck.fresh();
    expect(reads.started()).toBe(1);
    reads.next().finish();
    await first;
    await recheck.fresh();
    expect(reads.started()).toBe(1);
  });

  it('lets concurrent callers share the read under way', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads);
    const callers = [recheck.fresh(), recheck.fresh(), recheck.fresh()];
    expect(reads.started()).toBe(1);
    reads.next().finish();
    await Promise.all(callers);
    expect(reads.started()).toBe(1);
    expect(reads.kept()).toBe(1);
  });

  it('after an invalidation, makes the next call wait for a read begun after it', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads);
    const first = recheck.fresh();
    reads.next().finish();
    await first;

    recheck.invalidate();
    let done = false;
    const after = recheck.fresh().then(() => (done = true));
    expect(reads.started()).toBe(2);
    await settle();
    expect(done).toBe(false);
    reads.next().finish();
    await after;
    expect(reads.kept()).toBe(2);
  });

  it('does not keep a read an invalidation overtook, and its callers wait for one begun after the invalidation', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads);
    let earlyDone = false;
    const early = recheck.fresh().then(() => (earlyDone = true));
    const overtaken = reads.next();
    recheck.invalidate();
    let lateDone = false;
    const late = recheck.fresh().then(() => (lateDone = true));
    expect(reads.started()).toBe(2);

    // The overtaken read finishes first: nothing it found is kept, and nobody is answered by it.
    overtaken.finish();
    await settle();
    expect(reads.kept()).toBe(null);
    expect([earlyDone, lateDone]).toEqual([false, false]);
    // Nor does it start the window: a call now still waits for the read begun after the invalidation.
    const another = recheck.fresh();
    expect(reads.started()).toBe(2);

    reads.next().finish();
    await Promise.all([early, late, another]);
    expect(reads.kept()).toBe(2);
    expect(reads.started()).toBe(2);
  });

  it('when its read is overtaken and no other call comes, a waiting caller starts the newer read itself', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads);
    const waiting = recheck.fresh();
    const overtaken = reads.next();
    recheck.invalidate();
    overtaken.finish();
    await settle();
    expect(reads.started()).toBe(2);
    reads.next().finish();
    await waiting;
    expect(reads.kept()).toBe(2);
  });

  it('with recheckMs 0, asks on every call without looping, still sharing a read under way', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads, { recheckMs: 0 });
    const both = [recheck.fresh(), recheck.fresh()];
    expect(reads.started()).toBe(1);
    reads.next().finish();
    await Promise.all(both);
    const third = recheck.fresh();
    expect(reads.started()).toBe(2);
    reads.next().finish();
    await third;
    expect(reads.started()).toBe(2);
  });

  it('rejects the callers of a failed read, and by default the next call asks again', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads);
    const callers = [recheck.fresh(), recheck.fresh()];
    reads.next().fail(new Error('database away'));
    for (const caller of callers) await expect(caller).rejects.toThrow('database away');

    const retry = recheck.fresh();
    expect(reads.started()).toBe(2);
    reads.next().finish();
    await retry;
    expect(reads.kept()).toBe(2);
  });

  it('when a failed read counts, answers calls within recheckMs from what was found before, then asks again', async () => {
    const reads = controlledReads();
    const clock = { at: 1_000_000 };
    let counts = true;
    const recheck = recheckWith(reads, { clock, failedCheckCounts: () => counts });
    const first = recheck.fresh();
    reads.next().finish();
    await first;
    clock.at += 1_000;

    const failing = recheck.fresh();
    reads.next().fail(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    await recheck.fresh();
    expect(reads.started()).toBe(2);

    // Asked when the read fails: a failure it does not count leaves the next call to ask again.
    clock.at += 1_000;
    counts = false;
    const again = recheck.fresh();
    reads.next().fail(new Error('database away'));
    await expect(again).rejects.toThrow('database away');
    const retry = recheck.fresh();
    expect(reads.started()).toBe(4);
    reads.next().finish();
    await retry;
    expect(reads.kept()).toBe(4);
  });

  it('never counts a failed read an invalidation overtook, even when failures count', async () => {
    const reads = controlledReads();
    const recheck = recheckWith(reads, { failedCheckCounts: true });
    const early = recheck.fresh();
    const overtaken = reads.next();
    recheck.invalidate();
    overtaken.fail(new Error('database away'));
    await expect(early).rejects.toThrow('database away');
    const next = recheck.fresh();
    expect(reads.started()).toBe(2);
    reads.next().finish();
    await next;
    expect(reads.kept()).toBe(2);
  });

  it('turns a check that throws before its first await into a rejection', async () => {
    const recheck = createRecheck({
      recheckMs: 1_000,
      check: (() => {
        throw new Error('no connection');
      }) as RecheckOptions['check'],
    });
    await expect(recheck.fresh()).rejects.toThrow('no connection');
    await expect(recheck.fresh()).rejects.toThrow('no connection');
  });
});
