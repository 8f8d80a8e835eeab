import type { Context } from 'koa';
import { pageSearch } from '../../app/domain/page-query';
import type { PageRendering } from './page-rendering';

/** What a page request is rendered from. */
export interface PageAddress {
  /** The path and the query the page reads, and nothing else (see pageSearch). */
  address: string;
  /** The request carries a parameter that makes the page its own (a studio preview): rendered for it alone, never kept. */
  perRequest: boolean;
}

/**
 * The address a page request is rendered from and kept under: its path and the query parameters its
 * route declares it reads, in the declared order; any other parameter is left out, so it neither changes
 * the page nor makes another rendering of it. Asked once per request and kept on it (the early cache
 * lookup and the renderer share it).
 */
export async function pageAddress(ctx: Context, rendering: PageRendering): Promise<PageAddress> {
  if (ctx.state.pageAddress !== undefined) return ctx.state.pageAddress as PageAddress;
  const { reads, perRequest } = await (await rendering.entry()).pageParametersOf(ctx.path);
  const given = new URLSearchParams(ctx.querystring);
  const own = perRequest.some((name) => given.has(name));
  const address: PageAddress = { address: ctx.path + pageSearch(given, own ? [...reads, ...perRequest] : reads), perRequest: own };
  ctx.state.pageAddress = address;
  return address;
}
