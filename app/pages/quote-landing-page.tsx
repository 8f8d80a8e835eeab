import { useLoaderData } from 'react-router-dom';
import { funnelLoader, funnelShouldRevalidate } from '../features/funnels/funnel-loader';
import type { FunnelBrand } from '../features/funnels/funnel-chrome';
import { QuoteFunnel } from '../features/quote/quote-funnel';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData; chrome: 'funnel'; funnelBrand: FunnelBrand } = {
  head: {
    title: 'Get Your Quote',
    description: 'Answer a few quick questions and a mortgage specialist will call you within 24 hours. No SSN required.',
  },
  chrome: 'funnel',
  funnelBrand: 'quote',
};

export const loader = funnelLoader('questionnaire');
export const shouldRevalidate = funnelShouldRevalidate;

export function Component() {
  return <QuoteFunnel data={useLoaderData<typeof loader>()} />;
}
