import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedRateRowsCents } from '../../../../app/domain/finance/amortization';
import { amountFinanced, aprFromPayments, fixedRateApr, pointsInDollars, regularPaymentApr, solveMonthlyRate } from '../../../../app/domain/finance/apr';
import { toCents } from '../../../../app/domain/finance/money';

/** An independent solver for the regular annuity AF = PMT·(1 − (1+i)^−n)/i: plain bisection, 200 halvings. */
function bisectionApr(amount: number, payment: number, n: number): number {
  const pv = (i: number) => (i === 0 ? payment * n : (payment * (1 - (1 + i) ** -n)) / i);
  let lo = 0;
  let hi = 1;
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > amount) lo = mid;
    else hi = mid;
  }
  return 1200 * lo;
}

describe('APR, Regulation Z Appendix J actuarial method', () => {
  // 12 CFR 1026 Appendix J (c), examples with monthly payments and a regular first period; the appendix
  // states them to two decimals. https://www.consumerfinance.gov/rules-policy/regulations/1026/j/
  it('(c)(1)(i): $5,000 advanced, 24 monthly payments of $230 -> 9.69 %', () => {
    expect(regularPaymentApr(5000, 230, 24)!.toFixed(2)).toBe('9.69');
  });

  it('(c)(2)(i): irregular first payment of $250, then 23 × $230 -> 10.08 %', () => {
    expect(aprFromPayments(5000, [250, ...new Array<number>(23).fill(230)])!.toFixed(2)).toBe('10.08');
  });

  it('(c)(3)(i): 23 × $230, then an irregular final payment of $280 -> 10.50 %', () => {
    expect(aprFromPayments(5000, [...new Array<number>(23).fill(230), 280])!.toFixed(2)).toBe('10.50');
  });

  it('(c)(4)(i): $250, 22 × $230, $280 -> 10.90 %', () => {
    expect(aprFromPayments(5000, [250, ...new Array<number>(22).fill(230), 280])!.toFixed(2)).toBe('10.90');
  });

  it('agrees with an independent bisection of AF = PMT·(1 − (1+i)^−n)/i', () => {
    expect(regularPaymentApr(5000, 230, 24)).toBeCloseTo(bisectionApr(5000, 230, 24), 3);
    // $200,000 at 6.5 % for 30 years (payment 1264.14) with $4,000 fees and 1 point: AF = 194,000.
    expect(amountFinanced(200_000, 4000, 1)).toBe(194_000);
    const apr = fixedRateApr({ loanAmount: 200_000, annualRatePercent: 6.5, termYears: 30, fees: 4000, pointsPercent: 1 })!;
    expect(apr).toBe(6.795);
    // The schedule's last payment is 1259.56, not 1264.14: allow for it (under 0.001 point).
    expect(Math.abs(apr - bisectionApr(194_000, 1264.14, 360))).toBeLessThan(0.001);
  });

  it('equals the note rate without charges, and is 0 at 0 % without charges', () => {
    expect(fixedRateApr({ loanAmount: 200_000, annualRatePercent: 6.5, termYears: 30 })).toBe(6.5);
    expect(fixedRateApr({ loanAmount: 300_000, annualRatePercent: 5.625, termYears: 15 })).toBe(5.625);
    expect(fixedRateApr({ loanAmount: 120_000, annualRatePercent: 0, termYears: 10 })).toBe(0);
    expect(fixedRateApr({ loanAmount: 120_000, annualRatePercent: 0, termYears: 10, fees: 1200 })).toBeGreaterThan(0);
  });

  it('is undefined (null), not a crash, for no payments or charges that eat the loan', () => {
    expect(fixedRateApr({ loanAmount: 200_000, annualRatePercent: 6.5, termYears: 0 })).toBeNull();
    expect(fixedRateApr({ loanAmount: 1000, annualRatePercent: 6.5, termYears: 30, fees: 1000 })).toBeNull();
    expect(aprFromPayments(1000, [])).toBeNull();
    expect(aprFromPayments(1000, [0, 0])).toBeNull();
  });

  it('solves for a negative rate when the payments total less than the amount financed', () => {
    const i = solveMonthlyRate(1200, new Array<number>(12).fill(99))!;
    expect(i).toBeLessThan(0);
    const pv = new Array<number>(12).fill(99).reduce((sum, payment, k) => sum + payment / (1 + i) ** (k + 1), 0);
    expect(pv).toBeCloseTo(1200, 6);
  });

  it('prices points as a percent of the loan, to the cent', () => {
    expect(pointsInDollars(240_000, 0.5)).toBe(1200);
    expect(pointsInDollars(294_566.25, 0.75)).toBe(2209.25);
  });

  const mortgages = fc.record({
    loan: fc.integer({ min: 5_000_000, max: 200_000_000 }).map((cents) => cents / 100),
    rate: fc.integer({ min: 0, max: 25_000 }).map((thousandths) => thousandths / 1000),
    years: fc.integer({ min: 5, max: 30 }),
  });

  it('property: with no charges the APR is the note rate (loans of $50,000+ over 5+ years)', () => {
    fc.assert(
      fc.property(mortgages, ({ loan, rate, years }) => {
        expect(fixedRateApr({ loanAmount: loan, annualRatePercent: rate, termYears: years })).toBe(rate);
      }),
      { numRuns: 150 },
    );
  });

  it('property: for any loan of $1,000+ it is within Reg Z’s 1/8 point tolerance of the note rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 200_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 25_000 }).map((thousandths) => thousandths / 1000),
        fc.integer({ min: 1, max: 30 }),
        (loan, rate, years) => {
          expect(Math.abs(fixedRateApr({ loanAmount: loan, annualRatePercent: rate, termYears: years })! - rate)).toBeLessThanOrEqual(0.125);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: fees or points raise the APR above the note rate', () => {
    fc.assert(
      fc.property(
        mortgages,
        fc.integer({ min: 10, max: 500 }).map((bp) => bp / 100),
        fc.boolean(),
        ({ loan, rate, years }, chargePercent, asPoints) => {
          const charges = asPoints ? { pointsPercent: chargePercent } : { fees: Math.round(loan * chargePercent) / 100 };
          const withCharges = fixedRateApr({ loanAmount: loan, annualRatePercent: rate, termYears: years, ...charges })!;
          expect(withCharges).toBeGreaterThan(rate);
          // Unrounded, any charge at all raises the periodic rate.
          const rows = fixedRateRowsCents(toCents(loan), rate, years * 12).map((row) => row.payment);
          const bare = solveMonthlyRate(toCents(loan), rows)!;
          const oneCent = solveMonthlyRate(toCents(loan) - 1, rows)!;
          expect(oneCent).toBeGreaterThan(bare);
        },
      ),
      { numRuns: 100 },
    );
  });
});
