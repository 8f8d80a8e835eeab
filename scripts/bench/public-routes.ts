import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../api/config/project-root';

/** A page route of app/routes.tsx and the public URLs the bench visits for it. */
export interface PublicRoute {
  /** The route id, which names its module app/pages/<id before '#'>.tsx. */
  id: string;
  /** The route's path pattern, as app/routes.tsx writes it. */
  pattern: string;
  /** URLs audited by Lighthouse ('*programs*' stands for every program of the sample content). */
  urls: string[];
}

/** A route whose one audited URL is its own path. */
const page = (id: string, path: string): PublicRoute => ({ id, pattern: path, urls: [path] });

/**
 * Every page route, with the URLs of the e2e route test (tests/e2e/routes.test.ts). Alias routes (the
 * same page module under another path) and the Not Found page are listed for the JavaScript sizes but
 * not audited twice by Lighthouse.
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  page('home-page', '/'),
  page('programs-page', '/mortgage-types'),
  { id: 'program-detail-page', pattern: '/mortgage-types/:productName', urls: ['*programs*'] },
  { id: 'brokered-rate-page', pattern: '/get-brokered-rate/*', urls: ['/get-brokered-rate/'] },
  { id: 'vet-rate-page', pattern: '/vet-rate/*', urls: ['/vet-rate/start'] },
  page('brokers-page', '/agents'),
  { id: 'broker-profile-page', pattern: '/agent/:brokerName', urls: ['/agent/sarah-okafor'] },
  { id: 'broker-profile-page#our-brokers', pattern: '/our-brokers/:brokerName', urls: [] },
  page('disclosures-page', '/disclosures'),
  page('privacy-policy-page', '/privacy-policy'),
  page('opportunities-page', '/opportunities'),
  page('information-removal-page', '/information-removal'),
  page('information-removal-confirm-page', '/information-removal/confirm'),
  { id: 'start-iframe-page', pattern: '/start-iframe-page/*', urls: ['/start-iframe-page'] },
  page('calculators-page', '/calculators'),
  page('mortgage-calculator-page', '/mortgage-calculator'),
  page('loan-estimator-page', '/loan-estimator'),
  page('debt-consolidator-page', '/debt-consolidator'),
  page('quote-landing-page', '/quote-landing'),
  page('vetlife-page', '/quote-landing-vetlife'),
  { id: 'not-found-page', pattern: '*', urls: [] },
];

/** The page module of a route id, as app/routes.tsx's pageModuleOf names it (the manifest's key). */
export function pageModuleOf(routeId: string): string {
  return `app/pages/${routeId.split('#')[0]}.tsx`;
}

/** Route ids of app/routes.tsx that the table above misses, and ids of the table that no longer exist. */
export function routeTableDrift(): { missing: string[]; stale: string[] } {
  const source = readFileSync(join(projectRoot, 'app/routes.tsx'), 'utf8');
  const declared = [...source.matchAll(/id: '([^']+)', lazy:/g)].map((match) => match[1]!);
  const listed = new Set(PUBLIC_ROUTES.map((route) => route.id));
  return { missing: declared.filter((id) => !listed.has(id)), stale: [...listed].filter((id) => !declared.includes(id)) };
}

/** Every URL Lighthouse audits: one per public page, and every program of the sample content. */
export function lighthouseUrls(): string[] {
  const content = JSON.parse(readFileSync(join(projectRoot, 'content/sample-content.json'), 'utf8')) as { products: { productKey: string }[] };
  return PUBLIC_ROUTES.flatMap((route) =>
    route.urls.flatMap((url) => (url === '*programs*' ? content.products.map((product) => `/mortgage-types/${product.productKey}`) : [url])),
  );
}

/** Lighthouse categories that do not apply to a page, with the reason (shown in the table, not failed). */
export const LIGHTHOUSE_NOT_APPLICABLE: Record<string, { category: string; reason: string }[]> = {
  // api/routes/seo-routes.ts: robots.txt disallows it on purpose (it only frames the quote form), so
  // Lighthouse's is-crawlable audit fails by design.
  '/start-iframe-page': [{ category: 'seo', reason: 'robots.txt disallows the page on purpose' }],
  // The page a removal request's e-mailed link opens (its address carries the request's token): it says
  // noindex on purpose, which is exactly what the is-crawlable audit scores down.
  '/information-removal/confirm': [{ category: 'seo', reason: 'the page a private e-mailed link opens says noindex on purpose' }],
};
