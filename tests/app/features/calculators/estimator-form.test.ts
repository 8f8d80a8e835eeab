import { describe, expect, it } from 'vitest';
import { isValidZip, estimateQuery } from '../../../../app/domain/estimator/estimate-request';
import { DEFAULT_ESTIMATOR_FORM, ESTIMATOR_MESSAGES, LOADING_MESSAGES, downPaymentOf, downPercentOf, estimateRequestOf, loadingMessageAt, productSchedule, sameRequest, validateEstimatorForm } from '../../../../app/features/calculators/loan-estimator/estimator-form';
import { calculatorsText } from '../../../../app/features/calculators/messages';
import { thirtyYearRate } from '../../../../app/features/calculators/mortgage-calculator/mortgage-scales';
import { todayIso, yearMonthOf } from '../../../../app/features/calculators/today';
import { dollarTicks, yearTicks } from '../../../../app/components/charts/chart-ticks';
import { estimateRequest } from '../../../support/estimate-request';

describe('the loan estimator form', () => {
  it('defaults to $300,000 with $60,000 (20 %) down, 720, ZIP 48009, a first-time buyer', () => {
    const request = estimateRequestOf(DEFAULT_ESTIMATOR_FORM);
    expect(request).toEqual(estimateRequest());
    expect(downPercentOf(DEFAULT_ESTIMATOR_FORM)).toBe(20);
    expect(Object.fromEntries(estimateQuery(request))).toEqual({
      loanType: '1', downPayment: '60000', salesPrice: '300000', occupancyType: '1', propertyType: '22',
      numberOfUnits: '1', zipCode: '48009', creditScore: '720', firstTimeHomeBuyer: 'true',
    });
  });

  it('caps the down payment at the price, in dollars and in percent', () => {
    expect(downPaymentOf({ ...DEFAULT_ESTIMATOR_FORM, homePrice: 50_000 })).toBe(50_000);
    expect(downPaymentOf({ ...DEFAULT_ESTIMATOR_FORM, downMode: 'percent', downPercent: 150 })).toBe(300_000);
    expect(downPaymentOf({ ...DEFAULT_ESTIMATOR_FORM, downMode: 'percent', downPercent: 3.5 })).toBe(10_500);
  });

  it('says what is missing or invalid: a ZIP is invalid unless 5 digits and not 00000', () => {
    expect(validateEstimatorForm(DEFAULT_ESTIMATOR_FORM)).toEqual({});
    expect(validateEstimatorForm({ ...DEFAULT_ESTIMATOR_FORM, homePrice: 0, zipCode: '' })).toEqual({
      homePrice: ESTIMATOR_MESSAGES.homePriceMissing,
      zipCode: ESTIMATOR_MESSAGES.zipMissing,
    });
    for (const zip of ['4800', '00000']) expect(validateEstimatorForm({ ...DEFAULT_ESTIMATOR_FORM, zipCode: zip }).zipCode).toBe(ESTIMATOR_MESSAGES.zipInvalid);
    expect(isValidZip('00501')).toBe(true);
    for (const zip of ['00000', '48067-1234', '4806']) expect(isValidZip(zip)).toBe(false);
    const english = Object.fromEntries(Object.entries(ESTIMATOR_MESSAGES).map(([name, key]) => [name, calculatorsText.text('en', key)]));
    expect(english).toMatchObject({
      cannotCalculate: 'Error: Loan estimate cannot be calculated. Please adjust your inputs and try again.',
      homePriceMissing: 'Home price is not specified',
      zipMissing: 'ZIP code not specified',
      pendingButton: 'Click "Calculate Loan" to apply changes',
      pendingResults: 'Please recalculate loan estimates',
      zipInvalid: 'Invalid ZIP code',
    });
    expect(calculatorsText.text('es', ESTIMATOR_MESSAGES.zipInvalid)).toBe('Código postal no válido');
  });

  it('has pending changes exactly when the form asks something else than what was answered', () => {
    const answered = estimateRequestOf(DEFAULT_ESTIMATOR_FORM);
    expect(sameRequest(answered, estimateRequestOf({ ...DEFAULT_ESTIMATOR_FORM }))).toBe(true);
    expect(sameRequest(answered, estimateRequestOf({ ...DEFAULT_ESTIMATOR_FORM, creditScore: 730 }))).toBe(false);
    // 20 % in percent mode asks the same as $60,000.
    expect(sameRequest(answered, estimateRequestOf({ ...DEFAULT_ESTIMATOR_FORM, downMode: 'percent', downPercent: 20 }))).toBe(true);
  });

  it('rotates the loading messages every 2 seconds, round and round', () => {
    expect(loadingMessageAt(0)).toBe(LOADING_MESSAGES[0]);
    expect(loadingMessageAt(1999)).toBe(LOADING_MESSAGES[0]);
    expect(loadingMessageAt(2000)).toBe(LOADING_MESSAGES[1]);
    expect(loadingMessageAt(2000 * LOADING_MESSAGES.length)).toBe(LOADING_MESSAGES[0]);
    expect(new Set(LOADING_MESSAGES).size).toBe(LOADING_MESSAGES.length);
  });

  it('draws a fixed product over its term and the ARM along its fully indexed path, both ending at 0.00', () => {
    const base = { loanAmount: 240_000, interestRate: 6.5, termYears: 30 };
    const fixed = productSchedule(base as never);
    expect(fixed).toHaveLength(360);
    expect(fixed.at(-1)!.remainingBalance).toBe(0);
    const arm = productSchedule({ ...base, armTerms: { fixedMonths: 60, adjustmentIntervalMonths: 6, indexPercent: 4, marginPercent: 3, caps: { initial: 2, periodic: 1, lifetime: 5 } } } as never);
    expect(arm).toHaveLength(360);
    expect(arm[59]!.payment).toBe(fixed[59]!.payment);
    expect(arm[60]!.payment).toBeGreaterThan(fixed[60]!.payment);
    expect(arm.at(-1)!.remainingBalance).toBe(0);
  });
});

describe('mortgage calculator helpers', () => {
  it("takes the current rate of the daily rate whose key begins with 30", () => {
    expect(thirtyYearRate({ '15yrFixed': { currentRate: 5.6 }, '30yrFixed': { currentRate: 6.375 } })).toBe(6.375);
    expect(thirtyYearRate({ '15yrFixed': { currentRate: 5.6 } })).toBeNull();
    expect(thirtyYearRate({ '300yr': { currentRate: 1 } })).toBeNull();
  });

  it('passes today as an ISO date and reads its month', () => {
    expect(todayIso(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31');
    expect(yearMonthOf('2025-12-31')).toEqual({ year: 2025, month: 12 });
    expect(() => yearMonthOf('yesterday')).toThrow(RangeError);
  });

  it('ticks the dollar axis every 200,000, or a 1-2-5 multiple of it on large loans', () => {
    expect(dollarTicks(480_000)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(dollarTicks(1_500_000)).toHaveLength(9);
    expect(dollarTicks(15_000_000)).toEqual([0, 2_000_000, 4_000_000, 6_000_000, 8_000_000, 10_000_000, 12_000_000, 14_000_000, 16_000_000]);
    expect(yearTicks(30)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(yearTicks(28)).toEqual([0, 5, 10, 15, 20, 25, 28]);
    expect(yearTicks(27)).toEqual([0, 5, 10, 15, 20, 27]);
  });
});
