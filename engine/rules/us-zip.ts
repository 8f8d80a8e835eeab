/**
 * A US ZIP code: exactly five digits. 00000 is refused: no ZIP code is all zeros (the lowest in use is
 * 00501). ZIP+4 is not accepted: the site asks for five digits everywhere.
 */
export const US_ZIP_PATTERN = /^(?!00000)\d{5}$/;

export function isUsZip(input: unknown): input is string {
  return typeof input === 'string' && US_ZIP_PATTERN.test(input);
}
