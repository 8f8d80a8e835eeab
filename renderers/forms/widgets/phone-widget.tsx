import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { formatPhone, phoneDigits } from '../masks';
import { inputClass } from '../styles';

/** US phone: shows '(XXX) XXX-XXXX' (at most 14 characters), keeps the digits. */
export function PhoneWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, uiSchema } = props;
  const digits = typeof value === 'string' ? value : '';
  return (
    <input
      id={id}
      name={htmlName ?? id}
      type="tel"
      inputMode="tel"
      maxLength={14}
      className={inputClass}
      value={formatPhone(digits)}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      {...fieldAria(props)}
      onChange={(event) => props.onChange(phoneDigits(event.target.value) || undefined)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    />
  );
}
