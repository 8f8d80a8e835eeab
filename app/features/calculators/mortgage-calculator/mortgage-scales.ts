import type { SliderScale } from '../../../components/slider/slider-paging';
import { MORTGAGE_CALCULATOR_LIMITS } from '../../../domain/finance/index';

/** The mortgage calculator's slider scales, inside its limits. */
const { homePrice, downPayment, interestRatePercent, loanTermYears } = MORTGAGE_CALCULATOR_LIMITS;

export const HOME_PRICE_SCALE: SliderScale = { ...homePrice, step: 5_000, page: 500_000, markEvery: 100_000 };
export const DOWN_PAYMENT_PERCENT_SCALE: SliderScale = { min: 0, max: 100, step: 1, page: 20, markEvery: 5 };
export const INTEREST_RATE_SCALE: SliderScale = { ...interestRatePercent, step: 0.1, page: 12.5, markEvery: 2.5 };
/** The loan length steps by whole years. */
export const LOAN_LENGTH_SCALE: SliderScale = { ...loanTermYears, step: 1, page: 30, markEvery: 5 };

/**
 * The dollar down payment's slider (its scale follows the percent slider's): the home price's
 * step, page and marks, from 0 to the price (a down payment cannot exceed it).
 */
export function downPaymentDollarScale(price: number): SliderScale {
  return { min: downPayment.min, max: Math.min(downPayment.max, Math.max(0, price)), step: 5_000, page: 500_000, markEvery: 100_000 };
}

/** The starting values; the rate is replaced by today's 30-year rate when the daily rates load. */
export const MORTGAGE_CALCULATOR_DEFAULTS = {
  homePrice: 600_000,
  downPayment: 120_000,
  interestRatePercent: 10,
  loanTermYears: 30,
} as const;

/** The current rate of the daily rate whose key begins with 30 ('30yrFixed'), or null. */
export function thirtyYearRate(rates: Readonly<Record<string, { currentRate: number }>>): number | null {
  const key = Object.keys(rates).find((rateKey) => /^30(?!\d)/.test(rateKey));
  const rate = key === undefined ? undefined : rates[key]?.currentRate;
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : null;
}
