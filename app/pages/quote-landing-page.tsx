import { funnelRoute } from '../features/funnels/funnel-loader';
import { QuoteFunnel } from '../features/quote/quote-funnel';

export const { handle, loader, shouldRevalidate, Component } = funnelRoute({
  variant: 'questionnaire',
  brand: 'quote',
  head: {
    title: 'Get Your Quote',
    description: 'Answer a few quick questions and a mortgage specialist will call you within 24 hours. No SSN required.',
  },
  Funnel: QuoteFunnel,
});
