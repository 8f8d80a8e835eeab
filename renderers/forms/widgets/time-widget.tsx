import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { inputClass } from '../styles';

/** A time of day, kept as 'HH:MM' (24 h); `min`, `max` and `step` (seconds) guide the picker. */
export function TimeWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, options } = props;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="time"
      className={inputClass}
      value={typeof value === 'string' ? value : ''}
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
      step={typeof options.step === 'number' ? options.step : undefined}
      disabled={disabled}
      readOnly={readonly}
      {...fieldAria(props)}
      onChange={(event) => props.onChange(event.target.value ? event.target.value.slice(0, 5) : undefined)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}
