import { funnelRoute } from '../features/funnels/funnel-loader';
import { VetLifeFunnel } from '../features/vetlife/vetlife-funnel';

export const { handle, loader, shouldRevalidate, Component } = funnelRoute({
  variant: 'vetlife',
  brand: 'vetlife',
  head: {
    title: 'VetLife',
    description: 'VA loan options for veterans and service members. Thank you for your service.',
  },
  Funnel: VetLifeFunnel,
});
