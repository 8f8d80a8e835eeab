import { describe, expect, it } from 'vitest';
import { maskCurrency, maskPercent, maskRate, maskWholeNumber, maskZip } from '../../../../app/features/calculators/input-masks';
import { clampNumber, clampPercent, clampDownPayment } from '../../../../app/domain/finance/index';

describe('currency mask', () => {
  it('keeps digits and one dot, adds thousands commas, drops leading zeros', () => {
    expect(maskCurrency('600000', '60000')).toBe('600,000');
    expect(maskCurrency('1234567.5', '')).toBe('1,234,567.5');
    expect(maskCurrency('$1,2a3', '')).toBe('123');
    expect(maskCurrency('007', '0')).toBe('7');
    expect(maskCurrency('.5', '')).toBe('0.5');
    expect(maskCurrency('', '5')).toBe('');
  });

  it('refuses a third decimal, a second dot and an eleventh whole digit (8 for debt amounts)', () => {
    expect(maskCurrency('12.345', '12.34')).toBe('12.34');
    expect(maskCurrency('1.2.3', '1.2')).toBe('1.2');
    expect(maskCurrency('12345678901', '1,234,567,890')).toBe('1,234,567,890');
    expect(maskCurrency('123456789', '12,345,678', 8)).toBe('12,345,678');
    expect(maskCurrency('12345678', '1,234,567', 8)).toBe('12,345,678');
  });
});

describe('percent mask', () => {
  it('allows 3 whole digits and 3 decimals', () => {
    expect(maskPercent('6.375', '6.37')).toBe('6.375');
    expect(maskPercent('6.3751', '6.375')).toBe('6.375');
    expect(maskPercent('1000', '100')).toBe('100');
    expect(maskPercent('06', '0')).toBe('6');
  });
});

describe("debt consolidator's rate input", () => {
  it('turns empty into 0 and strips leading zeros, so typing over 0 just works', () => {
    expect(maskRate('', '6.5')).toBe('0');
    expect(maskRate('05', '0')).toBe('5');
    expect(maskRate('005.25', '0')).toBe('5.25');
    expect(maskRate('.5', '0')).toBe('0.5');
  });

  it('ignores non-numeric input, a whole part of 100 or more, and a fourth decimal', () => {
    expect(maskRate('6.5a', '6.5')).toBe('6.5');
    expect(maskRate('-1', '1')).toBe('1');
    expect(maskRate('100', '10')).toBe('10');
    expect(maskRate('99.999', '99.99')).toBe('99.999');
    expect(maskRate('3.5701', '3.570')).toBe('3.570');
  });
});

describe('ZIP and whole-number masks', () => {
  it('keeps digits only, up to 5 for a ZIP code', () => {
    expect(maskZip('48a0-09')).toBe('48009');
    expect(maskZip('4800912')).toBe('48009');
  });

  it('refuses non-digits and extra digits in whole numbers', () => {
    expect(maskWholeNumber('3a', '3', 2)).toBe('3');
    expect(maskWholeNumber('301', '30', 2)).toBe('30');
    expect(maskWholeNumber('07', '0', 2)).toBe('7');
  });
});

describe('clamping of calculator inputs, as the fields commit them', () => {
  it('clamps to the limits; a non-number becomes the minimum', () => {
    expect(clampNumber('25,000,000', 0, 20_000_000)).toBe(20_000_000);
    expect(clampNumber('', 0, 20_000_000)).toBe(0);
    expect(clampNumber('abc', 300, 850)).toBe(300);
    expect(clampPercent('30.12345', 0, 25)).toBe(25);
    expect(clampPercent('6.12345', 0, 25)).toBe(6.123);
    expect(clampDownPayment(700_000, 600_000)).toBe(600_000);
  });
});
