import { describe, expect, it } from 'vitest';
import { maskCurrency } from '../../../renderers/questions/currency-input';

describe('the currency mask', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(maskCurrency('1234567')).toBe('1,234,567');
    expect(maskCurrency('1234.567')).toBe('1,234.56');
    expect(maskCurrency('$12,5a00')).toBe('12,500');
    expect(maskCurrency('.5')).toBe('0.5');
    expect(maskCurrency('1.2.3')).toBe('1.23');
  });

  it('caps the whole part at 10 digits and drops leading zeros', () => {
    expect(maskCurrency('123456789012')).toBe('1,234,567,890');
    expect(maskCurrency('000450')).toBe('450');
    expect(maskCurrency('0')).toBe('0');
  });

  it('shows a saved number the same way, and nothing for other values', () => {
    expect(maskCurrency(250000)).toBe('250,000');
    expect(maskCurrency(1234.5)).toBe('1,234.5');
    expect(maskCurrency(undefined)).toBe('');
    expect(maskCurrency(Number.NaN)).toBe('');
  });
});
