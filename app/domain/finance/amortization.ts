import { assertNonNegative, fromCents, monthlyRateOf, monthsOf, roundHalfAwayFromZero, toCents } from './money';
import type { Cents } from './money';
import { monthlyPaymentCents } from './payment';

/**
 * Amortization schedules, computed month by month in integer cents (the actuarial method of
 * 12 CFR 1026 Appendix J (a)(2): each month the unpaid balance grows by the interest earned and falls by
 * the payment). For payment k:
 *
 *     interest_k  = round(balance_{k−1} · r)                 r = annual rate / 12, half away from zero
 *     principal_k = M − interest_k + extra                  M: the level payment (payment.ts)
 *     balance_k   = balance_{k−1} − principal_k
 *
 * The last payment (payment n, or the first one whose principal would reach the balance) pays the whole
 * remaining balance plus its interest, so the schedule's principal sums to the loan exactly and the
 * final balance is 0.00. principalPaid and interestPaid are
 * cumulative. A loan of 0 or a term of 0 months has an empty schedule.
 *
 * The balance never rises: M ≥ round(balance · r) whenever M is computed (the annuity payment exceeds a
 * month's interest and rounding is monotone), and the balance only falls between recomputations.
 */

/** One month of a schedule, in dollars. principalPaid and interestPaid are cumulative. */
export interface AmortizationRow {
  /** 1 for the first payment. */
  paymentNumber: number;
  /** What is paid this month: interest + principal (extra principal included). */
  payment: number;
  /** Principal repaid this month, extra principal included. */
  principal: number;
  /** Interest charged this month. */
  interest: number;
  /** Principal repaid so far, this month included. */
  principalPaid: number;
  /** Interest paid so far, this month included. */
  interestPaid: number;
  /** Balance after this month's payment. */
  remainingBalance: number;
}

/** From payment `fromPayment` on (1-based), the loan bears `annualRatePercent`. */
export interface RateStep {
  fromPayment: number;
  annualRatePercent: number;
}

/** A schedule row in cents, as the engine produces it; `rate` is the annual percent of that month. */
export interface CentsRow {
  paymentNumber: number;
  payment: Cents;
  principal: Cents;
  interest: Cents;
  principalPaid: Cents;
  interestPaid: Cents;
  remainingBalance: Cents;
  /** The level payment in force that month (before extra principal and the last payment's adjustment). */
  scheduledPayment: Cents;
  annualRatePercent: number;
}

/**
 * The engine: amortizes `principal` cents over `termMonths` with rate steps (the first must start at
 * payment 1). When the rate changes, the level payment is recomputed on the remaining balance over the
 * remaining months (how an adjustable-rate loan re-amortizes at each change); a step that keeps the rate
 * keeps the payment (recomputing it would only move it by rounding cents). `extraMonthly` cents of
 * principal are added to every payment.
 */
export function amortizeCents(
  principal: Cents,
  termMonths: number,
  rates: readonly RateStep[],
  extraMonthly: Cents = 0,
): CentsRow[] {
  assertNonNegative(principal, 'loan amount');
  assertNonNegative(termMonths, 'number of payments');
  assertNonNegative(extraMonthly, 'extra payment');
  if (!Number.isInteger(principal) || !Number.isInteger(termMonths) || !Number.isInteger(extraMonthly)) {
    throw new RangeError('amounts in cents and the number of payments must be integers');
  }
  const steps = [...rates].sort((a, b) => a.fromPayment - b.fromPayment);
  const first = steps[0];
  if (!first || first.fromPayment !== 1) throw new RangeError('the first rate step must start at payment 1');
  for (const step of steps) assertNonNegative(step.annualRatePercent, 'interest rate');

  const rows: CentsRow[] = [];
  let balance = principal;
  let rate = first.annualRatePercent;
  let scheduled = monthlyPaymentCents(balance, rate, termMonths);
  let nextStep = 1;
  let principalPaid = 0;
  let interestPaid = 0;
  for (let k = 1; k <= termMonths && balance > 0; k++) {
    const step = steps[nextStep];
    if (step && step.fromPayment <= k) {
      while (steps[nextStep] && steps[nextStep]!.fromPayment <= k) nextStep++;
      const newRate = steps[nextStep - 1]!.annualRatePercent;
      if (newRate !== rate) {
        rate = newRate;
        scheduled = monthlyPaymentCents(balance, rate, termMonths - k + 1);
      }
    }
    const interest = roundHalfAwayFromZero(balance * monthlyRateOf(rate));
    let principalPart = Math.max(0, scheduled - interest) + extraMonthly;
    if (k === termMonths || principalPart >= balance) principalPart = balance;
    balance -= principalPart;
    principalPaid += principalPart;
    interestPaid += interest;
    rows.push({
      paymentNumber: k,
      payment: interest + principalPart,
      principal: principalPart,
      interest,
      principalPaid,
      interestPaid,
      remainingBalance: balance,
      scheduledPayment: scheduled,
      annualRatePercent: rate,
    });
  }
  return rows;
}

/** A cents row in dollars. */
export function rowInDollars(row: CentsRow): AmortizationRow {
  return {
    paymentNumber: row.paymentNumber,
    payment: fromCents(row.payment),
    principal: fromCents(row.principal),
    interest: fromCents(row.interest),
    principalPaid: fromCents(row.principalPaid),
    interestPaid: fromCents(row.interestPaid),
    remainingBalance: fromCents(row.remainingBalance),
  };
}

export interface ScheduleInput {
  /** Dollars. */
  loanAmount: number;
  /** Annual percent (6.5 = 6.5 %). */
  annualRatePercent: number;
  /** Years; n = round(12 · years) payments. 0 gives an empty schedule. */
  termYears: number;
  /** Dollars of extra principal paid with every payment (default 0). */
  extraMonthlyPayment?: number;
}

export interface AmortizationSchedule {
  /** The level monthly principal and interest (without the extra payment), dollars. */
  monthlyPayment: number;
  /** The extra principal paid each month, dollars. */
  extraMonthlyPayment: number;
  /** The contractual number of payments, 12 · years. */
  termMonths: number;
  /** How many payments the schedule actually has (fewer with extra payments). */
  numberOfPayments: number;
  totalInterest: number;
  /** Principal + interest over the life of the loan. */
  totalPaid: number;
  rows: AmortizationRow[];
}

/** The cents rows of a fixed-rate loan (see {@link amortizeCents}). */
export function fixedRateRowsCents(
  loan: Cents,
  annualRatePercent: number,
  termMonths: number,
  extraMonthly: Cents = 0,
): CentsRow[] {
  return amortizeCents(loan, termMonths, [{ fromPayment: 1, annualRatePercent }], extraMonthly);
}

/**
 * The month-by-month schedule of a fixed-rate loan, optionally with an extra principal payment each
 * month (the loan then ends early). $200,000 at 6.5 % for 30 years: 360 rows, payment 1264.14.
 */
export function amortizationSchedule(input: ScheduleInput): AmortizationSchedule {
  const loan = toCents(input.loanAmount);
  const termMonths = monthsOf(input.termYears);
  const extra = toCents(input.extraMonthlyPayment ?? 0);
  const rows = fixedRateRowsCents(loan, input.annualRatePercent, termMonths, extra);
  const last = rows[rows.length - 1];
  const totalInterest = last?.interestPaid ?? 0;
  return {
    monthlyPayment: fromCents(monthlyPaymentCents(loan, input.annualRatePercent, termMonths)),
    extraMonthlyPayment: fromCents(extra),
    termMonths,
    numberOfPayments: rows.length,
    totalInterest: fromCents(totalInterest),
    totalPaid: fromCents((last?.principalPaid ?? 0) + totalInterest),
    rows: rows.map(rowInDollars),
  };
}

/** Total interest of a cents schedule. */
export function totalInterestCents(rows: readonly CentsRow[]): Cents {
  return rows[rows.length - 1]?.interestPaid ?? 0;
}
