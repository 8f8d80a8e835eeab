import { describe, expect, it } from 'vitest';
import { LOAN_ESTIMATOR_PREFILL, loanEstimatorFunnel, loanEstimatorFunnelHref } from '../../../../../app/features/calculators/funnel-links/loan-estimator-link';
import { prefillAnswers } from '../../../../../app/features/calculators/funnel-links/funnel-href';
import { DEFAULT_ESTIMATOR_FORM, type EstimatorForm } from '../../../../../app/features/calculators/loan-estimator/estimator-form';
import { LOAN_TYPE_CODES, OCCUPANCY_CODES, PROPERTY_TYPE_CODES, PROPERTY_TYPES } from '../../../../../app/domain/finance/index';

const form = (change: Partial<EstimatorForm> = {}): EstimatorForm => ({ ...DEFAULT_ESTIMATOR_FORM, ...change });
const answers = (change: Partial<EstimatorForm> = {}) => prefillAnswers(LOAN_ESTIMATOR_PREFILL, form(change));

describe('the loan estimator → the purchase funnels', () => {
  it('carries every answer it has, from its defaults', () => {
    expect(loanEstimatorFunnelHref(form())).toBe(
      '/quote-landing?type=purchase&prefill.purchasePrice=300000,300000&prefill.downPayment=60000&prefill.zipCode=48009' +
        '&prefill.creditScore=good&prefill.propertyType=singleFamily&prefill.propertyUse=primary&prefill.firstTimeBuyer=yes',
    );
  });

  it('opens the VetLife funnel for a VA loan, the questionnaire for the others', () => {
    expect(loanEstimatorFunnel(form({ loanType: LOAN_TYPE_CODES.va }))).toEqual({ path: '/quote-landing-vetlife', loanType: 'purchase' });
    expect(loanEstimatorFunnelHref(form({ loanType: LOAN_TYPE_CODES.va }))).toMatch(/^\/quote-landing-vetlife\?type=purchase&prefill\./);
    for (const loanType of [LOAN_TYPE_CODES.conventional, LOAN_TYPE_CODES.fha, LOAN_TYPE_CODES.usda]) {
      expect(loanEstimatorFunnel(form({ loanType })).path).toBe('/quote-landing');
    }
  });

  it('names the credit band of the score, a score on a boundary in the band it starts', () => {
    expect([739, 740, 680, 679, 620, 619, 300, 850].map((creditScore) => answers({ creditScore }).creditScore)).toEqual([
      'good', 'excellent', 'good', 'fair', 'fair', 'poor', 'poor', 'excellent',
    ]);
  });

  it('converts a percent down payment to dollars', () => {
    expect(answers({ homePrice: 400_000, downMode: 'percent', downPercent: 3.5, downPayment: 1 }).downPayment).toBe(14_000);
  });

  it("names the property and its use as the funnel does; an unknown code is left out", () => {
    expect(PROPERTY_TYPES.map(({ code }) => answers({ propertyType: code }).propertyType)).toEqual(PROPERTY_TYPES.map(({ value }) => value));
    expect(answers({ propertyType: PROPERTY_TYPE_CODES.condominium }).propertyType).toBe('condo');
    expect(answers({ propertyType: 99 })).not.toHaveProperty('propertyType');
    expect(
      [OCCUPANCY_CODES.primary, OCCUPANCY_CODES.secondHome, OCCUPANCY_CODES.investment, 9].map((occupancyType) => answers({ occupancyType }).propertyUse),
    ).toEqual(['primary', 'secondHome', 'investment', undefined]);
    expect(answers({ firstTimeHomeBuyer: false }).firstTimeBuyer).toBe('no');
  });

  it('leaves out what has not been typed: a ZIP code not yet five digits, a price of 0', () => {
    const partial = answers({ zipCode: '480', homePrice: 0 });
    expect(Object.keys(partial)).toEqual(['creditScore', 'propertyType', 'propertyUse', 'firstTimeBuyer']);
    expect(answers({ zipCode: '' })).not.toHaveProperty('zipCode');
    expect(answers({ zipCode: '00000' })).not.toHaveProperty('zipCode');
  });
});
