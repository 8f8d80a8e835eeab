/**
 * A dollar amount typed or sent as a number or a string ("$1,234.50", "250000"): the amount rounded to
 * cents and its count of whole digits, or null when it is not a non-negative amount with at most 2 decimals.
 */
export function parseAmount(raw: unknown): { amount: number; wholeDigits: number } | null {
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) return null;
    // toFixed writes 1e21 and above in exponent form ("1.8e+306"), whose digits before the point are not
    // the amount's: count them from the magnitude (any such amount is far over the digit limit).
    if (raw >= 1e21) return { amount: raw, wholeDigits: Math.floor(Math.log10(raw)) + 1 };
    text = raw.toFixed(2);
  } else if (typeof raw === 'string') {
    text = raw.replace(/[\s$,]/g, '');
    if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(text)) return null;
  } else {
    return null;
  }
  const [whole = ''] = text.split('.');
  const significant = whole.replace(/^0+/, '');
  const amount = Math.round(Number(text) * 100) / 100;
  return { amount, wholeDigits: Math.max(1, significant.length) };
}
