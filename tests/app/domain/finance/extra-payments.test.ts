import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extraPaymentSavings, splitMonths } from '../../../../app/domain/finance/extra-payments';

/** An independent, float-based month count (no cents): pay M + extra until the balance is gone. */
function floatMonthsToPayoff(loan: number, ratePercent: number, years: number, extra: number): number {
  const r = ratePercent / 1200;
  const n = years * 12;
  const payment = r === 0 ? loan / n : (loan * r) / (1 - (1 + r) ** -n);
  let balance = loan;
  let months = 0;
  while (balance > 1e-6 && months < n) {
    balance = balance * (1 + r) - payment - extra;
    months++;
  }
  return months;
}

describe('extra monthly payments', () => {
  it('$200,000 at 6.5 % for 30 years with $100 extra: paid off 67 months early', () => {
    const savings = extraPaymentSavings({ loanAmount: 200_000, annualRatePercent: 6.5, termYears: 30, extraMonthlyPayment: 100 });
    expect(savings.originalMonths).toBe(360);
    expect(savings.monthsToPayoff).toBe(floatMonthsToPayoff(200_000, 6.5, 30, 100));
    expect(savings.monthsToPayoff).toBe(293);
    expect(savings.monthsSaved).toBe(67);
    expect(savings.timeSaved).toEqual({ years: 5, months: 7 });
    expect(savings.interestSaved).toBeCloseTo(savings.originalTotalInterest - savings.newTotalInterest, 2);
    expect(savings.interestSaved).toBeGreaterThan(55_000);
  });

  it('an extra payment of 0 saves nothing', () => {
    const savings = extraPaymentSavings({ loanAmount: 200_000, annualRatePercent: 6.5, termYears: 30, extraMonthlyPayment: 0 });
    expect(savings.monthsSaved).toBe(0);
    expect(savings.interestSaved).toBe(0);
  });

  it('splits months into years and months', () => {
    expect(splitMonths(0)).toEqual({ years: 0, months: 0 });
    expect(splitMonths(11)).toEqual({ years: 0, months: 11 });
    expect(splitMonths(27)).toEqual({ years: 2, months: 3 });
  });

  it('agrees with an independent float simulation on the payoff month (within 1 for rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 120 }).map((eighths) => eighths / 8),
        fc.integer({ min: 5, max: 30 }),
        fc.integer({ min: 1, max: 5_000 }),
        (loan, rate, years, extra) => {
          const savings = extraPaymentSavings({ loanAmount: loan, annualRatePercent: rate, termYears: years, extraMonthlyPayment: extra });
          expect(Math.abs(savings.monthsToPayoff - floatMonthsToPayoff(loan, rate, years, extra))).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('property: extra payments never lengthen a loan and never increase total interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 25_000 }).map((thousandths) => thousandths / 1000),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
        (loan, rate, years, extra) => {
          const savings = extraPaymentSavings({ loanAmount: loan, annualRatePercent: rate, termYears: years, extraMonthlyPayment: extra });
          expect(savings.monthsToPayoff).toBeLessThanOrEqual(savings.originalMonths);
          expect(savings.monthsSaved).toBeGreaterThanOrEqual(0);
          expect(savings.newTotalInterest).toBeLessThanOrEqual(savings.originalTotalInterest);
          expect(savings.interestSaved).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: more extra never takes longer nor costs more interest than less extra', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 25_000 }).map((thousandths) => thousandths / 1000),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (loan, rate, years, a, b) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          const small = extraPaymentSavings({ loanAmount: loan, annualRatePercent: rate, termYears: years, extraMonthlyPayment: less });
          const large = extraPaymentSavings({ loanAmount: loan, annualRatePercent: rate, termYears: years, extraMonthlyPayment: more });
          expect(large.monthsToPayoff).toBeLessThanOrEqual(small.monthsToPayoff);
          expect(large.newTotalInterest).toBeLessThanOrEqual(small.newTotalInterest);
        },
      ),
      { numRuns: 100 },
    );
  });
});
