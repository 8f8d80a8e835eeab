import type { SavedState } from '../types/saved-state';
import type { KeyValueStorage } from './key-value-storage';
import type { StorageKeys } from './storage-keys';
import { SAVE_DEBOUNCE_MS, SAVED_STATE_MAX_AGE_MS } from '../constants';
import { debounce } from './debounce';
import { loadSavedState, type LoadResult } from './load-saved-state';
import { timerScheduler, type Scheduler } from './scheduler';
import { readSessionFlag, writeSessionFlag } from './session-flag';
import { clearSavedState, writeSavedState, type WriteOutcome } from './write-saved-state';

export interface SavedStateStoreOptions {
  /** localStorage (or a memory store). */
  storage: KeyValueStorage;
  /** sessionStorage (or a memory store), for the completion flag. */
  session: KeyValueStorage;
  keys: StorageKeys;
  now?: () => number;
  scheduler?: Scheduler;
  debounceMs?: number;
  maxAgeMs?: number;
  /** Told the outcome of every write (e.g. to log a quota fallback). */
  onWrite?: (outcome: WriteOutcome) => void;
}

export interface SavedStateStore {
  load(): LoadResult;
  /** Writes after 100 ms without another save (the last state wins). */
  save(state: SavedState): void;
  /** Writes a pending save now (e.g. on pagehide); returns its outcome, or null when none was pending. */
  flush(): WriteOutcome | null;
  /** Drops a pending save and removes the saved state and legacy keys. */
  clear(): void;
  isSubmitted(): boolean;
  setSubmitted(value: boolean): void;
}

/** The browser side of save/resume: debounced writes, quota fallback, expiry, migration, session flag. */
export function createSavedStateStore(options: SavedStateStoreOptions): SavedStateStore {
  const { storage, session, keys } = options;
  const now = options.now ?? (() => Date.now());
  let last: WriteOutcome | null = null;
  const writer = debounce<SavedState>(options.scheduler ?? timerScheduler, options.debounceMs ?? SAVE_DEBOUNCE_MS, (state) => {
    last = writeSavedState(storage, keys, state);
    options.onWrite?.(last);
  });
  return {
    load: () => loadSavedState(storage, keys, now(), options.maxAgeMs ?? SAVED_STATE_MAX_AGE_MS),
    save: (state) => writer.schedule(state),
    flush() {
      last = null;
      return writer.flush() ? last : null;
    },
    clear() {
      writer.cancel();
      clearSavedState(storage, keys);
    },
    isSubmitted: () => readSessionFlag(session, keys.sessionFlag),
    setSubmitted: (value) => writeSessionFlag(session, keys.sessionFlag, value),
  };
}
