import type { RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from './root/root-error-boundary';
import { RootLayout } from './root/root-layout';
import { rootLoader, shouldRevalidateRoot } from './root/root-loader';
import { PageErrorBoundary } from './root/page-error-boundary';

/**
 * The route table. Each page is its own module, loaded only when its route
 * matches; a page module exports the route's `Component`, `loader` and `handle`.
 * A page route's id is its module's path under app/pages (after '#' only to keep two ids apart), so the
 * server can find the module's chunk in the build manifest and preload it.
 */
const pageRoutes: RouteObject[] = [
  { index: true, id: 'home-page', lazy: () => import('./pages/home-page') },
  { path: 'mortgage-types', id: 'programs-page', lazy: () => import('./pages/programs-page') },
  { path: 'mortgage-types/:productName', id: 'program-detail-page', lazy: () => import('./pages/program-detail-page') },
  { path: 'get-brokered-rate/*', id: 'brokered-rate-page', lazy: () => import('./pages/brokered-rate-page') },
  { path: 'vet-rate/*', id: 'vet-rate-page', lazy: () => import('./pages/vet-rate-page') },
  { path: 'agents', id: 'brokers-page', lazy: () => import('./pages/brokers-page') },
  { path: 'agent/:brokerName', id: 'broker-profile-page', lazy: () => import('./pages/broker-profile-page') },
  { path: 'our-brokers/:brokerName', id: 'broker-profile-page#our-brokers', lazy: () => import('./pages/broker-profile-page') },
  { path: 'disclosures', id: 'disclosures-page', lazy: () => import('./pages/disclosures-page') },
  { path: 'privacy-policy', id: 'privacy-policy-page', lazy: () => import('./pages/privacy-policy-page') },
  { path: 'opportunities', id: 'opportunities-page', lazy: () => import('./pages/opportunities-page') },
  { path: 'information-removal', id: 'information-removal-page', lazy: () => import('./pages/information-removal-page') },
  { path: 'information-removal/confirm', id: 'information-removal-confirm-page', lazy: () => import('./pages/information-removal-confirm-page') },
  { path: 'start-iframe-page/*', id: 'start-iframe-page', lazy: () => import('./pages/start-iframe-page') },
  { path: 'calculators', id: 'calculators-page', lazy: () => import('./pages/calculators-page') },
  { path: 'mortgage-calculator', id: 'mortgage-calculator-page', lazy: () => import('./pages/mortgage-calculator-page') },
  { path: 'loan-estimator', id: 'loan-estimator-page', lazy: () => import('./pages/loan-estimator-page') },
  { path: 'debt-consolidator', id: 'debt-consolidator-page', lazy: () => import('./pages/debt-consolidator-page') },
  { path: 'quote-landing', id: 'quote-landing-page', lazy: () => import('./pages/quote-landing-page') },
  { path: 'quote-landing-vetlife', id: 'vetlife-page', lazy: () => import('./pages/vetlife-page') },
  { path: '*', id: 'not-found-page', lazy: () => import('./pages/not-found-page') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [{ id: 'pages', ErrorBoundary: PageErrorBoundary, children: pageRoutes }],
  },
];

/** The source file of a page route, by route id (see above). */
export function pageModuleOf(routeId: string): string | null {
  if (routeId === 'root' || routeId === 'pages') return null;
  return `app/pages/${routeId.split('#')[0]}.tsx`;
}
