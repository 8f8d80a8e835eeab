import { fixedRateRowsCents } from './amortization';
import { assertNonNegative, fromCents, monthsOf, roundHalfAwayFromZero, roundTo, toCents } from './money';

/**
 * Annual percentage rate by the actuarial method of Regulation Z (12 CFR 1026.22(a)(1) and Appendix J
 * (b)(8), the general equation), for a single advance repaid monthly with a regular first period:
 *
 *     AF = Σ_{k=1..n} P_k / (1 + i)^k        APR = 12 · i · 100
 *
 * For a regular loan of n equal payments PMT this is AF = PMT · (1 − (1+i)^−n) / i
 * (Regulation Z's actuarial method); the general sum also takes the schedule's slightly different
 * last payment, an adjustable-rate loan's changing payments, and monthly mortgage insurance.
 *
 *     AF (amount financed) = loan amount − prepaid finance charges
 *     prepaid finance charges = fees (dollars) + points (percent of the loan) × loan amount
 *
 * The payments P_k are the disclosed payment schedule: the level payment rounded to the cent and the
 * final payment that clears the balance (amortization.ts), as Appendix J's examples use the scheduled
 * amounts. With no finance charges besides interest the APR is therefore the note rate (to the 3
 * decimals reported); with fees or points it is higher.
 *
 * Solving: i is found by Newton's method on f(i) = Σ P_k (1+i)^−k − AF (f is strictly decreasing for
 * non-negative payments), safeguarded by bisection: the root is first bracketed, and any Newton step
 * that leaves the bracket is replaced by a bisection step. The APR is reported in percent rounded to 3
 * decimals (half away from zero); Reg Z 1026.22(a)(2) accepts ±1/8 point for a regular transaction.
 */

/** Σ P_k (1+i)^−k and its derivative in i. */
function presentValue(payments: readonly number[], i: number): { value: number; slope: number } {
  const v = 1 / (1 + i);
  let factor = 1;
  let value = 0;
  let slope = 0;
  payments.forEach((payment, index) => {
    factor *= v;
    value += payment * factor;
    slope -= (index + 1) * payment * factor * v;
  });
  return { value, slope };
}

/**
 * The monthly rate i with AF = Σ P_k (1+i)^−k (payments at the end of months 1..n, dollars or cents
 * alike). null when there is no such rate: no payments, all payments 0, or AF ≤ 0.
 */
export function solveMonthlyRate(amountFinanced: number, payments: readonly number[], guess?: number): number | null {
  if (!Number.isFinite(amountFinanced)) throw new RangeError('amount financed must be a finite number');
  payments.forEach((payment) => assertNonNegative(payment, 'payment'));
  const total = payments.reduce((sum, payment) => sum + payment, 0);
  if (!(amountFinanced > 0) || payments.length === 0 || total === 0) return null;
  const f = (i: number) => presentValue(payments, i).value - amountFinanced;
  if (Math.abs(total - amountFinanced) <= 1e-12 * amountFinanced) return 0;

  let lo: number;
  let hi: number;
  if (total > amountFinanced) {
    lo = 0;
    hi = 0.01;
    while (f(hi) > 0) {
      lo = hi;
      hi *= 2;
      if (hi > 1e4) return null;
    }
  } else {
    // The payments total less than the amount financed: a negative rate.
    hi = 0;
    lo = -0.01;
    while (f(lo) < 0) {
      hi = lo;
      lo = (lo - 1) / 2;
      if (lo <= -1 + 1e-12) return null;
    }
  }

  let x = guess !== undefined && guess > lo && guess < hi ? guess : (lo + hi) / 2;
  for (let iteration = 0; iteration < 200; iteration++) {
    const { value, slope } = presentValue(payments, x);
    const fx = value - amountFinanced;
    if (fx === 0) return x;
    if (fx > 0) lo = x;
    else hi = x;
    const newton = slope !== 0 ? x - fx / slope : Number.NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * Math.max(1, Math.abs(x)) || hi - lo <= 1e-16) return next;
    x = next;
  }
  return x;
}

/** APR in percent (3 decimals) from the amount financed and the monthly payments; null when undefined. */
export function aprFromPayments(amountFinanced: number, payments: readonly number[], guessAnnualPercent?: number): number | null {
  const i = solveMonthlyRate(amountFinanced, payments, guessAnnualPercent === undefined ? undefined : guessAnnualPercent / 1200);
  return i === null ? null : roundTo(12 * i * 100, 3);
}

/** APR of n equal monthly payments (Appendix J (c)(1)(i): 5,000 repaid by 24 × 230 -> 9.69 %). */
export function regularPaymentApr(amountFinanced: number, payment: number, numberOfPayments: number): number | null {
  return aprFromPayments(amountFinanced, new Array<number>(numberOfPayments).fill(payment));
}

/** Points in dollars: points (percent of the loan) × loan amount, to the cent. */
export function pointsInDollars(loanAmount: number, pointsPercent: number): number {
  assertNonNegative(pointsPercent, 'points');
  return fromCents(roundHalfAwayFromZero((toCents(loanAmount) * pointsPercent) / 100));
}

/** AF = loan − fees − points% × loan, dollars (may be ≤ 0 when the charges eat the loan). */
export function amountFinanced(loanAmount: number, prepaidFees = 0, pointsPercent = 0): number {
  assertNonNegative(prepaidFees, 'fees');
  return fromCents(toCents(loanAmount) - toCents(prepaidFees) - toCents(pointsInDollars(loanAmount, pointsPercent)));
}

export interface FixedRateAprInput {
  /** Dollars. */
  loanAmount: number;
  /** Note rate, annual percent. */
  annualRatePercent: number;
  termYears: number;
  /** Prepaid finance charges in dollars (origination and other fees), default 0. */
  fees?: number;
  /** Discount points in percent of the loan, default 0. */
  pointsPercent?: number;
}

/**
 * APR of a fixed-rate loan: the schedule's payments (amortization.ts) discounted to
 * AF = loan − fees − points. null for a 0 loan, a 0-year term, or charges that eat the whole loan.
 */
export function fixedRateApr(input: FixedRateAprInput): number | null {
  const loan = toCents(input.loanAmount);
  const rows = fixedRateRowsCents(loan, input.annualRatePercent, monthsOf(input.termYears));
  const financed = toCents(amountFinanced(input.loanAmount, input.fees ?? 0, input.pointsPercent ?? 0));
  return aprFromPayments(financed, rows.map((row) => row.payment), input.annualRatePercent);
}
