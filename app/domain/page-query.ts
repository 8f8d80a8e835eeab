/**
 * The query parameters a page reads, declared as `query` in its route module's handle. A page is rendered
 * from these alone: any other parameter (ad and campaign tags, click ids, whatever a link or a crawler
 * adds) never changes it, so one rendering serves them all and junk cannot multiply the server's work.
 */
export interface PageQuery {
  /** Parameters that change what the page shows. */
  reads?: readonly string[];
  /**
   * Parameters that make the page one request's own (a studio draft's preview link, a secret link): when
   * one is present the page is rendered for that request alone and never kept.
   */
  perRequest?: readonly string[];
}

/** What a request's matched routes declare, put together. */
export interface PageParameters {
  reads: string[];
  perRequest: string[];
}

/** The parameters every route of a match declares (in the order of the routes, then of each list), without repeats. */
export function pageParameters(handles: readonly unknown[]): PageParameters {
  const reads: string[] = [];
  const perRequest: string[] = [];
  for (const handle of handles) {
    const query = handle && typeof handle === 'object' ? (handle as { query?: PageQuery }).query : undefined;
    for (const name of query?.reads ?? []) if (!reads.includes(name)) reads.push(name);
    for (const name of query?.perRequest ?? []) if (!perRequest.includes(name)) perRequest.push(name);
  }
  return { reads, perRequest };
}

/**
 * The query a page is rendered from: each of `names` in their order, with every value it has in the order
 * given, and nothing else. '' when none is present, else starting with '?'. The same whatever order or
 * extras the address came with, and the same when applied again, so the server's rendering and the
 * browser's hydration of it agree.
 */
export function pageSearch(search: string | URLSearchParams, names: readonly string[]): string {
  const given = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of names) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
