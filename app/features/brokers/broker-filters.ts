import { speaksLanguage } from '../../domain/brokers/broker-languages';
import type { Broker } from '../../domain/content/content-types';
import { usStateOf } from '../../domain/content/us-states';

/**
 * The broker directory's filters, kept in the URL (`?name=&expertise=&state=&language=`) so a filtered
 * list can be shared and reloaded, and so the server renders the same list the browser shows.
 */
export interface BrokerFilters {
  /** Case-insensitive substring of "First Last" (accents ignored). */
  name: string;
  /** One label of the brokers' experience lists. */
  expertise: string;
  /** A 2-letter state code. */
  state: string;
  /**
   * A language the broker must work in, ISO 639-1 (`'es'`: the "Speaks Spanish" checkbox, see
   * `speaksSpanishFilter`); absent or '' for any. Not one of the text filters (`BrokerFilterKey`).
   */
  language?: string;
}

/** The text filters: each a field, a chip, and a step the nearest matches may relax. */
export type BrokerFilterKey = 'name' | 'expertise' | 'state';

export const noFilters: BrokerFilters = { name: '', expertise: '', state: '' };

export const filterParams: Record<BrokerFilterKey, string> = { name: 'name', expertise: 'expertise', state: 'state' };

/** The URL parameter of the language filter: `?language=es`. */
export const languageParam = 'language';

/** The language code of Spanish, what the "Speaks Spanish" checkbox sets. */
export const SPANISH = 'es';

export type FilterableBroker = Pick<Broker, 'firstName' | 'lastName' | 'experience' | 'states' | 'languages'>;

const MAX_NAME_LENGTH = 80;

/** Lowercase, accents folded, whitespace collapsed: 'José  Ramírez' -> 'jose ramirez'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The filters a URL's query names; anything unusable (an unknown state, an over-long name) is ignored. */
export function filtersFromSearch(search: URLSearchParams | string): BrokerFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const name = (params.get(filterParams.name) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  const expertise = (params.get(filterParams.expertise) ?? '').trim();
  const state = usStateOf(params.get(filterParams.state) ?? '')?.code ?? '';
  const language = (params.get(languageParam) ?? '').trim().toLowerCase();
  return { name, expertise, state, ...(/^[a-z]{2}$/.test(language) ? { language } : {}) };
}

/**
 * The filters with the "Speaks Spanish" checkbox set or cleared: `onChange(speaksSpanishFilter(checked))`
 * gives the change, `isSpeaksSpanishFilter(filters)` whether it is checked.
 */
export function speaksSpanishFilter(checked: boolean): Pick<BrokerFilters, 'language'> {
  return { language: checked ? SPANISH : '' };
}

export function isSpeaksSpanishFilter(filters: BrokerFilters): boolean {
  return filters.language === SPANISH;
}

/** The query for a set of filters: only the ones that are set, in a fixed order. */
export function filtersToSearch(filters: BrokerFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['name', 'expertise', 'state'] as const) {
    const value = filters[key].trim();
    if (value) params.set(filterParams[key], value);
  }
  const language = filters.language?.trim();
  if (language) params.set(languageParam, language);
  return params;
}

export function hasFilters(filters: BrokerFilters): boolean {
  return Boolean(filters.name.trim() || filters.expertise.trim() || filters.state.trim() || filters.language?.trim());
}

function matchesName(broker: FilterableBroker, name: string): boolean {
  const wanted = foldForSearch(name);
  return !wanted || foldForSearch(`${broker.firstName} ${broker.lastName}`).includes(wanted);
}

function matchesExpertise(broker: FilterableBroker, expertise: string): boolean {
  const wanted = expertise.trim().toLowerCase();
  return !wanted || broker.experience.some((label) => label.toLowerCase() === wanted);
}

function matchesState(broker: FilterableBroker, state: string): boolean {
  const wanted = state.trim().toUpperCase();
  return !wanted || broker.states.some((code) => code.toUpperCase() === wanted);
}

/** A broker without a list of languages works in English only. */
function matchesLanguage(broker: FilterableBroker, language: string | undefined): boolean {
  const wanted = language?.trim();
  return !wanted || speaksLanguage(broker, wanted);
}

/** The brokers that pass every filter that is set (the filters combine with AND), in their order. */
export function filterBrokers<T extends FilterableBroker>(brokers: readonly T[], filters: BrokerFilters): T[] {
  return brokers.filter(
    (broker) =>
      matchesName(broker, filters.name) &&
      matchesExpertise(broker, filters.expertise) &&
      matchesState(broker, filters.state) &&
      matchesLanguage(broker, filters.language),
  );
}

/** Every expertise label of the brokers, once, sorted. */
export function expertiseOptions(brokers: readonly FilterableBroker[]): string[] {
  const labels = new Map<string, string>();
  for (const broker of brokers) {
    for (const label of broker.experience) {
      const key = label.trim().toLowerCase();
      if (key && !labels.has(key)) labels.set(key, label.trim());
    }
  }
  return [...labels.values()].sort((a, b) => a.localeCompare(b, 'en-US'));
}

