import { describe, expect, it } from 'vitest';
import { MORTGAGE_CALCULATOR_PREFILL, mortgageCalculatorFunnelHref } from '../../../../../app/features/calculators/funnel-links/mortgage-calculator-link';
import { prefillAnswers } from '../../../../../app/features/calculators/funnel-links/funnel-href';

const params = (href: string) => Object.fromEntries(new URL(href, 'https://example.test').searchParams);

describe('the mortgage calculator → the purchase questionnaire', () => {
  it('carries the home price as a one-price range and the down payment in dollars', () => {
    const href = mortgageCalculatorFunnelHref({ homePrice: 600_000, downMode: 'dollars', downDollars: 120_000, downPercent: 20 });
    expect(href).toBe('/quote-landing?type=purchase&prefill.purchasePrice=600000,600000&prefill.downPayment=120000');
  });

  it('converts a percent down payment to dollars (ignoring the stale dollar field)', () => {
    expect(prefillAnswers(MORTGAGE_CALCULATOR_PREFILL, { homePrice: 350_000, downMode: 'percent', downDollars: 1, downPercent: 12.5 })).toEqual({
      purchasePrice: [350_000, 350_000],
      downPayment: 43_750,
    });
  });

  it('caps a dollar down payment at the price, as the calculator does', () => {
    expect(params(mortgageCalculatorFunnelHref({ homePrice: 300_000, downMode: 'dollars', downDollars: 900_000, downPercent: 20 }))['prefill.downPayment']).toBe('300000');
  });

  it('carries a zero down payment, but nothing without a price', () => {
    expect(params(mortgageCalculatorFunnelHref({ homePrice: 400_000, downMode: 'dollars', downDollars: 0, downPercent: 0 }))['prefill.downPayment']).toBe('0');
    expect(mortgageCalculatorFunnelHref({ homePrice: 0, downMode: 'dollars', downDollars: 0, downPercent: 20 })).toBe('/quote-landing?type=purchase');
  });
});
