import type { ParameterizedContext } from 'koa';

const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

/**
 * The origin for absolute links (og:url, sitemap): PUBLIC_URL when set, as production should; otherwise
 * the request's own host, when it looks like a host name, so a forged Host header cannot inject markup.
 */
export function requestOrigin(ctx: ParameterizedContext, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const host = ctx.host;
  return `${ctx.protocol}://${SAFE_HOST.test(host) ? host : 'localhost'}`;
}
