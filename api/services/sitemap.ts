import type { ContentService } from './content-service';

const staticPaths = [
  '/',
  '/mortgage-types',
  '/agents',
  '/get-brokered-rate/',
  '/vet-rate/',
  '/quote-landing',
  '/quote-landing-vetlife',
  '/opportunities',
  '/information-removal',
  '/disclosures',
  '/privacy-policy',
];

const calculatorPaths = ['/calculators', '/mortgage-calculator', '/loan-estimator', '/debt-consolidator'];

/** Every public page: the fixed ones, each program and each broker; the calculators only while their flag is on. */
export async function sitemapPaths(content: ContentService): Promise<string[]> {
  const [flags, products, brokers] = await Promise.all([content.featureFlags(), content.products(), content.brokers()]);
  return [
    ...staticPaths,
    ...(flags.calculators ? calculatorPaths : []),
    ...products.map((product) => `/mortgage-types/${encodeURIComponent(product.productKey)}`),
    ...brokers.map((broker) => `/agent/${encodeURIComponent(broker.brokerKey)}`),
  ];
}
