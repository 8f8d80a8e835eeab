import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocale } from '../../../renderers/i18n/locale-context';
import { languageBannerDismissed, prefersSpanish } from './language-preference';

const LanguageBanner = lazy(() => import('./language-banner').then((module) => ({ default: module.LanguageBanner })));

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * On an English page, a visitor whose browser prefers Spanish is offered the same page in Spanish. It is
 * worked out after hydration only (the server's HTML is the same for everyone), never redirects, and once
 * closed it stays closed. The banner's code loads only for the visitors it is shown to.
 */
export function LanguageBannerSlot() {
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (locale === 'en' && !languageBannerDismissed() && prefersSpanish(browserLanguages())) setShown(true);
  }, [locale]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LanguageBanner onClosed={() => setShown(false)} />
    </Suspense>
  );
}
