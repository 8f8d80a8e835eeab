import type { Localized, Product } from '../../domain/content/content-types';
import { keepFallbackFields } from '../../domain/content/fallback-lang';

const CARD_TEXT_FIELDS = ['productName', 'productSubtitle', 'shortDescription', 'highlight'] as const;
type CardTextField = (typeof CARD_TEXT_FIELDS)[number];

/** What a program's card on the list shows. */
export type ProgramCardData = Pick<Product, 'productKey' | CardTextField> & Localized<CardTextField>;

export function toProgramCard(product: Product): ProgramCardData {
  const { productKey, productName, productSubtitle, shortDescription, highlight } = product;
  return { productKey, productName, productSubtitle, shortDescription, highlight, ...keepFallbackFields(product, CARD_TEXT_FIELDS) };
}
