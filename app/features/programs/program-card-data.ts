import type { Product } from '../../domain/content/content-types';

/** What a program's card on the list shows. */
export type ProgramCardData = Pick<Product, 'productKey' | 'productName' | 'productSubtitle' | 'shortDescription' | 'highlight'>;

export function toProgramCard({ productKey, productName, productSubtitle, shortDescription, highlight }: Product): ProgramCardData {
  return { productKey, productName, productSubtitle, shortDescription, highlight };
}
