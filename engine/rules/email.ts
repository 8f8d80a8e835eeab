/** The longest e-mail address accepted (the limit of an SMTP path). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address: a local part of HTML's allowed characters, @, and a domain of at least two labels
 * (HTML's pattern, with the dot required), at most 254 characters in all. The length sits in the regex so
 * that anything taking the regex alone (a JSON Schema format) also applies it.
 */
// Pure: building a pattern does nothing else, so a bundle that never tests an address drops this module.
export const EMAIL_PATTERN = /* @__PURE__ */ new RegExp(
  `^(?=.{1,${EMAIL_MAX_LENGTH}}$)` +
    "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
);

export function isEmail(input: unknown): input is string {
  return typeof input === 'string' && EMAIL_PATTERN.test(input);
}
