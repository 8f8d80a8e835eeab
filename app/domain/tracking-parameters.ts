/** Ad and campaign parameters: they say where a visitor came from and never change what a page shows. */
const CLICK_IDS = new Set(['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'ttclid']);

export function isTrackingParameter(name: string): boolean {
  return name.startsWith('utm_') || CLICK_IDS.has(name);
}

/**
 * A query string (with or without its `?`) without its tracking parameters, the others kept in their order;
 * '' when none is left, else starting with '?'. Pages render links from this form, never from the raw
 * query, so a page is the same for every ad click that lands on it.
 */
export function withoutTrackingParameters(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (!isTrackingParameter(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
