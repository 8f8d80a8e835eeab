import type { Product } from '../../domain/content/content-types';
import type { SiteApi } from '../../data/site-api';
import type { Locale } from '../../../i18n/locales';
import { findLoadedProgram } from './program-cache';

/** A program page's data: the product without its markdown, and the markdown as safe HTML. */
export type ProgramDetail = Omit<Product, 'fullDescription'> & { descriptionHtml: string };

/**
 * The program for a URL key: taken from the list the browser already loaded, by its key
 * exactly as cased; otherwise fetched by that key as is (the API also matches it ignoring case, so
 * /mortgage-types/fha-loan works and names FHA-loan as its canonical URL). Null when there is none.
 */
export async function findProgram(api: SiteApi, productKey: string): Promise<Product | null> {
  if (!productKey) return null;
  return findLoadedProgram(productKey) ?? (await api.product(productKey));
}

/**
 * The markdown rendered where the data is loaded (no raw HTML passes, see render-markdown.ts), so the
 * page's chunk does not carry the markdown parser: the browser loads it only on client-side navigation.
 */
export async function toProgramDetail(product: Product, locale: Locale = 'en'): Promise<ProgramDetail> {
  const { renderMarkdown } = await import('../../components/markdown/render-markdown');
  const { fullDescription, ...rest } = product;
  return { ...rest, descriptionHtml: renderMarkdown(fullDescription ?? '', locale) };
}
