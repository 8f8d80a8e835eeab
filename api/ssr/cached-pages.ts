import type { Context, Middleware } from 'koa';
import { withoutTrackingParameters } from '../../app/domain/tracking-parameters';
import type { SiteVersion } from '../services/site-version';
import type { PageCache } from './page-cache';
import { sendCachedPage } from './send-cached-page';

export interface PageCaching {
  pages: PageCache;
  version: SiteVersion;
}

/** Where a page request's rendering is kept: its key (the site's version, path and query) and the cache's generation when asked. */
export interface PageSlot {
  key: string;
  generation: number;
}

/**
 * What a page is rendered from: its path and its query, ad parameters left out (no page shows them, and
 * each ad click brings its own), so one rendering serves every visitor of the same address.
 */
export function pageAddress(ctx: Context): string {
  return ctx.path + withoutTrackingParameters(ctx.querystring);
}

const NOT_PAGES = ['/api/', '/assets/', '/media/'];

/**
 * The slot of a request that may be served from the cache, or null: a studio preview is rendered for
 * each request. Asked once per request and kept on it (the early lookup and the renderer share it).
 */
export async function pageSlot(ctx: Context, caching: PageCaching): Promise<PageSlot | null> {
  if (ctx.state.pageSlot !== undefined) return ctx.state.pageSlot as PageSlot | null;
  const cacheable = (ctx.method === 'GET' || ctx.method === 'HEAD') && !NOT_PAGES.some((prefix) => ctx.path.startsWith(prefix)) && ctx.query.preview === undefined;
  const slot = cacheable ? { key: `${await caching.version.current()}\n${pageAddress(ctx)}`, generation: caching.pages.generation } : null;
  ctx.state.pageSlot = slot;
  return slot;
}

/**
 * Serves a kept page early in the chain, ahead of the routers and file serving it cannot concern (a
 * path is only ever kept by the renderer, last in the chain). A page not yet compressed goes on to the
 * renderer, which sends it through the response compression.
 */
export function cachedPages(caching: PageCaching): Middleware {
  return async (ctx, next) => {
    const slot = await pageSlot(ctx, caching);
    const page = slot && caching.pages.get(slot.key);
    if (page?.br && page.gzip) return sendCachedPage(ctx, page);
    return next();
  };
}
