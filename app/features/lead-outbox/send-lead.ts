import type { OutboxEntry, SendResult } from './outbox-entry';
import { parseRetryAfter, verdictOf } from './retry-policy';

/** A refusal's or a receipt's JSON body is a few hundred bytes; anything far larger is not read. */
const MAX_REFUSAL_BYTES = 64 * 1024;

async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.length <= MAX_REFUSAL_BYTES ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

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
    const result: SendResult & { kind: 'answered' } = { kind: 'answered', status: response.status };
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
    if (retryAfterMs !== undefined) result.retryAfterMs = retryAfterMs;
    // A refusal's body names the fields at fault, an acknowledgement's the receipt; a retry's is drained unread.
    if (verdictOf(result) !== 'retry') result.body = await readJsonBody(response);
    else void response.body?.cancel().catch(() => undefined);
    return result;
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
