import type { KeyValueStorage } from '../../../engine';
import { newIdempotencyKey } from '../../data/idempotency-key';
import type { OutboxEntry, SendResult, Verdict } from './outbox-entry';
import { putEntry, readOutbox, removeEntry } from './outbox-store';
import { afterFailedAttempt, isDue, isExpired, SEND_TIMEOUT_MS, verdictOf } from './retry-policy';
import { sendOnce, type FetchLike } from './send-lead';

export interface LeadOutboxOptions {
  storage: KeyValueStorage;
  fetch: FetchLike;
  now?: () => number;
  timeoutMs?: number;
  newKey?: () => string;
}

/** How a submit ended: delivered; rejected (a final 4xx); queued (not acknowledged, sent again on a later page load). */
export type SubmitOutcome = 'delivered' | 'rejected' | 'queued';

export interface SubmitResult {
  outcome: SubmitOutcome;
  key: string;
  /** rejected: the status and the parsed JSON body the server refused the lead with; delivered: the receipt it answered. */
  status?: number;
  body?: unknown;
}

export interface FlushReport {
  delivered: number;
  rejected: number;
  queued: number;
  expired: number;
}

export interface LeadOutbox {
  /** Queues the lead under a new Idempotency-Key, then sends it once. Never throws. */
  submit(url: string, body: unknown): Promise<SubmitResult>;
  /** Sends every queued lead that is due, one after another, each with its own key. Never throws. */
  flush(): Promise<FlushReport>;
  pending(): OutboxEntry[];
}

/**
 * The local outbox: a lead is written to storage before it is sent, so that nothing is lost when the
 * server does not acknowledge it (network error, timeout, 5xx) or the visitor closes the tab; it is sent
 * again with the same Idempotency-Key on the next page load until the server answers 2xx (delivered) or a
 * final 4xx (dropped). If storage refuses the write, the lead is still sent once.
 */
export function createLeadOutbox(options: LeadOutboxOptions): LeadOutbox {
  const { storage } = options;
  const now = options.now ?? (() => Date.now());
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const inFlight = new Set<string>();

  const attempt = async (entry: OutboxEntry): Promise<{ verdict: Verdict; result: SendResult }> => {
    inFlight.add(entry.id);
    try {
      const result = await sendOnce(entry, options.fetch, timeoutMs, now);
      const verdict = verdictOf(result);
      if (verdict === 'retry') putEntry(storage, afterFailedAttempt(entry, result, now()));
      else removeEntry(storage, entry.id);
      return { verdict, result };
    } finally {
      inFlight.delete(entry.id);
    }
  };

  return {
    async submit(url, body) {
      const entry: OutboxEntry = { id: (options.newKey ?? newIdempotencyKey)(), url, body, createdAt: now(), attempts: 0 };
      putEntry(storage, entry);
      const { verdict, result } = await attempt(entry);
      if (result.kind !== 'answered' || verdict === 'retry') return { outcome: 'queued', key: entry.id };
      return { outcome: verdict, key: entry.id, status: result.status, body: result.body };
    },
    async flush() {
      const report: FlushReport = { delivered: 0, rejected: 0, queued: 0, expired: 0 };
      for (const entry of readOutbox(storage)) {
        if (inFlight.has(entry.id)) continue;
        if (isExpired(entry, now())) {
          removeEntry(storage, entry.id);
          report.expired++;
          continue;
        }
        if (!isDue(entry, now())) {
          report.queued++;
          continue;
        }
        const { verdict } = await attempt(entry);
        if (verdict === 'delivered') report.delivered++;
        else if (verdict === 'rejected') report.rejected++;
        else report.queued++;
      }
      return report;
    },
    pending: () => readOutbox(storage),
  };
}
