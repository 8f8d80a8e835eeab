import type { Middleware, ParameterizedContext } from 'koa';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser sends for a request its own page made, or one the user typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const crossSiteRefused = () =>
  new ApiError(403, 'cross_site_request', 'This request came from another site. Please use the form on our own pages.');

/**
 * Refuses a write (any method but GET, HEAD and OPTIONS) that a browser says another site started: its
 * `Sec-Fetch-Site` is present and neither same-origin nor none, or its `Origin` is present and is not this
 * site's (`Origin: null`, which sandboxed frames and some redirects send, included). A request without
 * either header is not from a browser page (curl, a server, a test client) and passes: the forms'
 * human check and the rate limits guard those. This site's origin is PUBLIC_URL's when set, else the one
 * the request was addressed to (the forwarded scheme and host behind a trusted proxy, as Koa reads them);
 * it is only compared here, never written into a page.
 */
export function sameOriginWrites(options: { publicUrl: string | null }): Middleware {
  const configured = options.publicUrl ? originOf(options.publicUrl) : null;
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const fetchSite = ctx.get('Sec-Fetch-Site').trim().toLowerCase();
    if (fetchSite && !OWN_FETCH_SITES.has(fetchSite)) throw crossSiteRefused();
    const origin = ctx.get('Origin').trim();
    if (origin) {
      const claimed = originOf(origin);
      if (!claimed || claimed !== (configured ?? addressedOrigin(ctx))) throw crossSiteRefused();
    }
    return next();
  };
}

/** scheme://host[:port] as browsers serialise it (lower case, default port left out); null when not a URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function addressedOrigin(ctx: ParameterizedContext): string | null {
  return ctx.host ? originOf(`${ctx.protocol}://${ctx.host}`) : null;
}
