import { describe, expect, it } from 'vitest';
import type { Broker } from '../../../../app/domain/content/content-types';
import { noFilters } from '../../../../app/features/brokers/broker-filters';
import { nearestMatches, nearestMatchesSentence } from '../../../../app/features/brokers/nearest-matches';
import { broker } from './broker-fixture';

const ana = broker('Ana', { states: ['OH', 'MI'], experience: ['VA Loans'] });
const ben = broker('Ben', { states: ['OH'], experience: ['Refinancing'] });
const cy = broker('Cy', { states: ['TX'], experience: ['FHA Loans'] });
const brokers = [ana, ben, cy];
const keys = (found: ReturnType<typeof nearestMatches<Broker>>) => found?.brokers.map((each) => each.brokerKey);

describe('the nearest matches when no loan officer passes every filter', () => {
  it('answers nothing while the filters match someone', () => {
    expect(nearestMatches(brokers, { ...noFilters, state: 'OH' })).toBeNull();
  });

  it('lifts the name first', () => {
    const filters = { name: 'zzz', expertise: 'Refinancing', state: 'OH' };
    const found = nearestMatches(brokers, filters);
    expect(found?.ignored).toEqual(['name']);
    expect(keys(found)).toEqual(['Ben']);
    expect(nearestMatchesSentence(filters, found!.ignored)).toBe(
      'No loan officer matches all your filters. Showing loan officers licensed in Ohio and experienced in Refinancing (ignoring the name).',
    );
  });

  it('then the expertise, keeping the state a loan officer must be licensed in', () => {
    const filters = { ...noFilters, expertise: 'FHA Loans', state: 'OH' };
    const found = nearestMatches(brokers, filters);
    expect(found?.ignored).toEqual(['expertise']);
    expect(keys(found)).toEqual(['Ana', 'Ben']);
    expect(nearestMatchesSentence(filters, found!.ignored)).toBe(
      'No loan officer matches all your filters. Showing loan officers licensed in Ohio (ignoring the expertise).',
    );
  });

  it('then the state, when the name and expertise still find someone', () => {
    const filters = { name: 'Cy', expertise: 'FHA Loans', state: 'OH' };
    const found = nearestMatches(brokers, filters);
    expect(found?.ignored).toEqual(['state']);
    expect(nearestMatchesSentence(filters, found!.ignored)).toBe(
      'No loan officer matches all your filters. Showing loan officers named “Cy” and experienced in FHA Loans (ignoring the state).',
    );
  });

  it('two filters at once, keeping the state longest', () => {
    const filters = { name: 'zzz', expertise: 'FHA Loans', state: 'OH' };
    const found = nearestMatches(brokers, filters);
    expect(found?.ignored).toEqual(['name', 'expertise']);
    expect(keys(found)).toEqual(['Ana', 'Ben']);
  });

  it('every filter, as a last resort: all loan officers', () => {
    const filters = { ...noFilters, name: 'zzz' };
    const found = nearestMatches(brokers, filters);
    expect(found?.ignored).toEqual(['name']);
    expect(keys(found)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(nearestMatchesSentence(filters, found!.ignored)).toBe('No loan officer matches all your filters. Showing all loan officers (ignoring the name).');
    const everything = { name: 'zzz', expertise: 'Jumbo Loans', state: 'AK' };
    expect(nearestMatches(brokers, everything)?.ignored).toEqual(['name', 'expertise', 'state']);
  });

  it('answers nothing when there is no one to show', () => {
    expect(nearestMatches([], { ...noFilters, state: 'OH' })).toBeNull();
  });
});

describe('the nearest matches’ sentence in Spanish', () => {
  it('names the filters kept and lifted, joined the Spanish way', () => {
    const filters = { name: 'zzz', expertise: 'Refinancing', state: 'OH' };
    expect(nearestMatchesSentence(filters, ['name'], 'es')).toBe(
      'Ningún oficial de préstamos coincide con todos sus filtros. Le mostramos a los oficiales de préstamos con licencia en Ohio y con experiencia en Refinancing (sin tener en cuenta el nombre).',
    );
    expect(nearestMatchesSentence(filters, ['name', 'expertise', 'state'], 'es')).toBe(
      'Ningún oficial de préstamos coincide con todos sus filtros. Le mostramos a todos los oficiales de préstamos (sin tener en cuenta el nombre, la especialidad y el estado).',
    );
  });
});

describe('the nearest matches of a directory filtered by language', () => {
  const ana = { ...broker('Ana', { states: ['TX'], experience: ['FHA Loans'] }), languages: ['en', 'es'] };
  const ben = broker('Ben', { states: ['TX'], experience: ['VA Loans'] });
  const cy = { ...broker('Cy', { states: ['FL'], experience: ['VA Loans'] }), languages: ['es'] };

  it('never lift the language, and name it in their sentence', () => {
    const filters = { ...noFilters, language: 'es', state: 'TX', expertise: 'VA Loans' };
    const found = nearestMatches([ana, ben, cy], filters);
    expect(found?.ignored).toEqual(['expertise']);
    expect(keys(found)).toEqual(['Ana']);
    expect(nearestMatchesSentence(filters, found!.ignored)).toBe(
      'No loan officer matches all your filters. Showing loan officers licensed in Texas and who speak Spanish (ignoring the expertise).',
    );
    expect(nearestMatchesSentence(filters, found!.ignored, 'es')).toBe(
      'Ningún oficial de préstamos coincide con todos sus filtros. Le mostramos a los oficiales de préstamos con licencia en Texas y que hablan español (sin tener en cuenta la especialidad).',
    );
    expect(nearestMatches([ben], { ...noFilters, language: 'es', state: 'TX' })).toBeNull();
  });
});
