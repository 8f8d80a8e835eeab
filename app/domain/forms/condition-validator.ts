import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * The validator a form renders with before its precompiled one has loaded (on the server, and in the
 * browser until the module arrives): it answers rjsf's questions about conditions (`if` schemas, which
 * form.schema.json keeps to "field equals a value or one of values, and is present"), so the server's
 * HTML, the hydrated page and the later validated page show the same fields. It reports no errors: the
 * page does not submit before the real validator is there.
 */
export function matchesCondition(condition: RJSFSchema, data: unknown): boolean {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  for (const name of condition.required ?? []) {
    if (record[name] === undefined) return false;
  }
  for (const [name, rule] of Object.entries(condition.properties ?? {})) {
    if (typeof rule !== 'object' || !(name in record)) continue;
    const value = record[name];
    if ('const' in rule && value !== rule.const) return false;
    if (Array.isArray(rule.enum) && !rule.enum.includes(value as never)) return false;
  }
  return true;
}

export function createConditionValidator(): ValidatorType {
  return {
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    isValid: (schema, formData) => matchesCondition(schema, formData),
    rawValidation: () => ({ errors: [] }),
  };
}
