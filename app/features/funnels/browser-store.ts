import { createMemoryStorage, createSavedStateStore, type KeyValueStorage, type SavedStateStore, type StorageKeys } from '../../../engine';

const stores = new Map<string, SavedStateStore>();

function webStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = window[kind];
    storage.getItem('');
    return storage;
  } catch {
    // Storage refused (privacy settings): progress is kept for this page only.
    return createMemoryStorage();
  }
}

/**
 * The engine's saved-state store over window.localStorage (progress) and sessionStorage (the completion
 * flag), one per storage key. Browser only: call it from effects and event handlers, never during render.
 */
export function savedStateStore(keys: StorageKeys): SavedStateStore {
  let store = stores.get(keys.state);
  if (!store) {
    store = createSavedStateStore({ storage: webStorage('localStorage'), session: webStorage('sessionStorage'), keys });
    stores.set(keys.state, store);
  }
  return store;
}

/** Writes every pending save now (the page is being hidden or left). */
export function flushSavedStateStores(): void {
  for (const store of stores.values()) store.flush();
}
