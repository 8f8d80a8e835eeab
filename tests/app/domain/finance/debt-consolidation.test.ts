import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from '../../../../app/domain/finance/amortization';
import { DEFAULT_ASSUMED_DEBT_APRS, consolidateDebts, debtPayoff } from '../../../../app/domain/finance/debt-consolidation';
import type { DebtItem } from '../../../../app/domain/finance/debt-consolidation';
import { monthlyPayment } from '../../../../app/domain/finance/payment';

const debt = (debtAmount: number, monthlyPayment: number, debtType: string, billName = debtType): DebtItem => ({
  billName,
  debtAmount,
  monthlyPayment,
  debtType,
});

/** Closed-form months to pay B at P a month at monthly rate r: n = −ln(1 − B·r/P) / ln(1 + r). */
function closedFormMonths(balance: number, payment: number, annualPercent: number): number {
  const r = annualPercent / 1200;
  return Math.ceil(-Math.log(1 - (balance * r) / payment) / Math.log(1 + r));
}

describe('debt payoff at the current payment and an assumed APR', () => {
  it('pays $10,000 of credit card at $300 a month and 22 %: months match the closed form', () => {
    const payoff = debtPayoff(debt(10_000, 300, 'creditCard'), 22);
    expect(payoff.status).toBe('paidOff');
    expect(payoff.months).toBe(closedFormMonths(10_000, 300, 22));
    expect(payoff.months).toBe(52);
    // Total paid = 51 full payments + a smaller last one = balance + interest.
    expect(payoff.totalInterest!).toBeGreaterThan(51 * 300 - 10_000);
    expect(payoff.totalInterest!).toBeLessThan(52 * 300 - 10_000);
  });

  it('reports a debt whose payment does not cover its interest as never paid off (no endless loop)', () => {
    expect(debtPayoff(debt(10_000, 150, 'creditCard'), 22)).toMatchObject({ status: 'neverPaysOff', months: null, totalInterest: null });
    expect(debtPayoff(debt(10_000, 183.33, 'creditCard'), 22).status).toBe('neverPaysOff'); // exactly the interest
    expect(debtPayoff(debt(5_000, 0, 'other'), 0).status).toBe('neverPaysOff');
  });

  it('reports a debt still unpaid after the horizon', () => {
    expect(debtPayoff(debt(10_000, 183.34, 'creditCard'), 22, 120).status).toBe('beyondHorizon');
  });

  it('a zero balance is paid off in 0 months; 0 % divides it by the payment', () => {
    expect(debtPayoff(debt(0, 0, 'car'), 7)).toMatchObject({ status: 'paidOff', months: 0, totalInterest: 0 });
    expect(debtPayoff(debt(1000, 100, 'other'), 0)).toMatchObject({ status: 'paidOff', months: 10, totalInterest: 0 });
  });

  it('property: terminates for any debt and reports interest only when paid off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 40_000 }).map((thousandths) => thousandths / 1000),
        (amount, payment, apr) => {
          const payoff = debtPayoff(debt(amount, payment, 'other'), apr);
          if (payoff.status === 'paidOff') {
            expect(payoff.months).toBeLessThanOrEqual(1200);
            expect(payoff.totalInterest).toBeGreaterThanOrEqual(0);
          } else {
            expect(payoff.totalInterest).toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('consolidateDebts', () => {
  const debts = [debt(10_000, 300, 'creditCard', 'Visa'), debt(20_000, 450, 'car', 'Auto loan')];

  it('monthly saving = current payments − the new payment; total interest both ways', () => {
    const result = consolidateDebts({ debts, annualRatePercent: 6.5, termYears: 30 });
    expect(result.totalDebt).toBe(30_000);
    expect(result.currentMonthlyPayment).toBe(750);
    expect(result.loanAmount).toBe(30_000);
    expect(result.newMonthlyPayment).toBe(monthlyPayment(30_000, 6.5, 30));
    expect(result.monthlySaving).toBe(750 - 189.62);
    const visa = debtPayoff(debts[0]!, DEFAULT_ASSUMED_DEBT_APRS.creditCard);
    const car = debtPayoff(debts[1]!, DEFAULT_ASSUMED_DEBT_APRS.car);
    expect(result.current.totalInterest).toBeCloseTo(visa.totalInterest! + car.totalInterest!, 2);
    expect(result.current.monthsToDebtFree).toBe(Math.max(visa.months!, car.months!));
    expect(result.newLoan.totalInterest).toBe(amortizationSchedule({ loanAmount: 30_000, annualRatePercent: 6.5, termYears: 30 }).totalInterest);
    // The lower payment over 30 years costs more in total: the comparison shows it.
    expect(result.interestDifference!).toBeLessThan(0);
  });

  it('adds the new loan’s fees to its cost', () => {
    const result = consolidateDebts({ debts, annualRatePercent: 6.5, termYears: 5, loanFees: 1500 });
    expect(result.newLoan.fees).toBe(1500);
    expect(result.newLoan.totalCost).toBeCloseTo(result.newLoan.totalInterest + 1500, 2);
    expect(result.interestDifference).toBeCloseTo(result.current.totalInterest! - result.newLoan.totalCost, 2);
  });

  it('raises a loan amount below the total debt to it, and counts the rest as cash out', () => {
    expect(consolidateDebts({ debts, loanAmount: 25_000, annualRatePercent: 6.5, termYears: 30 })).toMatchObject({
      loanAmount: 30_000,
      loanAmountRaised: true,
      cashOut: 0,
    });
    expect(consolidateDebts({ debts, loanAmount: 50_000, annualRatePercent: 6.5, termYears: 30 })).toMatchObject({
      loanAmount: 50_000,
      loanAmountRaised: false,
      cashOut: 20_000,
    });
  });

  it('uses the assumed APR table (a parameter), and prices unknown types as other', () => {
    const custom = consolidateDebts({
      debts: [debt(5000, 200, 'medical')],
      annualRatePercent: 7,
      termYears: 10,
      assumedAprs: { other: 0 },
    });
    expect(custom.current.payoffs[0]).toMatchObject({ assumedAprPercent: 0, months: 25, totalInterest: 0 });
  });

  it('when a debt never pays off, the current total interest is unknown (null), not a hang', () => {
    const result = consolidateDebts({ debts: [...debts, debt(8000, 50, 'creditCard', 'Store card')], annualRatePercent: 6.5, termYears: 15 });
    expect(result.current.payoffs[2]!.status).toBe('neverPaysOff');
    expect(result.current.totalInterest).toBeNull();
    expect(result.current.monthsToDebtFree).toBeNull();
    expect(result.interestDifference).toBeNull();
  });

  it('one empty item (the tool’s start) gives zeros', () => {
    const result = consolidateDebts({ debts: [debt(0, 0, 'other', '')], annualRatePercent: 3.57, termYears: 30 });
    expect(result).toMatchObject({ totalDebt: 0, currentMonthlyPayment: 0, newMonthlyPayment: 0, monthlySaving: 0, interestDifference: 0 });
  });
});
