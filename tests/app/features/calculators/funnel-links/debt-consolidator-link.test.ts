import { describe, expect, it } from 'vitest';
import { DEBT_CONSOLIDATOR_PREFILL, debtConsolidatorFunnelHref } from '../../../../../app/features/calculators/funnel-links/debt-consolidator-link';
import { prefillAnswers } from '../../../../../app/features/calculators/funnel-links/funnel-href';
import type { DebtType } from '../../../../../app/domain/finance/index';

const debt = (debtAmount: number, debtType: DebtType = 'creditCard') => ({ debtAmount, debtType });

describe('the debt consolidator → the cash-out questionnaire', () => {
  it('carries the loan, the mortgage balance, the purpose and the other debts', () => {
    const href = debtConsolidatorFunnelHref({ debts: [debt(8_000.1), debt(180_000, 'mortgage'), debt(12_000, 'car'), debt(20_000.2, 'mortgage')], loanAmount: 225_000 });
    expect(href).toBe(
      '/quote-landing?type=cashOut&prefill.cashOutAmount=225000&prefill.hasMortgage=yes&prefill.currentBalance=200000.2' +
        '&prefill.cashOutPurpose=debtConsolidation&prefill.debtBalance=20000.1',
    );
  });

  it('says nothing about a mortgage when no mortgage debt has a balance', () => {
    expect(prefillAnswers(DEBT_CONSOLIDATOR_PREFILL, { debts: [debt(5_000), debt(0, 'mortgage')], loanAmount: 10_000 })).toEqual({
      cashOutAmount: 10_000,
      cashOutPurpose: ['debtConsolidation'],
      debtBalance: 5_000,
    });
  });

  it('leaves out the other debts when only a mortgage is listed', () => {
    expect(prefillAnswers(DEBT_CONSOLIDATOR_PREFILL, { debts: [debt(150_000, 'mortgage')], loanAmount: 150_000 })).toEqual({
      cashOutAmount: 150_000,
      hasMortgage: 'yes',
      currentBalance: 150_000,
      cashOutPurpose: ['debtConsolidation'],
    });
  });

  it('carries only the purpose before anything is typed', () => {
    expect(debtConsolidatorFunnelHref({ debts: [debt(0)], loanAmount: 0 })).toBe('/quote-landing?type=cashOut&prefill.cashOutPurpose=debtConsolidation');
  });
});
