import { HttpStatusError } from '../data/http-site-api';
import type { Locale } from '../../i18n/locales';
import { rootText } from './messages';

/**
 * The line that explains a failed page or list to the visitor. An HTTP status is said in the page's
 * language; any other message was written in English (by the browser or our own code), so only English
 * pages show it and the others say the error is unknown.
 */
export function errorText(error: unknown, locale: Locale): string {
  if (error instanceof HttpStatusError) return rootText.text(locale, 'error.status', { status: String(error.status) });
  if (locale === 'en' && error instanceof Error && error.message) return error.message;
  return rootText.text(locale, 'error.unknown');
}
