import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { inputClass } from '../styles';

/** Multiline text, 4 rows unless `rows` says otherwise. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, options, schema } = props;
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      className={inputClass}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      {...fieldAria(props)}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}
