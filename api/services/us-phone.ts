/**
 * A US phone number as its 10 digits (area code and exchange starting 2-9), from any common way of
 * writing it: '(248) 555-0142', '248-555-0142', '+1 248 555 0142'. Null when it is not one.
 */
export function normalizeUsPhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}
