/** One lead waiting in the outbox: sent again, with the same Idempotency-Key, until the server answers for it. */
export interface OutboxEntry {
  /** The Idempotency-Key, made once per lead. */
  id: string;
  /** Where it is POSTed (/api/recordQuoteLead, /api/recordWebLead/VetLife). */
  url: string;
  /** The JSON body. */
  body: unknown;
  /** ms timestamps. */
  createdAt: number;
  attempts: number;
  lastAttemptAt?: number;
  /** Not before this time (a Retry-After the server gave). */
  notBefore?: number;
}

/** How one attempt ended, as far as the client could see. */
export type SendResult =
  /** `body`: the parsed JSON of a refusal (a final 4xx), when the server sent one. */
  | { kind: 'answered'; status: number; retryAfterMs?: number; body?: unknown }
  | { kind: 'network' }
  | { kind: 'timeout' };

/** delivered: acknowledged (2xx); rejected: a final 4xx, never resent; retry: keep it and send again later. */
export type Verdict = 'delivered' | 'rejected' | 'retry';
