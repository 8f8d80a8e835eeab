import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../api/db/batcher';

/** A database stand-in whose answers the test releases: what it was sent, batch by batch. */
function heldRun() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<PromiseSettledResult<number>[]>((resolve) => {
      releases.push(() => resolve(items.map((item) => (item < 0 ? { status: 'rejected', reason: new Error(`refused ${item}`) } : { status: 'fulfilled', value: item * 10 }))));
    });
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { batches, releases, run, settle };
}

describe('group commit (createBatcher)', () => {
  it('sends the calls of one turn together, and the calls made meanwhile together once it answers', async () => {
    const held = heldRun();
    const call = createBatcher(held.run, { maxInFlight: 1, maxBatch: 100 });
    const first = [call(1), call(2), call(3)];
    await held.settle();
    expect(held.batches).toEqual([[1, 2, 3]]);

    const second = [call(4), call(5)];
    await held.settle();
    expect(held.batches).toHaveLength(1);
    held.releases[0]!();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await held.settle();
    expect(held.batches).toEqual([[1, 2, 3], [4, 5]]);
    held.releases[1]!();
    expect(await Promise.all(second)).toEqual([40, 50]);
  });

  it('gives each call its own outcome, and a failed batch fails each of its calls', async () => {
    const held = heldRun();
    const call = createBatcher(held.run, { maxInFlight: 1, maxBatch: 100 });
    const outcomes = Promise.allSettled([call(1), call(-2), call(3)]);
    await held.settle();
    held.releases[0]!();
    expect((await outcomes).map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual([10, 'refused -2', 30]);

    let away = true;
    const flaky = createBatcher<number, number>(
      async (items) => {
        if (away) throw new Error('database away');
        return items.map((item) => ({ status: 'fulfilled', value: item }));
      },
      { maxInFlight: 1, maxBatch: 100 },
    );
    const failed = await Promise.allSettled([flaky(1), flaky(2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    away = false;
    expect(await flaky(3)).toBe(3);
  });

  it('keeps batches within maxBatch and runs at most maxInFlight at once', async () => {
    const held = heldRun();
    const call = createBatcher(held.run, { maxInFlight: 2, maxBatch: 2 });
    const all = Promise.all([1, 2, 3, 4, 5, 6, 7].map(call));
    await held.settle();
    expect(held.batches).toEqual([[1, 2], [3, 4]]);
    held.releases[0]!();
    await held.settle();
    expect(held.batches).toEqual([[1, 2], [3, 4], [5, 6]]);
    held.releases[1]!();
    held.releases[2]!();
    await held.settle();
    expect(held.batches.at(-1)).toEqual([7]);
    held.releases[3]!();
    expect(await all).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });
});
