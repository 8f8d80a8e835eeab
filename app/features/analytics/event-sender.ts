import { EVENT_BATCH_MAX, EVENT_MAX_BYTES, type FunnelAnalyticsEvent } from '../../../engine';

export const EVENTS_URL = '/api/events';
/** A batch leaves this long after the first event queued for it (or at once when it is full). */
export const FLUSH_AFTER_MS = 2000;
/** Browsers allow a page 64 KiB of keepalive and beacon bodies in flight: each request stays under that. */
const REQUEST_MAX_CHARS = 60_000;
/** After the server turns events away (429, 503), the page sends none for its Retry-After, or this long without one... */
export const QUIET_AFTER_REFUSAL_MS = 60_000;
/** ...and never longer than this, whatever the header says. */
const QUIET_MAX_MS = 10 * 60_000;

/** What the sender reads of the server's answer. */
export interface SentAnswer {
  status: number;
  headers: { get(name: string): string | null };
}

/** The browser calls the sender makes (recorders in tests). */
export interface SenderPorts {
  fetch(url: string, init: RequestInit): Promise<SentAnswer>;
  /** navigator.sendBeacon: false when the browser would not queue it. */
  sendBeacon(url: string, body: Blob): boolean;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** The time in milliseconds. */
  now(): number;
}

export interface EventSender {
  enqueue(event: FunnelAnalyticsEvent): void;
  /** Sends everything queued now, by fetch with keepalive. */
  flush(): void;
  /** Sends everything queued by beacon: the page is going away. */
  flushByBeacon(): void;
}

/** The queued events (as JSON) split into request bodies of at most EVENT_BATCH_MAX events each. */
function bodiesOf(queued: string[]): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const json of queued) {
    if (batch.length === EVENT_BATCH_MAX || size + json.length > REQUEST_MAX_CHARS) {
      bodies.push(`{"events":[${batch.join(',')}]}`);
      [batch, size] = [[], 0];
    }
    batch.push(json);
    size += json.length + 1;
  }
  if (batch.length > 0) bodies.push(`{"events":[${batch.join(',')}]}`);
  return bodies;
}

/** How long to stay quiet after a refusal: Retry-After's seconds, capped; the default when it is absent or a date. */
function quietMsOf(retryAfter: string | null): number {
  const seconds = retryAfter === null || retryAfter.trim() === '' ? Number.NaN : Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds < 0) return QUIET_AFTER_REFUSAL_MS;
  return Math.min(QUIET_MAX_MS, seconds * 1000);
}

/**
 * The page's analytics queue: batches events and sends them without ever making the caller wait or
 * fail; whatever cannot be sent is dropped. An event larger than the server takes is dropped when queued.
 * When the server turns a batch away because it is over a limit (429) or shedding load (503), the page
 * drops its events quietly until the Retry-After has passed instead of sending more to be refused.
 * No Sec-GPC header is set here: it is a forbidden header name, and the browser sends it itself.
 */
export function createEventSender(ports: SenderPorts): EventSender {
  let queued: string[] = [];
  let timer: unknown = null;
  let quietUntil = 0;
  const quiet = () => ports.now() < quietUntil;
  const heard = (answer: SentAnswer) => {
    if (answer.status === 429 || answer.status === 503) quietUntil = Math.max(quietUntil, ports.now() + quietMsOf(answer.headers.get('Retry-After')));
  };

  function take(): string[] {
    if (timer !== null) ports.clearTimeout(timer);
    timer = null;
    const taken = queued;
    queued = [];
    return bodiesOf(taken);
  }

  /** Sends each queued batch with `send`, unless the server asked for quiet; a batch that fails to go is dropped. */
  function sendQueued(send: (body: string) => void): void {
    const bodies = take();
    if (quiet()) return;
    for (const body of bodies) {
      try {
        send(body);
      } catch {
        // Dropped.
      }
    }
  }

  const sender: EventSender = {
    enqueue(event) {
      try {
        if (quiet()) return;
        const json = JSON.stringify(event);
        if (json.length > EVENT_MAX_BYTES) return;
        queued.push(json);
        if (queued.length >= EVENT_BATCH_MAX) sender.flush();
        else timer ??= ports.setTimeout(() => sender.flush(), FLUSH_AFTER_MS);
      } catch {
        // Analytics never stand in a visitor's way.
      }
    },
    flush() {
      sendQueued((body) => void ports.fetch(EVENTS_URL, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).then(heard).catch(() => undefined));
    },
    flushByBeacon() {
      sendQueued((body) => void ports.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' })));
    },
  };
  return sender;
}
