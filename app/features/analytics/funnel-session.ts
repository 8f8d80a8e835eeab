import { newIdempotencyKey as randomUuid } from '../../data/idempotency-key';
import { tabStorage, type TabStorage } from '../attribution';
import { privacyControlOn } from './privacy-signal';

export const FUNNEL_SESSION_KEY = 'harborpoint.funnelSession.v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** For a tab whose storage is refused: one id for the page's life. */
let pageOnly: string | undefined;

/**
 * The tab's funnel-session id (a random UUID made on first use and kept in sessionStorage: no cookie, gone
 * with the tab), or undefined when the visitor sends Global Privacy Control: then nothing is stored and
 * the events are anonymous counts.
 */
export function funnelSessionId(options: { storage?: TabStorage | null; privacyControl?: boolean } = {}): string | undefined {
  if (options.privacyControl ?? privacyControlOn()) return undefined;
  const storage = options.storage === undefined ? tabStorage() : options.storage;
  try {
    const kept = storage?.getItem(FUNNEL_SESSION_KEY);
    if (kept && UUID.test(kept)) return kept;
    if (!storage) return (pageOnly ??= randomUuid());
    const id = randomUuid();
    storage.setItem(FUNNEL_SESSION_KEY, id);
    return id;
  } catch {
    return (pageOnly ??= randomUuid());
  }
}
