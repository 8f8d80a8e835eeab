import type { Context, Middleware } from 'koa';

/** The encodings a kept page is held in. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface EncodingChoice {
  /** Accept-Encoding refuses every encoding the response compression knows, identity included. */
  refusesAll: boolean;
  /** The best encoding of a kept page the request accepts (identity when it accepts neither br nor gzip). */
  page: PageEncoding;
}

// Browsers send a handful of Accept-Encoding values: each is negotiated once (parsing one is a good part of a cached page's hit).
const negotiated = new Map<string, EncodingChoice>();

/**
 * What the request's Accept-Encoding allows, as the request came: negotiated once per distinct header,
 * and kept on the request for whatever asks next.
 */
export function encodingChoice(ctx: Context): EncodingChoice {
  const kept = ctx.state.encodingChoice as EncodingChoice | undefined;
  if (kept) return kept;
  const header = ctx.get('Accept-Encoding');
  let choice = negotiated.get(header);
  if (!choice) {
    const page = ctx.acceptsEncodings('br', 'gzip', 'identity');
    choice = {
      refusesAll: !ctx.acceptsEncodings('br', 'gzip', 'deflate', 'identity'),
      page: page === 'br' || page === 'gzip' ? page : 'identity',
    };
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(header, choice);
  }
  ctx.state.encodingChoice = choice;
  return choice;
}

/**
 * koa-compress crashes (a 500) when Accept-Encoding refuses every encoding it knows, identity included
 * (`identity;q=0, *;q=0`): its negotiation finds none and it calls an undefined compressor. Such a client
 * gets the body unencoded instead, as RFC 9110 §12.5.3 allows.
 */
export function acceptableEncodingOnly(): Middleware {
  return async (ctx, next) => {
    if (encodingChoice(ctx).refusesAll) ctx.request.headers['accept-encoding'] = 'identity';
    await next();
  };
}
