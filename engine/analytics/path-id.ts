/** A short, stable id for a sequence of answer keys (FNV-1a, 32 bits, hex): the path a visitor took so far. */
export function pathIdOf(keys: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of keys.join('>')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
