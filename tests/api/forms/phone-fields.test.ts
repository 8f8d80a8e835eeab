import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../app/domain/forms/form-types';
import { phoneFieldsOf, withPhoneDigits } from '../../../api/forms/phone-fields';

const schema = {
  type: 'object',
  properties: { phone: { type: 'string', format: 'us-phone' }, email: { type: 'string', format: 'email' }, note: { type: 'string' } },
  allOf: [
    { if: { properties: { kind: { const: 'a' } }, required: ['kind'] }, then: { properties: { otherPhone: { type: 'string', format: 'us-phone' } } } },
    { if: { properties: { kind: { const: 'b' } }, required: ['kind'] }, else: { properties: { fax: { type: 'string', format: 'us-phone' } } } },
  ],
} as unknown as FormDefinition['schema'];

describe('phone fields of a form', () => {
  it('are the fields whose format is us-phone, at the root and in every branch', () => {
    expect([...phoneFieldsOf(schema)].sort()).toEqual(['fax', 'otherPhone', 'phone']);
  });

  it('are stored as their 10 digits, whatever the typing; other fields are left alone', () => {
    expect(withPhoneDigits(phoneFieldsOf(schema), { phone: '+1 (415) 555-0199', otherPhone: '415.555.0188', note: '(415) 555-0199', email: 'a@b.co' })).toEqual({
      phone: '4155550199',
      otherPhone: '4155550188',
      note: '(415) 555-0199',
      email: 'a@b.co',
    });
    expect(withPhoneDigits(phoneFieldsOf(schema), {})).toEqual({});
  });
});
