/**
 * Money and rounding: the finance module's one convention.
 *
 * - Public functions take and return MONEY IN DOLLARS (numbers with at most 2 decimals, e.g. 1264.14) and
 *   RATES AS ANNUAL PERCENTS (6.5 means 6.5 % a year). Points are percents of the loan (1 point = 1 %).
 * - Internally every amount is an integer number of CENTS, so sums never drift: a schedule's principal
 *   adds up to the loan exactly and its last payment clears the balance to 0.00. Dollars are converted
 *   with {@link toCents} on the way in and {@link fromCents} on the way out.
 * - Rounding is HALF AWAY FROM ZERO (1.005 -> 1.01, -1.005 -> -1.01), the commercial rounding of
 *   amortization tables. Before rounding, a value is snapped to 15 significant digits so that binary
 *   noise (1.005 * 100 = 100.49999999999999 in IEEE 754) does not turn a decimal tie into a round-down.
 */

/** Integer cents. A plain number alias, documented so signatures say which unit they carry. */
export type Cents = number;

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
}

/** Rounds to the nearest integer, ties away from zero, after snapping binary noise (see the module doc). */
export function roundHalfAwayFromZero(value: number): number {
  assertFinite(value, 'value');
  const snapped = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.floor(snapped + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds to `decimals` places, ties away from zero (roundTo(6.4999999, 3) = 6.5). */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return roundHalfAwayFromZero(value * scale) / scale;
}

/** Cuts (never rounds) to at most `decimals` places, as an input mask that refuses more digits would. */
export function truncateDecimals(value: number, decimals: number): number {
  assertFinite(value, 'value');
  const scale = 10 ** decimals;
  const truncated = Math.trunc(Number((value * scale).toPrecision(15))) / scale;
  return truncated === 0 ? 0 : truncated;
}

/** Dollars -> integer cents, half away from zero (12.345 -> 1235). Throws on NaN and infinities. */
export function toCents(dollars: number): Cents {
  assertFinite(dollars, 'amount');
  return roundHalfAwayFromZero(dollars * 100);
}

/** Integer cents -> dollars (1235 -> 12.35). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Rounds a dollar amount to the cent, half away from zero. */
export function roundDollars(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** Throws a RangeError unless `value` is a finite number >= 0. */
export function assertNonNegative(value: number, what: string): void {
  assertFinite(value, what);
  if (value < 0) throw new RangeError(`${what} must not be negative, got ${value}`);
}

/** The monthly periodic rate of an annual percent: r = annual / 100 / 12. */
export function monthlyRateOf(annualRatePercent: number): number {
  return annualRatePercent / 1200;
}

/** Whole months in a term of years: n = round(12 x years); fractional years round to the nearest month. */
export function monthsOf(termYears: number): number {
  assertNonNegative(termYears, 'loan term');
  return Math.round(termYears * 12);
}
