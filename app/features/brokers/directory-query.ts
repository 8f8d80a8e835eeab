import { filterBrokers, filtersFromSearch, filtersToSearch, hasFilters, noFilters, type BrokerFilters, type FilterableBroker } from './broker-filters';
import { speaksLanguage, type LanguageBroker } from './broker-language';
import { nearestMatches, type NearestMatches } from './nearest-matches';

/**
 * The directory's filters: the text filters of broker-filters plus the language a loan officer must speak,
 * all kept in the URL (`?name=&expertise=&state=&language=es`). The language is never lifted for the
 * nearest matches: a visitor who asked for Spanish is shown Spanish speakers or nobody.
 */
export type DirectoryFilters = BrokerFilters & {
  /** An ISO 639-1 code ('es' from the "Speaks Spanish" checkbox), '' for any language. */
  language: string;
};

export const languageParam = 'language';

export const noDirectoryFilters: DirectoryFilters = { ...noFilters, language: '' };

export function directoryFiltersFromSearch(search: URLSearchParams | string): DirectoryFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const language = (params.get(languageParam) ?? '').trim().toLowerCase();
  return { ...filtersFromSearch(params), language: /^[a-z]{2}$/.test(language) ? language : '' };
}

/** The query for a set of filters: only the ones that are set, the language last. */
export function directoryFiltersToSearch(filters: DirectoryFilters): URLSearchParams {
  const params = filtersToSearch(filters);
  params.delete(languageParam);
  const language = filters.language.trim();
  if (language) params.set(languageParam, language);
  return params;
}

export function hasDirectoryFilters(filters: DirectoryFilters): boolean {
  return hasFilters(filters) || filters.language.trim() !== '';
}

function speakingOnly<T extends LanguageBroker>(brokers: readonly T[], language: string): readonly T[] {
  return language.trim() ? brokers.filter((broker) => speaksLanguage(broker, language)) : brokers;
}

/** The brokers that pass every filter that is set, the language included, in their order. */
export function filterDirectory<T extends FilterableBroker & LanguageBroker>(brokers: readonly T[], filters: DirectoryFilters): T[] {
  return filterBrokers(speakingOnly(brokers, filters.language), filters);
}

/** The nearest matches among the brokers who speak the language asked for (see nearestMatches). */
export function nearestDirectoryMatches<T extends FilterableBroker & LanguageBroker>(brokers: readonly T[], filters: DirectoryFilters): NearestMatches<T> | null {
  return nearestMatches(speakingOnly(brokers, filters.language), filters);
}
