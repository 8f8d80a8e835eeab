import type { WidgetProps } from '@rjsf/utils';
import { maskZip } from '../masks';
import { textFieldProps } from './control-props';

/** ZIP: digits only, at most 5. */
export function ZipWidget(props: WidgetProps) {
  return (
    <input {...textFieldProps(props)} type="text" inputMode="numeric" maxLength={5}
      onChange={(event) => props.onChange(maskZip(event.target.value) || undefined)} />
  );
}
