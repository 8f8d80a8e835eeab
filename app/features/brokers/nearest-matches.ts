import { usStateLabel } from '../../domain/content/us-states';
import { filterBrokers, noFilters, type BrokerFilterKey, type BrokerFilters, type FilterableBroker } from './broker-filters';

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

const filterNames: Record<BrokerFilterKey, string> = { name: 'the name', expertise: 'the expertise', state: 'the state' };

/** e.g. 'No loan officer matches all your filters. Showing loan officers licensed in Ohio (ignoring the expertise).' */
export function nearestMatchesSentence(filters: BrokerFilters, ignored: readonly BrokerFilterKey[]): string {
  const kept: string[] = [];
  if (!ignored.includes('name') && filters.name.trim()) kept.push(`named “${filters.name.trim()}”`);
  if (!ignored.includes('state') && filters.state.trim()) kept.push(`licensed in ${usStateLabel(filters.state.trim())}`);
  if (!ignored.includes('expertise') && filters.expertise.trim()) kept.push(`experienced in ${filters.expertise.trim()}`);
  const who = kept.length > 0 ? `loan officers ${joinWithAnd(kept)}` : 'all loan officers';
  return `No loan officer matches all your filters. Showing ${who} (ignoring ${joinWithAnd(ignored.map((key) => filterNames[key]))}).`;
}

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
