import { fixedRateRowsCents, rowInDollars, totalInterestCents } from './amortization';
import type { AmortizationRow } from './amortization';
import { monthlyEscrow } from './escrow';
import { splitMonths } from './extra-payments';
import type { YearsAndMonths } from './extra-payments';
import { MORTGAGE_CALCULATOR_LIMITS, clampDownPayment, clampNumber, clampPercent, downPaymentPercentOf } from './inputs';
import type { NumericRange } from './inputs';
import { fromCents, monthsOf, toCents } from './money';
import { monthlyPaymentCents } from './payment';
import { calculatorMonthlyPmi, requiresPmi } from './pmi';
import type { PmiRule } from './pmi';

/**
 * The mortgage calculator's figures:
 *
 *     loan amount            = home price − down payment         (down payment clamped to [0, price])
 *     principal and interest = the level payment of payment.ts on the loan amount
 *     PMI                    = loan × annual PMI rate / 12 when down payment < 20 % of the price (pmi.ts)
 *     escrow                 = monthly property tax + monthly home insurance (escrow.ts; default 0)
 *     total monthly          = principal and interest + PMI + escrow + extra payment
 *
 * The extra payment is counted ONCE: adding it to principal and interest and again to the total would
 * overstate the payment. Every input is clamped first with the calculator's limits (inputs.ts): a value
 * out of range is pulled into it and a non-number becomes the minimum, as the calculator's fields do. PMI
 * is charged for every month of the loan (the calculator does not model PMI cancellation).
 * With no loan (an amount of 0, or a term of 0 years, which the calculator allows) there is nothing to
 * repay: principal and interest, PMI and the extra payment are 0 and the schedule is empty; the total
 * monthly payment is then the escrow alone.
 */

export interface MortgageCalculatorInput {
  homePrice: unknown;
  downPayment: unknown;
  /** Annual percent. */
  interestRatePercent: unknown;
  loanTermYears: unknown;
  /** Extra principal each month, dollars (default 0). */
  extraMonthlyPayment?: unknown;
  /** Dollars a month (default 0). */
  monthlyPropertyTax?: unknown;
  /** Dollars a month (default 0). */
  monthlyHomeInsurance?: unknown;
  /** PMI rate and threshold (content; defaults 0.2 % a year below 20 % down). */
  pmi?: PmiRule;
  /** Override the default limits. */
  limits?: Partial<Record<keyof typeof MORTGAGE_CALCULATOR_LIMITS, NumericRange>>;
}

export interface MortgageCalculatorSummary {
  /** The inputs as used, after clamping. */
  homePrice: number;
  downPayment: number;
  downPaymentPercent: number;
  interestRatePercent: number;
  loanTermYears: number;
  extraMonthlyPayment: number;
  loanAmount: number;
  /** Level monthly principal and interest, without the extra payment. */
  principalAndInterest: number;
  pmiRequired: boolean;
  monthlyPmi: number;
  monthlyEscrow: number;
  /** principalAndInterest + monthlyPmi + monthlyEscrow + extraMonthlyPayment. */
  totalMonthlyPayment: number;
  /** The schedule with the extra payment (the table and the chart). */
  schedule: AmortizationRow[];
  /** Payments without / with the extra payment. */
  originalMonths: number;
  monthsToPayoff: number;
  /** Months saved by the extra payment, as a count and as years and months. */
  monthsSaved: number;
  timeSaved: YearsAndMonths;
  totalInterest: number;
  totalInterestWithoutExtra: number;
  interestSaved: number;
}

const MAX_EXTRA_OR_ESCROW = 1_000_000_000; // the currency fields' cap

export function mortgageCalculatorSummary(input: MortgageCalculatorInput): MortgageCalculatorSummary {
  const limits = {
    homePrice: input.limits?.homePrice ?? MORTGAGE_CALCULATOR_LIMITS.homePrice,
    downPayment: input.limits?.downPayment ?? MORTGAGE_CALCULATOR_LIMITS.downPayment,
    interestRatePercent: input.limits?.interestRatePercent ?? MORTGAGE_CALCULATOR_LIMITS.interestRatePercent,
    loanTermYears: input.limits?.loanTermYears ?? MORTGAGE_CALCULATOR_LIMITS.loanTermYears,
  };
  const homePrice = fromCents(toCents(clampNumber(input.homePrice, limits.homePrice.min, limits.homePrice.max)));
  const downPayment = clampDownPayment(
    clampNumber(input.downPayment, limits.downPayment.min, limits.downPayment.max),
    homePrice,
  );
  const ratePercent = clampPercent(input.interestRatePercent, limits.interestRatePercent.min, limits.interestRatePercent.max);
  const termYears = clampNumber(input.loanTermYears, limits.loanTermYears.min, limits.loanTermYears.max);
  const extraInput = toCents(clampNumber(input.extraMonthlyPayment ?? 0, 0, MAX_EXTRA_OR_ESCROW));
  const escrow = monthlyEscrow({
    monthlyPropertyTax: clampNumber(input.monthlyPropertyTax ?? 0, 0, MAX_EXTRA_OR_ESCROW),
    monthlyHomeInsurance: clampNumber(input.monthlyHomeInsurance ?? 0, 0, MAX_EXTRA_OR_ESCROW),
  });

  const loan = toCents(homePrice) - toCents(downPayment);
  const months = monthsOf(termYears);
  const hasLoan = loan > 0 && months > 0;
  const extra = hasLoan ? extraInput : 0;
  const principalAndInterest = monthlyPaymentCents(loan, ratePercent, months);
  const pmiRequired = hasLoan && requiresPmi(homePrice, downPayment, input.pmi);
  const pmi = pmiRequired ? toCents(calculatorMonthlyPmi(homePrice, downPayment, input.pmi)) : 0;
  const baseline = fixedRateRowsCents(loan, ratePercent, months);
  const withExtra = extra > 0 ? fixedRateRowsCents(loan, ratePercent, months, extra) : baseline;
  const interestWithout = totalInterestCents(baseline);
  const interestWith = totalInterestCents(withExtra);
  const monthsSaved = baseline.length - withExtra.length;

  return {
    homePrice,
    downPayment,
    downPaymentPercent: downPaymentPercentOf(downPayment, homePrice),
    interestRatePercent: ratePercent,
    loanTermYears: termYears,
    extraMonthlyPayment: fromCents(extra),
    loanAmount: fromCents(loan),
    principalAndInterest: fromCents(principalAndInterest),
    pmiRequired,
    monthlyPmi: fromCents(pmi),
    monthlyEscrow: escrow,
    totalMonthlyPayment: fromCents(principalAndInterest + pmi + toCents(escrow) + extra),
    schedule: withExtra.map(rowInDollars),
    originalMonths: baseline.length,
    monthsToPayoff: withExtra.length,
    monthsSaved,
    timeSaved: splitMonths(monthsSaved),
    totalInterest: fromCents(interestWith),
    totalInterestWithoutExtra: fromCents(interestWithout),
    interestSaved: fromCents(interestWithout - interestWith),
  };
}
