import { describe, expect, it } from 'vitest';
import { validateZip } from '../../../engine/validation/validate-zip';
import { q } from '../support/flows';

describe('zipcode answers', () => {
  const zip = q(1, 'zip', { type: 'zipcode' });

  it('accepts exactly 5 digits, trimmed, as a string', () => {
    expect(validateZip(zip, ' 02134 ')).toEqual({ ok: true, value: '02134' });
    expect(validateZip(zip, 48009)).toEqual({ ok: true, value: '48009' });
  });

  it.each(['1234', '123456', '12a45', '12345-6789', '00000', '', null, 2134, 12.5, ['12345'], 0])('refuses %j with the ZIP message', (raw) => {
    expect(validateZip(zip, raw)).toEqual({ ok: false, message: 'ZIP code must be 5 digits' });
  });

  it('uses the definition’s message override', () => {
    expect(validateZip(q(1, 'zip', { type: 'zipcode', messages: { format: 'Bad ZIP' } }), '1')).toEqual({ ok: false, message: 'Bad ZIP' });
  });
});
