import { inputClass, Labelled } from './text-field';

export interface SelectChoice {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  choices: readonly SelectChoice[];
  onChange(value: string): void;
  /** Names a first choice of nothing (the value ''), when given. */
  emptyLabel?: string;
  hint?: string;
  error?: string;
  className?: string;
}

/** A labelled select with its hint and error, both tied to it for screen readers. */
export function SelectField({ id, label, value, choices, onChange, emptyLabel, hint, error, className }: SelectFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Labelled id={id} label={label} hint={hint} className={className}>
      <select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} onChange={(event) => onChange(event.target.value)}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </Labelled>
  );
}
