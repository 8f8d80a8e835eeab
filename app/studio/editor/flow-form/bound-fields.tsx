import { SelectField, type SelectChoice } from '../../components/select-field';
import { inputClass, Labelled } from '../../components/text-field';

interface BoundProps<T> {
  id: string;
  label: string;
  value: T | undefined;
  onChange(value: T | undefined): void;
  hint?: string;
  className?: string;
}

/** A text input whose empty value means "absent". */
export function BoundText({ id, label, value, onChange, hint, className, multiline }: BoundProps<string> & { multiline?: boolean }) {
  const common = { id, value: value ?? '', 'aria-describedby': hint ? `${id}-hint` : undefined, className: inputClass };
  return (
    <Labelled id={id} label={label} hint={hint} className={className}>
      {multiline ? (
        <textarea rows={5} {...common} onChange={(event) => onChange(event.target.value || undefined)} />
      ) : (
        <input type="text" {...common} onChange={(event) => onChange(event.target.value || undefined)} />
      )}
    </Labelled>
  );
}

/** A number input; empty means "absent". */
export function BoundNumber({ id, label, value, onChange, hint, className }: BoundProps<number>) {
  return (
    <Labelled id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={value ?? ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
        onChange={(event) => onChange(event.target.value === '' || Number.isNaN(event.target.valueAsNumber) ? undefined : event.target.valueAsNumber)}
      />
    </Labelled>
  );
}

/** A select over fixed choices; the empty choice (when given) means "absent". */
export function BoundSelect({ id, label, value, onChange, hint, className, choices, emptyLabel }: BoundProps<string> & { choices: readonly SelectChoice[]; emptyLabel?: string }) {
  return (
    <SelectField id={id} label={label} value={value ?? ''} choices={choices} emptyLabel={emptyLabel} hint={hint} className={className} onChange={(chosen) => onChange(chosen || undefined)} />
  );
}
