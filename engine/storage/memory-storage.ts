import type { KeyValueStorage } from './key-value-storage';
import { createQuotaError } from './quota-error';

export interface MemoryStorage extends KeyValueStorage {
  /** Stored characters (keys plus values), the measure the quota applies to. */
  size(): number;
  keys(): string[];
  /** Limits the stored characters; a write beyond it throws a QuotaExceededError. Infinity lifts it. */
  setQuota(chars: number): void;
}

/** An in-memory Web Storage for tests and for Node, which can simulate a full storage. */
export function createMemoryStorage(initial: Record<string, string> = {}, quota = Number.POSITIVE_INFINITY): MemoryStorage {
  const items = new Map<string, string>(Object.entries(initial));
  let limit = quota;
  const size = () => {
    let total = 0;
    for (const [key, value] of items) total += key.length + value.length;
    return total;
  };
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const old = items.get(key);
      const after = size() - (old === undefined ? 0 : key.length + old.length) + key.length + value.length;
      if (after > limit) throw createQuotaError();
      items.set(key, String(value));
    },
    removeItem: (key) => void items.delete(key),
    size,
    keys: () => [...items.keys()],
    setQuota(chars) {
      limit = chars;
    },
  };
}
