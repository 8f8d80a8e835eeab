import type { KeyValueStorage } from '../../../engine';
import type { OutboxEntry } from './outbox-entry';
import { LEAD_OUTBOX_KEY } from './outbox-key';
import { OUTBOX_MAX_ENTRIES } from './retry-policy';

const isEntry = (value: unknown): value is OutboxEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    entry.id !== '' &&
    typeof entry.url === 'string' &&
    entry.url.startsWith('/api/') &&
    typeof entry.createdAt === 'number' &&
    typeof entry.attempts === 'number' &&
    'body' in entry
  );
};

/** The queued leads, oldest first (unreadable items, and an unreadable list, are dropped). Never throws. */
export function readOutbox(storage: KeyValueStorage): OutboxEntry[] {
  try {
    const text = storage.getItem(LEAD_OUTBOX_KEY);
    if (!text) return [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Writes the queue (the newest OUTBOX_MAX_ENTRIES), or removes the key when it is empty. Returns whether it was stored. */
export function writeOutbox(storage: KeyValueStorage, entries: readonly OutboxEntry[]): boolean {
  try {
    if (entries.length === 0) storage.removeItem(LEAD_OUTBOX_KEY);
    else storage.setItem(LEAD_OUTBOX_KEY, JSON.stringify(entries.slice(-OUTBOX_MAX_ENTRIES)));
    return true;
  } catch {
    return false;
  }
}

/** Adds or replaces an entry (by id), re-reading the list first so another tab's changes are kept. */
export function putEntry(storage: KeyValueStorage, entry: OutboxEntry): boolean {
  const others = readOutbox(storage).filter((item) => item.id !== entry.id);
  return writeOutbox(storage, [...others, entry]);
}

export function removeEntry(storage: KeyValueStorage, id: string): void {
  const entries = readOutbox(storage);
  const rest = entries.filter((item) => item.id !== id);
  if (rest.length !== entries.length) writeOutbox(storage, rest);
}
