import { createEventSender, type EventSender } from './event-sender';

let sender: EventSender | null = null;
const leaving = new Set<() => void>();

/**
 * The page's one event sender (null on the server). When the page is hidden for good (pagehide), the
 * callbacks given to onPageLeave add their last events, then everything queued leaves by beacon.
 */
export function browserEventSender(): EventSender | null {
  if (typeof window === 'undefined') return null;
  if (sender) return sender;
  const created = createEventSender({
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon: (url, body) => (typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(url, body) : false),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
    now: () => Date.now(),
  });
  window.addEventListener('pagehide', () => {
    for (const leave of leaving) {
      try {
        leave();
      } catch {
        // The events queued so far still leave.
      }
    }
    created.flushByBeacon();
  });
  sender = created;
  return sender;
}

/** Runs `leave` when the page goes away, before the last events are sent; returns the way to cancel it. */
export function onPageLeave(leave: () => void): () => void {
  if (!browserEventSender()) return () => undefined;
  leaving.add(leave);
  return () => leaving.delete(leave);
}
