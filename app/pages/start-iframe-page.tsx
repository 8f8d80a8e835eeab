import { useParams, useRouteLoaderData, useSearchParams } from 'react-router-dom';
import { startIframeText } from '../features/start-iframe/messages';
import { quoteIframeUrl } from '../features/start-iframe/quote-iframe-url';
import { useText } from '../../renderers/i18n/locale-context';
import type { PageQuery } from '../domain/page-query';
import type { RootData } from '../root/root-loader';
import { pageHandle } from '../site/head';

export const handle = {
  ...pageHandle({
    en: {
      title: 'Get Your Quote',
      description: 'Start your brokered rate request.',
    },
    es: {
      title: 'Obtenga su cotización',
      description: 'Comience su solicitud de una tasa hipotecaria con corredor.',
    },
  }),
  // The broker the framed quote page is for.
  query: { reads: ['brokerFirstName', 'brokerLastName'] } satisfies PageQuery,
};

export function Component() {
  const { config } = useRouteLoaderData('root') as RootData;
  const params = useParams();
  const [search] = useSearchParams();
  const t = useText(startIframeText);
  const src = quoteIframeUrl(config.quoteIframeUrl, params['*'], search);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="sr-only">{t('heading')}</h1>
      <iframe src={src} title={t('frameTitle')} className="h-[80vh] min-h-[640px] w-full rounded-2xl border border-slate-200" loading="eager" />
    </section>
  );
}
