import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { maskZip } from '../masks';
import { inputClass } from '../styles';

/** ZIP: digits only, at most 5. */
export function ZipWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, uiSchema } = props;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="text"
      inputMode="numeric"
      maxLength={5}
      className={inputClass}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      {...fieldAria(props)}
      onChange={(event) => props.onChange(maskZip(event.target.value) || undefined)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}
