/**
 * A string of digits with a comma before every group of three from the right: "1234567" -> "1,234,567".
 * A loop: the usual `\B(?=(\d{3})+(?!\d))` looks ahead to the end from every digit, which is quadratic in
 * the number of digits.
 */
export function groupThousands(digits: string): string {
  let grouped = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ',';
    grouped += digits[i];
  }
  return grouped;
}
