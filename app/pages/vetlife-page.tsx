import { useLoaderData } from 'react-router-dom';
import { funnelLoader, funnelShouldRevalidate } from '../features/funnels/funnel-loader';
import type { FunnelBrand } from '../features/funnels/funnel-chrome';
import { VetLifeFunnel } from '../features/vetlife/vetlife-funnel';
import type { HeadData } from '../site/head';

export const handle: { head: HeadData; chrome: 'funnel'; funnelBrand: FunnelBrand } = {
  head: {
    title: 'VetLife',
    description: 'VA loan options for veterans and service members. Thank you for your service.',
  },
  chrome: 'funnel',
  funnelBrand: 'vetlife',
};

export const loader = funnelLoader('vetlife');
export const shouldRevalidate = funnelShouldRevalidate;

export function Component() {
  return <VetLifeFunnel data={useLoaderData<typeof loader>()} />;
}
