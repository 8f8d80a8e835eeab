import { assertNonNegative, monthlyRateOf, monthsOf, roundHalfAwayFromZero, toCents, fromCents } from './money';
import type { Cents } from './money';

/**
 * The level monthly payment of a fixed-rate loan (the annuity formula; reference: the standard amortization formula
 * "Payment and APR", the standard amortization formula of any mortgage textbook):
 *
 *     M = P · r(1+r)^n / ((1+r)^n − 1)      r = annual rate / 12, n = number of monthly payments
 *     M = P / n                              when r = 0
 *
 * computed here in the equivalent, better-conditioned form M = P·r / (1 − (1+r)^−n), rounded to the cent
 * (half away from zero). The last payment of a schedule absorbs what this rounding leaves over.
 *
 * Degenerate loans: n = 0 (a 0-year term, which the calculator allows) or P = 0 describe no loan: the
 * payment is 0 (and the schedule is empty). Negative or non-finite inputs throw a RangeError.
 */
export function monthlyPaymentCents(principal: Cents, annualRatePercent: number, months: number): Cents {
  assertNonNegative(principal, 'loan amount');
  assertNonNegative(annualRatePercent, 'interest rate');
  assertNonNegative(months, 'number of payments');
  if (months === 0 || principal === 0) return 0;
  const r = monthlyRateOf(annualRatePercent);
  if (r === 0) return roundHalfAwayFromZero(principal / months);
  // 1 − (1+r)^−n, computed without cancellation for tiny r.
  const discount = -Math.expm1(-months * Math.log1p(r));
  return roundHalfAwayFromZero((principal * r) / discount);
}

/**
 * Monthly principal and interest in dollars for a loan in dollars at an annual percent over a term in
 * years (n = round(12 · years)). $200,000 at 6.5 % for 30 years -> 1264.14. A 0-year term -> 0.
 */
export function monthlyPayment(loanAmount: number, annualRatePercent: number, termYears: number): number {
  return fromCents(monthlyPaymentCents(toCents(loanAmount), annualRatePercent, monthsOf(termYears)));
}
