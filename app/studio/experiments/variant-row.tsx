import { secondaryButton } from '../components/buttons';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import type { VariantChoice } from './start-checks';

interface VariantRowProps {
  /** The id prefix of this row's controls (`${id}-version`, `${id}-weight`). */
  id: string;
  variantKey: string;
  choice: VariantChoice;
  versions: readonly { value: string; label: string }[];
  errors: { version?: string; weight?: string };
  onChange(choice: VariantChoice): void;
  /** Absent when the row may not be removed. */
  onRemove?: () => void;
}

/** One variant of the start form: which published version it serves and its weight, each with its message. */
export function VariantRow({ id, variantKey, choice, versions, errors, onChange, onRemove }: VariantRowProps) {
  return (
    <li className="flex flex-wrap items-start gap-4 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <SelectField
        id={`${id}-version`}
        label={`Variant ${variantKey} version`}
        className="min-w-64 flex-1"
        value={choice.version}
        choices={versions}
        emptyLabel="Choose a version…"
        error={errors.version}
        onChange={(version) => onChange({ ...choice, version })}
      />
      <TextField
        id={`${id}-weight`}
        label={`Variant ${variantKey} weight`}
        className="w-40"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        value={choice.weight}
        error={errors.weight}
        onChange={(event) => onChange({ ...choice, weight: event.target.value })}
      />
      {onRemove && (
        <button type="button" className={`${secondaryButton} mt-6`} onClick={onRemove}>
          Remove<span className="sr-only"> variant {variantKey}</span>
        </button>
      )}
    </li>
  );
}
