/**
 * Input masks of the calculators' text fields. Each takes the
 * text the visitor just produced and the text before it, and returns the text the field shows: a
 * keystroke the mask refuses leaves the previous text.
 *
 * - currency: digits and a dot; at most 2 decimals and `maxWholeDigits` whole digits (10; debt amounts
 *   8); leading zeros dropped; thousands commas. Other characters (letters, '$', spaces) are dropped.
 * - percent: digits and a dot; at most 3 whole digits and 3 decimals.
 * - rate (debt consolidator): empty becomes '0'; input that is not a number is ignored; the whole part
 *   must be under 100; at most 3 decimals; leading zeros are stripped ('05' -> '5', '.5' -> '0.5').
 * - ZIP: digits only, at most 5.
 */

import { groupThousands } from '../../../engine/group-thousands';

function splitNumber(cleaned: string): { whole: string; decimals: string | undefined } | null {
  const parts = cleaned.split('.');
  if (parts.length > 2) return null;
  return { whole: parts[0]!.replace(/^0+(?=\d)/, ''), decimals: parts[1] };
}

const withCommas = groupThousands;

/** Digits with at most one dot anywhere ('', '.', '12.', '.5'), checked in one pass. */
function isDigitsWithOneDot(text: string): boolean {
  let dots = 0;
  for (const char of text) {
    if (char === '.') dots += 1;
    else if (char < '0' || char > '9') return false;
  }
  return dots <= 1;
}

export function maskCurrency(next: string, previous: string, maxWholeDigits = 10): string {
  const parts = splitNumber(next.replace(/[^\d.]/g, ''));
  if (!parts) return previous;
  const { whole, decimals } = parts;
  if (whole.length > maxWholeDigits || (decimals !== undefined && decimals.length > 2)) return previous;
  return decimals === undefined ? withCommas(whole) : `${withCommas(whole) || '0'}.${decimals}`;
}

export function maskPercent(next: string, previous: string, maxWholeDigits = 3, maxDecimals = 3): string {
  const parts = splitNumber(next.replace(/[^\d.]/g, ''));
  if (!parts) return previous;
  const { whole, decimals } = parts;
  if (whole.length > maxWholeDigits || (decimals !== undefined && decimals.length > maxDecimals)) return previous;
  return decimals === undefined ? whole : `${whole || '0'}.${decimals}`;
}

export function maskRate(next: string, previous: string): string {
  const text = next.trim();
  if (text === '') return '0';
  if (!isDigitsWithOneDot(text)) return previous;
  const parts = splitNumber(text)!;
  const whole = parts.whole === '' ? '0' : parts.whole;
  if (Number(whole) >= 100) return previous;
  if (parts.decimals !== undefined && parts.decimals.length > 3) return previous;
  return parts.decimals === undefined ? whole : `${whole}.${parts.decimals}`;
}

export function maskZip(next: string): string {
  return next.replace(/\D/g, '').slice(0, 5);
}

/** A whole number of at most `maxDigits` digits (loan length in years, a credit score). */
export function maskWholeNumber(next: string, previous: string, maxDigits: number): string {
  const digits = next.replace(/[\s,]/g, '');
  if (!/^\d*$/.test(digits) || digits.length > maxDigits) return previous;
  return digits.replace(/^0+(?=\d)/, '');
}
