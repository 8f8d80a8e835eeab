import type { SavedState, MinimalSavedState } from '../types/saved-state';
import type { KeyValueStorage } from './key-value-storage';
import type { StorageKeys } from './storage-keys';
import { isQuotaError } from './quota-error';
import { safeRemove } from './read-json';

export type WriteOutcome = 'written' | 'minimal' | 'failed';

/** Removes the product's saved state and its legacy keys. */
export function clearSavedState(storage: KeyValueStorage, keys: StorageKeys): void {
  safeRemove(storage, keys.state);
  safeRemove(storage, keys.legacyFormState);
  safeRemove(storage, keys.legacyContactInfo);
}

/**
 * Writes the saved state. On a quota error the product's storage is cleared and only loanType, answers,
 * lastUpdated and formCompleted are written ('minimal'); if even that fails, or storage refuses for another
 * reason, nothing is stored ('failed'). Never throws.
 */
export function writeSavedState(storage: KeyValueStorage, keys: StorageKeys, state: SavedState): WriteOutcome {
  try {
    storage.setItem(keys.state, JSON.stringify(state));
    return 'written';
  } catch (error) {
    if (!isQuotaError(error)) return 'failed';
  }
  clearSavedState(storage, keys);
  const minimal: MinimalSavedState = {
    loanType: state.loanType,
    answers: state.answers,
    lastUpdated: state.lastUpdated,
    formCompleted: state.formCompleted,
    ...(state.leadSent ? { leadSent: true } : {}),
  };
  try {
    storage.setItem(keys.state, JSON.stringify(minimal));
    return 'minimal';
  } catch {
    return 'failed';
  }
}
