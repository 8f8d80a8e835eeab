import { fixedRateRowsCents, totalInterestCents } from './amortization';
import { fromCents, monthsOf, toCents } from './money';

/**
 * Extra monthly principal payments:
 *
 *     months to payoff = length of the month-by-month schedule with the extra amount added to principal
 *     months saved     = original number of payments − months to payoff
 *     interest saved   = original total interest − new total interest
 *
 * "Original number of payments" is the length of the schedule without extra payments, which is the
 * contractual 12 · years (it could only be shorter if rounding paid the loan off early), so an extra
 * payment of 0 always saves 0 months. Both schedules are the exact cents schedules of amortization.ts.
 * Extra payments never lengthen a loan nor add interest: each month's balance with extra payments is at
 * most the balance without, and interest is monotone in the balance.
 */

/** A count of months as years and months (27 -> { years: 2, months: 3 }), as the calculator shows it. */
export interface YearsAndMonths {
  years: number;
  months: number;
}

export function splitMonths(totalMonths: number): YearsAndMonths {
  const whole = Math.max(0, Math.trunc(totalMonths));
  return { years: Math.floor(whole / 12), months: whole % 12 };
}

export interface ExtraPaymentInput {
  /** Dollars. */
  loanAmount: number;
  /** Annual percent. */
  annualRatePercent: number;
  termYears: number;
  /** Dollars of extra principal each month. */
  extraMonthlyPayment: number;
}

export interface ExtraPaymentSavings {
  /** Payments without the extra amount (12 · years). */
  originalMonths: number;
  /** Payments with it. */
  monthsToPayoff: number;
  monthsSaved: number;
  /** monthsSaved as years and months. */
  timeSaved: YearsAndMonths;
  originalTotalInterest: number;
  newTotalInterest: number;
  interestSaved: number;
}

export function extraPaymentSavings(input: ExtraPaymentInput): ExtraPaymentSavings {
  const loan = toCents(input.loanAmount);
  const months = monthsOf(input.termYears);
  const original = fixedRateRowsCents(loan, input.annualRatePercent, months);
  const withExtra = fixedRateRowsCents(loan, input.annualRatePercent, months, toCents(input.extraMonthlyPayment));
  const originalInterest = totalInterestCents(original);
  const newInterest = totalInterestCents(withExtra);
  const monthsSaved = original.length - withExtra.length;
  return {
    originalMonths: original.length,
    monthsToPayoff: withExtra.length,
    monthsSaved,
    timeSaved: splitMonths(monthsSaved),
    originalTotalInterest: fromCents(originalInterest),
    newTotalInterest: fromCents(newInterest),
    interestSaved: fromCents(originalInterest - newInterest),
  };
}
