/**
 * A US phone number (North American Numbering Plan): ten digits whose area code and exchange start 2-9,
 * written any common way. Spaces, parentheses, dots and dashes may sit anywhere between the digits, and
 * the country code may lead as `1` or `+1`: '4155550199', '415-555-0199', '(415) 555-0199',
 * '415.555.0199', '+1 415 555 0199', '1-415-555-0199'. The input is at most 40 characters long, so a
 * hostile one costs nothing to refuse.
 *
 * The regex is the rule itself (JSON Schema validators take it as a named format); after a match, the
 * number is its digits with the country code dropped.
 */
export const US_PHONE_MAX_LENGTH = 40;

const SEPARATORS = '[ ().-]*';
const DIGIT = `\\d${SEPARATORS}`;
const LEADING_DIGIT = `[2-9]${SEPARATORS}`;

// Pure: building a pattern does nothing else, so a bundle that never tests a number drops this module.
export const US_PHONE_PATTERN = /* @__PURE__ */ new RegExp(
  `^(?=.{1,${US_PHONE_MAX_LENGTH}}$)${SEPARATORS}(?:\\+?1${SEPARATORS})?` +
    `${LEADING_DIGIT}${DIGIT.repeat(2)}${LEADING_DIGIT}${DIGIT.repeat(6)}$`,
);

/** The ten digits of a US phone number written any common way, or null when the rule refuses it. */
export function usPhoneDigits(input: unknown): string | null {
  if (typeof input !== 'string' || !US_PHONE_PATTERN.test(input)) return null;
  return input.replace(/\D/g, '').slice(-10);
}
