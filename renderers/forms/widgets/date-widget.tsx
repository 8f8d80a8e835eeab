import type { WidgetProps } from '@rjsf/utils';
import { optionOf, textFieldProps } from './control-props';

/** A calendar date, kept as 'YYYY-MM-DD'. */
export function DateWidget(props: WidgetProps) {
  return (
    <input {...textFieldProps(props)} type="date" min={optionOf(props, 'min', 'string')} max={optionOf(props, 'max', 'string')}
      onChange={(event) => props.onChange(event.target.value || undefined)} />
  );
}
