import { isPlainObject, own } from '../json-guards';
import type { Attribution, ClickIds } from './funnel-event';

const LIMITS: Record<keyof (Attribution & ClickIds), number> = {
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  referrerHost: 253,
  gclid: 200,
  fbclid: 200,
  msclkid: 200,
};
const PRINTABLE = /^[^\u0000-\u001f\u007f]+$/;

/**
 * Where a visitor came from, as the browser captured it and the server keeps it on the lead: each known
 * field trimmed, printable and within its length, anything else left out (an attribution is never a
 * reason to refuse a lead). The same rule runs on both sides.
 */
export function cleanAttribution(value: unknown): Attribution & ClickIds {
  if (!isPlainObject(value)) return {};
  const clean: Record<string, string> = {};
  for (const [key, limit] of Object.entries(LIMITS)) {
    const raw = own(value, key);
    if (typeof raw !== 'string') continue;
    const text = raw.trim();
    if (text.length > 0 && text.length <= limit && PRINTABLE.test(text)) clean[key] = text;
  }
  return clean;
}

/** A funnel session id as the lead may carry it (to count the lead in the analytics of the visit). */
export function cleanSessionId(value: unknown): string | null {
  const id = isPlainObject(value) ? own(value, 'sessionId') : undefined;
  return typeof id === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : null;
}
