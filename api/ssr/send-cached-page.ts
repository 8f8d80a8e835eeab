import type { Context } from 'koa';
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
  const encoding = chosenEncoding(ctx);
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

type Encoding = keyof typeof SUFFIX;

// Browsers send a handful of Accept-Encoding values: each is negotiated once (parsing it is a good part of a hit's cost).
const negotiated = new Map<string, Encoding>();

function chosenEncoding(ctx: Context): Encoding {
  const header = ctx.get('Accept-Encoding');
  let encoding = negotiated.get(header);
  if (!encoding) {
    const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
    encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
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
