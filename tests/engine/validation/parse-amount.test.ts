import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../engine/validation/parse-amount';

describe('parseAmount', () => {
  it.each([
    ['$1,234.50', 1234.5, 4],
    ['250000', 250000, 6],
    [' 1 000 ', 1000, 4],
    ['.5', 0.5, 1],
    ['0007', 7, 1],
    [1234.567, 1234.57, 4],
    [0, 0, 1],
  ])('%j -> %d (%d whole digits)', (raw, amount, wholeDigits) => {
    expect(parseAmount(raw)).toEqual({ amount, wholeDigits });
  });

  it.each(['-5', '1.234', 'abc', '', '1e5', -1, Number.NaN, Number.POSITIVE_INFINITY, null, true])('refuses %j', (raw) => {
    expect(parseAmount(raw)).toBeNull();
  });

  it.each([
    [1e21, 22],
    [1.797693134862316e306, 307],
  ])('counts the whole digits of %d, which toFixed writes in exponent form', (raw, wholeDigits) => {
    expect(parseAmount(raw)).toMatchObject({ wholeDigits });
  });

  it('reads back every formatted whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (n) => {
        const text = `$${n.toLocaleString('en-US')}`;
        expect(parseAmount(text)?.amount).toBe(n);
        expect(parseAmount(text)?.wholeDigits).toBe(String(n).length);
      }),
    );
  });
});
