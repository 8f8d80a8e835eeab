import { pollUntil } from './studio-publish';

/**
 * A page's answer once the server serves it from its page cache: the first request may render it, and
 * its compressed forms are made in the background; a kept page's answer carries an ETag. Null when none
 * came within 5 s.
 */
export async function fetchKept(url: string, headers: Record<string, string> = { 'accept-encoding': 'br' }): Promise<Response | null> {
  const { value } = await pollUntil(() => fetch(url, { headers }), (response) => response.headers.has('etag'));
  return value.headers.has('etag') ? value : null;
}
