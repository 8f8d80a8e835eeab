import type { OutboxEntry, SendResult, Verdict } from './outbox-entry';

/** A queued lead is given up after this long (it would be stale for a call-back anyway). */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many leads are kept; the oldest go first. */
export const OUTBOX_MAX_ENTRIES = 20;
/** One attempt waits this long for the server's answer before it counts as not acknowledged. */
export const SEND_TIMEOUT_MS = 10_000;
/** Retry-After is honoured up to this long. */
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * What an attempt means for the queued lead:
 * - 2xx: the server has it (201, or 200 for a key it has seen): delivered, removed;
 * - 408 Request Timeout and 429 Too Many Requests: the server did not look at the lead: retry;
 * - any other 4xx: the server looked and refused it (422 invalid, 400...): final, removed and never
 *   resent, so a client and a server that disagree cannot loop;
 * - 5xx, a network error, a timeout (and anything else unexpected): not acknowledged: retry.
 */
export function verdictOf(result: SendResult): Verdict {
  if (result.kind !== 'answered') return 'retry';
  const { status } = result;
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'rejected';
  return 'retry';
}

/** The Retry-After header (seconds or an HTTP date) as a delay in ms, capped; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/** The entry after an attempt that must be retried: one more attempt, and the server's Retry-After as its earliest time. */
export function afterFailedAttempt(entry: OutboxEntry, result: SendResult, now: number): OutboxEntry {
  const retryAfter = result.kind === 'answered' ? result.retryAfterMs : undefined;
  const next: OutboxEntry = { ...entry, attempts: entry.attempts + 1, lastAttemptAt: now };
  if (retryAfter !== undefined && retryAfter > 0) next.notBefore = now + retryAfter;
  else delete next.notBefore;
  return next;
}

/** Whether a queued lead is sent on this page load: not expired, and past any Retry-After. */
export function isDue(entry: OutboxEntry, now: number): boolean {
  return entry.notBefore === undefined || entry.notBefore <= now;
}

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return now - entry.createdAt > OUTBOX_MAX_AGE_MS;
}
