import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_BANDS, creditBandOf, PROPERTY_TYPE_CODES, PROPERTY_TYPES, propertyTypeOfCode } from '../../../../app/domain/finance';

describe('credit bands', () => {
  it('places the boundary scores in the band they start', () => {
    expect(creditBandOf(740).value).toBe('excellent');
    expect(creditBandOf(739).value).toBe('good');
    expect(creditBandOf(680).value).toBe('good');
    expect(creditBandOf(679).value).toBe('fair');
    expect(creditBandOf(620).value).toBe('fair');
    expect(creditBandOf(619).value).toBe('poor');
    expect(creditBandOf(250).value).toBe('poor');
  });

  it('gives every score one band whose minimum it reaches, and never "Not sure"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 850 }), (score) => {
        const band = creditBandOf(score);
        expect(band.minScore).not.toBeNull();
        expect(score).toBeGreaterThanOrEqual(band.minScore!);
        const higher = CREDIT_BANDS.filter((other) => other.minScore !== null && other.minScore > band.minScore!);
        for (const other of higher) expect(score).toBeLessThan(other.minScore!);
      }),
    );
  });

  it('ends with "Not sure" and has distinct values', () => {
    expect(CREDIT_BANDS.at(-1)!.label).toBe('Not sure');
    expect(new Set(CREDIT_BANDS.map((band) => band.value)).size).toBe(CREDIT_BANDS.length);
    expect(new Set(CREDIT_BANDS.map((band) => band.formValue)).size).toBe(CREDIT_BANDS.length);
  });
});

describe('property types', () => {
  it('cover exactly the estimator codes, each once', () => {
    expect(PROPERTY_TYPES.map((type) => type.code).sort()).toEqual(Object.values(PROPERTY_TYPE_CODES).sort());
    for (const type of PROPERTY_TYPES) expect(propertyTypeOfCode(type.code)).toBe(type);
    expect(propertyTypeOfCode(99)).toBeNull();
  });
});
