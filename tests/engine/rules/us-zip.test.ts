import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_ZIP_PATTERN, isUsZip } from '../../../engine/rules/us-zip';

describe('the US ZIP rule', () => {
  it.each(['48067', '00501', '99950', '02134', '00001', '10000'])('accepts %j', (zip) => {
    expect(isUsZip(zip)).toBe(true);
    expect(US_ZIP_PATTERN.test(zip)).toBe(true);
  });

  it.each(['00000', '48067-1234', '480671234', '4806', '480671', '4806a', ' 48067', '48067\n', '４８０６７', ''])('refuses %j', (zip) => {
    expect(isUsZip(zip)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [48067, null, undefined, ['48067']]) expect(isUsZip(value)).toBe(false);
  });

  it('accepts exactly five ASCII digits other than 00000', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{5}$/), fc.string({ maxLength: 8 })), (value) => {
        expect(isUsZip(value)).toBe(/^[0-9]{5}$/.test(value) && value !== '00000');
      }),
    );
  });
});
