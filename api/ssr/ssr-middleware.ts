import type { Middleware } from 'koa';
import { company } from '../../app/domain/company';
import type { SiteApi } from '../../app/domain/site-api';
import { headTags } from './head-tags';
import { CSP_NONCE_PLACEHOLDER, type PageRendering } from './page-rendering';

export interface SsrOptions {
  rendering: PageRendering;
  api: SiteApi;
  /** The origin of the page's canonical, og: and JSON-LD URLs; never taken from the request's Host. */
  siteOrigin: () => string;
}

/** Renders every page request on the server: the HTML carries the content, head tags and hydration data. */
export function serverRendering({ rendering, api, siteOrigin }: SsrOptions): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const origin = siteOrigin();
    const nonce: string = ctx.state.cspNonce;
    const controller = new AbortController();
    ctx.req.once('close', () => controller.abort());
    const request = new Request(origin + ctx.originalUrl, {
      method: 'GET',
      headers: { accept: ctx.get('accept') || 'text/html', 'user-agent': ctx.get('user-agent') },
      signal: controller.signal,
    });

    const entry = await rendering.entry();
    const result = await entry.renderPage(request, api);
    if (result.kind === 'response') {
      ctx.status = result.response.status;
      const location = result.response.headers.get('location');
      if (location) ctx.set('Location', location);
      return;
    }

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
      ...rendering.preloads(result.pageModules).map((file) => `<link rel="modulepreload" href="${file}">`),
    ].join('\n    ');
    ctx.status = result.status;
    ctx.type = 'html';
    // Pages are rendered for each request and never kept by browsers or proxies; their assets are.
    ctx.set('Cache-Control', 'no-store');
    // A studio draft's preview link is for the people it was given to, never for search engines.
    if (ctx.query.preview !== undefined) ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.body = template
      .replace('<html lang="en">', `<html lang="${result.locale}">`)
      .replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => result.appHtml)
      // Data, not a script: the page runs no inline script (the policy allows none).
      .replace('</body>', () => `  ${result.routerDataScript}\n  </body>`);
  };
}
