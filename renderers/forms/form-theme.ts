import type { RegistryFieldsType, RJSFSchema, TemplatesType, UiSchema } from '@rjsf/utils';
import { FieldTemplate } from './templates/field-template';
import { SectionsTemplate } from './templates/sections-template';
import { WidgetField } from './templates/widget-field';

/** The site's look for rjsf forms: its field and object templates. */
export const formTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate: SectionsTemplate,
};

export const formFields: RegistryFieldsType = { widget: WidgetField };

/**
 * The uiSchema as rjsf needs it: an object-valued field (a file) with a `ui:widget` is drawn by that
 * widget through WidgetField, where rjsf would lay the object out as nested fields.
 */
export function prepareUiSchema(schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  const prepared: UiSchema = { ...uiSchema };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const entry = uiSchema[name] as Record<string, unknown> | undefined;
    if (typeof property === 'object' && property.type === 'object' && entry?.['ui:widget']) {
      prepared[name] = { ...entry, 'ui:field': 'widget' };
    }
  }
  return prepared;
}
