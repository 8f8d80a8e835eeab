export interface WeightedVariant {
  key: string;
  /** A share relative to the other variants' (e.g. 50 and 50, or 1 and 3). */
  weight: number;
}

/**
 * A number in [0, 1) from a text, the same on every run and in every browser: FNV-1a over the text, then
 * MurmurHash3's finalizer, without which texts that differ only in their last characters (ids in a
 * sequence) land close together and split unevenly.
 */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x1_0000_0000;
}

/**
 * A variant drawn by weight from an id and the experiment's: the server draws each assignment from the
 * random id it gives it, so the same assignment always names the same variant. Null when no variant has
 * a positive weight.
 */
export function assignVariant(experimentId: string, visitId: string, variants: readonly WeightedVariant[]): string | null {
  const total = variants.reduce((sum, variant) => sum + (variant.weight > 0 ? variant.weight : 0), 0);
  if (total <= 0) return null;
  let point = unitHash(`${experimentId}:${visitId}`) * total;
  for (const variant of variants) {
    if (variant.weight <= 0) continue;
    if (point < variant.weight) return variant.key;
    point -= variant.weight;
  }
  return variants.filter((variant) => variant.weight > 0).at(-1)!.key;
}
