/** What the site keeps per browser tab (the landing's attribution, the funnel-session id): Storage's string calls only. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's sessionStorage, or null on the server or where the browser refuses it (blocked storage). */
export function tabStorage(): TabStorage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = window.sessionStorage;
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}
