import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import { CSP_NONCE_PLACEHOLDER, type PageRendering } from '../../ssr/page-rendering';

export interface StudioPageOptions {
  /** The built client (dist/client) holding studio.html; null in development. */
  clientDir: string | null;
  /** The site's page rendering: in development its template carries Vite's client scripts. */
  rendering: PageRendering;
  projectRoot: string;
  development: boolean;
}

/**
 * The studio's own policy: the site's script rule (same origin plus the response's nonce), but styles
 * may be inline, since the graph editor and the code editor position their parts with style attributes.
 * Nothing may frame the studio.
 */
export function studioPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Development only: the tags Vite adds to a page (its client, React's refresh preamble, the nonce meta)
 * are taken from the site's transformed template and put into the studio's page, so the studio reloads
 * as it is edited like the site does.
 */
export function withViteTags(studioHtml: string, transformedSiteHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(transformedSiteHtml)?.[1] ?? '';
  const tags = [...head.matchAll(/<script\b[\s\S]*?<\/script>|<meta property="csp-nonce"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('entry-client'));
  return studioHtml.replace('<head>', () => `<head>\n    ${tags.join('\n    ')}`);
}

const isStudioPath = (path: string) => path === '/studio' || path.startsWith('/studio/');

/**
 * GET /studio and every path under it answer the studio's single page (it routes in the browser). The
 * page is never indexed nor cached: it carries the response's nonce.
 */
export function studioPage(options: StudioPageOptions): Middleware {
  let built: Promise<string> | null = null;
  const template = async (url: string): Promise<string> => {
    if (!options.development && options.clientDir) return (built ??= readFile(join(options.clientDir, 'studio.html'), 'utf8'));
    const own = await readFile(join(options.projectRoot, 'studio.html'), 'utf8');
    return withViteTags(own, await options.rendering.template(url));
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isStudioPath(ctx.path)) return next();
    const nonce: string = ctx.state.cspNonce;
    const html = await template(ctx.originalUrl);
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Content-Security-Policy', studioPolicy(nonce, options.development));
    ctx.body = html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
  };
}
