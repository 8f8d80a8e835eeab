import type { WidgetProps } from '@rjsf/utils';
import { formatPhone, phoneDigits } from '../masks';
import { textFieldProps } from './control-props';

/** US phone: shows '(XXX) XXX-XXXX' (at most 14 characters), keeps the digits. */
export function PhoneWidget(props: WidgetProps) {
  const shown = formatPhone(typeof props.value === 'string' ? props.value : '');
  return (
    <input {...textFieldProps(props, shown)} type="tel" inputMode="tel" maxLength={14}
      onChange={(event) => props.onChange(phoneDigits(event.target.value) || undefined)} />
  );
}
