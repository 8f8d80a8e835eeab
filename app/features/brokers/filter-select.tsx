import { US_STATES } from '../../domain/content/us-states';

export interface FilterSelectProps {
  id: string;
  /** The query parameter it submits as, when it is part of the search form. */
  name?: string;
  label: string;
  labelClass: string;
  selectClass: string;
  value: string;
  onChange(value: string): void;
  /** The first option, meaning "no filter". */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select of one directory filter, its first option clearing it. */
export function FilterSelect({ id, name, label, labelClass, selectClass, value, onChange, anyLabel, options }: FilterSelectProps) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)} className={selectClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Every state, by its postal code. */
export const stateOptions = US_STATES.map((state) => ({ value: state.code, label: state.label }));
