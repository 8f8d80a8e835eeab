import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { inputClass } from '../styles';

/** A calendar date, kept as 'YYYY-MM-DD'. */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, options } = props;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="date"
      className={inputClass}
      value={typeof value === 'string' ? value : ''}
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
      disabled={disabled}
      readOnly={readonly}
      {...fieldAria(props)}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}
