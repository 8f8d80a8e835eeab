import { HttpStatusError } from '../../data/http-site-api';
import type { Locale } from '../../../i18n/locales';
import { legalText } from './messages';

/** Which legal document a page shows, for its error line. */
export type LegalSubject = 'disclosures' | 'privacyPolicy';

/** Why a document did not load, as plain data the server can hand to the browser: the HTTP status, when there was one. */
export interface DocumentLoadError {
  status: number | null;
}

export function documentLoadError(error: unknown): DocumentLoadError {
  return { status: error instanceof HttpStatusError ? error.status : null };
}

/** 'Error loading {what}: {reason}' in the page's language. */
export function documentErrorLine(subject: LegalSubject, error: DocumentLoadError, locale: Locale): string {
  const reason = error.status === null ? legalText.text(locale, 'reason.unknown') : legalText.text(locale, 'reason.status', { status: String(error.status) });
  return legalText.text(locale, subject === 'disclosures' ? 'error.disclosures' : 'error.privacyPolicy', { reason });
}
