import type { RatesByType } from '../../../domain/content/content-types';
import type { SliderScale } from '../../../components/slider/slider-paging';

/** The loan slider, the terms, the default rate and term. */
export const CONSOLIDATION_LOAN_SCALE: SliderScale = { min: 0, max: 3_000_000, step: 5_000, page: 3_000_000, markEvery: 500_000, keyboardPage: 100_000 };
export const CONSOLIDATION_TERMS = [5, 10, 15, 20, 25, 30] as const;
export const DEFAULT_CONSOLIDATION_RATE = 3.57;
export const DEFAULT_CONSOLIDATION_TERM = 30;

/**
 * The rate of a term from the daily rates: the refinance rate whose key begins with the
 * term's years ('30yrFixed' for 30, '5yrArm' for 5; consolidating debts into the home is a refinance),
 * else the default 3.57 %. Terms with no daily rate (10, 25) take the default.
 */
export function rateForTerm(rates: RatesByType | null, termYears: number): number {
  if (rates) {
    const pattern = new RegExp(`^${termYears}(?!\\d)`);
    const key = Object.keys(rates).find((rateKey) => pattern.test(rateKey));
    const rate = key === undefined ? undefined : rates[key]?.currentRate;
    if (typeof rate === 'number' && Number.isFinite(rate)) return rate;
  }
  return DEFAULT_CONSOLIDATION_RATE;
}

/** The loan amount as set: never below the total debt; `raised` says when it was pulled up. */
export function loanAmountAtLeastDebt(requested: number, totalDebt: number): { amount: number; raised: boolean } {
  return requested < totalDebt ? { amount: totalDebt, raised: true } : { amount: requested, raised: false };
}
