/**
 * The forms' and funnels' input masks, as pure functions: what a field shows while the visitor
 * types, and the value the form keeps.
 */

import { groupThousands } from '../../engine/group-thousands';

/**
 * Phone: digits only, at most 10. A US number never starts with 0 or 1, so leading ones are dropped (the
 * country code of '+1 248...', typed or pasted).
 */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').replace(/^[01]+/, '').slice(0, 10);
}

/** '(XXX) XXX-XXXX' from up to 10 digits, formatted as far as they go; at most 14 characters. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export interface NumberMask {
  maxWholeDigits: number;
  maxDecimals: number;
  /** Thousands commas in the whole part. */
  grouping: boolean;
}

export const currencyMask: NumberMask = { maxWholeDigits: 10, maxDecimals: 2, grouping: true };
export const percentageMask: NumberMask = { maxWholeDigits: 3, maxDecimals: 3, grouping: false };

export interface MaskedNumber {
  /** What the input shows, e.g. '1,234.5' (a trailing dot is kept while typing). */
  display: string;
  /** The number the form keeps; undefined when nothing is typed. */
  value: number | undefined;
}

/** Digits and one dot; the whole part capped in digits (leading zeros dropped), the decimals capped. */
export function maskNumber(input: string, mask: NumberMask): MaskedNumber {
  const cleaned = input.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, mask.maxWholeDigits);
  const decimals = dot === -1 ? null : cleaned.slice(dot + 1).replace(/\./g, '').slice(0, mask.maxDecimals);
  if (whole === '' && decimals !== null) whole = '0';
  if (whole === '') return { display: '', value: undefined };
  const grouped = mask.grouping ? groupThousands(whole) : whole;
  const display = decimals === null || mask.maxDecimals === 0 ? grouped : `${grouped}.${decimals}`;
  return { display, value: Number(decimals ? `${whole}.${decimals}` : whole) };
}

/** '12.500' -> '12.5', '12.000' -> '12': the zeros at the end, and the dot they leave last. */
function withoutTrailingZeros(fixed: string): string {
  let end = fixed.length;
  while (end > 0 && fixed[end - 1] === '0') end -= 1;
  if (end < fixed.length && fixed[end - 1] === '.') end -= 1;
  return fixed.slice(0, end);
}

/** The display of a stored number, e.g. 1234.5 -> '1,234.5'. */
export function formatNumber(value: unknown, mask: NumberMask): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '';
  const fixed = withoutTrailingZeros(value.toFixed(mask.maxDecimals));
  return maskNumber(fixed, mask).display;
}

/**
 * Capitalised text: letters (accented ones included) and spaces (plus any `extra` characters, e.g. "-." for names), each word
 * starting with a capital letter. Other characters are dropped as they are typed.
 */
export function capitalizeWords(input: string, extra = ''): string {
  // Any letter, accented ones included (José, Muñoz, Peña), as the definitions' name patterns allow.
  const allowed = new RegExp(`[^\\p{L} ${escapeClass(extra)}]`, 'gu');
  return input
    .replace(allowed, '')
    .replace(/^ +/, '')
    .replace(/(^|[ \-.'])(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** ZIP: digits only, at most 5 (the site takes five-digit ZIP codes only). */
export function maskZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}

function escapeClass(characters: string): string {
  return characters.replace(/[\\\]\[^-]/g, (c) => `\\${c}`);
}
