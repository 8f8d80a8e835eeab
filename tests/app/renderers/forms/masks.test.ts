import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalizeWords, currencyMask, formatNumber, formatPhone, maskNumber, maskZip, percentageMask, phoneDigits } from '../../../../renderers/forms/masks';

describe('phone mask', () => {
  it.each([
    ['2', '(2'],
    ['248', '(248'],
    ['2485', '(248) 5'],
    ['248555', '(248) 555'],
    ['2485550', '(248) 555-0'],
    ['2485550142', '(248) 555-0142'],
  ])('%s shows as %s', (digits, shown) => expect(formatPhone(digits)).toBe(shown));

  it('keeps digits only, at most 10, without a leading country code', () => {
    expect(phoneDigits('(248) 555-0142 ext 99')).toBe('2485550142');
    expect(phoneDigits('+1 248-555-0142')).toBe('2485550142');
    expect(phoneDigits('abc')).toBe('');
  });

  it('never shows more than 14 characters, and reads back the same digits', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const digits = phoneDigits(typed);
        const shown = formatPhone(digits);
        expect(shown.length).toBeLessThanOrEqual(14);
        expect(phoneDigits(shown)).toBe(digits);
      }),
    );
  });
});

describe('currency and percentage masks', () => {
  it.each([
    ['1234567.891', '1,234,567.89', 1234567.89],
    ['$1,234', '1,234', 1234],
    ['12345678901', '1,234,567,890', 1234567890],
    ['1234.', '1,234.', 1234],
    ['.5', '0.5', 0.5],
    ['007', '7', 7],
    ['1.2.3', '1.23', 1.23],
    ['', '', undefined],
  ])('currency %j shows %j and keeps %j', (typed, shown, value) => expect(maskNumber(typed, currencyMask)).toEqual({ display: shown, value }));

  it.each([
    ['6.8755', '6.875', 6.875],
    ['1234.5', '123.5', 123.5],
    ['100', '100', 100],
  ])('percentage %j shows %j and keeps %j', (typed, shown, value) => expect(maskNumber(typed, percentageMask)).toEqual({ display: shown, value }));

  it('shows a stored number the way it was typed', () => {
    expect(formatNumber(450000, currencyMask)).toBe('450,000');
    expect(formatNumber(1234.5, currencyMask)).toBe('1,234.5');
    expect(formatNumber(6.875, percentageMask)).toBe('6.875');
    expect(formatNumber(undefined, currencyMask)).toBe('');
  });

  it('keeps at most 10 whole digits and 2 decimals, and a value its display reads back to', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', 'x') }), (typed) => {
        const { display, value } = maskNumber(typed, currencyMask);
        const [whole = '', decimals = ''] = display.replaceAll(',', '').split('.');
        expect(whole.length).toBeLessThanOrEqual(10);
        expect(decimals.length).toBeLessThanOrEqual(2);
        expect(maskNumber(display, currencyMask).value).toBe(value);
      }),
    );
  });
});

describe('capitalised text and ZIP masks', () => {
  it('keeps letters and spaces (and the allowed extras), each word capitalised', () => {
    expect(capitalizeWords('mary jane 3rd')).toBe('Mary Jane Rd');
    expect(capitalizeWords('mary-jo st. claire', '-.')).toBe('Mary-Jo St. Claire');
    expect(capitalizeWords("o'brien", "'")).toBe("O'Brien");
    expect(capitalizeWords('  leading')).toBe('Leading');
    expect(capitalizeWords('a-b', '')).toBe('Ab');
  });
  it.each([
    ['48067', '48067'], ['480671234', '48067'], ['48067-1234', '48067'], ['4a8', '48'],
  ])('keeps a ZIP to its digits, at most 5 (no ZIP+4): %j shows as %j', (typed, shown) => {
    expect(maskZip(typed)).toBe(shown);
  });

describe('names with accents', () => {
  it('keeps and capitalises accented letters as they are typed', () => {
    expect(capitalizeWords('josé núñez-peña', '-.')).toBe('José Núñez-Peña');
    expect(capitalizeWords('ángela o’brien1', '-.')).toBe('Ángela Obrien');
  });
});
});
