import type { Context } from 'koa';
import { encodingChoice } from '../http/accept-encoding';
import type { CachedPage } from './page-cache';

const SUFFIX = { br: '-br', gzip: '-gz', identity: '' } as const;

/**
 * Answers with a kept page: `304 Not Modified` when the browser holds it already, else the bytes in the
 * best encoding both sides have. Each encoding has its own ETag (the page's tag and a suffix), as
 * different bytes must; any of them names the same page when it comes back in If-None-Match. Until the
 * page's compressed forms are ready, it goes as rendered, compressed for the response like any other.
 */
export function sendCachedPage(ctx: Context, page: CachedPage): void {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (!page.br || !page.gzip) {
    ctx.status = 200;
    ctx.body = page.raw;
    return;
  }
  const encoding = encodingChoice(ctx).page;
  ctx.set('ETag', `"${page.tag}${SUFFIX[encoding]}"`);
  if (namesPage(ctx.get('If-None-Match'), page.tag)) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  // Already encoded: the response compression leaves it alone.
  ctx.compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'identity' ? page.raw : page[encoding];
}

/** Whether an If-None-Match header names any encoding of the page (weak comparison, as RFC 9110 asks for GET). */
function namesPage(header: string, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const opaque = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === tag || opaque === tag + SUFFIX.br || opaque === tag + SUFFIX.gzip;
  });
}
