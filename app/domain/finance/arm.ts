import { amortizeCents, rowInDollars } from './amortization';
import type { AmortizationRow, CentsRow, RateStep } from './amortization';
import { amountFinanced, aprFromPayments } from './apr';
import { assertNonNegative, fromCents, roundTo, toCents } from './money';

/**
 * The 5/6 adjustable-rate mortgage (SOFR-indexed): fixed for 5 years (the first
 * change at payment 61), then the rate resets every 6 months to index (30-day average SOFR) + margin,
 * with caps 2/1/5 (first change at most ±2 points, later changes ±1, lifetime at most +5 over the
 * start rate), and never below the margin. At each change the payment is recomputed on the remaining
 * balance over the remaining months (amortization.ts).
 *
 * Reading of "5y/6m ARM (5-year term)": the 5 years are the fixed period, not the
 * loan's term; the loan is amortized over 30 years (360 payments). The sample content agrees: its
 * '5yrArm' daily rate of 5.99 % carries a monthly payment of 1796.72, the 30-year payment on $300,000
 * (a 5-year amortization would be 5,798.45).
 *
 * Two rate paths:
 * - fully indexed ("composite" APR, Regulation Z comment 17(c)(1)-10): the start rate for the fixed
 *   period, then steps toward the fully indexed rate known at consummation, index + margin, bounded by
 *   the margin below and start + lifetime cap above, each change limited by its cap. When index + margin
 *   is within 2 points of the start rate this is simply "the fixed payment for 60 months, then the
 *   payment at the fully indexed rate for the rest".
 * - worst case: every change rises by its cap until the lifetime cap (start +2 at payment 61, +1 every
 *   6 months after, +5 at most). The maximum payment of that path is what an estimator shows.
 *
 * Rates are kept to 3 decimals (only to drop binary noise such as 4.31 + 2.75 = 7.0600000000000005);
 * notes that round the new rate to 1/8 point are not modelled.
 */

export interface ArmCaps {
  /** Largest change at the first adjustment, percentage points (2). */
  initial: number;
  /** Largest change at each later adjustment (1). */
  periodic: number;
  /** Largest rise over the start rate for the life of the loan (5). */
  lifetime: number;
}

export interface ArmTerms {
  /** The start (fixed-period) rate, annual percent. */
  initialRatePercent: number;
  /** Total payments (360 for 30 years). */
  termMonths: number;
  /** Payments at the start rate (60 for 5 years). */
  fixedMonths: number;
  /** Months between changes after the fixed period (6). */
  adjustmentIntervalMonths: number;
  /** Index (30-day average SOFR) at consummation, percent. */
  indexPercent: number;
  /** Margin added to the index, percent; also the rate's floor. */
  marginPercent: number;
  caps: ArmCaps;
}

export type ArmRatePath = 'fullyIndexed' | 'worstCase';

function validate(terms: ArmTerms): void {
  assertNonNegative(terms.initialRatePercent, 'start rate');
  assertNonNegative(terms.marginPercent, 'margin');
  assertNonNegative(terms.caps.initial, 'initial cap');
  assertNonNegative(terms.caps.periodic, 'periodic cap');
  assertNonNegative(terms.caps.lifetime, 'lifetime cap');
  if (!Number.isFinite(terms.indexPercent)) throw new RangeError('index must be a finite number');
  for (const months of [terms.termMonths, terms.fixedMonths, terms.adjustmentIntervalMonths]) {
    if (!Number.isInteger(months) || months < 0) throw new RangeError('ARM month counts must be whole numbers >= 0');
  }
  if (terms.adjustmentIntervalMonths === 0) throw new RangeError('the adjustment interval must be at least 1 month');
}

/** The fully indexed rate: index + margin, never below the margin (3 decimals). */
export function fullyIndexedRate(terms: Pick<ArmTerms, 'indexPercent' | 'marginPercent'>): number {
  return roundTo(Math.max(terms.marginPercent, terms.indexPercent + terms.marginPercent), 3);
}

/** The rate steps of the loan along a path: the start rate from payment 1, then one step per change. */
export function armRateSteps(terms: ArmTerms, path: ArmRatePath): RateStep[] {
  validate(terms);
  const start = terms.initialRatePercent;
  const ceiling = start + terms.caps.lifetime;
  const target = path === 'worstCase' ? ceiling : Math.min(ceiling, fullyIndexedRate(terms));
  const steps: RateStep[] = [{ fromPayment: 1, annualRatePercent: start }];
  let previous = start;
  for (let payment = terms.fixedMonths + 1, change = 0; payment <= terms.termMonths; payment += terms.adjustmentIntervalMonths, change++) {
    const cap = change === 0 ? terms.caps.initial : terms.caps.periodic;
    const next = roundTo(Math.min(previous + cap, Math.max(previous - cap, target)), 3);
    steps.push({ fromPayment: payment, annualRatePercent: next });
    previous = next;
  }
  return steps;
}

/** The cents schedule of an ARM along a path. */
export function armRowsCents(loan: number, terms: ArmTerms, path: ArmRatePath): CentsRow[] {
  return amortizeCents(loan, terms.termMonths, armRateSteps(terms, path));
}

/** The schedule of an ARM in dollars along a path (fully indexed by default). */
export function armSchedule(loanAmount: number, terms: ArmTerms, path: ArmRatePath = 'fullyIndexed'): AmortizationRow[] {
  return armRowsCents(toCents(loanAmount), terms, path).map(rowInDollars);
}

export interface ArmWorstCase {
  /** The highest rate the loan can reach (start + lifetime cap). */
  maximumRatePercent: number;
  /** The highest level monthly principal and interest along the worst-case path, dollars. */
  maximumPayment: number;
  /** The first payment at which it is due. */
  maximumPaymentNumber: number;
}

/**
 * The worst case: rates rise by the caps to the lifetime cap; the maximum payment is the highest level
 * payment in force along that path (the last payment's rounding adjustment is not counted).
 */
export function armWorstCase(loanAmount: number, terms: ArmTerms): ArmWorstCase {
  const rows = armRowsCents(toCents(loanAmount), terms, 'worstCase');
  let maximum = 0;
  let at = 0;
  for (const row of rows) {
    if (row.scheduledPayment > maximum) {
      maximum = row.scheduledPayment;
      at = row.paymentNumber;
    }
  }
  return {
    maximumRatePercent: roundTo(terms.initialRatePercent + terms.caps.lifetime, 3),
    maximumPayment: fromCents(maximum),
    maximumPaymentNumber: at,
  };
}

export interface ArmAprInput {
  loanAmount: number;
  terms: ArmTerms;
  /** Prepaid finance charges, dollars. */
  fees?: number;
  /** Points, percent of the loan. */
  pointsPercent?: number;
}

/** The composite APR of an ARM: the fully indexed path's payments discounted to loan − fees − points. */
export function armApr(input: ArmAprInput): number | null {
  const rows = armRowsCents(toCents(input.loanAmount), input.terms, 'fullyIndexed');
  const financed = toCents(amountFinanced(input.loanAmount, input.fees ?? 0, input.pointsPercent ?? 0));
  return aprFromPayments(financed, rows.map((row) => row.payment), input.terms.initialRatePercent);
}
