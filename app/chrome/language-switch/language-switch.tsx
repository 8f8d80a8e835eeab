import { useLocation } from 'react-router-dom';
import { languageNames, localizedPath, type Locale } from '../../../i18n/locales';
import { useLocale } from '../../../renderers/i18n/locale-context';
import { rememberLanguageBannerDismissed } from '../language-banner/language-preference';
import { usePageSearch } from '../../site/use-page-search';

/** The other language of the page a visitor is on. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'es' ? 'en' : 'es';
}

/**
 * A link to the same page, its query and anchor included, in the other language. It loads a new document:
 * the page's content and texts come from the server in that language. Only the query parameters the page
 * reads go with it (ad tags are left out: the tab's attribution is kept from its landing), so the page is
 * one and the same for every address that lands on it.
 */
export function LanguageSwitch({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const locale = useLocale();
  const { pathname, hash } = useLocation();
  const search = usePageSearch();
  const target = otherLocale(locale);
  const name = languageNames[target];
  return (
    <a
      href={localizedPath(pathname + search + hash, target)}
      hrefLang={target}
      lang={target}
      className={className}
      data-language-switch=""
      // Choosing English is an answer to the suggestion to read Spanish: it is not offered again.
      onClick={target === 'en' ? rememberLanguageBannerDismissed : undefined}
      {...(compact ? { 'aria-label': name } : {})}
    >
      {compact ? <span aria-hidden="true">{target.toUpperCase()}</span> : name}
    </a>
  );
}
