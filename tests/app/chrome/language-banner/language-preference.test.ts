import { describe, expect, it } from 'vitest';
import { prefersSpanish } from '../../../../app/chrome/language-banner/language-preference';

describe('prefersSpanish', () => {
  it.each([
    [['es'], true],
    [['es-MX', 'en-US'], true],
    [['ES-us'], true],
    [['es_419'], true],
    [['fr-CA', 'es-MX', 'en'], true],
    [['pt-BR', 'es'], true],
  ])('%j prefers Spanish', (languages, expected) => {
    expect(prefersSpanish(languages)).toBe(expected);
  });

  it.each([
    [['en-US', 'es'], false],
    [['en'], false],
    [['fr', 'en-GB', 'es'], false],
    [['de', 'fr'], false],
    [[], false],
    [['estonian-is-not-a-tag'], false],
    [['eu', 'en'], false],
  ])('%j does not', (languages, expected) => {
    expect(prefersSpanish(languages)).toBe(expected);
  });
});
