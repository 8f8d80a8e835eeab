import { fromCents, roundTo, toCents, truncateDecimals } from './money';

/**
 * Input clamping for the calculators and the loan estimator:
 *
 * - a numeric value is clamped to [min, max]; a non-number becomes min. "Number" means a finite number,
 *   or a string that reads as one once blanks and thousands commas are removed ("600,000"); NaN,
 *   ±Infinity, '', 'abc', null and undefined become min;
 * - percent fields keep at most 3 decimals (extra digits are cut, as the input mask refuses them) and are
 *   capped at the max;
 * - the down payment cannot exceed the home price, and the down payment percent is clamped to 0–100.
 */

export interface NumericRange {
  min: number;
  max: number;
}

/** The mortgage calculator's limits. Rates in percent, terms in years, money in dollars. */
export const MORTGAGE_CALCULATOR_LIMITS = {
  interestRatePercent: { min: 0, max: 25 },
  loanTermYears: { min: 0, max: 30 },
  homePrice: { min: 0, max: 20_000_000 },
  downPayment: { min: 0, max: 20_000_000 },
} as const satisfies Record<string, NumericRange>;

/** The value as a finite number, or undefined when it is not one (see the module doc). */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const cleaned = value.replace(/[\s,]/g, '');
    if (cleaned === '') return undefined;
    const parsed = Number(cleaned);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Clamps to [min, max]; a non-number becomes min. */
export function clampNumber(value: unknown, min: number, max: number): number {
  if (!(min <= max)) throw new RangeError(`empty range [${min}, ${max}]`);
  const parsed = readNumber(value);
  if (parsed === undefined) return min;
  return Math.min(max, Math.max(min, parsed));
}

/** A percent field: clamped to [min, max] (default 0–100), at most `maxDecimals` (default 3) decimals. */
export function clampPercent(value: unknown, min = 0, max = 100, maxDecimals = 3): number {
  const clamped = clampNumber(value, min, max);
  return Math.min(max, Math.max(min, truncateDecimals(clamped, maxDecimals)));
}

/** The down payment in dollars, clamped to [0, home price], to the cent. */
export function clampDownPayment(downPayment: unknown, homePrice: number): number {
  const price = Math.max(0, readNumber(homePrice) ?? 0);
  return fromCents(toCents(clampNumber(downPayment, 0, price)));
}

/** Down payment as a percent of the price, 3 decimals, 0–100; a price of 0 gives 0. */
export function downPaymentPercentOf(downPayment: number, homePrice: number): number {
  if (!(homePrice > 0)) return 0;
  const percent = roundTo((toCents(clampDownPayment(downPayment, homePrice)) / toCents(homePrice)) * 100, 3);
  return Math.min(100, Math.max(0, percent));
}

/** Down payment in dollars from a percent of the price (percent clamped 0–100), to the cent. */
export function downPaymentFromPercent(percent: unknown, homePrice: number): number {
  const price = Math.max(0, readNumber(homePrice) ?? 0);
  const clamped = clampPercent(percent, 0, 100);
  return clampDownPayment(fromCents(toCents((price * clamped) / 100)), price);
}
