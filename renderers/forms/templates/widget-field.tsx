import type { FieldProps } from '@rjsf/utils';
import { widgetNamed } from '../widget-registry';

/**
 * Renders an object-valued field (a chosen file's name, size and type) with the widget its uiSchema names,
 * as rjsf renders a primitive field: rjsf would otherwise lay an object out as nested fields.
 */
export function WidgetField(props: FieldProps) {
  const { registry, uiSchema, fieldPathId, formData, name, schema, required, disabled, readonly } = props;
  const Widget = widgetNamed(registry.widgets, uiSchema?.['ui:widget']);
  return (
    <Widget
      id={fieldPathId.$id}
      name={name}
      htmlName={fieldPathId.name}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      value={formData}
      required={required}
      disabled={disabled}
      readonly={readonly}
      label={(uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name}
      options={(uiSchema?.['ui:options'] ?? {}) as never}
      onChange={(value: unknown) => props.onChange(value, fieldPathId.path)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
    />
  );
}
