import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { inputClass } from '../styles';

/**
 * What every text-like widget's <input> or <textarea> shares: its id and name, the look, the value shown
 * (a string, else empty), disabled and read-only, the placeholder and autocomplete hint, the field's ARIA
 * (label, description, error), and the blur and focus reports. A widget adds its type, mask and onChange.
 */
export function textFieldProps(props: WidgetProps, shown: string = typeof props.value === 'string' ? props.value : '') {
  const { id, htmlName, value, disabled, readonly, placeholder, uiSchema } = props;
  return {
    id,
    name: htmlName ?? id,
    className: inputClass,
    value: shown,
    placeholder: placeholder || undefined,
    disabled,
    readOnly: readonly,
    autoComplete: uiSchema?.['ui:autocomplete'] as string | undefined,
    ...fieldAria(props),
    onBlur: blurHandler(props, () => value),
    onFocus: () => props.onFocus(id, value),
  };
}

/** An option of the widget's `ui:options` when it has the wanted type. */
export function optionOf<T extends 'string' | 'number'>(props: WidgetProps, name: string, type: T): (T extends 'string' ? string : number) | undefined {
  const value = props.options[name];
  return typeof value === type ? (value as T extends 'string' ? string : number) : undefined;
}
