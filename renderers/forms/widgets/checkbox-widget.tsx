import type { WidgetProps } from '@rjsf/utils';
import { controlProps } from './control-props';
import { choiceClass } from '../styles';

/**
 * A boolean as a checkbox inside its label, so the whole line (at least 44 px tall) toggles it. With
 * `inverse`, ticking it sets the field to false: smsOptOut defaults to true and the box asks for consent,
 * its opposite.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, options, uiSchema } = props;
  const inverse = options.inverse === true;
  const checked = inverse ? value === false : value === true;
  const text = (uiSchema?.['ui:title'] as string | undefined) ?? label;
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-3 text-sm text-slate-800">
      <input
        {...controlProps(props)}
        type="checkbox"
        className={`${choiceClass} mt-0.5`}
        checked={checked}
        onChange={(event) => props.onChange(inverse ? !event.target.checked : event.target.checked)}
      />
      <span>
        {text}
        {props.required && !inverse && <span aria-hidden="true" className="text-red-700"> *</span>}
      </span>
    </label>
  );
}
