import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath } from '../../../i18n/locales';
import { richText } from '../../../renderers/i18n/locale-context';
import { CloseIcon } from '../nav/icons';
import { focusRing } from '../nav/nav-styles';
import { usePageSearch } from '../../site/use-page-search';
import { rememberLanguageBannerDismissed } from './language-preference';
import { languageBannerText } from './messages';

/** The offer of the page in Spanish (language-banner-slot.tsx decides whom to show it). It speaks the language it offers. */
export function LanguageBanner({ onClosed }: { onClosed: () => void }) {
  const { pathname, hash } = useLocation();
  const search = usePageSearch();
  const text = (key: 'label' | 'offer' | 'close') => languageBannerText.text('es', key);
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    const hadFocus = event.currentTarget === document.activeElement;
    rememberLanguageBannerDismissed();
    onClosed();
    // The button goes away with the banner: keyboard focus moves on to the page, not back to the top.
    if (hadFocus) document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <section aria-label={text('label')} lang="es" className="border-b border-teal-200 bg-teal-50" data-language-banner>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 lg:px-6">
        <p className="flex-1 text-sm text-teal-950">
          {richText(text('offer'), [
            (link) => (
              <a
                href={localizedPath(pathname + search + hash, 'es')}
                hrefLang="es"
                className={`inline-flex min-h-11 items-center rounded-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 ${focusRing}`}
              >
                {link}
              </a>
            ),
          ])}
        </p>
        <button
          type="button"
          onClick={close}
          aria-label={text('close')}
          className={`grid size-11 shrink-0 place-items-center rounded-full text-teal-900 hover:bg-teal-100 ${focusRing}`}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
