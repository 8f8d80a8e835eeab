import type { KeyValueStorage } from '../../../engine';
import { createMemoryStorage } from '../../../engine/storage/memory-storage';
import { createLeadOutbox, type LeadOutbox } from './lead-outbox';

let outbox: LeadOutbox | null = null;

function localStorageOrMemory(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/** The page's one outbox over window.localStorage (browser only: call it from effects and handlers). */
export function browserLeadOutbox(): LeadOutbox {
  outbox ??= createLeadOutbox({ storage: localStorageOrMemory(), fetch: (input, init) => window.fetch(input, init) });
  return outbox;
}

/** Sends the queued leads (the root layout calls this once after hydration, through outbox-trigger). */
export function flushLeadOutbox(): Promise<unknown> {
  return browserLeadOutbox().flush();
}
