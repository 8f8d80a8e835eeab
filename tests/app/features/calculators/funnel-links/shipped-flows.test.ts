import { describe, expect, it } from 'vitest';
import { readPrefill } from '../../../../../engine';
import { debtConsolidatorFunnelHref } from '../../../../../app/features/calculators/funnel-links/debt-consolidator-link';
import { loanEstimatorFunnelHref } from '../../../../../app/features/calculators/funnel-links/loan-estimator-link';
import { mortgageCalculatorFunnelHref } from '../../../../../app/features/calculators/funnel-links/mortgage-calculator-link';
import { DEFAULT_ESTIMATOR_FORM } from '../../../../../app/features/calculators/loan-estimator/estimator-form';
import { LOAN_TYPE_CODES, PROPERTY_TYPE_CODES } from '../../../../../app/domain/finance/index';
import { loadFlow } from '../../../../engine/support/flows';

/** What the funnel an href opens reads from it (the flow named by its path and type). */
function readBack(href: string) {
  const url = new URL(href, 'https://example.test');
  const type = url.searchParams.get('type') as 'purchase' | 'refinance' | 'cashOut';
  const flow = loadFlow(url.pathname === '/quote-landing-vetlife' ? `vetlife-${type}` : type);
  return readPrefill(flow, type, url.searchParams);
}

describe("the shipped flows accept every answer the calculators' links carry (a renamed key fails here)", () => {
  it('mortgage calculator → purchase', () => {
    expect(readBack(mortgageCalculatorFunnelHref({ homePrice: 350_000, downMode: 'percent', downDollars: 0, downPercent: 20 }))).toEqual({
      purchasePrice: [350_000, 350_000],
      downPayment: 70_000,
    });
  });

  it('loan estimator → purchase, all seven answers', () => {
    expect(readBack(loanEstimatorFunnelHref({ ...DEFAULT_ESTIMATOR_FORM, propertyType: PROPERTY_TYPE_CODES.condominium, firstTimeHomeBuyer: false }))).toEqual({
      purchasePrice: [300_000, 300_000],
      downPayment: 60_000,
      zipCode: '48009',
      creditScore: 'good',
      propertyType: 'condo',
      propertyUse: 'primary',
      firstTimeBuyer: false,
    });
  });

  it('loan estimator with a VA loan → VetLife purchase, the answers it asks', () => {
    expect(readBack(loanEstimatorFunnelHref({ ...DEFAULT_ESTIMATOR_FORM, loanType: LOAN_TYPE_CODES.va, creditScore: 740 }))).toEqual({
      purchasePrice: [300_000, 300_000],
      downPayment: 60_000,
      zipCode: '48009',
      creditScore: 'excellent',
      propertyType: 'singleFamily',
      propertyUse: 'primary',
    });
  });

  it('debt consolidator → cash-out', () => {
    const debts = [
      { debtAmount: 150_000, debtType: 'mortgage' },
      { debtAmount: 18_000, debtType: 'creditCard' },
    ];
    expect(readBack(debtConsolidatorFunnelHref({ debts, loanAmount: 170_000 }))).toEqual({
      cashOutAmount: 170_000,
      hasMortgage: true,
      currentBalance: 150_000,
      cashOutPurpose: ['debtConsolidation'],
      debtBalance: 18_000,
    });
  });
});
