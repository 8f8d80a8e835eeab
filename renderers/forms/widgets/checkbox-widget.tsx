import type { WidgetProps } from '@rjsf/utils';
import { controlProps } from './control-props';
import { choiceClass } from '../styles';

/**
 * A boolean as a checkbox with its label beside it. With `inverse`, ticking it sets the field to false:
 * smsOptOut defaults to true and the box asks for consent, its opposite.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, options, uiSchema } = props;
  const inverse = options.inverse === true;
  const checked = inverse ? value === false : value === true;
  const text = (uiSchema?.['ui:title'] as string | undefined) ?? label;
  return (
    <div className="flex items-start gap-3">
      <input
        {...controlProps(props)}
        type="checkbox"
        className={`${choiceClass} mt-0.5`}
        checked={checked}
        onChange={(event) => props.onChange(inverse ? !event.target.checked : event.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {text}
        {props.required && !inverse && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
    </div>
  );
}
