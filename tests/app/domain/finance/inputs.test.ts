import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MORTGAGE_CALCULATOR_LIMITS, clampDownPayment, clampNumber, clampPercent, downPaymentFromPercent, downPaymentPercentOf } from '../../../../app/domain/finance/inputs';

describe('calculator input clamping (each input has its limits)', () => {
  it('clamps a number to [min, max]', () => {
    expect(clampNumber(30, 0, 25)).toBe(25);
    expect(clampNumber(-5, 0, 25)).toBe(0);
    expect(clampNumber(6.5, 0, 25)).toBe(6.5);
  });

  it('turns a non-number into min', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', null, undefined, {}, [], true]) {
      expect(clampNumber(value, 3, 25)).toBe(3);
    }
  });

  it('reads numeric strings, thousands commas included', () => {
    expect(clampNumber('600,000', 0, 20_000_000)).toBe(600_000);
    expect(clampNumber(' 7.25 ', 0, 25)).toBe(7.25);
  });

  it('keeps at most 3 decimals in percent fields and caps them at the max', () => {
    expect(clampPercent(6.12345, 0, 25)).toBe(6.123);
    expect(clampPercent('6.9999', 0, 25)).toBe(6.999);
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent('x')).toBe(0);
  });

  it('keeps the down payment within [0, price] and converts it both ways', () => {
    expect(clampDownPayment(700_000, 600_000)).toBe(600_000);
    expect(clampDownPayment(-1, 600_000)).toBe(0);
    expect(clampDownPayment('abc', 600_000)).toBe(0);
    expect(downPaymentPercentOf(120_000, 600_000)).toBe(20);
    expect(downPaymentPercentOf(100_000, 300_000)).toBe(33.333);
    expect(downPaymentPercentOf(5, 0)).toBe(0);
    expect(downPaymentFromPercent(20, 600_000)).toBe(120_000);
    expect(downPaymentFromPercent(150, 600_000)).toBe(600_000);
    expect(downPaymentFromPercent(-5, 600_000)).toBe(0);
    expect(downPaymentFromPercent(33.333, 300_000)).toBe(99_999);
  });

  it('exports the calculator limits', () => {
    expect(MORTGAGE_CALCULATOR_LIMITS).toEqual({
      interestRatePercent: { min: 0, max: 25 },
      loanTermYears: { min: 0, max: 30 },
      homePrice: { min: 0, max: 20_000_000 },
      downPayment: { min: 0, max: 20_000_000 },
    });
  });

  const anyInput = fc.oneof(
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.constantFrom(null, undefined, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY),
  );
  const range = fc
    .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 2_000_000 }))
    .map(([min, width]) => ({ min, max: min + width }));

  it('property: clampNumber always lands in [min, max]', () => {
    fc.assert(
      fc.property(anyInput, range, (value, { min, max }) => {
        const clamped = clampNumber(value, min, max);
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('property: clampPercent lands in [min, max] with at most 3 decimals', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const clamped = clampPercent(value, min, max);
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(max);
        expect(Math.abs(clamped * 1000 - Math.round(clamped * 1000))).toBeLessThan(1e-6);
      }),
    );
  });

  it('property: the down payment lands in [0, price] and its percent in [0, 100]', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 0, max: 2_000_000_000 }).map((cents) => cents / 100), (value, price) => {
        const down = clampDownPayment(value, price);
        expect(down).toBeGreaterThanOrEqual(0);
        expect(down).toBeLessThanOrEqual(price);
        const percent = downPaymentPercentOf(down, price);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        const back = downPaymentFromPercent(value, price);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(price);
      }),
    );
  });
});
