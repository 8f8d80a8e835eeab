import type { WidgetProps } from '@rjsf/utils';
import { optionOf, textFieldProps } from './control-props';

/** Multiline text, 4 rows unless `rows` says otherwise. */
export function TextareaWidget(props: WidgetProps) {
  const { autoComplete: _unused, ...field } = textFieldProps(props);
  const maxLength = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined;
  return (
    <textarea {...field} rows={optionOf(props, 'rows', 'number') ?? 4} maxLength={maxLength}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)} />
  );
}
