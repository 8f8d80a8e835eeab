import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_PHONE_MAX_LENGTH, US_PHONE_PATTERN, usPhoneDigits } from '../../../engine/rules/us-phone';

/** A NANP number: area code and exchange start 2-9. */
const nanpNumber = fc
  .tuple(fc.stringMatching(/^[2-9]\d{2}$/), fc.stringMatching(/^[2-9]\d{2}$/), fc.stringMatching(/^\d{4}$/))
  .map(([area, exchange, line]) => ({ area, exchange, line }));

/** Every common way of typing one number. */
const TYPINGS: ((n: { area: string; exchange: string; line: string }) => string)[] = [
  ({ area, exchange, line }) => `${area}${exchange}${line}`,
  ({ area, exchange, line }) => `${area}-${exchange}-${line}`,
  ({ area, exchange, line }) => `(${area}) ${exchange}-${line}`,
  ({ area, exchange, line }) => `(${area})${exchange}-${line}`,
  ({ area, exchange, line }) => `${area}.${exchange}.${line}`,
  ({ area, exchange, line }) => `${area} ${exchange} ${line}`,
  ({ area, exchange, line }) => `+1 ${area} ${exchange} ${line}`,
  ({ area, exchange, line }) => `+1 (${area}) ${exchange}-${line}`,
  ({ area, exchange, line }) => `+1${area}${exchange}${line}`,
  ({ area, exchange, line }) => `1-${area}-${exchange}-${line}`,
  ({ area, exchange, line }) => `1 (${area}) ${exchange}-${line}`,
  ({ area, exchange, line }) => `1${area}${exchange}${line}`,
  ({ area, exchange, line }) => `1.${area}.${exchange}.${line}`,
];

describe('the US phone rule', () => {
  it.each(['4155550199', '415-555-0199', '(415) 555-0199', '415.555.0199', '+1 415 555 0199', '1-415-555-0199', '14155550199', ' 415 555 0199 '])(
    'accepts %j as 4155550199',
    (typed) => {
      expect(US_PHONE_PATTERN.test(typed)).toBe(true);
      expect(usPhoneDigits(typed)).toBe('4155550199');
    },
  );

  it.each([
    ['248-155-0142', 'the exchange starts with 1'],
    ['248-055-0142', 'the exchange starts with 0'],
    ['048-555-0142', 'the area code starts with 0'],
    ['148-555-0142', 'the area code starts with 1'],
    ['1-148-555-0142', 'the area code after the country code starts with 1'],
    ['415-555-019', '9 digits'],
    ['415555019', '9 digits'],
    ['415-555-01999', '11 digits not led by 1'],
    ['241555501990', '12 digits'],
    ['1-415-555-01990', '12 digits led by 1'],
    ['+2 415 555 0199', 'another country code'],
    ['+44 20 7946 0958', 'a foreign number'],
    ['415-555-CALL', 'letters'],
    ['415-555-0199 x12', 'an extension'],
    ['4155550199a', 'a trailing letter'],
    ['415/555/0199', 'slashes'],
    ['415_555_0199', 'underscores'],
    ['415\n555\n0199', 'line breaks'],
    ['++1 415 555 0199', 'two plus signs'],
    ['415 555 0199 +1', 'the country code last'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (typed) => {
    expect(US_PHONE_PATTERN.test(typed)).toBe(false);
    expect(usPhoneDigits(typed)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [4155550199, null, undefined, ['4155550199'], { phone: '4155550199' }, true]) expect(usPhoneDigits(value)).toBeNull();
  });

  it(`reads at most ${US_PHONE_MAX_LENGTH} characters, and a long hostile input is refused at once`, () => {
    const padded = `${' '.repeat(US_PHONE_MAX_LENGTH - 10)}4155550199`;
    expect(usPhoneDigits(padded)).toBe('4155550199');
    expect(usPhoneDigits(` ${padded}`)).toBeNull();
    const hostile = `${'('.repeat(100_000)}4155550199`;
    const started = performance.now();
    expect(usPhoneDigits(hostile)).toBeNull();
    expect(US_PHONE_PATTERN.test(`${'1-'.repeat(50_000)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('accepts any NANP number in any common typing and yields its 10 digits', () => {
    fc.assert(
      fc.property(nanpNumber, fc.constantFrom(...TYPINGS), (number, typing) => {
        expect(usPhoneDigits(typing(number))).toBe(`${number.area}${number.exchange}${number.line}`);
      }),
    );
  });

  it('is idempotent: the digits it yields are accepted as themselves', () => {
    fc.assert(
      fc.property(fc.oneof(nanpNumber.map((n) => `+1 (${n.area}) ${n.exchange}-${n.line}`), fc.string({ maxLength: 20 }), fc.stringMatching(/^[\d ().+-]{0,16}$/)), (typed) => {
        const digits = usPhoneDigits(typed);
        if (digits !== null) expect(usPhoneDigits(digits)).toBe(digits);
      }),
    );
  });

  it('accepts a string exactly when removing spaces, parentheses, dots and dashes (and a leading +1 or 1) leaves a NANP number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d ().+-]{0,20}$/), (typed) => {
        let digits = typed.replace(/[ ().-]/g, '');
        if (digits.startsWith('+1')) digits = digits.slice(2);
        else if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
        const expected = /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
        expect(usPhoneDigits(typed)).toBe(expected);
      }),
    );
  });
});
