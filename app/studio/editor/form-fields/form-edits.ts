import type { FormDefinition } from '../../../domain/forms/form-types';
import { setAt } from '../set-at';

interface Section {
  title?: string;
  fields: string[];
}

const propertiesOf = (form: FormDefinition) => (form.schema.properties ?? {}) as Record<string, { title?: string }>;
const sectionsOf = (form: FormDefinition) => form.uiSchema['ui:sections'] as Section[] | undefined;

/** The form's fields in the order shown: by section when it has sections, else by ui:order, else as declared. */
export function fieldOrder(form: FormDefinition): string[] {
  const declared = Object.keys(propertiesOf(form));
  const sections = sectionsOf(form);
  if (sections) return [...sections.flatMap((section) => section.fields), ...declared.filter((key) => !sections.some((section) => section.fields.includes(key)))];
  const order = form.uiSchema['ui:order'] as string[] | undefined;
  if (order) return [...order.filter((key) => key !== '*' && declared.includes(key)), ...declared.filter((key) => !order.includes(key))];
  return declared;
}

/** Moves a field one place within its section (or within ui:order, which is created when absent). */
export function moveField(form: FormDefinition, key: string, delta: -1 | 1): FormDefinition {
  const swap = (list: string[]) => {
    const at = list.indexOf(key);
    const to = at + delta;
    if (at < 0 || to < 0 || to >= list.length) return list;
    const next = [...list];
    [next[at], next[to]] = [next[to]!, next[at]!];
    return next;
  };
  const sections = sectionsOf(form);
  if (sections) return setAt(form, ['uiSchema', 'ui:sections'], sections.map((section) => ({ ...section, fields: swap(section.fields) })));
  return setAt(form, ['uiSchema', 'ui:order'], swap(fieldOrder(form)));
}

export function setRequired(form: FormDefinition, key: string, required: boolean): FormDefinition {
  const current = (form.schema.required ?? []) as string[];
  const next = required ? [...new Set([...current, key])] : current.filter((name) => name !== key);
  return setAt(form, ['schema', 'required'], next);
}

export const fieldTitle = (form: FormDefinition, key: string) => propertiesOf(form)[key]?.title;
