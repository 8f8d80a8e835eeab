import Router from '@koa/router';
import type { ContentService } from '../services/content-service';
import { defaultLocale, localizedPath, locales } from '../../i18n/locales';
import { sitemapPaths } from '../services/sitemap';

/**
 * robots.txt and sitemap.xml, with absolute URLs on the site's own origin (PUBLIC_URL, or the configured
 * listen address): both are cached for an hour, so a request's Host header must never shape them.
 */
export function seoRoutes(content: ContentService, siteOrigin: () => string): Router {
  const router = new Router();

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /start-iframe-page',
      '',
      `Sitemap: ${siteOrigin()}/sitemap.xml`,
      '',
    ].join('\n');
  });

  router.get('/sitemap.xml', async (ctx) => {
    const origin = siteOrigin();
    const paths = await sitemapPaths(content);
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      paths.flatMap((path) => locales.map((locale) => sitemapEntry(origin, path, localizedPath(path, locale)))).join('\n') +
      '\n</urlset>\n';
  });

  return router;
}

/** One page in one language, naming its twins in every language as the page's own head does. */
function sitemapEntry(origin: string, page: string, localized: string): string {
  const alternate = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`;
  const alternates = [
    ...locales.map((locale) => alternate(locale, localizedPath(page, locale))),
    alternate('x-default', localizedPath(page, defaultLocale)),
  ];
  return `  <url><loc>${escapeXml(origin + localized)}</loc>${alternates.join('')}</url>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
