import { createHash } from 'node:crypto';
import { isPlainObject, own } from '../../engine';

/** What a lead keeps of the visitor's consent to be contacted. */
export interface ConsentRecord {
  /** `sha256-<hex>` of the exact text shown; the text itself stays in the definition version the lead names. */
  textHash: string;
  text: string;
  at: Date;
  pageUrl: string;
}

export type ConsentReading = { ok: true; record: ConsentRecord | null } | { ok: false; fields: Record<string, string> };

/** A queued lead may be sent again for up to 30 days; a clock a little ahead of the server's is tolerated. */
const OLDEST_MS = 31 * 24 * 60 * 60 * 1000;
const AHEAD_MS = 5 * 60 * 1000;
const MAX_URL_LENGTH = 2000;

export const CONSENT_MESSAGES = {
  required: 'The consent to be contacted must be recorded with the request.',
  at: 'consent.at must be the time the consent was given (ISO 8601).',
  pageUrl: 'consent.pageUrl must be the address of the page the consent was given on.',
} as const;

export function consentTextHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

function isPageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads the `consent` of a submission ({ at, pageUrl }) against the consent text the visitor was shown
 * (null when the form or flow version had none: then nothing is recorded and nothing is required).
 * With a text, the time and page are required: a lead without them has no proof of consent.
 */
export function readConsent(raw: unknown, text: string | null | undefined, now: Date): ConsentReading {
  if (!text) return { ok: true, record: null };
  if (!isPlainObject(raw)) return { ok: false, fields: { consent: CONSENT_MESSAGES.required } };
  const fields: Record<string, string> = {};
  const atText = own(raw, 'at');
  const at = typeof atText === 'string' && atText.length <= 40 ? new Date(atText) : null;
  const age = at ? now.getTime() - at.getTime() : NaN;
  if (!at || !Number.isFinite(age) || age > OLDEST_MS || age < -AHEAD_MS) fields['consent.at'] = CONSENT_MESSAGES.at;
  const pageUrl = own(raw, 'pageUrl');
  if (!isPageUrl(pageUrl)) fields['consent.pageUrl'] = CONSENT_MESSAGES.pageUrl;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, record: { textHash: consentTextHash(text), text, at: at!, pageUrl: pageUrl as string } };
}
