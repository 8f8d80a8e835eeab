import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mortgageCalculatorSummary } from '../../../../app/domain/finance/index';
import { AmortizationTable } from '../../../../app/features/calculators/amortization-table';
import { LocaleProvider } from '../../../../renderers/i18n/locale-context';

const summary = mortgageCalculatorSummary({ homePrice: 250_000, downPayment: 20_000, interestRatePercent: 6, loanTermYears: 1, extraMonthlyPayment: 0, monthlyPropertyTax: 0, monthlyHomeInsurance: 0 });

describe('the amortization schedule', () => {
  it('counts one payment in the singular and more in the plural', () => {
    // The first payment falls in December: that year holds one payment, the next the other eleven.
    const html = renderToString(<AmortizationTable rows={summary.schedule} firstPayment={{ year: 2026, month: 12 }} />);
    expect(html).toMatch(/2026<span class="sr-only"> \(1 payment\)<\/span>/);
    expect(html).toMatch(/2027<span class="sr-only"> \(11 payments\)<\/span>/);
    expect(html).not.toContain('(1 payments)');
  });

  it('speaks Spanish on a Spanish page: headers, the payment count and the months', () => {
    const html = renderToString(
      <LocaleProvider locale="es">
        <AmortizationTable rows={summary.schedule} firstPayment={{ year: 2026, month: 12 }} />
      </LocaleProvider>,
    );
    expect(html).toMatch(/2026<span class="sr-only"> \(1 pago\)<\/span>/);
    expect(html).toMatch(/2027<span class="sr-only"> \(11 pagos\)<\/span>/);
    expect(html).toContain('>Saldo</th>');
    expect(html).toContain('>dic 2026</th>');
  });
});
