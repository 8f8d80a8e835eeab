import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../../../engine/rules/email';
import { FIELD_FORMATS, FIELD_FORMAT_NAMES, isFieldFormat, isPhoneFormat } from '../../../engine/rules/field-formats';
import { US_PHONE_PATTERN } from '../../../engine/rules/us-phone';
import { US_TEXTABLE_PHONE_PATTERN } from '../../../engine/rules/us-textable-phone';
import { US_ZIP_PATTERN } from '../../../engine/rules/us-zip';

describe('the named field formats', () => {
  it('are exactly the four rules, each its one regex', () => {
    expect(FIELD_FORMAT_NAMES).toEqual(['us-phone', 'us-textable-phone', 'us-zip', 'email']);
    expect(FIELD_FORMATS['us-phone']).toBe(US_PHONE_PATTERN);
    expect(FIELD_FORMATS['us-textable-phone']).toBe(US_TEXTABLE_PHONE_PATTERN);
    expect(FIELD_FORMATS['us-zip']).toBe(US_ZIP_PATTERN);
    expect(FIELD_FORMATS.email).toBe(EMAIL_PATTERN);
  });

  it('keep no state between tests (no global or sticky flag), so a shared regex is safe', () => {
    for (const pattern of Object.values(FIELD_FORMATS)) expect(pattern.flags).toBe('');
  });

  it('knows its names and nothing else', () => {
    expect(isFieldFormat('us-phone')).toBe(true);
    expect(isFieldFormat('phone')).toBe(false);
    expect(isFieldFormat('toString')).toBe(false);
    expect(isFieldFormat(undefined)).toBe(false);
  });

  it('name the phone formats, whose values are kept as their 10 digits', () => {
    expect(FIELD_FORMAT_NAMES.filter(isPhoneFormat)).toEqual(['us-phone', 'us-textable-phone']);
  });
});
