import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCurrency } from '../../../engine/validation/validate-currency';
import { MORTGAGE_BALANCE_MESSAGE } from '../../../engine/messages';
import { q } from '../support/flows';

describe('currency answers', () => {
  const amount = q(1, 'amount', { type: 'currency' });

  it('normalises to a number', () => {
    expect(validateCurrency(amount, '$250,000')).toEqual({ ok: true, value: 250000 });
    expect(validateCurrency(amount, 99.999)).toEqual({ ok: true, value: 100 });
  });

  it('accepts up to 10 whole digits', () => {
    expect(validateCurrency(amount, '9999999999')).toEqual({ ok: true, value: 9_999_999_999 });
    expect(validateCurrency(amount, '10000000000')).toEqual({ ok: false, message: 'Please enter a dollar amount of up to 10 digits.' });
  });

  it('refuses empty and non-amounts', () => {
    expect(validateCurrency(amount, '')).toEqual({ ok: false, message: 'Please enter a dollar amount of up to 10 digits.' });
    expect(validateCurrency(amount, 'lots')).toEqual({ ok: false, message: 'Please enter a dollar amount of up to 10 digits.' });
  });

  it('applies the definition’s min with its message (the $1,000 mortgage balance)', () => {
    const balance = q(1, 'currentBalance', { type: 'currency', min: 1000, messages: { min: MORTGAGE_BALANCE_MESSAGE } });
    expect(validateCurrency(balance, 999)).toEqual({ ok: false, message: 'Mortgage balance must be at least $1,000' });
    expect(validateCurrency(balance, '1,000')).toEqual({ ok: true, value: 1000 });
  });

  it('fills {min}/{max} in the engine’s messages', () => {
    const bounded = q(1, 'x', { type: 'currency', min: 5000, max: 2_000_000 });
    expect(validateCurrency(bounded, 10)).toEqual({ ok: false, message: 'Amount must be at least $5,000' });
    expect(validateCurrency(bounded, 3_000_000)).toEqual({ ok: false, message: 'Amount must be no more than $2,000,000' });
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0, max: 1e10, noNaN: true }), fc.string()), (raw) => {
        const once = validateCurrency(amount, raw);
        if (once.ok) expect(validateCurrency(amount, once.value)).toEqual(once);
      }),
    );
  });
});
