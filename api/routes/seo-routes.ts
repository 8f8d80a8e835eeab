import Router from '@koa/router';
import type { ContentService } from '../services/content-service';
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
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n') +
      '\n</urlset>\n';
  });

  return router;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
