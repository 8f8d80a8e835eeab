import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateContact, validateContactField } from '../../../engine/validation/validate-contact';
import { formatPhone } from '../../../engine/validation/format-phone';

describe('contact step', () => {
  const good = { fullName: ' Pat Lee ', email: 'pat@example.com', phoneNumber: '(212) 555-0100' };

  it('accepts and normalises a valid contact', () => {
    expect(validateContact(good)).toEqual({ ok: true, errors: {}, value: { fullName: 'Pat Lee', email: 'pat@example.com', phoneNumber: '212-555-0100' } });
  });

  it('uses the contact step’s exact messages', () => {
    expect(validateContactField('fullName', '  ')).toBe('Full name is required.');
    expect(validateContactField('fullName', 'x'.repeat(51))).toBe('Full name must be 50 characters or less.');
    expect(validateContactField('fullName', 'x'.repeat(50))).toBeNull();
    expect(validateContactField('email', 'pat@')).toBe('Enter a valid email address.');
    expect(validateContactField('phoneNumber', '123-456-7890')).toBe('Enter a valid US phone number.');
    expect(validateContactField('phoneNumber', '212-555-010')).toBe('Enter a valid US phone number.');
    expect(validateContactField('phoneNumber', '1 (212) 555-0100')).toBeNull();
  });

  it('reports every field of a bad or missing contact', () => {
    expect(validateContact(null).errors).toEqual({
      fullName: 'Full name is required.',
      email: 'Enter a valid email address.',
      phoneNumber: 'Enter a valid US phone number.',
    });
  });

  it('takes message overrides from the definition', () => {
    expect(validateContact({ ...good, fullName: '' }, { fullNameRequired: 'Name, please.' }).errors).toEqual({ fullName: 'Name, please.' });
  });

  it('a phone is valid exactly when it has 10 digits whose area code and exchange start 2-9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(validateContactField('phoneNumber', formatPhone(digits)) === null).toBe(/^[2-9]\d{2}[2-9]/.test(digits));
      }),
    );
  });

  it('refuses an exchange starting 0 or 1 (the server would refuse it too)', () => {
    expect(validateContactField('phoneNumber', '248-155-0142')).toBe('Enter a valid US phone number.');
    expect(validateContactField('phoneNumber', '248-055-0142')).toBe('Enter a valid US phone number.');
    expect(validateContact({ ...good, phoneNumber: '248-155-0142' }).ok).toBe(false);
  });

  it('accepts any common typing and stores the display form 123-456-7890', () => {
    for (const typed of ['4155550199', '415-555-0199', '(415) 555-0199', '415.555.0199', '+1 415 555 0199', '1-415-555-0199']) {
      expect(validateContact({ ...good, phoneNumber: typed }).value.phoneNumber).toBe('415-555-0199');
    }
  });
});
