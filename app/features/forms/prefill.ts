import { EMAIL_PATTERN } from '../../../engine/rules/email';
import { isFieldFormat, isPhoneFormat, type FieldFormat } from '../../../engine/rules/field-format-names';
import { US_PHONE_PATTERN, usPhoneDigits } from '../../../engine/rules/us-phone';
import { US_ZIP_PATTERN } from '../../../engine/rules/us-zip';
import type { PatternTest } from '../../domain/forms/form-source';
import type { FormValues, PublicForm } from '../../domain/forms/form-types';

/** Compiles a field's pattern; throws for one it cannot run. */
export type PatternCompiler = (source: string) => PatternTest;

/** JavaScript's own engine, as the form's validator runs patterns in the browser. */
export const browserPattern: PatternCompiler = (source) => new RegExp(source, 'u');

/**
 * What a prefilled value of each format must look like. A number the site would not text is still a US
 * phone number here: the form's own validator says so when it is sent, and this module, loaded by every
 * funnel page, does not carry the area codes that rule needs.
 */
const PREFILL_FORMATS: Record<FieldFormat, RegExp> = {
  'us-phone': US_PHONE_PATTERN,
  'us-textable-phone': US_PHONE_PATTERN,
  'us-zip': US_ZIP_PATTERN,
  email: EMAIL_PATTERN,
};

function accepts(compile: PatternCompiler, source: string, value: string): boolean {
  try {
    return compile(source).test(value);
  } catch {
    return false;
  }
}

/**
 * The values a page's query prefills (the uiSchema's `ui:prefill`: field -> query parameter), each kept
 * only when the field would accept it: an enum value matched without regard to case or by its label
 * ('michigan' or 'mi' -> 'MI'), a string that fits the field's pattern, format and length (a phone is
 * kept as its 10 digits, as the phone widget keeps it). On the server the page's loader passes the
 * linear-time engine the server runs every form pattern on, since the query is anyone's text.
 */
export function prefillFromQuery(form: PublicForm, params: URLSearchParams, patterns: PatternCompiler = browserPattern): FormValues {
  const prefill = (form.uiSchema['ui:prefill'] ?? {}) as Record<string, string>;
  const data: FormValues = {};
  for (const [field, parameter] of Object.entries(prefill)) {
    const raw = params.get(parameter)?.trim();
    if (!raw) continue;
    const schema = form.schema.properties?.[field];
    if (!schema || typeof schema !== 'object') continue;
    if (Array.isArray(schema.enum)) {
      const labels = (form.uiSchema[field] as { 'ui:enumNames'?: string[] } | undefined)?.['ui:enumNames'] ?? [];
      const wanted = raw.toLowerCase();
      const index = schema.enum.findIndex((value, position) => String(value).toLowerCase() === wanted || labels[position]?.toLowerCase() === wanted);
      if (index !== -1) data[field] = schema.enum[index];
      continue;
    }
    if (schema.type !== 'string') continue;
    if (typeof schema.maxLength === 'number' && raw.length > schema.maxLength) continue;
    if (typeof schema.pattern === 'string' && !accepts(patterns, schema.pattern, raw)) continue;
    if (schema.format !== undefined && !(isFieldFormat(schema.format) && PREFILL_FORMATS[schema.format].test(raw))) continue;
    data[field] = isPhoneFormat(schema.format) ? usPhoneDigits(raw) : raw;
  }
  return data;
}

/**
 * The query that prefills one field with a value, under the parameter the uiSchema's `ui:prefill` gives
 * it; null when the form prefills no such field.
 */
export function prefillQueryFor(form: PublicForm, field: string, value: string): URLSearchParams | null {
  const parameter = ((form.uiSchema['ui:prefill'] ?? {}) as Record<string, unknown>)[field];
  return typeof parameter === 'string' && parameter !== '' ? new URLSearchParams({ [parameter]: value }) : null;
}
