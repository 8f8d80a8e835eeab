import { describe, expect, it } from 'vitest';
import { monthlyEscrow, monthlyFromAnnual } from '../../../../app/domain/finance/escrow';
import { mortgageCalculatorSummary } from '../../../../app/domain/finance/mortgage-calculator';
import { monthlyPayment } from '../../../../app/domain/finance/payment';
import { calculatorMonthlyPmi, requiresPmi } from '../../../../app/domain/finance/pmi';

describe('calculator PMI: loan × 0.002 / 12 when the down payment is under 20 %', () => {
  it('charges PMI under 20 % down and none at 20 % or more', () => {
    expect(requiresPmi(600_000, 119_999.99)).toBe(true);
    expect(requiresPmi(600_000, 120_000)).toBe(false);
    expect(calculatorMonthlyPmi(600_000, 60_000)).toBe(90); // 540,000 × 0.002 / 12
    expect(calculatorMonthlyPmi(600_000, 120_000)).toBe(0);
    expect(calculatorMonthlyPmi(300_000, 0)).toBe(50);
  });

  it('takes the annual rate (content) and the threshold as parameters, in percent', () => {
    expect(calculatorMonthlyPmi(600_000, 60_000, { annualRatePercent: 0.5 })).toBe(225);
    expect(calculatorMonthlyPmi(600_000, 120_000, { downPaymentThresholdPercent: 25 })).toBe(80);
  });
});

describe('escrow', () => {
  it('adds monthly taxes and insurance, default 0', () => {
    expect(monthlyEscrow()).toBe(0);
    expect(monthlyEscrow({ monthlyPropertyTax: 412.5, monthlyHomeInsurance: 95.25 })).toBe(507.75);
    expect(monthlyFromAnnual(3600)).toBe(300);
    expect(monthlyFromAnnual(1000)).toBe(83.33);
  });
});

describe('mortgage calculator summary', () => {
  it('the defaults: $600,000, 20 % down, 10 %, 30 years: no PMI', () => {
    const summary = mortgageCalculatorSummary({ homePrice: 600_000, downPayment: 120_000, interestRatePercent: 10, loanTermYears: 30 });
    expect(summary.loanAmount).toBe(480_000);
    expect(summary.principalAndInterest).toBe(monthlyPayment(480_000, 10, 30));
    expect(summary.principalAndInterest).toBe(4212.34);
    expect(summary.pmiRequired).toBe(false);
    expect(summary.monthlyPmi).toBe(0);
    expect(summary.monthlyEscrow).toBe(0);
    expect(summary.totalMonthlyPayment).toBe(4212.34);
    expect(summary.schedule).toHaveLength(360);
    expect(summary.monthsSaved).toBe(0);
  });

  it('counts the extra payment once in the total monthly payment', () => {
    const summary = mortgageCalculatorSummary({ homePrice: 600_000, downPayment: 60_000, interestRatePercent: 6.5, loanTermYears: 30, extraMonthlyPayment: 100, monthlyPropertyTax: 500, monthlyHomeInsurance: 100 });
    expect(summary.principalAndInterest).toBe(3413.17);
    expect(summary.monthlyPmi).toBe(90);
    expect(summary.monthlyEscrow).toBe(600);
    expect(summary.totalMonthlyPayment).toBe(3413.17 + 90 + 600 + 100);
    expect(summary.monthsToPayoff).toBe(331);
    expect(summary.monthsSaved).toBe(29);
    expect(summary.timeSaved).toEqual({ years: 2, months: 5 });
    expect(summary.schedule).toHaveLength(331);
    expect(summary.interestSaved).toBeCloseTo(summary.totalInterestWithoutExtra - summary.totalInterest, 2);
  });

  it('clamps its inputs: the down payment to [0, price], the rate and term to their limits', () => {
    const summary = mortgageCalculatorSummary({ homePrice: 500_000, downPayment: 900_000, interestRatePercent: 40, loanTermYears: 50 });
    expect(summary.downPayment).toBe(500_000);
    expect(summary.downPaymentPercent).toBe(100);
    expect(summary.loanAmount).toBe(0);
    expect(summary.interestRatePercent).toBe(25);
    expect(summary.loanTermYears).toBe(30);
    expect(summary.schedule).toEqual([]);
    const junk = mortgageCalculatorSummary({ homePrice: 'abc', downPayment: null, interestRatePercent: undefined, loanTermYears: '' });
    expect(junk).toMatchObject({ homePrice: 0, downPayment: 0, interestRatePercent: 0, loanTermYears: 0, totalMonthlyPayment: 0 });
  });

  it('does not crash on a 0-year term: nothing to repay, only the escrow is due', () => {
    const summary = mortgageCalculatorSummary({ homePrice: 600_000, downPayment: 0, interestRatePercent: 6, loanTermYears: 0, extraMonthlyPayment: 100, monthlyPropertyTax: 250 });
    expect(summary.principalAndInterest).toBe(0);
    expect(summary.monthlyPmi).toBe(0);
    expect(summary.extraMonthlyPayment).toBe(0);
    expect(summary.totalMonthlyPayment).toBe(250);
    expect(summary.schedule).toEqual([]);
    expect(summary.monthsSaved).toBe(0);
  });

  it('handles a 0 % rate', () => {
    const summary = mortgageCalculatorSummary({ homePrice: 240_000, downPayment: 0, interestRatePercent: 0, loanTermYears: 20 });
    expect(summary.principalAndInterest).toBe(1000);
    expect(summary.totalInterest).toBe(0);
    expect(summary.monthlyPmi).toBe(40);
  });
});
