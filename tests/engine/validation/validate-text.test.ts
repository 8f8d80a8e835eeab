import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateText } from '../../../engine/validation/validate-text';
import { textFormat } from '../../../engine/validation/text-format';
import { q } from '../support/flows';

describe('text answers', () => {
  const name = q(1, 'agentName', { type: 'text', max: 60 }, { title: "What is your agent's name?" });

  it('must be non-blank; stored trimmed', () => {
    expect(validateText(name, '  Pat Lee ')).toEqual({ ok: true, value: 'Pat Lee' });
    expect(validateText(name, '   ')).toEqual({ ok: false, message: 'Please enter an answer.' });
    expect(validateText(name, undefined)).toEqual({ ok: false, message: 'Please enter an answer.' });
  });

  it('applies min and max lengths (max 500 by default)', () => {
    expect(validateText(name, 'x'.repeat(61))).toEqual({ ok: false, message: 'Please enter no more than 60 characters.' });
    expect(validateText(q(1, 'a', { min: 3 }), 'ab')).toEqual({ ok: false, message: 'Please enter at least 3 characters.' });
    expect(validateText(q(1, 'a'), 'x'.repeat(501)).ok).toBe(false);
  });

  it('format email', () => {
    const email = q(1, 'e', { format: 'email' });
    expect(validateText(email, 'pat@example.com')).toEqual({ ok: true, value: 'pat@example.com' });
    for (const bad of ['pat', 'pat@', 'pat@example', 'pat @example.com', '']) {
      expect(validateText(email, bad)).toEqual({ ok: false, message: 'Please enter a valid email address' });
    }
  });

  it('format phone: auto-formatted to 123-456-7890', () => {
    const phone = q(1, 'p', { format: 'phone' });
    expect(validateText(phone, '(212) 555 0100')).toEqual({ ok: true, value: '212-555-0100' });
    expect(validateText(phone, '+1 212 555 0100')).toEqual({ ok: true, value: '212-555-0100' });
    expect(validateText(phone, '415.555.0199')).toEqual({ ok: true, value: '415-555-0199' });
    for (const bad of ['555-0100', '212-555-01000', 'call me', '212.555.010x', '248-155-0142', '048-555-0142']) {
      expect(validateText(phone, bad)).toEqual({ ok: false, message: 'Please enter a valid phone number (123-456-7890)' });
    }
  });

  it('format zip', () => {
    const zip = q(1, 'z', { format: 'zip' });
    expect(validateText(zip, '48067')).toEqual({ ok: true, value: '48067' });
    for (const bad of ['1234', '00000', '48067-1234']) expect(validateText(zip, bad)).toEqual({ ok: false, message: 'ZIP code must be 5 digits' });
  });

  it("VetLife's title rule is the fallback when no format is named", () => {
    expect(textFormat(q(1, 'a', {}, { title: 'What is your Email address?' }))).toBe('email');
    expect(textFormat(q(1, 'a', {}, { title: 'Best phone number?' }))).toBe('phone');
    expect(textFormat(q(1, 'a', { format: 'zip' }, { title: 'Phone' }))).toBe('zip');
    expect(textFormat(name)).toBeNull();
    expect(validateText(q(1, 'a', {}, { title: 'Your email' }), 'nope')).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });

  it('normalising twice changes nothing', () => {
    const phone = q(1, 'p', { format: 'phone' });
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(name, phone, q(1, 'e', { format: 'email' })), (raw, question) => {
        const once = validateText(question, raw);
        if (once.ok) expect(validateText(question, once.value)).toEqual(once);
      }),
    );
  });
});
