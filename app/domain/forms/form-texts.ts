import { textCollector, textTableOf, type TextEntry, type TextTable } from '../../../engine';
import { fieldNodes, type SchemaNode } from './form-fields';
import type { FormDefinition } from './form-types';

/** The uiSchema texts of a field, by the key part after `ui.<field>.`. */
export const FIELD_UI_TEXTS = { title: 'ui:title', description: 'ui:description', help: 'ui:help', placeholder: 'ui:placeholder' } as const;

type FieldUi = Record<string, unknown>;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (...segments: Array<string | number>) => segments.map((segment) => `/${escape(String(segment))}`).join('');

export const fieldUiOf = (form: Pick<FormDefinition, 'uiSchema'>, field: string): FieldUi | undefined => {
  const ui = Object.hasOwn(form.uiSchema ?? {}, field) ? (form.uiSchema as Record<string, unknown>)[field] : undefined;
  return ui && typeof ui === 'object' && !Array.isArray(ui) ? (ui as FieldUi) : undefined;
};

/** A field drawn with the hidden widget shows nothing: its title and choices are not texts of the page. */
export const isHiddenField = (form: Pick<FormDefinition, 'uiSchema'>, field: string): boolean => fieldUiOf(form, field)?.['ui:widget'] === 'hidden';

/** A section's key: the first field it lays out (a section has no name, and its place may change). */
export const sectionKey = (section: { fields?: unknown }): string | null =>
  Array.isArray(section.fields) && typeof section.fields[0] === 'string' ? `ui.sections.${section.fields[0]}.title` : null;

/** The label of each enum value: the uiSchema's `ui:enumNames` when it names every value, else the value itself. */
export function enumLabels(form: Pick<FormDefinition, 'uiSchema'>, field: string, values: readonly unknown[]): string[] {
  const names = fieldUiOf(form, field)?.['ui:enumNames'];
  const named = Array.isArray(names) && names.length === values.length && names.every((name) => typeof name === 'string');
  return values.map((value, at) => (named ? (names[at] as string) : String(value)));
}

/**
 * Every text a visitor can see in a form, with its key, English text and JSON Pointer:
 *   title
 *   ui.sections.<first field>.title
 *   properties.<field>.title, properties.<field>.description, properties.<field>.enumNames.<value>
 *   ui.<field>.title, ui.<field>.description, ui.<field>.help, ui.<field>.placeholder
 *   messages.fields.<field>.<rule>, messages.defaults.<keyword>, messages.form.<name>
 * Fields are keyed by name wherever the schema declares them (a switched field's `allOf` branch
 * included); options by their stored value. Hidden fields have no title or option texts; the staff-only
 * description of the form is not a text.
 */
export function formTextEntries(form: FormDefinition): TextEntry[] {
  const { add, entries } = textCollector();
  add('title', form.title, pointer('title'));
  const sections = form.uiSchema?.['ui:sections'];
  if (Array.isArray(sections)) {
    sections.forEach((section: { title?: unknown; fields?: unknown }, at) => {
      const key = sectionKey(section);
      if (key) add(key, section.title, pointer('uiSchema', 'ui:sections', at, 'title'));
    });
  }
  for (const { field, node, pointer: at } of fieldNodes(form.schema as SchemaNode)) {
    if (isHiddenField(form, field)) continue;
    add(`properties.${field}.title`, node.title, `${at}/title`);
    add(`properties.${field}.description`, node.description, `${at}/description`);
    if (Array.isArray(node.enum)) {
      const labels = enumLabels(form, field, node.enum);
      const named = labels.some((label, i) => label !== String(node.enum![i]));
      node.enum.forEach((value, i) => add(`properties.${field}.enumNames.${String(value)}`, labels[i], named ? pointer('uiSchema', field, 'ui:enumNames', i) : `${at}/enum/${i}`));
    }
  }
  for (const field of Object.keys(form.uiSchema ?? {})) {
    const ui = fieldUiOf(form, field);
    if (field.startsWith('ui:') || !ui) continue;
    for (const [name, keyword] of Object.entries(FIELD_UI_TEXTS)) add(`ui.${field}.${name}`, ui[keyword], pointer('uiSchema', field, keyword));
  }
  const messages = form.messages;
  for (const [field, rules] of Object.entries(messages?.fields ?? {})) {
    for (const [rule, text] of Object.entries(rules ?? {})) add(`messages.fields.${field}.${rule}`, text, pointer('messages', 'fields', field, rule));
  }
  for (const [keyword, text] of Object.entries(messages?.defaults ?? {})) add(`messages.defaults.${keyword}`, text, pointer('messages', 'defaults', keyword));
  for (const [name, text] of Object.entries(messages?.form ?? {})) add(`messages.form.${name}`, text, pointer('messages', 'form', name));
  return entries;
}

/** A form's translatable texts: text key -> English text. */
export function formTexts(form: FormDefinition): TextTable {
  return textTableOf(formTextEntries(form));
}
