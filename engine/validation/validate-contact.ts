import type { ContactMessages } from '../types/flow';
import type { ContactErrors, ContactField, ContactInfo } from '../types/contact';
import { FULL_NAME_MAX_LENGTH } from '../constants';
import { CONTACT_MESSAGES } from '../messages';
import { isEmail } from '../rules/email';
import { usPhoneDigits } from '../rules/us-phone';
import { formatPhone } from './format-phone';

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
      return usPhoneDigits(value) ? null : (messages.phone ?? CONTACT_MESSAGES.phone);
  }
}

/** The contact step's rules: full name 1-50 characters, e-mail, US phone (stored as 123-456-7890). */
export function validateContact(raw: unknown, messages: ContactMessages = {}): ContactValidation {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const get = (field: ContactField): unknown => (Object.hasOwn(input, field) ? input[field] : undefined);
  const errors: ContactErrors = {};
  for (const field of ['fullName', 'email', 'phoneNumber'] as const) {
    const message = validateContactField(field, get(field), messages);
    if (message) errors[field] = message;
  }
  const phoneDigits = usPhoneDigits(text(get('phoneNumber')));
  const value: ContactInfo = {
    fullName: text(get('fullName')),
    email: text(get('email')),
    phoneNumber: phoneDigits ? formatPhone(phoneDigits) : text(get('phoneNumber')),
  };
  return { ok: Object.keys(errors).length === 0, value, errors };
}
