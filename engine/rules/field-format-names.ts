/**
 * The names of the formats a form field may declare (`"format": "us-phone"` in a form's JSON Schema),
 * apart from their rules (field-formats.ts): a page that only needs to know a name does not carry the
 * rules' data (the textable phone's area codes).
 */
export const FIELD_FORMAT_NAMES = ['us-phone', 'us-textable-phone', 'us-zip', 'email'] as const;

export type FieldFormat = (typeof FIELD_FORMAT_NAMES)[number];

export function isFieldFormat(name: unknown): name is FieldFormat {
  return typeof name === 'string' && (FIELD_FORMAT_NAMES as readonly string[]).includes(name);
}

/** The formats whose values are phone numbers (kept as their 10 digits once valid). */
export function isPhoneFormat(name: unknown): name is 'us-phone' | 'us-textable-phone' {
  return name === 'us-phone' || name === 'us-textable-phone';
}
