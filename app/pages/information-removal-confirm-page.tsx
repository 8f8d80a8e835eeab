import { useSearchParams } from 'react-router-dom';
import { useText } from '../../renderers/i18n/locale-context';
import { formsText } from '../features/forms/messages';
import { RemovalLinkConfirmation } from '../features/forms/removal-link-confirmation';
import type { PageQuery } from '../domain/page-query';
import type { LocalizedHead } from '../site/head';
import type { Locale } from '../../i18n/locales';

const headIn = (locale: Locale) => ({
  title: formsText.text(locale, 'removal.linkTitle'),
  description: formsText.text(locale, 'removal.linkDescription'),
  noindex: true,
});

/**
 * Where the e-mailed confirmation link of a removal request leads; private to its recipient, never indexed,
 * and rendered for each request (the link's request id and token are its own).
 */
export const handle: { head: LocalizedHead; query: PageQuery } = { head: { en: headIn('en'), es: headIn('es') }, query: { perRequest: ['request', 'token'] } };

export function Component() {
  const [params] = useSearchParams();
  const t = useText(formsText);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{t('removal.linkHeading')}</h1>
      <RemovalLinkConfirmation requestId={params.get('request')} token={params.get('token')} />
    </section>
  );
}
