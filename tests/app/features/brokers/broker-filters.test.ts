import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expertiseOptions,
  filterBrokers,
  filtersFromSearch,
  filtersToSearch,
  foldForSearch,
  hasFilters,
  isSpeaksSpanishFilter,
  noFilters,
  speaksSpanishFilter,
  type BrokerFilters,
} from '../../../../app/features/brokers/broker-filters';

const brokers = [
  { key: 'sarah', firstName: 'Sarah', lastName: 'Okafor', experience: ['FHA Loans', 'First-Time Buyers'], states: ['MI', 'OH'] },
  { key: 'jose', firstName: 'José', lastName: 'Ramírez', experience: ['Bank Statement Loans', 'FHA Loans'], states: ['TX', 'FL'], languages: ['en', 'es'] },
  { key: 'liam', firstName: 'Liam', lastName: "O'Connor", experience: ['Home Equity'], states: ['MI', 'IL'] },
  { key: 'rachel', firstName: 'Rachel', lastName: 'Goldberg', experience: ['Reverse Mortgages', 'Home Equity'], states: ['FL', 'MI'], languages: ['en', 'ES'] },
];
const keys = (filters: Partial<BrokerFilters>) => filterBrokers(brokers, { ...noFilters, ...filters }).map((broker) => broker.key);

describe('directory filters', () => {
  it('name is a case-insensitive substring of first plus last name (accents ignored)', () => {
    expect(keys({ name: 'sar' })).toEqual(['sarah']);
    expect(keys({ name: 'OKAFOR' })).toEqual(['sarah']);
    expect(keys({ name: 'h o' })).toEqual(['sarah']);
    expect(keys({ name: 'jose ram' })).toEqual(['jose']);
    expect(keys({ name: 'José' })).toEqual(['jose']);
    expect(keys({ name: "o'connor" })).toEqual(['liam']);
    expect(keys({ name: 'zz' })).toEqual([]);
    expect(keys({ name: '' })).toEqual(['sarah', 'jose', 'liam', 'rachel']);
  });

  it('expertise must be in the experience list; state must be among the states', () => {
    expect(keys({ expertise: 'Home Equity' })).toEqual(['liam', 'rachel']);
    expect(keys({ expertise: 'home equity' })).toEqual(['liam', 'rachel']);
    expect(keys({ expertise: 'Equity' })).toEqual([]);
    expect(keys({ state: 'FL' })).toEqual(['jose', 'rachel']);
    expect(keys({ state: 'fl' })).toEqual(['jose', 'rachel']);
  });

  it('combines with AND', () => {
    expect(keys({ state: 'MI', expertise: 'Home Equity' })).toEqual(['liam', 'rachel']);
    expect(keys({ state: 'MI', expertise: 'Home Equity', name: 'rach' })).toEqual(['rachel']);
    expect(keys({ state: 'TX', expertise: 'Home Equity' })).toEqual([]);
  });

  it('AND is the intersection of each filter alone', () => {
    const names = ['', 'a', 'o', 'li', 'SARAH'];
    const expertise = ['', 'FHA Loans', 'Home Equity', 'Nothing'];
    const states = ['', 'MI', 'FL', 'TX', 'WY'];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.constantFrom(...expertise), fc.constantFrom(...states), (name, exp, state) => {
        const all = keys({ name, expertise: exp, state });
        const each = [keys({ name }), keys({ expertise: exp }), keys({ state })];
        expect(all).toEqual(brokers.map((broker) => broker.key).filter((key) => each.every((list) => list.includes(key))));
      }),
    );
  });

  it('reads the URL: trims, knows only real states, ignores the rest', () => {
    expect(filtersFromSearch('?name=%20%20sarah%20%20o&expertise=FHA%20Loans&state=mi')).toEqual({ name: 'sarah o', expertise: 'FHA Loans', state: 'MI' });
    expect(filtersFromSearch('state=XX&page=2')).toEqual(noFilters);
    expect(filtersFromSearch('name=' + 'a'.repeat(200)).name).toHaveLength(80);
    expect(filtersFromSearch(new URLSearchParams({ state: 'Texas' })).state).toBe('');
  });

  it('writes the URL with only what is set, and reads back the same filters', () => {
    expect(filtersToSearch({ name: 'sa', expertise: '', state: 'MI' }).toString()).toBe('name=sa&state=MI');
    expect(filtersToSearch(noFilters).toString()).toBe('');
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('', 'FHA Loans', 'Home Equity'), fc.constantFrom('', 'MI', 'WY'), (name, expertise, state) => {
        const filters = { name: name.replace(/\s+/g, ' ').trim(), expertise, state };
        expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
      }),
    );
  });

  describe('Speaks Spanish', () => {
    it('keeps the brokers who work in Spanish; a broker without languages works in English only', () => {
      expect(keys(speaksSpanishFilter(true))).toEqual(['jose', 'rachel']);
      expect(keys(speaksSpanishFilter(false))).toEqual(['sarah', 'jose', 'liam', 'rachel']);
      expect(keys({ language: 'en' })).toEqual(['sarah', 'jose', 'liam', 'rachel']);
      expect(keys({ ...speaksSpanishFilter(true), state: 'MI' })).toEqual(['rachel']);
      expect(keys({ ...speaksSpanishFilter(true), expertise: 'Home Equity', name: 'liam' })).toEqual([]);
    });

    it('is kept in the URL as language=es, read back, and counts as a filter', () => {
      const filters: BrokerFilters = { ...noFilters, state: 'FL', ...speaksSpanishFilter(true) };
      expect(filtersToSearch(filters).toString()).toBe('state=FL&language=es');
      expect(filtersFromSearch('state=FL&language=es')).toEqual(filters);
      expect(isSpeaksSpanishFilter(filtersFromSearch('?language=ES'))).toBe(true);
      expect(isSpeaksSpanishFilter(filtersFromSearch('?language=spanish'))).toBe(false);
      expect(filtersFromSearch('language=spanish')).toEqual(noFilters);
      expect(filtersToSearch({ ...noFilters, ...speaksSpanishFilter(false) }).toString()).toBe('');
      expect(hasFilters({ ...noFilters, ...speaksSpanishFilter(true) })).toBe(true);
      expect(hasFilters({ ...noFilters, ...speaksSpanishFilter(false) })).toBe(false);
    });
  });

  it('offers every expertise once, sorted', () => {
    expect(expertiseOptions(brokers)).toEqual(['Bank Statement Loans', 'FHA Loans', 'First-Time Buyers', 'Home Equity', 'Reverse Mortgages']);
  });

  it('folds for search', () => {
    expect(foldForSearch('  José   RAMÍREZ ')).toBe('jose ramirez');
  });
});
