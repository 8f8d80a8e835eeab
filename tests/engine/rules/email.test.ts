import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isEmail } from '../../../engine/rules/email';

describe('the e-mail rule', () => {
  it.each(['pat@example.com', 'first.last+tag@mail.example.com', "o'brien@example.ie", 'a@b.co', 'x_y-z@sub-domain.example.org'])('accepts %j', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['pat', 'pat@', '@example.com', 'pat@example', 'pat @example.com', 'pat@@example.com', 'pat@-example.com', 'pat@example-.com', 'pat@example..com', 'pat@example.com.', ''])(
    'refuses %j',
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );

  it(`carries the ${EMAIL_MAX_LENGTH}-character limit in the regex itself`, () => {
    // 64 + 1 + 189 characters: the local part, @, and a domain of labels no longer than 63.
    const local = 'a'.repeat(64);
    const domain = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`;
    const longest = `${local}@${domain}`;
    expect(longest.length).toBe(EMAIL_MAX_LENGTH);
    expect(EMAIL_PATTERN.test(longest)).toBe(true);
    expect(EMAIL_PATTERN.test(`a${longest}`)).toBe(false);
    expect(isEmail(`a${longest}`)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['a@b.co']]) expect(isEmail(value)).toBe(false);
  });

  it('refuses quickly whatever is typed', () => {
    const started = performance.now();
    expect(isEmail(`${'a'.repeat(200)}@${'a-'.repeat(25)}`)).toBe(false);
    expect(isEmail(`${'a@'.repeat(100_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('never accepts a string longer than the limit', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat({ max: 300 }), (email, padding) => {
        const padded = `${'a'.repeat(padding)}${email}`;
        if (padded.length > EMAIL_MAX_LENGTH) expect(isEmail(padded)).toBe(false);
      }),
    );
  });
});
