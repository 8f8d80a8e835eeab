import type { WidgetProps } from '@rjsf/utils';
import { capitalizeWords } from '../masks';
import { optionOf, textFieldProps } from './control-props';

/** Names and places: letters and spaces (and `extraCharacters`), each word capitalised as it is typed. */
export function CapitalizedTextWidget(props: WidgetProps) {
  const extra = optionOf(props, 'extraCharacters', 'string') ?? '';
  return (
    <input {...textFieldProps(props)} type="text" maxLength={optionOf(props, 'maxLength', 'number')} autoCapitalize="words"
      onChange={(event) => props.onChange(capitalizeWords(event.target.value, extra) || undefined)} />
  );
}
