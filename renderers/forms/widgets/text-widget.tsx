import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { inputClass } from '../styles';

/** Plain text; an empty box is "no value" (undefined), so `required` reports it. */
export function TextWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, options, schema, uiSchema } = props;
  const type = (options.inputType as string | undefined) ?? 'text';
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type={type}
      className={inputClass}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      autoComplete={(uiSchema?.['ui:autocomplete'] as string | undefined) }
      {...fieldAria(props)}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}
