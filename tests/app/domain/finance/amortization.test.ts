import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule, amortizeCents } from '../../../../app/domain/finance/amortization';
import { toCents } from '../../../../app/domain/finance/money';
import { monthlyPayment } from '../../../../app/domain/finance/payment';

describe('monthly payment, M = P·r(1+r)^n / ((1+r)^n − 1)', () => {
  // Standard textbook payments, reproducible with any financial calculator (HP 12C: n, i, PV -> PMT).
  it.each([
    [200_000, 6.5, 30, 1264.14],
    [100_000, 6, 30, 599.55],
    [300_000, 6.375, 30, 1871.61],
    [300_000, 6.125, 20, 2170.98],
    [300_000, 5.625, 15, 2471.2],
  ])('$%d at %d %% for %d years = %d', (loan, rate, years, expected) => {
    expect(monthlyPayment(loan, rate, years)).toBe(expected);
  });

  it('reproduces the CFPB Loan Estimate sample: $162,000 at 3.875 % for 30 years, P&I $761.78', () => {
    // 12 CFR 1026 Appendix H-24(B), Mortgage Loan Transaction Loan Estimate – Fixed Rate Loan Sample.
    expect(monthlyPayment(162_000, 3.875, 30)).toBe(761.78);
  });

  it('matches the sample content daily rates (content/sample-content.json: $300,000 loans)', () => {
    expect(monthlyPayment(300_000, 5.99, 30)).toBe(1796.72);
    expect(monthlyPayment(300_000, 6.5, 30)).toBe(1896.2);
  });

  it('divides the loan by n at a rate of 0', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
    expect(monthlyPayment(1000, 0, 30)).toBe(2.78);
  });

  it('is 0, not a crash, for a 0-year term or a 0 loan', () => {
    expect(monthlyPayment(200_000, 6.5, 0)).toBe(0);
    expect(monthlyPayment(0, 6.5, 30)).toBe(0);
  });

  it('refuses negative inputs', () => {
    expect(() => monthlyPayment(-1, 6.5, 30)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, -1, 30)).toThrow(RangeError);
  });
});

describe('amortization schedule', () => {
  it('$200,000 at 6.5 % for 30 years: the first row, the last row, cumulative columns', () => {
    const schedule = amortizationSchedule({ loanAmount: 200_000, annualRatePercent: 6.5, termYears: 30 });
    expect(schedule.monthlyPayment).toBe(1264.14);
    expect(schedule.rows).toHaveLength(360);
    expect(schedule.rows[0]).toEqual({
      paymentNumber: 1,
      payment: 1264.14,
      principal: 180.81,
      interest: 1083.33, // 200,000 × 0.065 / 12
      principalPaid: 180.81,
      interestPaid: 1083.33,
      remainingBalance: 199_819.19,
    });
    expect(schedule.rows[1]).toMatchObject({ interest: 1082.35, principal: 181.79, principalPaid: 362.6, interestPaid: 2165.68 });
    const last = schedule.rows[359]!;
    expect(last.remainingBalance).toBe(0);
    expect(last.principalPaid).toBe(200_000);
    // The last payment absorbs the rounding: 359 level payments + the last one pay principal + interest.
    expect(toCents(schedule.totalPaid)).toBe(359 * 126_414 + toCents(last.payment));
    expect(schedule.totalInterest).toBe(last.interestPaid);
    expect(Math.abs(last.payment - 1264.14)).toBeLessThan(10);
  });

  it('at 0 % repays the loan in equal parts with no interest, the last one absorbing the remainder', () => {
    const schedule = amortizationSchedule({ loanAmount: 1000, annualRatePercent: 0, termYears: 30 });
    expect(schedule.rows).toHaveLength(360);
    expect(schedule.totalInterest).toBe(0);
    expect(schedule.rows[0]!.payment).toBe(2.78);
    expect(schedule.rows[359]!.payment).toBe(1.98); // 1000 − 359 × 2.78
    expect(schedule.rows[359]!.remainingBalance).toBe(0);
  });

  it('is empty for a 0-year term or a 0 loan', () => {
    for (const input of [
      { loanAmount: 200_000, annualRatePercent: 6.5, termYears: 0 },
      { loanAmount: 0, annualRatePercent: 6.5, termYears: 30 },
    ]) {
      const schedule = amortizationSchedule(input);
      expect(schedule.rows).toEqual([]);
      expect(schedule.totalInterest).toBe(0);
      expect(schedule.numberOfPayments).toBe(0);
    }
  });

  const loans = fc.record({
    cents: fc.integer({ min: 1, max: 2_000_000_000 }),
    ratePercent: fc.integer({ min: 0, max: 25_000 }).map((thousandths) => thousandths / 1000),
    months: fc.integer({ min: 1, max: 360 }),
    extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  });

  it('property: principal sums to the loan exactly, the balance never rises and ends at 0.00', () => {
    fc.assert(
      fc.property(loans, ({ cents, ratePercent, months, extra }) => {
        const rows = amortizeCents(cents, months, [{ fromPayment: 1, annualRatePercent: ratePercent }], extra);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.length).toBeLessThanOrEqual(months);
        expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(cents);
        expect(rows[rows.length - 1]!.remainingBalance).toBe(0);
        let balance = cents;
        let interestPaid = 0;
        const broken = rows.filter((row) => {
          interestPaid += row.interest;
          const ok =
            row.principal >= 0 &&
            row.remainingBalance <= balance &&
            row.payment === row.principal + row.interest &&
            row.interestPaid === interestPaid &&
            row.principalPaid === cents - row.remainingBalance;
          balance = row.remainingBalance;
          return !ok;
        });
        expect(broken).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the dollar schedule carries the same exact sums', () => {
    fc.assert(
      fc.property(loans, ({ cents, ratePercent, months }) => {
        const schedule = amortizationSchedule({ loanAmount: cents / 100, annualRatePercent: ratePercent, termYears: months / 12 });
        const principal = schedule.rows.reduce((sum, row) => sum + toCents(row.principal), 0);
        expect(principal).toBe(cents);
        expect(schedule.rows.at(-1)!.remainingBalance).toBe(0);
        expect(schedule.rows.at(-1)!.principalPaid).toBe(cents / 100);
      }),
      { numRuns: 100 },
    );
  });

  it('re-amortizes at a rate change: the new payment is the level payment of the remaining balance', () => {
    const rows = amortizeCents(toCents(300_000), 360, [
      { fromPayment: 1, annualRatePercent: 6 },
      { fromPayment: 61, annualRatePercent: 8 },
    ]);
    const balanceAt60 = rows[59]!.remainingBalance;
    expect(rows[60]!.scheduledPayment).toBe(toCents(monthlyPayment(balanceAt60 / 100, 8, 25)));
    expect(rows[60]!.annualRatePercent).toBe(8);
    expect(rows.at(-1)!.remainingBalance).toBe(0);
  });
});
