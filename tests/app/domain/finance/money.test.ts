import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, monthsOf, roundHalfAwayFromZero, roundTo, toCents, truncateDecimals } from '../../../../app/domain/finance/money';

describe('money: integer cents, rounding half away from zero', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [0, 0],
  ])('roundHalfAwayFromZero(%d) = %d', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it('does not let binary noise break a decimal tie (1.005 is stored as 1.00499999...)', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.015)).toBe(102);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(8.345)).toBe(835);
    expect(roundTo(6.4999999999999, 3)).toBe(6.5);
    expect(roundTo(1.0005, 3)).toBe(1.001);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
    expect(Object.is(truncateDecimals(-0.0001, 3), 0)).toBe(true);
  });

  it('truncates decimals without rounding, despite binary noise', () => {
    expect(truncateDecimals(12.3456, 3)).toBe(12.345);
    expect(truncateDecimals(1.005, 3)).toBe(1.005);
    expect(truncateDecimals(-1.23456, 2)).toBe(-1.23);
  });

  it('refuses NaN and infinities', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every 2-decimal dollar amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('counts months of a term: n = round(12 x years)', () => {
    expect(monthsOf(30)).toBe(360);
    expect(monthsOf(0)).toBe(0);
    expect(monthsOf(2.5)).toBe(30);
    expect(() => monthsOf(-1)).toThrow(RangeError);
  });
});
