import type { Context, Middleware } from 'koa';
import { company } from '../../app/domain/company';
import type { SiteApi } from '../../app/domain/site-api';
import { pageSlot, type PageCaching } from './cached-pages';
import { pageAddress } from './page-address';
import { headTags } from './head-tags';
import { CSP_NONCE_PLACEHOLDER, type PageRendering } from './page-rendering';
import { sendCachedPage } from './send-cached-page';

export interface SsrOptions {
  rendering: PageRendering;
  api: SiteApi;
  /** The origin of the page's canonical, og: and JSON-LD URLs; never taken from the request's Host. */
  siteOrigin: () => string;
  /** Rendered public pages kept per site version (absent: every request renders). */
  cache?: PageCaching;
}

type RenderedPage = { kind: 'page'; status: number; html: string; noindex: boolean } | { kind: 'redirect'; status: number; location: string | null };

/**
 * Renders every page request on the server: the HTML carries the content, head tags and hydration data.
 * A public page is rendered once per site version and served from memory after that. A page depends only
 * on its path, the query parameters its route declares it reads (any others are left out: no page sees
 * them) and the site's version: it is rendered from exactly that, never from the visitor's headers, so
 * one rendering serves everyone. A studio preview and a private page (marked noindex, like a removal
 * request's confirmation link) are rendered for each request and never kept.
 */
export function serverRendering({ rendering, api, siteOrigin, cache }: SsrOptions): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const slot = cache ? await pageSlot(ctx, cache) : null;
    const hit = slot && cache!.pages.get(slot.key);
    if (hit) return sendCachedPage(ctx, hit);

    const address = await pageAddress(ctx, rendering);
    const page = await renderPage(ctx, address.address, { rendering, api, siteOrigin });
    if (page.kind === 'redirect') {
      ctx.status = page.status;
      if (page.location) ctx.set('Location', page.location);
      return;
    }
    ctx.status = page.status;
    ctx.type = 'html';
    // A studio draft's preview link is for the people it was given to, never for search engines.
    if (address.perRequest) ctx.set('X-Robots-Tag', 'noindex, nofollow');
    if (slot && page.status === 200 && !page.noindex) {
      cache!.pages.put(slot.key, page.html, slot.generation);
      // Browsers may keep a public page but ask each time whether it is still current (ETag, 304).
      ctx.set('Cache-Control', 'no-cache');
    } else {
      ctx.set('Cache-Control', 'no-store');
    }
    ctx.body = page.html;
  };
}

async function renderPage(ctx: Context, key: string, { rendering, api, siteOrigin }: SsrOptions): Promise<RenderedPage> {
  const origin = siteOrigin();
  const controller = new AbortController();
  // The connection closed before the page was sent: the client left, and rendering on is wasted work.
  ctx.res.once('close', () => {
    if (!ctx.res.writableEnded) controller.abort();
  });
  const request = new Request(origin + key, { method: 'GET', headers: { accept: 'text/html' }, signal: controller.signal });

  const entry = await rendering.entry();
  const result = await entry.renderPage(request, api);
  if (result.kind === 'response') return { kind: 'redirect', status: result.response.status, location: result.response.headers.get('location') };

  const template = await rendering.template(ctx.originalUrl);
  const head = [
    headTags({
      head: result.head,
      title: entry.documentTitle(result.head, result.locale),
      origin,
      path: ctx.path,
      siteName: company.name,
      defaultImage: company.defaultSocialImage,
      locale: result.locale,
    }),
    ...rendering.preloads(result.pageModules).map((file) => `<link rel="modulepreload" fetchpriority="low" href="${file}">`),
  ].join('\n    ');
  const html = template
    .replace('<html lang="en">', `<html lang="${result.locale}">`)
    .replaceAll(CSP_NONCE_PLACEHOLDER, ctx.state.cspNonce as string)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => result.appHtml)
    // Data, not a script: the page runs no inline script (the policy allows none).
    .replace('</body>', () => `  ${result.routerDataScript}\n  </body>`);
  return { kind: 'page', status: result.status, html, noindex: result.head.noindex === true };
}
