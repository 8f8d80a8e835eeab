/** One kept value: what a page loaded, for the next visit to show at once. */
export interface BrowserMemo<T> {
  remember(value: T): void;
  /** The kept value; always null on the server. */
  get(): T | null;
  /** For tests. */
  forget(): void;
}

/**
 * A value the browser keeps once loaded, until the next full page load: going back to a page then shows
 * what it showed, with no request and no skeleton. On the server nothing is kept: module state there
 * outlives the request and would serve stale content after a content load.
 */
export function browserMemo<T>(onServer: boolean = import.meta.env.SSR): BrowserMemo<T> {
  let kept: T | null = null;
  return {
    remember(value) {
      if (!onServer) kept = value;
    },
    get: () => (onServer ? null : kept),
    forget() {
      kept = null;
    },
  };
}
