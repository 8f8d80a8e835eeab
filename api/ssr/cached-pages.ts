import type { Context, Middleware } from 'koa';
import type { SiteVersion } from '../services/site-version';
import { pageAddress } from './page-address';
import type { PageCache } from './page-cache';
import type { PageRendering } from './page-rendering';
import { sendCachedPage } from './send-cached-page';

export interface PageCaching {
  pages: PageCache;
  version: SiteVersion;
  /** Where each page's declared query parameters come from (the app's route table). */
  rendering: PageRendering;
}

/** Where a page request's rendering is kept: its key (the site's version and the page's address) and the cache's generation when asked. */
export interface PageSlot {
  key: string;
  generation: number;
}

const NOT_PAGES = ['/api/', '/assets/', '/media/'];

/**
 * The slot of a request that may be served from the cache, or null: a request carrying a parameter that
 * makes its page its own (a studio preview) is rendered for each request. Asked once per request and kept
 * on it (the early lookup and the renderer share it).
 */
export async function pageSlot(ctx: Context, caching: PageCaching): Promise<PageSlot | null> {
  if (ctx.state.pageSlot !== undefined) return ctx.state.pageSlot as PageSlot | null;
  let slot: PageSlot | null = null;
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && !NOT_PAGES.some((prefix) => ctx.path.startsWith(prefix))) {
    const page = await pageAddress(ctx, caching.rendering);
    if (!page.perRequest) slot = { key: `${await caching.version.current()}\n${page.address}`, generation: caching.pages.generation };
  }
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
