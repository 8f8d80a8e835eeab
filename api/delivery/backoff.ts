/**
 * Exponential backoff with full jitter (AWS's "full jitter"): attempt n waits a random time between half
 * and all of min(maxMs, baseMs * 2^(n-1)), so retries from many items spread out instead of arriving
 * together.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
