import type { Locale } from '../../../i18n/locales';
import { brokerLanguages } from '../brokers/broker-languages';
import {
  BROKER_TEXT_FIELDS,
  DISCLOSURE_TEXT_FIELDS,
  POSITION_TEXT_FIELDS,
  PRODUCT_TEXT_FIELDS,
  STAT_TEXT_FIELDS,
  type Broker,
  type DisclosureDocument,
  type OpenPosition,
  type Product,
  type Stat,
  type Translations,
} from './content-types';

type Translatable<Field extends string> = { translations?: Translations<Record<Field, unknown>> | null; fallbackFields?: Field[] };

/** A text shown to the visitor: an empty string, an empty list or null shows nothing, so needs no translation. */
function hasText(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The item as shown in `locale`: each translatable field in that language when the item has it, else in
 * English and named in `fallbackFields`. The translations themselves are left out of every read.
 */
export function localizeItem<Field extends string, Item extends Translatable<Field>>(item: Item, fields: readonly Field[], locale: Locale): Item {
  const { translations, fallbackFields: _stale, ...rest } = item;
  if (locale === 'en') return rest as Item;
  const version = (translations?.[locale] ?? {}) as Partial<Record<Field, unknown>>;
  const localized = rest as Record<string, unknown>;
  const fallback: Field[] = [];
  for (const field of fields) {
    const translated = version[field];
    if (hasText(translated)) localized[field] = translated;
    else if (hasText(localized[field])) fallback.push(field);
  }
  return (fallback.length > 0 ? { ...localized, fallbackFields: fallback } : localized) as Item;
}

export const localizeBroker = (broker: Broker, locale: Locale): Broker =>
  localizeItem({ ...broker, languages: brokerLanguages(broker) }, BROKER_TEXT_FIELDS, locale);

export const localizeProduct = (product: Product, locale: Locale): Product => localizeItem(product, PRODUCT_TEXT_FIELDS, locale);

export const localizeStat = (stat: Stat, locale: Locale): Stat => localizeItem(stat, STAT_TEXT_FIELDS, locale);

export const localizePosition = (position: OpenPosition, locale: Locale): OpenPosition => localizeItem(position, POSITION_TEXT_FIELDS, locale);

export const localizeDisclosure = (document: DisclosureDocument, locale: Locale): DisclosureDocument =>
  localizeItem(document, DISCLOSURE_TEXT_FIELDS, locale);
