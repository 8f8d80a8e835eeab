import { downPaymentDollars, type DownPaymentInputs } from '../mortgage-calculator/down-payment';
import { enteredAmount, funnelHref, prefillAnswers, type FunnelTarget, type PrefillTable } from './funnel-href';

export type MortgageCalculatorInputs = DownPaymentInputs;

export const MORTGAGE_CALCULATOR_FUNNEL: FunnelTarget = { path: '/quote-landing', loanType: 'purchase' };

/** The purchase funnel's answers the mortgage calculator fills (it has no ZIP code to give). */
export const MORTGAGE_CALCULATOR_PREFILL: PrefillTable<MortgageCalculatorInputs> = {
  purchasePrice: (inputs) => {
    const price = enteredAmount(inputs.homePrice);
    return price === undefined ? undefined : [price, price];
  },
  // Without a price there is nothing the down payment is part of.
  downPayment: (inputs) => (enteredAmount(inputs.homePrice) === undefined ? undefined : downPaymentDollars(inputs)),
};

export function mortgageCalculatorFunnelHref(inputs: MortgageCalculatorInputs): string {
  return funnelHref(MORTGAGE_CALCULATOR_FUNNEL, prefillAnswers(MORTGAGE_CALCULATOR_PREFILL, inputs));
}
