import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedRateApr } from '../../../../app/domain/finance/apr';
import { armApr, armRateSteps, armSchedule, armWorstCase, fullyIndexedRate } from '../../../../app/domain/finance/arm';
import type { ArmTerms } from '../../../../app/domain/finance/arm';
import { monthlyPayment } from '../../../../app/domain/finance/payment';

const terms = (overrides: Partial<ArmTerms> = {}): ArmTerms => ({
  initialRatePercent: 5.99,
  termMonths: 360,
  fixedMonths: 60,
  adjustmentIntervalMonths: 6,
  indexPercent: 4,
  marginPercent: 3,
  caps: { initial: 2, periodic: 1, lifetime: 5 },
  ...overrides,
});

describe('5/6 ARM (SOFR)', () => {
  it('pays the 30-year payment at the start rate for 60 months, then the fully indexed payment', () => {
    const rows = armSchedule(300_000, terms());
    expect(rows).toHaveLength(360);
    expect(rows[0]!.payment).toBe(1796.72); // the sample content's '5yrArm' monthly payment
    expect(rows[59]!.payment).toBe(1796.72);
    const balance = rows[59]!.remainingBalance;
    expect(rows[60]!.payment).toBe(monthlyPayment(balance, 7, 25));
    expect(rows[359]!.remainingBalance).toBe(0);
  });

  it('the fully indexed rate is index + margin, never below the margin', () => {
    expect(fullyIndexedRate({ indexPercent: 4.31, marginPercent: 2.75 })).toBe(7.06);
    expect(fullyIndexedRate({ indexPercent: -0.5, marginPercent: 3 })).toBe(3);
  });

  it('moves toward the fully indexed rate within the caps (2 at the first change, then 1)', () => {
    const up = armRateSteps(terms({ initialRatePercent: 4, indexPercent: 6 }), 'fullyIndexed');
    expect(up.slice(0, 5)).toEqual([
      { fromPayment: 1, annualRatePercent: 4 },
      { fromPayment: 61, annualRatePercent: 6 },
      { fromPayment: 67, annualRatePercent: 7 },
      { fromPayment: 73, annualRatePercent: 8 },
      { fromPayment: 79, annualRatePercent: 9 },
    ]);
    expect(up.at(-1)).toEqual({ fromPayment: 355, annualRatePercent: 9 }); // lifetime cap 4 + 5
    const down = armRateSteps(terms({ initialRatePercent: 9, indexPercent: 0.5, marginPercent: 3 }), 'fullyIndexed');
    expect(down.slice(1, 5).map((step) => step.annualRatePercent)).toEqual([7, 6, 5, 4]);
    expect(down.at(-1)!.annualRatePercent).toBe(3.5);
  });

  it('never falls below the margin', () => {
    const steps = armRateSteps(terms({ initialRatePercent: 6, indexPercent: -2, marginPercent: 3 }), 'fullyIndexed');
    expect(Math.min(...steps.map((step) => step.annualRatePercent))).toBe(3);
  });

  it('worst case: +2 at payment 61, +1 every 6 months to the lifetime cap; the maximum payment', () => {
    const steps = armRateSteps(terms(), 'worstCase');
    expect(steps.slice(0, 6).map((step) => step.annualRatePercent)).toEqual([5.99, 7.99, 8.99, 9.99, 10.99, 10.99]);
    const worst = armWorstCase(300_000, terms());
    expect(worst.maximumRatePercent).toBe(10.99);
    expect(worst.maximumPaymentNumber).toBe(79);
    const balanceAt78 = armSchedule(300_000, terms(), 'worstCase')[77]!.remainingBalance;
    expect(worst.maximumPayment).toBe(monthlyPayment(balanceAt78, 10.99, 282 / 12));
  });

  it('composite APR: equals the start rate when the fully indexed rate is the start rate and there are no charges', () => {
    const flat = terms({ initialRatePercent: 7, indexPercent: 4, marginPercent: 3 });
    expect(armApr({ loanAmount: 300_000, terms: flat })).toBe(7);
    expect(armApr({ loanAmount: 300_000, terms: flat })).toBe(fixedRateApr({ loanAmount: 300_000, annualRatePercent: 7, termYears: 30 }));
    expect(armApr({ loanAmount: 300_000, terms: flat, fees: 3800 })).toBeGreaterThan(7);
  });

  it('composite APR lies between the start rate and the fully indexed rate without charges', () => {
    const apr = armApr({ loanAmount: 300_000, terms: terms() })!;
    expect(apr).toBeGreaterThan(5.99);
    expect(apr).toBeLessThan(7);
  });

  it('property: the worst-case payment is never below the starting payment; the balance ends at 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 100, max: 1200 }).map((bp) => bp / 100),
        fc.integer({ min: -100, max: 800 }).map((bp) => bp / 100),
        fc.integer({ min: 0, max: 400 }).map((bp) => bp / 100),
        (loan, start, index, margin) => {
          const t = terms({ initialRatePercent: start, indexPercent: index, marginPercent: margin });
          const rows = armSchedule(loan, t);
          expect(rows.at(-1)!.remainingBalance).toBe(0);
          expect(armWorstCase(loan, t).maximumPayment).toBeGreaterThanOrEqual(rows[0]!.payment);
        },
      ),
      { numRuns: 60 },
    );
  });
});
