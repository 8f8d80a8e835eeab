import { describe, expect, it } from 'vitest';
import { MAX_DEBTS, addDebt, debtTypeLabel, emptyDebt, initialDebtList, isEmptyDebt, removeDebt, toDebtItems, totalDebtOf, updateDebt } from '../../../../app/features/calculators/debt-consolidator/debt-list';
import { CONSOLIDATION_LOAN_SCALE, CONSOLIDATION_TERMS, consolidationLoanScale, loanAfterDebtChange, loanAmountAtLeastDebt, rateForTerm, termRate } from '../../../../app/features/calculators/debt-consolidator/loan-terms';

describe('the debt list', () => {
  it('starts with one empty debt and takes at most 10', () => {
    let state = initialDebtList();
    expect(state.debts).toHaveLength(1);
    expect(isEmptyDebt(state.debts[0]!)).toBe(true);
    for (let i = 0; i < 12; i++) state = addDebt(state);
    expect(state.debts).toHaveLength(MAX_DEBTS);
    expect(new Set(state.debts.map((debt) => debt.id)).size).toBe(MAX_DEBTS);
  });

  it('removes a debt, and removing the last remaining one resets to one empty debt', () => {
    let state = addDebt(addDebt(initialDebtList()));
    const [a, b, c] = state.debts;
    state = updateDebt(state, a!.id, { billName: 'Visa', debtAmount: '5,000' });
    state = removeDebt(state, b!.id);
    expect(state.debts.map((debt) => debt.id)).toEqual([a!.id, c!.id]);
    state = removeDebt(removeDebt(state, c!.id), a!.id);
    expect(state.debts).toHaveLength(1);
    expect(state.debts[0]).toEqual(emptyDebt(state.debts[0]!.id));
    expect(state.debts[0]!.id).not.toBe(a!.id);
  });

  it('totals the typed amounts and hands the finance module numbers', () => {
    let state = addDebt(initialDebtList());
    state = updateDebt(state, state.debts[0]!.id, { debtAmount: '12,500.50', monthlyPayment: '300' });
    state = updateDebt(state, state.debts[1]!.id, { debtAmount: '7,499.50', debtType: 'other', customType: ' Medical ' });
    expect(totalDebtOf(state.debts)).toBe(20_000);
    expect(toDebtItems(state.debts)[1]).toEqual({ billName: '', debtAmount: 7499.5, monthlyPayment: 0, debtType: 'other', customType: 'Medical' });
    expect(debtTypeLabel('en', state.debts[1]!)).toBe('Medical');
    expect(debtTypeLabel('en', state.debts[0]!)).toBe('Credit card');
  });
});

describe('the consolidation loan', () => {
  const rates = { '30yrFixed': { currentRate: 6.5, monthlyPayment: 1 }, '15yrFixed': { currentRate: 5.75, monthlyPayment: 1 }, '5yrArm': { currentRate: 6.125, monthlyPayment: 1 } };

  it('slides 0 to 3,000,000 in 5,000 steps over the terms 5 to 30', () => {
    expect(CONSOLIDATION_LOAN_SCALE).toMatchObject({ min: 0, max: 3_000_000, step: 5_000 });
    expect(CONSOLIDATION_TERMS).toEqual([5, 10, 15, 20, 25, 30]);
  });

  it('takes the rate of a term from the daily rates, else 3.57 %', () => {
    expect(rateForTerm(rates, 30)).toBe(6.5);
    expect(rateForTerm(rates, 15)).toBe(5.75);
    expect(rateForTerm(rates, 5)).toBe(6.125);
    expect(rateForTerm(rates, 10)).toBe(3.57);
    expect(rateForTerm(rates, 25)).toBe(3.57);
    expect(rateForTerm(null, 30)).toBe(3.57);
  });

  it("prefers the term's home-equity rate: debts are consolidated into a home-equity loan", () => {
    const withEquity = { ...rates, '30yrHomeEquity': { currentRate: 8.5, monthlyPayment: 1 }, '15yrHomeEquity': { currentRate: 8.25, monthlyPayment: 1 } };
    expect(termRate(withEquity, 30)).toEqual({ rate: 8.5, source: 'homeEquity' });
    expect(termRate(withEquity, 15)).toEqual({ rate: 8.25, source: 'homeEquity' });
    expect(termRate(withEquity, 5)).toEqual({ rate: 6.125, source: 'refinance' });
    expect(termRate(withEquity, 10)).toEqual({ rate: 3.57, source: 'default' });
    expect(termRate(null, 30)).toEqual({ rate: 3.57, source: 'default' });
  });

  it('never lends less than the total debt', () => {
    expect(loanAmountAtLeastDebt(10_000, 25_000)).toEqual({ amount: 25_000, raised: true });
    expect(loanAmountAtLeastDebt(30_000, 25_000)).toEqual({ amount: 30_000, raised: false });
    expect(loanAmountAtLeastDebt(25_000, 25_000)).toEqual({ amount: 25_000, raised: false });
  });

  it("starts the slider at the total debt, a listed mortgage included, and raises the loan when the total passes it", () => {
    let list = updateDebt(initialDebtList(), 1, { debtAmount: '8,000.50' });
    list = addDebt(list);
    list = updateDebt(list, 2, { debtAmount: '180,000', debtType: 'mortgage' });
    const total = totalDebtOf(list.debts);
    expect(total).toBe(188_000.5);
    expect(consolidationLoanScale(total)).toEqual({ ...CONSOLIDATION_LOAN_SCALE, min: 188_000.5 });
    expect(consolidationLoanScale(0)).toEqual(CONSOLIDATION_LOAN_SCALE);
    expect(consolidationLoanScale(4_200_000)).toMatchObject({ min: 4_200_000, max: 4_200_000 });
    expect(loanAfterDebtChange(150_000, total)).toBe(188_000.5);
    expect(loanAfterDebtChange(250_000, total)).toBe(250_000);
  });
});
