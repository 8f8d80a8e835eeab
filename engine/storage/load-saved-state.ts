import type { KeyValueStorage } from './key-value-storage';
import type { StorageKeys } from './storage-keys';
import { SAVED_STATE_MAX_AGE_MS, SAVED_STATE_MAX_CHARS } from '../constants';
import { checkSavedState, type LoadedSavedState } from '../saved-state';
import { migrateLegacy, type MigrationOutcome } from './migrate-legacy';
import { readJson, safeRemove } from './read-json';

export type LoadStatus = 'ok' | 'empty' | 'expired' | 'corrupt';

export interface LoadResult {
  state: LoadedSavedState | null;
  status: LoadStatus;
  migration: MigrationOutcome;
}

/**
 * Reads the saved state: migrates the legacy keys first, then parses and checks the state. Corrupt state
 * (not JSON, too large or deep, wrong structure) and state older than 24 hours are removed. Never throws.
 */
export function loadSavedState(storage: KeyValueStorage, keys: StorageKeys, now: number, maxAgeMs = SAVED_STATE_MAX_AGE_MS): LoadResult {
  const migration = migrateLegacy(storage, keys, now);
  const read = readJson(storage, keys.state, SAVED_STATE_MAX_CHARS);
  if (read.kind === 'absent') return { state: null, status: 'empty', migration };
  const check = read.kind === 'ok' ? checkSavedState(read.value) : null;
  if (!check || !check.ok) {
    safeRemove(storage, keys.state);
    return { state: null, status: 'corrupt', migration };
  }
  const age = now - check.state.lastUpdated;
  if (age > maxAgeMs || -age > maxAgeMs) {
    safeRemove(storage, keys.state);
    return { state: null, status: 'expired', migration };
  }
  return { state: check.state, status: 'ok', migration };
}
