import { jsonNestingDepth } from '../json-depth';
import type { KeyValueStorage } from './key-value-storage';

export type JsonRead = { kind: 'absent' } | { kind: 'corrupt' } | { kind: 'ok'; value: unknown };

/**
 * Reads and parses one stored JSON value. A storage that throws on read counts as absent; text longer than
 * `maxChars`, nested deeper than `maxDepth`, or not JSON is corrupt. Never throws.
 */
export function readJson(storage: KeyValueStorage, key: string, maxChars: number, maxDepth = 32): JsonRead {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return { kind: 'absent' };
  }
  if (text === null) return { kind: 'absent' };
  if (text.length > maxChars || jsonNestingDepth(text, maxDepth) > maxDepth) return { kind: 'corrupt' };
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'corrupt' };
  }
}

/** removeItem that never throws (a storage may refuse access). */
export function safeRemove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}
