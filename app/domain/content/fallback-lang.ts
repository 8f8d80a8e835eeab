import type { Localized } from './content-types';

/**
 * The `lang` of the element showing an item's `field`: 'en' when the item shows it in English because it
 * has no version in the page's language (the field is in its `fallbackFields`); undefined, so no attribute,
 * otherwise.
 */
export function fallbackLang<Field extends string>(item: { fallbackFields?: readonly Field[] } | null | undefined, field: NoInfer<Field>): 'en' | undefined {
  return item?.fallbackFields?.includes(field) ? 'en' : undefined;
}

/**
 * What a narrowed copy of an item keeps of its `fallbackFields`: the ones among the fields it copies, or
 * nothing (no property) when none of them is shown in English.
 */
export function keepFallbackFields<Field extends string, Kept extends Field>(item: { fallbackFields?: readonly Field[] }, fields: readonly Kept[]): Localized<Kept> {
  const kept = fields.filter((field) => item.fallbackFields?.includes(field));
  return kept.length > 0 ? { fallbackFields: kept } : {};
}
