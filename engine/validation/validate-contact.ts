import type { ContactMessages } from '../types/flow';
import type { ContactErrors, ContactField, ContactInfo } from '../types/contact';
import { FULL_NAME_MAX_LENGTH } from '../constants';
import { CONTACT_MESSAGES } from '../messages';
import { formatPhone } from './format-phone';
import { isEmail } from './patterns';

export interface ContactValidation {
  ok: boolean;
  /** The values trimmed, the phone formatted as 123-456-7890 when valid. */
  value: ContactInfo;
  errors: ContactErrors;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One contact field's message, or null when it is valid (for errors shown on blur). */
export function validateContactField(field: ContactField, raw: unknown, messages: ContactMessages = {}): string | null {
  const value = text(raw);
  switch (field) {
    case 'fullName':
      if (value === '') return messages.fullNameRequired ?? CONTACT_MESSAGES.fullNameRequired;
      if (value.length > FULL_NAME_MAX_LENGTH) return messages.fullNameTooLong ?? CONTACT_MESSAGES.fullNameTooLong;
      return null;
    case 'email':
      return isEmail(value) ? null : (messages.email ?? CONTACT_MESSAGES.email);
    case 'phoneNumber':
      return usPhone(value) ? null : (messages.phone ?? CONTACT_MESSAGES.phone);
  }
}

/** A US 10-digit number whose area code starts with 2-9 (a leading country code 1 allowed), as digits. */
function usPhone(value: string): string | null {
  if (!/^[\d\s().+-]*$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

/** The contact step's rules (funnels.md §5): full name 1-50 characters, e-mail, US phone. */
export function validateContact(raw: unknown, messages: ContactMessages = {}): ContactValidation {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const get = (field: ContactField): unknown => (Object.hasOwn(input, field) ? input[field] : undefined);
  const errors: ContactErrors = {};
  for (const field of ['fullName', 'email', 'phoneNumber'] as const) {
    const message = validateContactField(field, get(field), messages);
    if (message) errors[field] = message;
  }
  const phoneDigits = usPhone(text(get('phoneNumber')));
  const value: ContactInfo = {
    fullName: text(get('fullName')),
    email: text(get('email')),
    phoneNumber: phoneDigits ? formatPhone(phoneDigits) : text(get('phoneNumber')),
  };
  return { ok: Object.keys(errors).length === 0, value, errors };
}
