import type { OutboxEntry, SendResult } from './outbox-entry';
import { parseRetryAfter } from './retry-policy';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** One POST of a queued lead with its Idempotency-Key; never throws. */
export async function sendOnce(entry: OutboxEntry, fetchImpl: FetchLike, timeoutMs: number, now: () => number): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(entry.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': entry.id },
      body: JSON.stringify(entry.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    // The body is not needed (the thank-you screen shows either way); drain it so the connection is freed.
    void response.body?.cancel().catch(() => undefined);
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
    return retryAfterMs === undefined ? { kind: 'answered', status: response.status } : { kind: 'answered', status: response.status, retryAfterMs };
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
