import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { inputClass } from '../styles';

/** A list of the schema's enum values, labelled by `ui:enumNames`; the first option is an empty prompt. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, options, uiSchema } = props;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className={inputClass}
      value={index === -1 ? '' : String(index)}
      disabled={disabled || readonly}
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      {...fieldAria(props)}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)}
      onBlur={blurHandler(props, () => value)}
      onFocus={() => props.onFocus(id, value)}
    >
      <option value="">{placeholder || 'Select...'}</option>
      {choices.map((choice, position) => (
        <option key={String(choice.value)} value={String(position)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
