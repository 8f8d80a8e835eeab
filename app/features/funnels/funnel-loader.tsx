import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { entryPathOf, parseLoanType, type FlowVariant } from '../../../engine';
import { siteApiFrom } from '../../data/site-api';
import type { PageQuery } from '../../domain/page-query';
import { pageHandle } from '../../site/head';
import { usableFlow } from './flow-source';
import type { FunnelBrand } from './funnel-chrome';
import type { FunnelLoaderData } from './funnel-types';

/**
 * A funnel page's loader: for a ?type= URL the flow is preloaded (on the server: no HTTP round trip) so
 * the browser needs no request to start; a failure here only means "not preloaded" and the browser
 * fetches it itself (and then applies the same failure rule as without a preloaded flow). Saved progress is never read here.
 */
export function funnelLoader(variant: FlowVariant) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<FunnelLoaderData> => {
    const search = new URL(request.url).searchParams;
    const type = parseLoanType(search.get('type'));
    const preview = search.get('preview') || null;
    const extra = preview ? { preview } : {};
    if (!type) return { type: null, entryPath: null, preloaded: null, ...extra };
    const entryPath = entryPathOf(variant, type);
    try {
      const api = siteApiFrom(context);
      const definition = await (preview ? api.flow(entryPath, { preview }) : api.flow(entryPath));
      return { type, entryPath, preloaded: usableFlow(definition) ? definition : null, ...extra };
    } catch {
      return { type, entryPath, preloaded: null, ...extra };
    }
  };
}

/**
 * What a funnel page's rendering reads of its query: the loan type, and a studio preview's token (a
 * preview is rendered for its request alone). The rest (the step, prefilled answers, ad tags) is read in
 * the browser, once the page runs.
 */
const FUNNEL_QUERY: PageQuery = { reads: ['type'], perRequest: ['preview'] };

/** Moving through the funnel rewrites the query (replace): the loader never runs again for that. */
export const funnelShouldRevalidate: ShouldRevalidateFunction = () => false;

/**
 * A funnel page's route module: its head (title and description in every language), the funnel chrome in its brand, the loader, and the funnel
 * itself with the loader's data.
 */
export function funnelRoute({ variant, brand, head, Funnel }: { variant: FlowVariant; brand: FunnelBrand; head: Parameters<typeof pageHandle>[0]; Funnel: ComponentType<{ data: FunnelLoaderData }> }) {
  const loader = funnelLoader(variant);
  return {
    handle: { ...pageHandle(head), chrome: 'funnel' as const, funnelBrand: brand, query: FUNNEL_QUERY },
    loader,
    shouldRevalidate: funnelShouldRevalidate,
    Component: () => <Funnel data={useLoaderData<typeof loader>()} />,
  };
}
