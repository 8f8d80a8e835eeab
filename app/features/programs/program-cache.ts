import type { Product } from '../../domain/content/content-types';

/**
 * The mortgage types the browser has loaded: the list page fetches them only when none are loaded,
 * and a program's page takes its program from them by key before asking the server. Browser-only: on the server a module-level list
 * would outlive the request and serve stale content after a content load, so nothing is kept there.
 */
let loaded: Product[] | null = null;

export function rememberPrograms(products: readonly Product[]): void {
  if (import.meta.env.SSR) return;
  loaded = [...products];
}

export function loadedPrograms(): Product[] | null {
  return import.meta.env.SSR ? null : loaded;
}

/** A loaded program by its key exactly as cased in the content; null when not loaded (then fetch it). */
export function findLoadedProgram(productKey: string): Product | null {
  return loadedPrograms()?.find((product) => product.productKey === productKey) ?? null;
}

/** For tests. */
export function forgetPrograms(): void {
  loaded = null;
}
