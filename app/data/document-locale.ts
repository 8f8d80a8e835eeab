import { defaultLocale, localeOfPath, type Locale } from '../../i18n/locales';

/**
 * The language of the document the browser shows, read from its address (`/es/...` is Spanish): for
 * requests made outside a loader (a funnel fetching its flow, a lead being sent). English on the server.
 */
export function documentLocale(): Locale {
  return typeof window === 'undefined' ? defaultLocale : localeOfPath(window.location.pathname);
}
