import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { inputClass } from '../styles';

/**
 * What every widget's control shares: its id and name, disabled (read-only as well: a checkbox, a select or
 * a file chooser has no read-only state), the field's ARIA (label, description, error), and the blur and
 * focus reports. A widget adds its type, look, value and onChange.
 */
export function controlProps(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly } = props;
  return {
    id,
    name: htmlName ?? id,
    disabled: disabled || readonly,
    ...fieldAria(props),
    onBlur: blurHandler(props, () => value),
    onFocus: () => props.onFocus(id, value),
  };
}

/**
 * A text-like widget's <input> or <textarea>: the shared control props with the look, the value shown (a
 * string, else empty), read-only kept apart from disabled, and the placeholder and autocomplete hint.
 */
export function textFieldProps(props: WidgetProps, shown: string = typeof props.value === 'string' ? props.value : '') {
  const { disabled, readonly, placeholder, uiSchema } = props;
  return {
    ...controlProps(props),
    className: inputClass,
    value: shown,
    placeholder: placeholder || undefined,
    disabled,
    readOnly: readonly,
    autoComplete: uiSchema?.['ui:autocomplete'] as string | undefined,
  };
}

/** An option of the widget's `ui:options` when it has the wanted type. */
export function optionOf<T extends 'string' | 'number'>(props: WidgetProps, name: string, type: T): (T extends 'string' ? string : number) | undefined {
  const value = props.options[name];
  return typeof value === type ? (value as T extends 'string' ? string : number) : undefined;
}
