import { fixedRateRowsCents, totalInterestCents } from './amortization';
import { assertNonNegative, fromCents, monthlyRateOf, monthsOf, roundHalfAwayFromZero, toCents } from './money';
import { monthlyPaymentCents } from './payment';

/**
 * Debt consolidation: what a cash-out refinance that pays off the listed debts saves.
 *
 * What the tool computes, and how:
 *
 *     total debt             = Σ debt amounts
 *     current monthly        = Σ current monthly payments
 *     new monthly payment    = the level payment of the new loan at the chosen rate and term (payment.ts)
 *     monthly saving         = current monthly − new monthly payment   (negative: the new loan costs more
 *                                                                        a month)
 *
 * Total interest both ways, because a lower payment over a longer term can cost more in total:
 *
 * - Keeping the debts: the items carry no interest rate, so each debt is assumed to bear an APR by its
 *   type (a parameter; defaults credit card 22 %, personal loan 12 %, car 7 %, mortgage 6.5 %, other 10 %,
 *   typical US rates, not the visitor's). Each debt is then paid at its current monthly payment until it
 *   is zero, month by month in cents: interest = round(balance · APR / 12), the payment (or, in the last
 *   month, what is left) is applied. The current path's total interest is the sum over the debts.
 *   A debt whose payment does not exceed its first month's interest never pays off: it is reported as
 *   'neverPaysOff' and the current path's total interest is then unknown (null), never a loop. A debt
 *   still unpaid after the horizon (default 1,200 months, 100 years) is reported as 'beyondHorizon'.
 * - The new loan: its schedule's total interest (amortization.ts) plus its fees (a parameter, default 0);
 *   the difference (current interest − (new interest + fees)) is positive when consolidating saves.
 *
 * The loan amount cannot be below the total debt: a smaller amount is raised to the total
 * debt and `loanAmountRaised` says so; any amount above it is cash out, counted in the new loan's
 * interest, so the comparison is of interest, not of total outlay.
 */

export type DebtType = 'mortgage' | 'car' | 'creditCard' | 'personalLoan' | 'other';

export interface DebtItem {
  billName: string;
  /** Balance, dollars. */
  debtAmount: number;
  /** Current monthly payment, dollars. */
  monthlyPayment: number;
  /** One of DebtType; anything else is priced as 'other'. */
  debtType: string;
  customType?: string;
}

/** Assumed APR per debt type, percent (content; see the module doc). */
export const DEFAULT_ASSUMED_DEBT_APRS: Readonly<Record<DebtType, number>> = {
  creditCard: 22,
  personalLoan: 12,
  car: 7,
  mortgage: 6.5,
  other: 10,
};

export const DEFAULT_PAYOFF_HORIZON_MONTHS = 1200;

export type PayoffStatus = 'paidOff' | 'neverPaysOff' | 'beyondHorizon';

export interface DebtPayoff {
  billName: string;
  debtType: string;
  debtAmount: number;
  monthlyPayment: number;
  assumedAprPercent: number;
  status: PayoffStatus;
  /** Months to zero; null unless paid off. */
  months: number | null;
  /** Interest paid until zero; null unless paid off. */
  totalInterest: number | null;
}

/** Pays a balance at a fixed monthly payment and APR until zero (see the module doc). */
export function debtPayoff(
  debt: DebtItem,
  assumedAprPercent: number,
  horizonMonths = DEFAULT_PAYOFF_HORIZON_MONTHS,
): DebtPayoff {
  assertNonNegative(debt.debtAmount, 'debt amount');
  assertNonNegative(debt.monthlyPayment, 'monthly payment');
  assertNonNegative(assumedAprPercent, 'assumed APR');
  const base = {
    billName: debt.billName,
    debtType: debt.debtType,
    debtAmount: debt.debtAmount,
    monthlyPayment: debt.monthlyPayment,
    assumedAprPercent,
  };
  const r = monthlyRateOf(assumedAprPercent);
  const payment = toCents(debt.monthlyPayment);
  let balance = toCents(debt.debtAmount);
  if (balance > 0 && payment <= roundHalfAwayFromZero(balance * r)) {
    return { ...base, status: 'neverPaysOff', months: null, totalInterest: null };
  }
  let months = 0;
  let interestPaid = 0;
  while (balance > 0 && months < horizonMonths) {
    const interest = roundHalfAwayFromZero(balance * r);
    balance = balance + interest - Math.min(payment, balance + interest);
    interestPaid += interest;
    months++;
  }
  if (balance > 0) return { ...base, status: 'beyondHorizon', months: null, totalInterest: null };
  return { ...base, status: 'paidOff', months, totalInterest: fromCents(interestPaid) };
}

export interface DebtConsolidationInput {
  debts: readonly DebtItem[];
  /** The new loan, dollars; default (and minimum) the total debt. */
  loanAmount?: number;
  /** The new loan's rate, annual percent. */
  annualRatePercent: number;
  termYears: number;
  /** The new loan's fees, dollars (default 0). */
  loanFees?: number;
  /** Assumed APR per debt type, percent; missing types take the defaults. */
  assumedAprs?: Partial<Record<DebtType, number>>;
  horizonMonths?: number;
}

export interface DebtConsolidationResult {
  totalDebt: number;
  currentMonthlyPayment: number;
  /** The new loan's amount as used (at least the total debt). */
  loanAmount: number;
  /** True when the amount asked was below the total debt and was raised to it. */
  loanAmountRaised: boolean;
  /** Loan amount − total debt. */
  cashOut: number;
  newMonthlyPayment: number;
  /** currentMonthlyPayment − newMonthlyPayment. */
  monthlySaving: number;
  current: {
    payoffs: DebtPayoff[];
    /** Σ interest of the debts paid at their current payments; null when one never pays off. */
    totalInterest: number | null;
    /** Months until the last debt is paid; null when one never pays off. */
    monthsToDebtFree: number | null;
  };
  newLoan: {
    numberOfPayments: number;
    totalInterest: number;
    fees: number;
    /** totalInterest + fees. */
    totalCost: number;
  };
  /** current.totalInterest − newLoan.totalCost: positive when consolidating saves; null if unknown. */
  interestDifference: number | null;
}

function isDebtType(type: string): type is DebtType {
  return Object.hasOwn(DEFAULT_ASSUMED_DEBT_APRS, type);
}

export function consolidateDebts(input: DebtConsolidationInput): DebtConsolidationResult {
  const aprs = { ...DEFAULT_ASSUMED_DEBT_APRS, ...input.assumedAprs };
  const totalDebt = input.debts.reduce((sum, debt) => sum + toCents(debt.debtAmount), 0);
  const currentMonthly = input.debts.reduce((sum, debt) => sum + toCents(debt.monthlyPayment), 0);
  const asked = input.loanAmount === undefined ? totalDebt : toCents(input.loanAmount);
  assertNonNegative(asked, 'loan amount');
  const loan = Math.max(asked, totalDebt);
  const months = monthsOf(input.termYears);
  const newPayment = monthlyPaymentCents(loan, input.annualRatePercent, months);
  const fees = toCents(input.loanFees ?? 0);
  assertNonNegative(fees, 'loan fees');
  const newRows = fixedRateRowsCents(loan, input.annualRatePercent, months);
  const newInterest = totalInterestCents(newRows);

  const payoffs = input.debts.map((debt) =>
    debtPayoff(debt, aprs[isDebtType(debt.debtType) ? debt.debtType : 'other'], input.horizonMonths),
  );
  const allPaid = payoffs.every((payoff) => payoff.status === 'paidOff');
  const currentInterest = allPaid ? payoffs.reduce((sum, payoff) => sum + toCents(payoff.totalInterest ?? 0), 0) : null;

  return {
    totalDebt: fromCents(totalDebt),
    currentMonthlyPayment: fromCents(currentMonthly),
    loanAmount: fromCents(loan),
    loanAmountRaised: asked < totalDebt,
    cashOut: fromCents(loan - totalDebt),
    newMonthlyPayment: fromCents(newPayment),
    monthlySaving: fromCents(currentMonthly - newPayment),
    current: {
      payoffs,
      totalInterest: currentInterest === null ? null : fromCents(currentInterest),
      monthsToDebtFree: allPaid ? payoffs.reduce((most, payoff) => Math.max(most, payoff.months ?? 0), 0) : null,
    },
    newLoan: {
      numberOfPayments: newRows.length,
      totalInterest: fromCents(newInterest),
      fees: fromCents(fees),
      totalCost: fromCents(newInterest + fees),
    },
    interestDifference: currentInterest === null ? null : fromCents(currentInterest - newInterest - fees),
  };
}
