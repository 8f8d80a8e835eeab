import { createRequire } from 'node:module';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { AREA_CODES_SOURCE, PARTIAL_AREA_CODES, WHOLE_AREA_CODES } from '../../../engine/rules/us-area-codes';
import { US_PHONE_PATTERN } from '../../../engine/rules/us-phone';
import { isTextableUsNumber, textableUsPhone, US_TEXTABLE_PHONE_PATTERN } from '../../../engine/rules/us-textable-phone';

/** What libphonenumber-js says: a landline or mobile number of the US or a US territory with a NANP area code. */
function libphonenumberSaysTextable(digits: string): boolean {
  const parsed = parsePhoneNumberFromString(`+1${digits}`);
  if (!parsed?.country || !['US', 'PR', 'VI', 'GU', 'MP', 'AS'].includes(parsed.country)) return false;
  return ['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(parsed.getType() ?? '');
}

const exchangeAndLine = fc.tuple(fc.stringMatching(/^[2-9]\d{2}$/), fc.stringMatching(/^\d{4}$/));
const under = (areas: fc.Arbitrary<string>) => fc.tuple(areas, exchangeAndLine).map(([area, [exchange, line]]) => area + exchange + line);
/**
 * Any NANP number; as often, one under an area code the rule lists whole, or one under a code only some of
 * whose exchanges it lists (the territories), so every kind of verdict is met.
 */
const nanpNumbers = fc.oneof(
  under(fc.stringMatching(/^[2-9]\d{2}$/)),
  under(fc.constantFrom(...WHOLE_AREA_CODES.split(' '))),
  under(fc.constantFrom(...Object.keys(PARTIAL_AREA_CODES))),
);

const TYPINGS: ((digits: string) => string)[] = [
  (d) => d,
  (d) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  (d) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
  (d) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
  (d) => `+1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  (d) => `1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  (d) => ` ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)} `,
];

describe('the numbers the site may text', () => {
  it.each([
    ['(212) 555-0147', 'New York'],
    ['202-555-0147', 'Washington, DC'],
    ['+1 787 555 0147', 'Puerto Rico'],
    ['415.555.0199', 'San Francisco'],
    ['907-555-0147', 'Alaska'],
    ['808-555-0147', 'Hawaii'],
    ['(340) 200-1234', 'the US Virgin Islands (an exchange in use)'],
    ['671-300-1234', 'Guam (an exchange in use)'],
  ])('texts %s (%s)', (typed) => {
    expect(textableUsPhone(typed)).toBe(typed.replace(/\D/g, '').slice(-10));
    expect(US_TEXTABLE_PHONE_PATTERN.test(typed)).toBe(true);
  });

  it.each([
    ['876-555-0147', 'Jamaica'],
    ['(809) 555-0147', 'the Dominican Republic'],
    ['+1 829 555 0147', 'the Dominican Republic (overlay)'],
    ['242-555-0147', 'the Bahamas'],
    ['441-555-0147', 'Bermuda'],
    ['868-555-0147', 'Trinidad and Tobago'],
    ['416-555-0147', 'Toronto'],
    ['604-555-0147', 'Vancouver'],
    ['900-555-0147', 'premium-rate'],
    ['800-555-0147', 'toll-free'],
    ['833-555-0147', 'toll-free'],
    ['500-555-0147', 'personal numbers'],
    ['700-555-0147', 'interexchange services'],
    ['976-555-0147', 'no area code'],
    ['911-555-0147', 'an N11 service code'],
    ['340-211-1234', 'the US Virgin Islands (an exchange not in use)'],
    ['248-155-0142', 'not a US number at all'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (typed) => {
    expect(textableUsPhone(typed)).toBeNull();
    expect(US_TEXTABLE_PHONE_PATTERN.test(typed)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 2125550147, ['2125550147'], { phone: '2125550147' }]) expect(textableUsPhone(value)).toBeNull();
  });

  it('agrees with libphonenumber-js on the country and the type of any NANP number', () => {
    fc.assert(
      fc.property(nanpNumbers, (digits) => {
        expect(isTextableUsNumber(digits), `+1 ${digits}`).toBe(libphonenumberSaysTextable(digits));
      }),
      { numRuns: 5000 },
    );
  });

  it('as a regex (the removal form’s format) takes exactly the typings the function takes, all of them US numbers', () => {
    fc.assert(
      fc.property(nanpNumbers, fc.constantFrom(...TYPINGS), (digits, typing) => {
        const typed = typing(digits);
        expect(US_TEXTABLE_PHONE_PATTERN.test(typed), typed).toBe(textableUsPhone(typed) !== null);
        if (US_TEXTABLE_PHONE_PATTERN.test(typed)) expect(US_PHONE_PATTERN.test(typed)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 45 }), (typed) => {
        expect(US_TEXTABLE_PHONE_PATTERN.test(typed)).toBe(textableUsPhone(typed) !== null);
      }),
    );
  });

  it('refuses long and hostile input without stalling', () => {
    const hostile = ['2'.repeat(100_000), `(${'2-'.repeat(19)}`, `${'212 '.repeat(9)}x`, `+1 212 555 0147${' '.repeat(30)}x`];
    const started = performance.now();
    for (let round = 0; round < 1000; round++) for (const typed of hostile) expect(US_TEXTABLE_PHONE_PATTERN.test(typed)).toBe(false);
    // 4,000 refusals take about 10 ms; a backtracking pattern would take seconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('was generated from the libphonenumber-js release installed (run `npm run content:us-area-codes` after updating it)', () => {
    const { version } = createRequire(import.meta.url)('libphonenumber-js/package.json') as { version: string };
    expect(AREA_CODES_SOURCE).toBe(`libphonenumber-js ${version}`);
  });
});
