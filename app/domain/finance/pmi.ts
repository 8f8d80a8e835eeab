import { assertNonNegative, fromCents, roundHalfAwayFromZero, toCents } from './money';

/**
 * The mortgage calculator's private mortgage insurance (the conventional-loan rule of thumb):
 *
 *     PMI per month = loan amount × annual PMI rate / 12     when down payment < 20 % of the price
 *                   = 0                                      otherwise
 *
 * rounded to the cent (half away from zero). The calculator's rate is 0.002 a year (0.2 %); published market
 * rates are higher (about 0.46 %–1.5 %), so the rate is content and a parameter here, in PERCENT like
 * every rate of this module: the default `annualRatePercent` 0.2 is that 0.002. The comparison is
 * made exactly in cents (down payment · 100 < threshold · price), so 20.00 % down pays no PMI.
 */

export interface PmiRule {
  /** Annual PMI rate in percent of the loan (default 0.2, i.e. 0.002 a year). */
  annualRatePercent?: number;
  /** PMI applies when the down payment is under this percent of the price (default 20). */
  downPaymentThresholdPercent?: number;
}

export const DEFAULT_CALCULATOR_PMI_RATE_PERCENT = 0.2;
export const DEFAULT_PMI_DOWN_PAYMENT_THRESHOLD_PERCENT = 20;

/** Whether the calculator charges PMI: the down payment is under the threshold percent of the price. */
export function requiresPmi(homePrice: number, downPayment: number, rule: PmiRule = {}): boolean {
  const threshold = rule.downPaymentThresholdPercent ?? DEFAULT_PMI_DOWN_PAYMENT_THRESHOLD_PERCENT;
  return toCents(downPayment) * 100 < threshold * toCents(homePrice);
}

/** Monthly PMI in dollars for the calculator (see the module doc). */
export function calculatorMonthlyPmi(homePrice: number, downPayment: number, rule: PmiRule = {}): number {
  const rate = rule.annualRatePercent ?? DEFAULT_CALCULATOR_PMI_RATE_PERCENT;
  assertNonNegative(rate, 'PMI rate');
  if (!requiresPmi(homePrice, downPayment, rule)) return 0;
  const loan = Math.max(0, toCents(homePrice) - toCents(downPayment));
  return fromCents(roundHalfAwayFromZero((loan * rate) / 100 / 12));
}
