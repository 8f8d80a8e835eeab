import { EMAIL_PATTERN } from './email';
import { US_PHONE_PATTERN } from './us-phone';
import { US_TEXTABLE_PHONE_PATTERN } from './us-textable-phone';
import { US_ZIP_PATTERN } from './us-zip';

/**
 * The named formats a form field may declare (`"format": "us-phone"` in a form's JSON Schema), each the
 * one rule of its kind. Form validators register exactly these, so a definition names a rule instead of
 * copying a pattern.
 */
export const FIELD_FORMATS = {
  'us-phone': US_PHONE_PATTERN,
  'us-textable-phone': US_TEXTABLE_PHONE_PATTERN,
  'us-zip': US_ZIP_PATTERN,
  email: EMAIL_PATTERN,
} as const satisfies Record<string, RegExp>;

export type FieldFormat = keyof typeof FIELD_FORMATS;

export const FIELD_FORMAT_NAMES = Object.keys(FIELD_FORMATS) as FieldFormat[];

export function isFieldFormat(name: unknown): name is FieldFormat {
  return typeof name === 'string' && Object.hasOwn(FIELD_FORMATS, name);
}

/** The formats whose values are phone numbers (kept as their 10 digits once valid). */
export function isPhoneFormat(name: unknown): name is 'us-phone' | 'us-textable-phone' {
  return name === 'us-phone' || name === 'us-textable-phone';
}
