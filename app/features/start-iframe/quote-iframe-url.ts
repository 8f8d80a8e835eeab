export const DEFAULT_QUOTE_SUBDOMAIN = 'start-brokered-rate';

/**
 * The embedded quote page's address: the sub-domain from the page path's last segment (default
 * 'start-brokered-rate') put into the configured template, with ifr=true and the optional broker's name.
 */
export function quoteIframeUrl(template: string, splat: string | undefined, search: URLSearchParams): string {
  const segments = (splat ?? '').split('/').filter(Boolean);
  const lastSegment = segments.at(-1);
  const subdomain = lastSegment && /^[a-z0-9-]{1,63}$/i.test(lastSegment) ? lastSegment.toLowerCase() : DEFAULT_QUOTE_SUBDOMAIN;
  const [base, existingQuery = ''] = template.replaceAll('{subdomain}', subdomain).split('?');
  const query = new URLSearchParams(existingQuery);
  query.set('ifr', 'true');
  for (const key of ['brokerFirstName', 'brokerLastName'] as const) {
    const value = search.get(key)?.trim();
    if (value) query.set(key, value);
  }
  return `${base}?${query}`;
}
