/**
 * `<html data-hydrated="true">` tells scripts and browser tests that the whole page answers to the visitor:
 * the page's own content has hydrated (HydrateLater's `onHydrated`) and so has every part the server
 * rendered whose code loads apart (hydrateWhenLoaded). Set once per document load.
 */
let pageHydrated = false;
let partsWaiting = 0;

function publish(): void {
  if (pageHydrated && partsWaiting === 0) document.documentElement.dataset.hydrated = 'true';
}

export function markPageHydrated(): void {
  pageHydrated = true;
  publish();
}

/** A part is on the page and its code has not hydrated it yet. */
export function partWaiting(): void {
  partsWaiting += 1;
}

export function partHydrated(): void {
  partsWaiting -= 1;
  publish();
}
