import type { Middleware } from 'koa';
import { ApiError } from './api-error';
import { originOf, ownOrigins, type OwnOriginsOptions } from './own-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser sends for a request its own page made, or one the user typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const crossSiteRefused = () =>
  new ApiError(403, 'cross_site_request', 'This request came from another site. Please use the form on our own pages.');

/**
 * Refuses a write (any method but GET, HEAD and OPTIONS) that a browser says another site started: its
 * `Sec-Fetch-Site` is present and neither same-origin nor none, or its `Origin` is present and is not one
 * of this site's (`Origin: null`, which sandboxed frames and some redirects send, included). A request
 * without either header is not from a browser page (curl, a server, a test client) and passes: the forms'
 * human check and the rate limits guard those. This site's origins are PUBLIC_URL's, else the listen
 * address's (see ownOrigins): never the request's Host, which a page on a rebound name sets to match.
 */
export function sameOriginWrites(options: OwnOriginsOptions): Middleware {
  const origins = ownOrigins(options);
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const fetchSite = ctx.get('Sec-Fetch-Site').trim().toLowerCase();
    if (fetchSite && !OWN_FETCH_SITES.has(fetchSite)) throw crossSiteRefused();
    const origin = ctx.get('Origin').trim();
    if (origin) {
      const claimed = originOf(origin);
      if (!claimed || !origins().has(claimed)) throw crossSiteRefused();
    }
    return next();
  };
}
