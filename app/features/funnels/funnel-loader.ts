import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { entryPathOf, parseLoanType, type FlowVariant } from '../../../engine';
import { siteApiFrom } from '../../data/site-api';
import { usableFlow } from './flow-source';
import type { FunnelLoaderData } from './funnel-types';

/**
 * A funnel page's loader: for a ?type= URL the flow is preloaded (on the server: no HTTP round trip) so
 * the browser needs no request to start; a failure here only means "not preloaded" and the browser
 * fetches it itself (and then applies the spec's failure rule). Saved progress is never read here.
 */
export function funnelLoader(variant: FlowVariant) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<FunnelLoaderData> => {
    const type = parseLoanType(new URL(request.url).searchParams.get('type'));
    if (!type) return { type: null, entryPath: null, preloaded: null };
    const entryPath = entryPathOf(variant, type);
    try {
      const definition = await siteApiFrom(context).flow(entryPath);
      return { type, entryPath, preloaded: usableFlow(definition) ? definition : null };
    } catch {
      return { type, entryPath, preloaded: null };
    }
  };
}

/** Moving through the funnel rewrites the query (replace): the loader never runs again for that. */
export const funnelShouldRevalidate: ShouldRevalidateFunction = () => false;
