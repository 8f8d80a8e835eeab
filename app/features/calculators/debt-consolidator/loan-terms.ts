import type { RatesByType } from '../../../domain/content/content-types';
import type { SliderScale } from '../../../components/slider/slider-paging';

/** The loan slider before any debt is entered, the terms, the default rate and term. */
export const CONSOLIDATION_LOAN_SCALE: SliderScale = { min: 0, max: 3_000_000, step: 5_000, page: 3_000_000, markEvery: 500_000, keyboardPage: 100_000 };
export const CONSOLIDATION_TERMS = [5, 10, 15, 20, 25, 30] as const;
export const DEFAULT_CONSOLIDATION_RATE = 3.57;
export const DEFAULT_CONSOLIDATION_TERM = 30;

/** Where a term's starting rate came from: a home-equity daily rate, a refinance daily rate, or the default. */
export type TermRateSource = 'homeEquity' | 'refinance' | 'default';

const isHomeEquity = (rateKey: string) => /homeequity/i.test(rateKey);

/**
 * The starting rate of a term. Debts are consolidated into a home-equity loan, so the term's home-equity
 * daily rate ('15yrHomeEquity') comes first; content without one falls back to the term's refinance
 * rate ('15yrFixed', '5yrArm'), and a term with neither (10, 25 years, or no rates) to 3.57 %.
 */
export function termRate(rates: RatesByType | null, termYears: number): { rate: number; source: TermRateSource } {
  if (rates) {
    const pattern = new RegExp(`^${termYears}(?!\\d)`);
    const keys = Object.keys(rates).filter((rateKey) => pattern.test(rateKey));
    const homeEquity = keys.find(isHomeEquity);
    const refinance = keys.find((rateKey) => !isHomeEquity(rateKey));
    for (const [key, source] of [[homeEquity, 'homeEquity'], [refinance, 'refinance']] as const) {
      const rate = key === undefined ? undefined : rates[key]?.currentRate;
      if (typeof rate === 'number' && Number.isFinite(rate)) return { rate, source };
    }
  }
  return { rate: DEFAULT_CONSOLIDATION_RATE, source: 'default' };
}

/** The starting rate of a term (see {@link termRate}). */
export function rateForTerm(rates: RatesByType | null, termYears: number): number {
  return termRate(rates, termYears).rate;
}

/** The loan amount as set: never below the total debt; `raised` says when it was pulled up. */
export function loanAmountAtLeastDebt(requested: number, totalDebt: number): { amount: number; raised: boolean } {
  return requested < totalDebt ? { amount: totalDebt, raised: true } : { amount: requested, raised: false };
}

/**
 * The loan slider for a total debt: it starts at the total, so no position of the slider lends less than
 * the debts it pays off, and ends at 3,000,000 (or at the total, when the debts add up to more).
 */
export function consolidationLoanScale(totalDebt: number): SliderScale {
  const min = Math.max(CONSOLIDATION_LOAN_SCALE.min, totalDebt);
  return { ...CONSOLIDATION_LOAN_SCALE, min, max: Math.max(CONSOLIDATION_LOAN_SCALE.max, min) };
}

/** The loan amount once the debts change: raised to the new total when the total grew past it, else kept. */
export function loanAfterDebtChange(loanAmount: number, totalDebt: number): number {
  return Math.max(loanAmount, totalDebt);
}
