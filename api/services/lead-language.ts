import { defaultLocale, isLocale, locales, type Locale } from '../../i18n/locales';
import { DomainError } from './domain-error';

export const LANGUAGE_MESSAGE = `must be one of ${locales.join(', ')}`;

/**
 * The language the visitor used, which the lead keeps so the broker calls back in it. A request that names
 * none is English (leads sent before the site spoke Spanish, or by an older page still open in a tab).
 */
export function readLeadLanguage(value: unknown): Locale {
  if (value === undefined || value === null) return defaultLocale;
  if (isLocale(value)) return value;
  throw new DomainError('invalid', 'validation_failed', 'Some fields are missing or not valid.', { language: LANGUAGE_MESSAGE });
}
