import { translated, translatedLanguages, type DefinitionLanguage, type TranslatedLanguage } from '../../../engine';
import { mapFieldNodes, type SchemaNode } from './form-fields';
import { enumLabels, FIELD_UI_TEXTS, fieldUiOf, isHiddenField, sectionKey } from './form-texts';
import type { FormDefinition, FormMessages } from './form-types';

type Translate = (key: string, english: string) => string;

/**
 * The form as a visitor sees it in `language`: every text of formTexts replaced by its translation, an
 * unknown or empty one staying English. Field names, enum values, rules and widgets are the same in every
 * language, so data and the precompiled validator are too. An enum whose labels change gets `ui:enumNames`
 * (its stored values stay). A form that does not list the language stays English. The result has no
 * `translations`; `languages` stays.
 */
export function localizeForm(form: FormDefinition, language: DefinitionLanguage): FormDefinition {
  const { translations, ...rest } = form;
  // A language the form does not list is never served: the form stays English.
  const table = (translatedLanguages(form) as DefinitionLanguage[]).includes(language) ? translations?.[language as TranslatedLanguage] : undefined;
  const t: Translate = (key, english) => translated(table, key, english);
  const enums = new Map<string, unknown[]>();
  const schema = mapFieldNodes(form.schema as SchemaNode, (field, node) => {
    if (isHiddenField(form, field)) return node;
    if (Array.isArray(node.enum) && !enums.has(field)) enums.set(field, node.enum);
    const localized: SchemaNode = { ...node };
    if (typeof node.title === 'string') localized.title = t(`properties.${field}.title`, node.title);
    if (typeof node.description === 'string') localized.description = t(`properties.${field}.description`, node.description);
    return localized;
  });
  return {
    ...rest,
    title: t('title', form.title),
    schema: schema as FormDefinition['schema'],
    uiSchema: localizeUiSchema(form, enums, t),
    messages: localizeMessages(form.messages, t),
  };
}

function localizeUiSchema(form: FormDefinition, enums: ReadonlyMap<string, unknown[]>, t: Translate): FormDefinition['uiSchema'] {
  const uiSchema: Record<string, unknown> = { ...form.uiSchema };
  const sections = form.uiSchema?.['ui:sections'];
  if (Array.isArray(sections)) {
    uiSchema['ui:sections'] = sections.map((section: { title?: unknown; fields?: unknown }) => {
      const key = sectionKey(section);
      return key && typeof section.title === 'string' ? { ...section, title: t(key, section.title) } : section;
    });
  }
  for (const field of Object.keys(uiSchema)) {
    const ui = fieldUiOf(form, field);
    if (field.startsWith('ui:') || !ui) continue;
    const localized: Record<string, unknown> = { ...ui };
    for (const [name, keyword] of Object.entries(FIELD_UI_TEXTS)) {
      if (typeof ui[keyword] === 'string') localized[keyword] = t(`ui.${field}.${name}`, ui[keyword]);
    }
    uiSchema[field] = localized;
  }
  for (const [field, values] of enums) {
    const english = enumLabels(form, field, values);
    const labels = values.map((value, at) => t(`properties.${field}.enumNames.${String(value)}`, english[at]!));
    if (labels.some((label, at) => label !== english[at]) || Array.isArray(fieldUiOf(form, field)?.['ui:enumNames'])) {
      uiSchema[field] = { ...(uiSchema[field] as object | undefined), 'ui:enumNames': labels };
    }
  }
  return uiSchema as FormDefinition['uiSchema'];
}

function localizeMessages(messages: FormMessages, t: Translate): FormMessages {
  const table = (texts: Record<string, string> | undefined, prefix: string) =>
    Object.fromEntries(Object.entries(texts ?? {}).map(([name, text]) => [name, typeof text === 'string' ? t(`${prefix}.${name}`, text) : text]));
  return {
    ...messages,
    fields: Object.fromEntries(Object.entries(messages?.fields ?? {}).map(([field, rules]) => [field, table(rules, `messages.fields.${field}`)])),
    defaults: table(messages?.defaults, 'messages.defaults'),
    form: table(messages?.form as unknown as Record<string, string>, 'messages.form') as unknown as FormMessages['form'],
  };
}
