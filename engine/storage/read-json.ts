import type { KeyValueStorage } from './key-value-storage';

export type JsonRead = { kind: 'absent' } | { kind: 'corrupt' } | { kind: 'ok'; value: unknown };

/** The deepest nesting of arrays/objects in a JSON text (strings skipped), stopping early past `limit`. */
function depthOf(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

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
  if (text.length > maxChars || depthOf(text, maxDepth) > maxDepth) return { kind: 'corrupt' };
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
