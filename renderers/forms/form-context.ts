import type { WidgetProps } from '@rjsf/utils';

/**
 * What the form screen gives every widget and template through rjsf's `formContext`: the error to show
 * for each field (the screen decides which errors are visible: after a blur or a submit), a way to mark
 * a field as visited, and the files chosen in file widgets (kept as File objects for a multipart upload,
 * never turned into data URLs).
 */
export interface FormRenderContext {
  /** The errors to show now, by field name (data, not a function: rjsf re-renders fields when it changes). */
  errors: Record<string, string>;
  touch(field: string): void;
  files: Map<string, File>;
}

export function renderContextOf(props: { registry: { formContext?: unknown } }): FormRenderContext | null {
  const context = props.registry.formContext as Partial<FormRenderContext> | undefined;
  return context && typeof context.touch === 'function' && context.errors ? (context as FormRenderContext) : null;
}

/** The error shown for a field, if any. */
export function errorOf(props: { registry: { formContext?: unknown } }, field: string): string | undefined {
  const errors = renderContextOf(props)?.errors;
  return errors && Object.hasOwn(errors, field) ? errors[field] : undefined;
}

/** The field's ids for its error, description and help texts, as the field template renders them. */
export const errorIdOf = (id: string) => `${id}__error`;
export const descriptionIdOf = (id: string) => `${id}__description`;
export const helpIdOf = (id: string) => `${id}__help`;

export function descriptionOf(props: Pick<WidgetProps, 'schema' | 'uiSchema'>): string | undefined {
  return (props.uiSchema?.['ui:description'] as string | undefined) ?? props.schema.description;
}

export function helpOf(props: Pick<WidgetProps, 'uiSchema'>): string | undefined {
  return props.uiSchema?.['ui:help'] as string | undefined;
}

/** aria-invalid and aria-describedby naming only the texts that are on the page. */
export function fieldAria(props: Pick<WidgetProps, 'id' | 'name' | 'schema' | 'uiSchema' | 'registry' | 'required'>) {
  const error = errorOf(props, props.name);
  const ids = [
    error ? errorIdOf(props.id) : null,
    descriptionOf(props) ? descriptionIdOf(props.id) : null,
    helpOf(props) ? helpIdOf(props.id) : null,
  ].filter(Boolean);
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-required': props.required ? (true as const) : undefined,
  };
}

/** Blur handler shared by the widgets: rjsf's own, plus marking the field visited. */
export function blurHandler(props: Pick<WidgetProps, 'id' | 'name' | 'onBlur' | 'registry'>, value: () => unknown) {
  return () => {
    renderContextOf(props)?.touch(props.name);
    props.onBlur(props.id, value());
  };
}
