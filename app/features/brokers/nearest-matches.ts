import type { MessageValues } from '../../../i18n/catalog';
import { intlTags, type Locale } from '../../../i18n/locales';
import { usStateLabel } from '../../domain/content/us-states';
import { filterBrokers, noFilters, type BrokerFilterKey, type BrokerFilters, type FilterableBroker } from './broker-filters';
import { languageName } from './broker-language';
import { brokersText, type BrokersTextKey } from './messages';

/**
 * When no loan officer passes every filter, the directory shows the nearest matches instead of an empty
 * page: it lifts the fewest filters it can, trying them in this order:
 *   1. the name (the most specific filter, and the easiest to mistype),
 *   2. the expertise (a preference: every loan officer shops every kind of loan),
 *   3. the state (kept longest: a loan officer must be licensed in the borrower's state);
 * then two at a time in the same spirit (keeping the state, then the expertise, then the name).
 */
export const RELAXATION_ORDER: readonly (readonly BrokerFilterKey[])[] = [
  ['name'],
  ['expertise'],
  ['state'],
  ['name', 'expertise'],
  ['name', 'state'],
  ['expertise', 'state'],
];

export interface NearestMatches<T> {
  brokers: T[];
  /** The filters lifted to find them, in the order above. */
  ignored: BrokerFilterKey[];
}

/** The nearest matches when the filters match nobody, or null when they match someone or nothing can be lifted. */
export function nearestMatches<T extends FilterableBroker>(brokers: readonly T[], filters: BrokerFilters): NearestMatches<T> | null {
  if (filterBrokers(brokers, filters).length > 0) return null;
  const isSet = (key: BrokerFilterKey) => filters[key].trim() !== '';
  const set = (['name', 'expertise', 'state'] as const).filter(isSet);
  const candidates = [...RELAXATION_ORDER.filter((keys) => keys.every(isSet) && keys.length < set.length), set];
  for (const ignored of candidates) {
    if (ignored.length === 0) continue;
    const relaxed = { ...filters, ...Object.fromEntries(ignored.map((key) => [key, noFilters[key]])) };
    const found = filterBrokers(brokers, relaxed);
    if (found.length > 0) return { brokers: found, ignored: [...ignored] };
  }
  return null;
}

/** A list joined in the page's language: "a, b, and c" / "a, b y c". */
function joinWithAnd(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(intlTags[locale], { type: 'conjunction', style: 'long' }).format(items);
}

/**
 * e.g. 'No loan officer matches all your filters. Showing loan officers licensed in Ohio (ignoring the expertise).'
 * A language asked for (`language`, never lifted) is named among the filters kept.
 */
export function nearestMatchesSentence(
  filters: BrokerFilters & { language?: string },
  ignored: readonly BrokerFilterKey[],
  locale: Locale = 'en',
): string {
  const text = (key: BrokersTextKey, values?: MessageValues) => brokersText.text(locale, key, values);
  const kept: string[] = [];
  if (!ignored.includes('name') && filters.name.trim()) kept.push(text('nearest.named', { name: filters.name.trim() }));
  if (!ignored.includes('state') && filters.state.trim()) kept.push(text('nearest.licensedIn', { state: usStateLabel(filters.state.trim()) }));
  if (!ignored.includes('expertise') && filters.expertise.trim()) kept.push(text('nearest.experiencedIn', { expertise: filters.expertise.trim() }));
  if (filters.language?.trim()) kept.push(text('nearest.speaks', { language: languageName(locale, filters.language.trim()) }));
  const who = kept.length > 0 ? text('nearest.some', { criteria: joinWithAnd(locale, kept) }) : text('nearest.everyone');
  const lifted = joinWithAnd(locale, ignored.map((key) => text(`nearest.ignored.${key}`)));
  return text('nearest.sentence', { who, ignored: lifted });
}
