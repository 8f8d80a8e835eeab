import type { WidgetProps } from '@rjsf/utils';
import { optionOf, textFieldProps } from './control-props';

/** A time of day, kept as 'HH:MM' (24 h); `min`, `max` and `step` (seconds) guide the picker. */
export function TimeWidget(props: WidgetProps) {
  return (
    <input {...textFieldProps(props)} type="time" min={optionOf(props, 'min', 'string')} max={optionOf(props, 'max', 'string')} step={optionOf(props, 'step', 'number')}
      onChange={(event) => props.onChange(event.target.value ? event.target.value.slice(0, 5) : undefined)} />
  );
}
