import type { LabelledAnswer } from '../../engine';

interface PropertyLike {
  title?: string;
  enum?: unknown[];
  oneOf?: { const?: unknown; title?: string }[];
}

interface SchemaLike {
  properties?: Record<string, PropertyLike>;
  allOf?: { then?: SchemaLike }[];
}

interface FormDefinitionLike {
  schema: SchemaLike;
  uiSchema?: Record<string, { 'ui:enumNames'?: string[] } | undefined>;
}

/** Fields the lead e-mail already shows in its header (or that are not the visitor's answers). */
const SHOWN_ELSEWHERE = new Set(['firstName', 'lastName', 'email', 'phone', 'phoneNumber', 'phoneVerifiedClaimed', 'turnstileToken']);

/** Every property of the schema, including those its conditional branches (allOf/then) add. */
function allProperties(schema: SchemaLike): Record<string, PropertyLike> {
  const found: Record<string, PropertyLike> = { ...schema.properties };
  for (const branch of schema.allOf ?? []) if (branch.then) Object.assign(found, allProperties(branch.then));
  return found;
}

/**
 * A form lead's fields as a person reads them: the schema's titles, and a choice's display name (the
 * uiSchema's enumNames, or a oneOf title) rather than its stored value.
 */
export function labelFormFields(definition: FormDefinitionLike, data: Record<string, unknown>): LabelledAnswer[] {
  const properties = allProperties(definition.schema);
  const labelled: LabelledAnswer[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (SHOWN_ELSEWHERE.has(key) || value === undefined || value === null || value === '') continue;
    const property = properties[key];
    const enumIndex = property?.enum?.indexOf(value) ?? -1;
    const enumName = enumIndex >= 0 ? definition.uiSchema?.[key]?.['ui:enumNames']?.[enumIndex] : undefined;
    const option = property?.oneOf?.find((candidate) => candidate.const === value)?.title;
    const shown =
      enumName ?? option ?? (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : typeof value === 'number' ? value.toLocaleString('en-US') : typeof value === 'object' ? JSON.stringify(value) : String(value));
    labelled.push({ key, question: property?.title ?? key, answer: shown });
  }
  return labelled;
}
