import { isPhoneFormat, usPhoneDigits } from '../../engine';
import type { FormDefinition, FormValues } from '../../app/domain/forms/form-types';

type Node = { properties?: Record<string, unknown>; allOf?: Node[]; then?: Node; else?: Node };

/** The fields a form schema declares as US phones (`"format": "us-phone"` or `"us-textable-phone"`), at its root or in any condition's branch. */
export function phoneFieldsOf(schema: FormDefinition['schema']): Set<string> {
  const fields = new Set<string>();
  const walk = (node: Node | undefined) => {
    if (!node) return;
    for (const [field, property] of Object.entries(node.properties ?? {})) {
      if (property && typeof property === 'object' && isPhoneFormat((property as { format?: unknown }).format)) fields.add(field);
    }
    walk(node.then);
    walk(node.else);
    for (const branch of node.allOf ?? []) walk(branch);
  };
  walk(schema as Node);
  return fields;
}

/**
 * Valid data with each phone field as its 10 digits: the rule accepts any common typing
 * ('(415) 555-0199', '+1 415 555 0199'), and what is stored is always the number alone.
 */
export function withPhoneDigits(phoneFields: Iterable<string>, data: FormValues): FormValues {
  const result = { ...data };
  for (const field of phoneFields) {
    if (!Object.hasOwn(result, field)) continue;
    const digits = usPhoneDigits(result[field]);
    if (digits) result[field] = digits;
  }
  return result;
}
