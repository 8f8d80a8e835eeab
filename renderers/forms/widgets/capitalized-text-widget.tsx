import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { capitalizeWords } from '../masks';
import { inputClass } from '../styles';

/** Names and places: letters and spaces (and `extraCharacters`), each word capitalised as it is typed. */
export function CapitalizedTextWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, options, uiSchema } = props;
  const extra = typeof options.extraCharacters === 'string' ? options.extraCharacters : '';
  const maxLength = typeof options.maxLength === 'number' ? options.maxLength : undefined;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="text"
      className={inputClass}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      maxLength={maxLength}
      autoCapitalize="words"
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      {...fieldAria(props)}
      onChange={(event) => props.onChange(capitalizeWords(event.target.value, extra) || undefined)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}
