import { describe, expect, it } from 'vitest';
import { maskCurrency, maskPercent, maskRate, maskWholeNumber, maskZip } from '../../../../app/features/calculators/input-masks';
import { clampNumber, clampPercent, clampDownPayment } from '../../../../app/domain/finance/index';

// Each case: what is typed, the field's value before it, and what the field then shows.
describe('currency mask', () => {
  it.each([
    ['600000', '60000', '600,000'], ['1234567.5', '', '1,234,567.5'], ['$1,2a3', '', '123'], ['007', '0', '7'], ['.5', '', '0.5'], ['', '5', ''],
  ])('keeps digits and one dot, adds thousands commas, drops leading zeros: %j over %j shows %j', (typed, before, shown) => {
    expect(maskCurrency(typed, before)).toBe(shown);
  });

  it.each([
    ['12.345', '12.34', '12.34'], ['1.2.3', '1.2', '1.2'], ['12345678901', '1,234,567,890', '1,234,567,890'],
  ])('refuses a third decimal, a second dot and an eleventh whole digit: %j over %j shows %j', (typed, before, shown) => {
    expect(maskCurrency(typed, before)).toBe(shown);
  });

  it.each([
    ['123456789', '12,345,678', '12,345,678'], ['12345678', '1,234,567', '12,345,678'],
  ])('takes 8 whole digits at most in a debt amount: %j over %j shows %j', (typed, before, shown) => {
    expect(maskCurrency(typed, before, 8)).toBe(shown);
  });
});

describe('percent mask', () => {
  it.each([
    ['6.375', '6.37', '6.375'], ['6.3751', '6.375', '6.375'], ['1000', '100', '100'], ['06', '0', '6'],
  ])('allows 3 whole digits and 3 decimals: %j over %j shows %j', (typed, before, shown) => {
    expect(maskPercent(typed, before)).toBe(shown);
  });
});

describe("debt consolidator's rate input", () => {
  it.each([
    ['', '6.5', '0'], ['05', '0', '5'], ['005.25', '0', '5.25'], ['.5', '0', '0.5'],
  ])('turns empty into 0 and strips leading zeros, so typing over 0 just works: %j over %j shows %j', (typed, before, shown) => {
    expect(maskRate(typed, before)).toBe(shown);
  });

  it.each([
    ['6.5a', '6.5', '6.5'], ['-1', '1', '1'], ['100', '10', '10'], ['99.999', '99.99', '99.999'], ['3.5701', '3.570', '3.570'],
  ])('ignores non-numeric input, a whole part of 100 or more, and a fourth decimal: %j over %j shows %j', (typed, before, shown) => {
    expect(maskRate(typed, before)).toBe(shown);
  });
});

describe('ZIP and whole-number masks', () => {
  it.each([
    ['48a0-09', '48009'], ['4800912', '48009'],
  ])('keeps digits only, up to 5 for a ZIP code: %j shows %j', (typed, shown) => {
    expect(maskZip(typed)).toBe(shown);
  });

  it.each([
    ['3a', '3', '3'], ['301', '30', '30'], ['07', '0', '7'],
  ])('refuses non-digits and extra digits in a 2-digit whole number: %j over %j shows %j', (typed, before, shown) => {
    expect(maskWholeNumber(typed, before, 2)).toBe(shown);
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
