import type { WidgetProps } from '@rjsf/utils';
import { optionOf, textFieldProps } from './control-props';

/** Plain text; an empty box is "no value" (undefined), so `required` reports it. */
export function TextWidget(props: WidgetProps) {
  const maxLength = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return (
    <input {...textFieldProps(props)} type={optionOf(props, 'inputType', 'string') ?? 'text'} maxLength={maxLength}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)} />
  );
}
