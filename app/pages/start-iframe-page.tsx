import { useParams, useRouteLoaderData, useSearchParams } from 'react-router-dom';
import { quoteIframeUrl } from '../features/start-iframe/quote-iframe-url';
import type { RootData } from '../root/root-loader';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData } = {
  head: {
    title: 'Get Your Quote',
    description: 'Start your brokered rate request.',
  },
};

export function Component() {
  const { config } = useRouteLoaderData('root') as RootData;
  const params = useParams();
  const [search] = useSearchParams();
  const src = quoteIframeUrl(config.quoteIframeUrl, params['*'], search);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="sr-only">Get Your Quote</h1>
      <iframe
        src={src}
        title="Brokered rate request form"
        className="h-[80vh] min-h-[640px] w-full rounded-2xl border border-slate-200"
        loading="eager"
      />
    </section>
  );
}
