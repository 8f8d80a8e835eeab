import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mortgageCalculatorSummary } from '../../../../app/domain/finance/index';
import { loanLengthError } from '../../../../app/features/calculators/mortgage-calculator/loan-length';
import { PaymentSummary } from '../../../../app/features/calculators/mortgage-calculator/payment-summary';

const RULE = 'Loan length must be between 1 and 30 years';

describe("the mortgage calculator's loan length", () => {
  it('has a rule for a length that cannot be repaid month by month', () => {
    expect(loanLengthError('en', 0)).toBe(RULE);
    expect(loanLengthError('en', 31)).toBe(RULE);
    expect(loanLengthError('en', 1)).toBeNull();
    expect(loanLengthError('en', 30)).toBeNull();
    expect(loanLengthError('es', 0)).toBe('El plazo del préstamo debe ser de entre 1 y 30 años');
  });

  it('a 0-year loan of $230,000 shows the rule and no payment figure', () => {
    const summary = mortgageCalculatorSummary({ homePrice: 280_000, downPayment: 50_000, interestRatePercent: 6, loanTermYears: 0, extraMonthlyPayment: 0, monthlyPropertyTax: 0, monthlyHomeInsurance: 0 });
    expect(summary.loanAmount).toBe(230_000);
    const html = renderToString(<PaymentSummary summary={summary} firstPayment={{ year: 2026, month: 12 }} unpayableBecause={loanLengthError('en', 0)} />);
    expect(html).toContain(RULE);
    expect(html).not.toContain('$0.00');
    expect(html).not.toContain('total-monthly-payment');
  });

  it('a payable loan shows its payment', () => {
    const summary = mortgageCalculatorSummary({ homePrice: 280_000, downPayment: 50_000, interestRatePercent: 6, loanTermYears: 30, extraMonthlyPayment: 0, monthlyPropertyTax: 0, monthlyHomeInsurance: 0 });
    const html = renderToString(<PaymentSummary summary={summary} firstPayment={{ year: 2026, month: 12 }} unpayableBecause={loanLengthError('en', 30)} />);
    expect(html).toContain('data-testid="total-monthly-payment">$1,417.30<');
    expect(html).not.toContain(RULE);
  });
});
