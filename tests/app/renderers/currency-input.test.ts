import { describe, expect, it } from 'vitest';
import { maskCurrency } from '../../../renderers/questions/currency-input';

describe('the currency mask', () => {
  it.each([
    ['1234567', '1,234,567'], ['1234.567', '1,234.56'], ['$12,5a00', '12,500'], ['.5', '0.5'], ['1.2.3', '1.23'],
  ])('groups thousands and keeps at most two decimals: %j shows as %j', (typed, shown) => {
    expect(maskCurrency(typed)).toBe(shown);
  });

  it.each([
    ['123456789012', '1,234,567,890'], ['000450', '450'], ['0', '0'],
  ])('caps the whole part at 10 digits and drops leading zeros: %j shows as %j', (typed, shown) => {
    expect(maskCurrency(typed)).toBe(shown);
  });

  it.each([
    [250000, '250,000'], [1234.5, '1,234.5'], [undefined, ''], [Number.NaN, ''],
  ])('shows a saved number the same way, and nothing for other values: %j shows as %j', (saved, shown) => {
    expect(maskCurrency(saved)).toBe(shown);
  });
});
