import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../engine/validation/format-phone';

describe('formatPhone (the auto-format mask)', () => {
  it.each([
    ['', ''],
    ['21', '21'],
    ['2125', '212-5'],
    ['212555', '212-555'],
    ['2125550', '212-555-0'],
    ['2125550100', '212-555-0100'],
    ['21255501009', '212-555-0100'],
    ['12125550100', '212-555-0100'],
    ['(212) 555-0100', '212-555-0100'],
  ])('%j -> %j', (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });
});
