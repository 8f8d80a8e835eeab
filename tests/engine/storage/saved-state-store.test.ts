import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../engine/storage/memory-storage';
import { createSavedStateStore } from '../../../engine/storage/saved-state-store';
import { createManualScheduler } from '../../../engine/storage/scheduler';
import { STORAGE_KEYS } from '../../../engine/storage/storage-keys';
import { readSessionFlag, writeSessionFlag } from '../../../engine/storage/session-flag';
import type { SavedState } from '../../../engine/types/saved-state';

const keys = STORAGE_KEYS.vetlife;
const state = (n: number): SavedState => ({
  questions: [],
  answers: { n },
  visitedComponents: [],
  navigationHistory: [],
  loanType: 'purchase',
  contactInfo: { fullName: '', email: '', phoneNumber: '' },
  lastUpdated: 1000 + n,
  formCompleted: false,
});

function setup(quota?: number) {
  const storage = createMemoryStorage({}, quota);
  const session = createMemoryStorage();
  const scheduler = createManualScheduler();
  const onWrite = vi.fn();
  const store = createSavedStateStore({ storage, session, keys, scheduler, now: () => 2000, onWrite });
  return { storage, session, scheduler, store, onWrite };
}

describe('saved-state store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('debounces writes by 100 ms; the last state wins', () => {
    const { storage, scheduler, store, onWrite } = setup();
    store.save(state(1));
    store.save(state(2));
    scheduler.advance(99);
    expect(storage.getItem(keys.state)).toBeNull();
    scheduler.advance(1);
    expect(JSON.parse(storage.getItem(keys.state)!).answers).toEqual({ n: 2 });
    expect(onWrite).toHaveBeenCalledExactlyOnceWith('written');
    expect(store.load()).toMatchObject({ status: 'ok', state: { answers: { n: 2 } } });
  });

  it('debounces with Vitest fake timers and the default scheduler', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    const store = createSavedStateStore({ storage, session: createMemoryStorage(), keys, now: () => 2000 });
    store.save(state(3));
    vi.advanceTimersByTime(50);
    expect(storage.getItem(keys.state)).toBeNull();
    vi.advanceTimersByTime(50);
    expect(storage.getItem(keys.state)).not.toBeNull();
  });

  it('flush writes now and reports the outcome; clear drops a pending save and the stored state', () => {
    const { storage, scheduler, store } = setup();
    expect(store.flush()).toBeNull();
    store.save(state(1));
    expect(store.flush()).toBe('written');
    store.save(state(2));
    store.clear();
    scheduler.advance(500);
    expect(storage.getItem(keys.state)).toBeNull();
  });

  it('reports the quota fallback', () => {
    const { store, onWrite } = setup(180);
    store.save(state(1));
    expect(store.flush()).toBe('minimal');
    expect(onWrite).toHaveBeenCalledWith('minimal');
  });

  it('keeps the completion flag in session storage under the product’s key', () => {
    const { session, store } = setup();
    expect(store.isSubmitted()).toBe(false);
    store.setSubmitted(true);
    expect(session.getItem('vetlifeFormCompleted')).toBe('true');
    expect(store.isSubmitted()).toBe(true);
    store.setSubmitted(false);
    expect(session.getItem('vetlifeFormCompleted')).toBeNull();
  });

  it('session flag helpers never throw', () => {
    const broken = { getItem: () => { throw new Error('x'); }, setItem: () => { throw new Error('x'); }, removeItem: () => { throw new Error('x'); } };
    expect(readSessionFlag(broken, 'formCompleted')).toBe(false);
    expect(() => writeSessionFlag(broken, 'formCompleted', true)).not.toThrow();
  });
});
