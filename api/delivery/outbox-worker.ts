import type { Executor } from '../db/database';
import { claimDue, markDead, markDelivered, scheduleRetry, type OutboxItem } from '../db/repositories/outbox-repository';
import type { Logger } from '../server/logger';
import { retryDelayMs } from './backoff';

export interface OutboxWorkerOptions {
  db: Executor;
  logger: Logger;
  /** Delivers one item; throwing means "try again later". */
  deliver(item: OutboxItem): Promise<void>;
  pollMs?: number;
  batchSize?: number;
  /** How long a claim holds before another worker may take the item. */
  claimMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  random?: () => number;
}

export interface OutboxWorker {
  /** Claims and delivers one batch; returns how many items it handled. */
  tick(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers outbox items at least once: claim a batch (committed at once), deliver each outside any
 * transaction — PGlite has a single connection, and slow mail must never hold a lock — then record the
 * outcome: delivered, retried later with backoff and jitter, or dead after `maxAttempts` with the last
 * error kept.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const baseDelayMs = options.baseDelayMs ?? 5_000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  /** Delivers one item: true when it went, else its retry or its end is recorded now. */
  async function handle(item: OutboxItem): Promise<boolean> {
    const attempts = item.attempts + 1;
    try {
      await options.deliver(item);
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      if (attempts >= maxAttempts) {
        await markDead(options.db, item.id, attempts, message);
        options.logger.error({ outboxId: item.id, channel: item.channel, attempts, error: withoutAddresses(message) }, 'outbox: gave up (dead)');
      } else {
        const delay = retryDelayMs(attempts, baseDelayMs, maxDelayMs, options.random);
        await scheduleRetry(options.db, item.id, attempts, new Date(now() + delay), message);
        options.logger.warn({ outboxId: item.id, channel: item.channel, attempts, retryInMs: delay, error: withoutAddresses(message) }, 'outbox: will retry');
      }
      return false;
    }
  }

  /**
   * The batch's deliveries are recorded together once it is through (one statement, not one per item):
   * a process that dies before that delivers them again when their claim runs out, as at-least-once
   * allows.
   */
  async function tick(): Promise<number> {
    const items = await claimDue(options.db, new Date(now()), options.batchSize ?? 10, options.claimMs ?? 5 * 60_000);
    const delivered: { id: string; channel: OutboxItem['channel']; attempts: number; at: Date }[] = [];
    try {
      for (const item of items) if (await handle(item)) delivered.push({ id: item.id, channel: item.channel, attempts: item.attempts + 1, at: new Date(now()) });
    } finally {
      await markDelivered(options.db, delivered);
    }
    for (const { id, channel, attempts } of delivered) options.logger.info({ outboxId: id, channel, attempts }, 'outbox: delivered');
    return items.length;
  }

  const loop = () => {
    if (stopped) return;
    running = tick().catch((error) => {
      options.logger.error({ err: error }, 'outbox: worker pass failed');
      return 0;
    });
    void running.then((handled) => {
      running = null;
      if (!stopped) timer = setTimeout(loop, handled > 0 ? 0 : pollMs).unref();
    });
  };

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(loop, pollMs).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A delivery error as the log keeps it: a mail server's refusal quotes the addresses it refused, which
 * stay in the outbox row for staff but not in the log.
 */
export function withoutAddresses(message: string): string {
  // Split into runs of the characters an address can hold; a run with an @ inside (not at either end) is one.
  // A loop: the pattern [^…]+@[^…]+ rescans a long run without an @ from each of its characters.
  let kept = '';
  let run = '';
  const endRun = () => {
    kept += run.slice(1, -1).includes('@') ? '[address]' : run;
    run = '';
  };
  for (const char of message) {
    if (ADDRESS_BREAKS.has(char) || /\s/.test(char)) {
      endRun();
      kept += char;
    } else run += char;
  }
  endRun();
  return kept;
}

const ADDRESS_BREAKS = new Set(['<', '>', '"', "'", '(', ')', ',', ';', ':']);
