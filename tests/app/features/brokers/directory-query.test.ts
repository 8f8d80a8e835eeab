import { describe, expect, it } from 'vitest';
import {
  directoryFiltersFromSearch,
  directoryFiltersToSearch,
  filterDirectory,
  hasDirectoryFilters,
  nearestDirectoryMatches,
  noDirectoryFilters,
} from '../../../../app/features/brokers/directory-query';
import { nearestMatchesSentence } from '../../../../app/features/brokers/nearest-matches';
import { broker } from './broker-fixture';

const ana = { ...broker('Ana', { states: ['TX'], experience: ['FHA Loans'] }), languages: ['en', 'es'] };
const ben = broker('Ben', { states: ['TX'], experience: ['VA Loans'] });
const cy = { ...broker('Cy', { states: ['FL'], experience: ['VA Loans'] }), languages: ['es'] };
const brokers = [ana, ben, cy];
const keys = (list: readonly { brokerKey: string }[] | undefined) => list?.map((each) => each.brokerKey);

describe("the directory's language filter", () => {
  it('is kept in the URL as ?language=, after the other filters', () => {
    const filters = directoryFiltersFromSearch('state=tx&language=ES');
    expect(filters).toEqual({ name: '', expertise: '', state: 'TX', language: 'es' });
    expect(directoryFiltersToSearch(filters).toString()).toBe('state=TX&language=es');
    expect(directoryFiltersToSearch(noDirectoryFilters).toString()).toBe('');
  });

  it('ignores a value that is no language code', () => {
    expect(directoryFiltersFromSearch('language=spanish').language).toBe('');
    expect(directoryFiltersFromSearch('language=').language).toBe('');
  });

  it('counts as a filter', () => {
    expect(hasDirectoryFilters(noDirectoryFilters)).toBe(false);
    expect(hasDirectoryFilters({ ...noDirectoryFilters, language: 'es' })).toBe(true);
  });

  it('keeps the brokers who speak the language, with the other filters (a broker without languages speaks English)', () => {
    expect(keys(filterDirectory(brokers, { ...noDirectoryFilters, language: 'es' }))).toEqual(['Ana', 'Cy']);
    expect(keys(filterDirectory(brokers, { ...noDirectoryFilters, language: 'es', state: 'TX' }))).toEqual(['Ana']);
    expect(keys(filterDirectory(brokers, { ...noDirectoryFilters, language: 'en' }))).toEqual(['Ana', 'Ben']);
    expect(keys(filterDirectory(brokers, noDirectoryFilters))).toEqual(['Ana', 'Ben', 'Cy']);
  });

  it('is never lifted for the nearest matches, and is named in their sentence', () => {
    const filters = { ...noDirectoryFilters, language: 'es', state: 'TX', expertise: 'VA Loans' };
    const found = nearestDirectoryMatches(brokers, filters);
    expect(found?.ignored).toEqual(['expertise']);
    expect(keys(found?.brokers)).toEqual(['Ana']);
    expect(nearestMatchesSentence(filters, found!.ignored)).toBe(
      'No loan officer matches all your filters. Showing loan officers licensed in Texas and who speak Spanish (ignoring the expertise).',
    );
    expect(nearestMatchesSentence(filters, found!.ignored, 'es')).toBe(
      'Ningún oficial de préstamos coincide con todos sus filtros. Le mostramos a los oficiales de préstamos con licencia en Texas y que hablan español (sin tener en cuenta la especialidad).',
    );
    expect(nearestDirectoryMatches([ben], { ...noDirectoryFilters, language: 'es', state: 'TX' })).toBeNull();
  });
});
