import type { WidgetProps } from '@rjsf/utils';
import { blurHandler, fieldAria } from '../form-context';
import { choiceClass } from '../styles';

export interface RadioChoice {
  label: string;
  value: unknown;
}

/**
 * A group of radio buttons named by the field's label (a radiogroup labelled by the label element the field
 * template renders with `${id}__label`).
 */
export function RadioGroup({ props, choices }: { props: WidgetProps; choices: RadioChoice[] }) {
  const { id, value, disabled, readonly } = props;
  const aria = fieldAria(props);
  return (
    <div role="radiogroup" aria-labelledby={`${id}__label`} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']} aria-required={aria['aria-required']} className="flex flex-wrap gap-x-4">
      {choices.map((choice, position) => (
        <label key={String(choice.value)} className="inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 pr-2 text-slate-800">
          <input
            type="radio"
            id={`${id}-${position}`}
            name={props.htmlName ?? id}
            className={choiceClass}
            checked={value === choice.value}
            disabled={disabled || readonly}
            onChange={() => props.onChange(choice.value)}
            onBlur={blurHandler(props, () => value)}
            onFocus={() => props.onFocus(id, value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

/** One choice among the schema's enum values. */
export function RadioWidget(props: WidgetProps) {
  return <RadioGroup props={props} choices={(props.options.enumOptions ?? []).map(({ label, value }) => ({ label, value }))} />;
}
