import { CURRENCY_MAX_DIGITS, groupThousands } from '../../engine';

/**
 * The currency mask of the questionnaires while typing: digits and one dot, at most 2 decimals and
 * 10 whole digits, thousands separated by commas ("1234567.5" -> "1,234,567.5"). Numbers (a saved answer)
 * are shown the same way. The engine parses the text when the answer is given.
 */
export function maskCurrency(input: unknown): string {
  if (typeof input === 'number') return Number.isFinite(input) ? maskCurrency(String(Math.round(input * 100) / 100)) : '';
  if (typeof input !== 'string') return '';
  const cleaned = input.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const wholeRaw = dot < 0 ? cleaned : cleaned.slice(0, dot);
  const decimals = dot < 0 ? null : cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  const whole = wholeRaw.replace(/^0+(?=\d)/, '').slice(0, CURRENCY_MAX_DIGITS);
  const grouped = groupThousands(whole);
  return decimals === null ? grouped : `${grouped || '0'}.${decimals}`;
}
