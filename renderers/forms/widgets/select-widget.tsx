import type { WidgetProps } from '@rjsf/utils';
import { useText } from '../../i18n/locale-context';
import { formWidgetText } from '../messages';
import { inputClass } from '../styles';
import { controlProps } from './control-props';

/** A list of the schema's enum values, labelled by `ui:enumNames`; the first option is an empty prompt. */
export function SelectWidget(props: WidgetProps) {
  const { value, placeholder, options, uiSchema } = props;
  const t = useText(formWidgetText);
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <select
      {...controlProps(props)}
      className={inputClass}
      value={index === -1 ? '' : String(index)}
      autoComplete={uiSchema?.['ui:autocomplete'] as string | undefined}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)}
    >
      <option value="">{placeholder || t('select.prompt')}</option>
      {choices.map((choice, position) => (
        <option key={String(choice.value)} value={String(position)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
