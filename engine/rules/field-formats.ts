import { EMAIL_PATTERN } from './email';
import type { FieldFormat } from './field-format-names';
import { US_PHONE_PATTERN } from './us-phone';
import { US_TEXTABLE_PHONE_PATTERN } from './us-textable-phone';
import { US_ZIP_PATTERN } from './us-zip';

export { FIELD_FORMAT_NAMES, isFieldFormat, isPhoneFormat, type FieldFormat } from './field-format-names';

/**
 * The rule of each format a form field may declare, each the one rule of its kind. Form validators
 * register exactly these, so a definition names a rule instead of copying a pattern.
 */
export const FIELD_FORMATS = {
  'us-phone': US_PHONE_PATTERN,
  'us-textable-phone': US_TEXTABLE_PHONE_PATTERN,
  'us-zip': US_ZIP_PATTERN,
  email: EMAIL_PATTERN,
} as const satisfies Record<FieldFormat, RegExp>;
