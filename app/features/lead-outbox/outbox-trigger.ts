import { LEAD_OUTBOX_KEY } from './outbox-key';

/**
 * Once per page load, after hydration: if a lead is waiting, load the outbox module (its own small
 * chunk, so the shell stays small) and send it. Nothing is loaded when the outbox is empty.
 */
export function flushLeadOutboxOnLoad(): void {
  let waiting = false;
  try {
    waiting = Boolean(window.localStorage.getItem(LEAD_OUTBOX_KEY));
  } catch {
    return;
  }
  if (!waiting) return;
  void import('./browser-outbox').then((module) => module.flushLeadOutbox()).catch(() => undefined);
}
