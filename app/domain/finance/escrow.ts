import { assertNonNegative, fromCents, roundHalfAwayFromZero, toCents } from './money';

/**
 * Escrow: the property taxes and homeowner's insurance collected with the monthly payment
 * (escrow defaults to 0 and is shown only when above 0).
 *
 *     escrow per month = monthly property tax + monthly homeowner's insurance
 *     monthly amount   = annual amount / 12, rounded to the cent (half away from zero)
 */

export interface EscrowInput {
  /** Dollars a month (default 0). */
  monthlyPropertyTax?: number;
  /** Dollars a month (default 0). */
  monthlyHomeInsurance?: number;
}

export function monthlyEscrow(input: EscrowInput = {}): number {
  const tax = input.monthlyPropertyTax ?? 0;
  const insurance = input.monthlyHomeInsurance ?? 0;
  assertNonNegative(tax, 'property tax');
  assertNonNegative(insurance, 'home insurance');
  return fromCents(toCents(tax) + toCents(insurance));
}

/** An annual amount as a monthly one (annual / 12, to the cent): 3,600 a year -> 300 a month. */
export function monthlyFromAnnual(annualAmount: number): number {
  assertNonNegative(annualAmount, 'annual amount');
  return fromCents(roundHalfAwayFromZero(toCents(annualAmount) / 12));
}
