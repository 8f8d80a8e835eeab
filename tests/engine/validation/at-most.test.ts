import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerAmount } from '../../../engine/validation/answer-amount';
import { atMostCap } from '../../../engine/validation/at-most-cap';
import { validateCurrency } from '../../../engine/validation/validate-currency';
import { isValidAnswer, validateAnswer } from '../../../engine/validate-answer';
import { q } from '../support/flows';

const CASH_MESSAGE = "Cash out can't be more than your home's value minus what you owe ({max}).";
const cashOut = q(3, 'cashOutAmount', { type: 'currency', min: 0, atMost: { answer: 'homeValue', minus: 'currentBalance', message: CASH_MESSAGE } });
const downPayment = q(2, 'downPayment', { type: 'currency', min: 0, atMost: { answer: 'purchasePrice' } });

describe('answerAmount', () => {
  it('is a currency answer’s number and a slider range’s high end', () => {
    expect(answerAmount(250_000)).toBe(250_000);
    expect(answerAmount([300_000, 450_000])).toBe(450_000);
    expect(answerAmount([450_000, 300_000])).toBe(450_000);
  });

  it('is null for anything without an amount', () => {
    for (const value of ['250000', true, ['a', 'b'], [1], [1, 2, 3], Number.NaN, Infinity, null, undefined]) expect(answerAmount(value)).toBeNull();
  });
});

describe('atMostCap', () => {
  it('is the answer minus minus, minus counting 0 when absent', () => {
    expect(atMostCap({ answer: 'homeValue', minus: 'currentBalance' }, { homeValue: 500_000, currentBalance: 200_000 })).toBe(300_000);
    expect(atMostCap({ answer: 'homeValue', minus: 'currentBalance' }, { homeValue: 500_000 })).toBe(500_000);
    expect(atMostCap({ answer: 'homeValue' }, { homeValue: 500_000, currentBalance: 200_000 })).toBe(500_000);
  });

  it('does not apply without the referenced answer (or when it has no amount)', () => {
    expect(atMostCap({ answer: 'homeValue', minus: 'currentBalance' }, { currentBalance: 200_000 })).toBeNull();
    expect(atMostCap({ answer: 'homeValue' }, {})).toBeNull();
    expect(atMostCap({ answer: 'homeValue' }, { homeValue: 'lots' })).toBeNull();
  });

  it('keeps cents exact', () => {
    expect(atMostCap({ answer: 'a', minus: 'b' }, { a: 0.3, b: 0.1 })).toBe(0.2);
  });
});

describe('an atMost cap on a currency answer', () => {
  const earlier = { homeValue: 500_000, currentBalance: 200_000 };

  it('accepts up to the cap and refuses above it with the rule’s message, {max} in whole dollars', () => {
    expect(validateCurrency(cashOut, '$300,000', earlier)).toEqual({ ok: true, value: 300_000 });
    expect(validateCurrency(cashOut, 300_000.01, earlier)).toEqual({
      ok: false,
      message: "Cash out can't be more than your home's value minus what you owe ($300,000).",
    });
  });

  it('counts minus as 0 when it was not answered (no mortgage, or not asked on this path)', () => {
    expect(validateCurrency(cashOut, 500_000, { homeValue: 500_000 })).toEqual({ ok: true, value: 500_000 });
    expect(validateCurrency(cashOut, 500_001, { homeValue: 500_000 }).ok).toBe(false);
  });

  it('does not apply without the referenced answer', () => {
    expect(validateCurrency(cashOut, 9_000_000, { currentBalance: 200_000 })).toEqual({ ok: true, value: 9_000_000 });
    expect(validateCurrency(cashOut, 9_000_000)).toEqual({ ok: true, value: 9_000_000 });
  });

  it('caps by a slider range’s high end, with the engine’s message when the rule has none', () => {
    const price = { purchasePrice: [350_000, 500_000] };
    expect(validateCurrency(downPayment, 500_000, price)).toEqual({ ok: true, value: 500_000 });
    expect(validateCurrency(downPayment, 505_000, price)).toEqual({ ok: false, message: 'Amount must be no more than $500,000' });
  });

  it('comes after the question’s own rules', () => {
    const bounded = q(1, 'x', { type: 'currency', min: 5_000, atMost: { answer: 'homeValue' } });
    expect(validateCurrency(bounded, 10, { homeValue: 1_000 })).toEqual({ ok: false, message: 'Amount must be at least $5,000' });
    expect(validateCurrency(bounded, 'lots', { homeValue: 1_000 }).ok).toBe(false);
  });

  it('validateAnswer and isValidAnswer pass the earlier answers through', () => {
    expect(validateAnswer(cashOut, 400_000, earlier).ok).toBe(false);
    expect(validateAnswer(cashOut, 400_000).ok).toBe(true);
    expect(isValidAnswer(cashOut, 300_000, earlier)).toBe(true);
    expect(isValidAnswer(cashOut, 300_001, earlier)).toBe(false);
  });

  it('accepts exactly the amounts at or below value minus balance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (value, balance, amount) => {
        const result = validateCurrency(cashOut, amount, { homeValue: value, currentBalance: balance });
        expect(result.ok).toBe(amount <= value - balance);
      }),
    );
  });
});
