import type { CentsRow } from '../amortization';
import { toCents } from '../money';
import type { AnnualInsuranceRule, AprFeeEntry, LoanEstimateRequest, ProgramRules, UpfrontFeeTier } from './types';

/**
 * Program rules as data (each program's mortgage insurance and fees): the minimum down
 * payment by credit score, first-time buyer status and occupancy; the financed upfront fee by down
 * payment; the annual mortgage insurance by term, loan size and LTV, and how long it is charged.
 * Percent comparisons are exact in cents: down payment · 100 ≥ percent · price.
 */

/** The program of a loan type code, or undefined. */
export function programFor(programs: readonly ProgramRules[], loanTypeCode: number): ProgramRules | undefined {
  return programs.find((program) => program.loanTypeCode === loanTypeCode);
}

/**
 * The minimum down payment percent for a request: the lowest of the rules the borrower qualifies for
 * (credit score at least the rule's minimum; first-time-buyer-only rules need a first-time buyer),
 * raised to the occupancy's minimum if the program sets one. undefined when no rule applies: the credit
 * score is below the program's minimum.
 */
export function minimumDownPaymentPercent(program: ProgramRules, request: LoanEstimateRequest): number | undefined {
  const applicable = program.downPaymentRules.filter(
    (rule) => request.creditScore >= rule.minCreditScore && (!rule.firstTimeBuyersOnly || request.firstTimeHomeBuyer),
  );
  if (applicable.length === 0) return undefined;
  const byScore = Math.min(...applicable.map((rule) => rule.minDownPaymentPercent));
  const byOccupancy = program.minDownPaymentPercentByOccupancy?.[String(request.occupancyType)] ?? 0;
  return Math.max(byScore, byOccupancy);
}

/** Whether down / price is at least `percent` (exact, in cents). */
export function downPaymentAtLeast(downPayment: number, price: number, percent: number): boolean {
  return toCents(downPayment) * 100 >= percent * toCents(price);
}

/** The upfront fee rate (percent of the base loan) for a down payment: the highest tier reached; 0 if none. */
export function upfrontFeeRatePercent(tiers: readonly UpfrontFeeTier[], downPayment: number, price: number): number {
  let best: UpfrontFeeTier | undefined;
  for (const tier of tiers) {
    if (downPaymentAtLeast(downPayment, price, tier.minDownPaymentPercent) && (!best || tier.minDownPaymentPercent > best.minDownPaymentPercent)) {
      best = tier;
    }
  }
  return best?.ratePercent ?? 0;
}

/** The first annual insurance rule whose conditions hold (base loan and price in dollars), or undefined. */
export function annualInsuranceRuleFor(
  rules: readonly AnnualInsuranceRule[],
  termYears: number,
  baseLoan: number,
  price: number,
): AnnualInsuranceRule | undefined {
  const loan = toCents(baseLoan);
  const value = toCents(price);
  return rules.find(
    (rule) =>
      (rule.maxTermYears === undefined || termYears <= rule.maxTermYears) &&
      (rule.aboveTermYears === undefined || termYears > rule.aboveTermYears) &&
      (rule.maxBaseLoan === undefined || loan <= toCents(rule.maxBaseLoan)) &&
      (rule.aboveLtvPercent === undefined || loan * 100 > rule.aboveLtvPercent * value) &&
      (rule.maxLtvPercent === undefined || loan * 100 <= rule.maxLtvPercent * value),
  );
}

/**
 * Which payments carry monthly insurance, for the APR: all ('life'), the first `months`, or those due
 * while the scheduled balance before the payment is above `ltvPercent` of the original value.
 * Returns the number of leading payments that carry it.
 */
export function insuredPayments(rule: AnnualInsuranceRule, rows: readonly CentsRow[], price: number): number {
  const { duration } = rule;
  if (duration.kind === 'life') return rows.length;
  if (duration.kind === 'months') return Math.min(rows.length, Math.max(0, Math.trunc(duration.months)));
  const value = toCents(price);
  let count = 0;
  for (const row of rows) {
    const balanceBefore = row.remainingBalance + row.principal;
    if (balanceBefore * 100 <= duration.ltvPercent * value) break;
    count++;
  }
  return count;
}

/** The APR fee entry of a program's mortgage type and a product's loan term, or undefined. */
export function aprFeeFor(entries: readonly AprFeeEntry[], mortgageType: string, loanTerm: string): AprFeeEntry | undefined {
  return entries.find((entry) => entry.mortgageType === mortgageType && entry.loanTerm === loanTerm);
}
