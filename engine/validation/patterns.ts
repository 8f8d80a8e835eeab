/** An e-mail address: local part, @, and a domain with at least one dot (HTML's pattern, dot required). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** The questionnaires' phone text format. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/** A US ZIP code as the questionnaires accept it. */
export const ZIP_PATTERN = /^\d{5}$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
