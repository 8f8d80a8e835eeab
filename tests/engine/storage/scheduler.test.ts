import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../engine/storage/debounce';
import { createManualScheduler, timerScheduler } from '../../../engine/storage/scheduler';

describe('manual scheduler', () => {
  it('runs callbacks when the clock passes them, in time order', () => {
    const scheduler = createManualScheduler();
    const ran: string[] = [];
    scheduler.set(() => ran.push('b'), 20);
    const a = scheduler.set(() => ran.push('a'), 10);
    scheduler.set(() => ran.push('c'), 30);
    scheduler.clear(a);
    scheduler.advance(25);
    expect(ran).toEqual(['b']);
    expect(scheduler.pending()).toBe(1);
    scheduler.advance(5);
    expect(ran).toEqual(['b', 'c']);
    expect(scheduler.now()).toBe(30);
  });
});

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, with the last value, 100 ms after the last call (manual scheduler)', () => {
    const scheduler = createManualScheduler();
    const run = vi.fn();
    const save = debounce(scheduler, 100, run);
    save.schedule(1);
    scheduler.advance(60);
    save.schedule(2);
    scheduler.advance(99);
    expect(run).not.toHaveBeenCalled();
    expect(save.pending()).toBe(true);
    scheduler.advance(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(2);
    expect(save.pending()).toBe(false);
  });

  it('works with Vitest fake timers through the default scheduler', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const save = debounce(timerScheduler, 100, run);
    save.schedule('a');
    save.schedule('b');
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('flush runs a pending call now; cancel drops it', () => {
    const scheduler = createManualScheduler();
    const run = vi.fn();
    const save = debounce(scheduler, 100, run);
    expect(save.flush()).toBe(false);
    save.schedule(1);
    expect(save.flush()).toBe(true);
    expect(run).toHaveBeenCalledExactlyOnceWith(1);
    save.schedule(2);
    save.cancel();
    scheduler.advance(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(scheduler.pending()).toBe(0);
  });
});
