import { browserMemo } from '../../data/browser-memo';
import type { SiteApi } from '../../domain/site-api';
import type { Product } from '../../domain/content/content-types';
import { toProgramCard, type ProgramCardData } from './program-card-data';

/**
 * The mortgage types the browser has loaded: the list page and the home page fetch them only when none
 * are loaded, and a program's page takes its program from them by key before asking the server. A list
 * page rendered by the server leaves its cards (not whole programs) for the list's next visit.
 * Browser-only (see browserMemo).
 */
const programs = browserMemo<Product[]>();
const cards = browserMemo<ProgramCardData[]>();

export function rememberPrograms(products: readonly Product[]): void {
  programs.remember([...products]);
}

export function loadedPrograms(): Product[] | null {
  return programs.get();
}

/** The programs, from those loaded when there are, else from the server (and then kept in the browser). */
export async function loadPrograms(api: Pick<SiteApi, 'products'>): Promise<Product[]> {
  const loaded = loadedPrograms();
  if (loaded) return loaded;
  const products = await api.products();
  rememberPrograms(products);
  return products;
}

/** The list page's cards as the server rendered them (the whole programs stay on the server). */
export function rememberProgramCards(list: readonly ProgramCardData[]): void {
  cards.remember([...list]);
}

/** The list page's cards: from the loaded programs, else from a list the server rendered; null when neither. */
export function loadedProgramCards(): ProgramCardData[] | null {
  return loadedPrograms()?.map(toProgramCard) ?? cards.get();
}

/** A loaded program by its key exactly as cased in the content; null when not loaded (then fetch it). */
export function findLoadedProgram(productKey: string): Product | null {
  return loadedPrograms()?.find((product) => product.productKey === productKey) ?? null;
}

/** For tests. */
export function forgetPrograms(): void {
  programs.forget();
  cards.forget();
}
